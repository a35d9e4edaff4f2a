package puzzle

// Every SAT method is part of the contract: the kinds' method tables list
// sat.Methods() (some at init) and run them with sat.New, so the back ends
// must be linked wherever the contract is. Package sat itself imports no
// back end (it is the dependency-free vocabulary), hence this import.
import _ "deduce/sat/solvers"
