//go:build !long

package testlong

const enabled = false
