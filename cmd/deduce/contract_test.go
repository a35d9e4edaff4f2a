package main

import (
	"strings"
	"testing"
)

// The flags and tables that come from the kinds' contract, not from cmd.
func TestKindDrivenFlagsAndTables(t *testing.T) {
	for _, c := range []struct {
		why  string
		args []string
		code int
		want string // in stdout or stderr
	}{
		{"a kind's own generator parameter is accepted", []string{"generate", "logicgrid", "--domains", "3", "--items", "3", "--seed", "1", "--format", "native"}, 0, "Clues:"},
		{"another kind's parameter is a usage error", []string{"generate", "magnets", "--domains", "3", "--seed", "1"}, 2, "--domains is not a parameter of magnets"},
		{"a square-only kind refuses WxH", []string{"generate", "closefar", "--size", "6x8", "--seed", "1"}, 2, "closefar boards are square"},
		{"a bad size is a usage error", []string{"generate", "magnets", "--size", "0", "--seed", "1"}, 2, "bad size"},
		{"kinds KIND prints the method table", []string{"kinds", "closefar"}, 0, "lines (default)        native  yes"},
		{"logic grids list every SAT method", []string{"kinds"}, 0, "cdcl-gini, cdcl-card (default fd)"},
		{"an unknown kind in kinds is a usage error", []string{"kinds", "magnet"}, 2, `unknown puzzle kind "magnet"`},
	} {
		code, stdout, stderr := deduce(t, "", c.args...)
		if code != c.code || !strings.Contains(stdout+stderr, c.want) {
			t.Errorf("%s: deduce %s: exit %d (want %d)\n%s%s\nwant %q", c.why, strings.Join(c.args, " "), code, c.code, stdout, stderr, c.want)
		}
	}
}
