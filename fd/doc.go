// Package fd is deduce's finite-domain constraint engine, in the style of
// SICStus Prolog's CLP(FD).
package fd
