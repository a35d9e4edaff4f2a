package puzzle_test

import (
	"errors"
	"fmt"

	"deduce/puzzle"
)

// Input errors carry their position and unwrap to a named error, so callers
// classify them without parsing the message.
func ExampleErrorf() {
	err := puzzle.Errorf(puzzle.ErrInvalid, "e1.txt", 3, 5, "domino at row 3, column 5 points east, but its partner does not point back")
	fmt.Println(err)
	fmt.Println(errors.Is(err, puzzle.ErrInvalid), puzzle.IsInputError(err))
	// Output:
	// e1.txt:3:5: domino at row 3, column 5 points east, but its partner does not point back
	// true true
}

// FirstLine skips comments and blank lines; its result is what kinds sniff.
func ExampleFirstLine() {
	line, n := puzzle.FirstLine([]byte("# example e1 of the Magnets report\n\nmagnets 6\newewew\n"))
	fmt.Printf("%q on line %d\n", line, n)
	// Output: "magnets 6" on line 3
}

// A Report is the JSON contract of --format json.
func ExampleReport() {
	rep := puzzle.Report{Kind: "magnets", Difficulty: "tricky", Unique: puzzle.Ptr(true), Seed: puzzle.Ptr(int64(7))}
	line, _ := rep.JSONLine()
	fmt.Println(string(line))
	// Output: {"kind":"magnets","difficulty":"tricky","unique":true,"seed":7}
}
