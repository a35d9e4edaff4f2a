// Package kindtest is the conformance battery every puzzle kind runs with
// one call from its own package:
//
//	func TestKind(t *testing.T) { kindtest.Run(t, Kind{}, kindtest.Config{...}) }
//
// The battery reads only the contract of package puzzle, so a new kind gets
// all of it for free. It checks, for the kind's sample files and for small
// random puzzles from its generator:
//
//   - parse/format round trips (puzzle and solution block), and game-ID round
//     trips where the kind has IDs;
//   - parser robustness on the samples cut and mangled line by line (never a
//     panic; every error a positioned *puzzle.ParseError or a named error),
//     and FuzzParse, the same property as a fuzz target;
//   - every complete method counts the same number of solutions, every
//     solution any method returns passes Check, and no method's Status
//     contradicts the count;
//   - generated puzzles are unique (recounted) and of the requested grade
//     (regraded), and their solution passes Check;
//   - Check rejects every single flipped cell of a known solution (read by
//     Parse, and by puzzle.SolutionReader where the kind has one, which must
//     also read every known solution's rows back);
//   - the JSON of a solution has the contract's shape ({"grid": [...]} or
//     {"rows": [[...]]});
//   - output is deterministic (two runs print the same);
//   - renders match golden files under testdata/kindtest (regenerate with
//     `go test -update`);
//   - over many random small puzzles (Config.Random, or Small and Graded, at
//     Runs seeds each; thousands per kind with -tags long): two different
//     complete methods in rotation count the same, every solution passes
//     Check, and every puzzle generated as unique is counted exactly 1 by
//     both (so re-proven by a method other than the generator's own);
//   - for kinds implementing puzzle.Explainer / StepVerifier: the explanation
//     from the empty state reaches the solution, every step passes
//     VerifyStep, and every fact holds in the solution; for puzzle.Player:
//     ApplyFacts(SolutionFacts) gives a full board whose BoardSolution passes
//     Check and whose Status shows no violated clue;
//   - a complete, correct position is "solved" (hint) and explains in zero
//     steps, as SolutionFacts, as a solved board's BoardState and as the
//     solution block read by ParseState; a puzzle with several solutions
//     grades "ambiguous" everywhere (Grade, the explanation's status and
//     grade, the generator's grade) and every Config must include one;
//   - generation, solving, counting, grading and explaining cancelled at moments
//     spread over the work's own duration either finish with a right answer
//     or fail with an error that wraps context.Canceled (how the command
//     line tells Ctrl-C and SIGTERM from other failures).
//
// Long parts (larger samples, more seeds) are the kind's choice through
// Config; the battery itself stays within a few seconds per kind.
package kindtest
