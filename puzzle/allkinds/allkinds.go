// Package allkinds registers every puzzle kind deduce ships. The kinds
// register themselves from init; importing this package is how a program
// (the command line, the web app, tests) gets all of them, and the list
// below is the one place a new kind is wired in.
package allkinds

import (
	_ "deduce/puzzle/closefar"
	_ "deduce/puzzle/logicgrid"
	_ "deduce/puzzle/logicgrid/english" // English logic grids (sets logicgrid.English)
	_ "deduce/puzzle/magnets"
)
