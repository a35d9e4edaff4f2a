//go:build long

package testlong

const enabled = true
