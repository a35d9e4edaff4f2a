// Package magnets implements the magnets puzzle kind for deduce.
package magnets
