package main

// The puzzle kinds register themselves from init; importing them here is the
// one place a new kind is wired into the command line.
import ()
