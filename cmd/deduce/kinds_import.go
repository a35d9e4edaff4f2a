package main

// Every kind, registered from one list (puzzle/allkinds).
import _ "deduce/puzzle/allkinds"
