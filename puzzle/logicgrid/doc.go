// Package logicgrid implements the logicgrid puzzle kind for deduce.
package logicgrid
