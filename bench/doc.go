// Package bench is the experiment harness behind `deduce bench`: it reruns
// the source documents' experiments and compares deduce with peer solvers.
package bench
