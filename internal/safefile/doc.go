// Package safefile is how deduce writes files: never over one of the
// command's inputs, never over a file it did not make unless told to
// (--force), and atomically (a temporary file in the same directory, then a
// rename), so that a crash or a full disk mid-write leaves the old file whole.
package safefile
