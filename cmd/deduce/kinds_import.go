package main

// The puzzle kinds register themselves from init; importing them here is the
// one place a new kind is wired into the command line.
import (
	_ "deduce/puzzle/closefar"
	_ "deduce/puzzle/logicgrid"
	_ "deduce/puzzle/logicgrid/english" // English logic grids (sets logicgrid.English)
	_ "deduce/puzzle/magnets"
)
