package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newKindsCmd) }

func newKindsCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "kinds",
		Short: "List the puzzle kinds and their solving methods",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			for _, k := range puzzle.Kinds() {
				fmt.Fprintf(a.stdout, "%-10s %s\n", k.Name(), k.Summary())
				fmt.Fprintf(a.stdout, "%-10s methods: %s (default %s)\n", "", strings.Join(k.Methods(), ", "), k.Methods()[0])
			}
			return nil
		},
	}
}
