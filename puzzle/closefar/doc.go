// Package closefar implements the closefar puzzle kind for deduce.
package closefar
