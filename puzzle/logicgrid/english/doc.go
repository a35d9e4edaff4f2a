// Package english reads and writes logic-grid puzzles in English (issue 14):
// the thesis's system could read only its own clue shorthand; people write
// these puzzles in sentences.
//
// Two input styles are read into the same *logicgrid.Puzzle, so solve,
// count, grade, render, explain and play work on them unchanged:
//
//   - ZebraLogic style, exactly as the benchmark prints it: "There are N
//     houses, ...", one " - description: `a`, `b`, ..." line per attribute,
//     "## Clues:" and numbered sentences. The houses become the first
//     category ("House", items "1".."N"); each attribute line's description
//     names its category (Name, Nationality, BookGenre, ...).
//   - Magazine style (as Puzzle Baron and Dell print them) in a plain-text
//     layout: an optional introduction in prose (title, story), one line per
//     category "name: item, item, ...", then "Clues:"
//     and one sentence per line (numbering optional), then optionally
//     "Solution:" and one line per entity listing its items. Categories whose
//     items are all numbers of one kind (money "$5.99", clock times "9:30am",
//     dates "April 5th", months, years, heights 5'10", plain numbers with an
//     optional unit "3 nights") are numeric: their items are sorted by value
//     and clues can measure in them ("paid 1 dollar more", "2 hours after",
//     "half an hour later", "3 years older").
//
// How a sentence is read: the reader finds the items it names (longest
// match first; case, plurals "horses"~"horse", hyphens "F-150"~"f150",
// apostrophes and a few aliases "British"~"brit" do not matter), then decides
// the clue from the words around them: ZebraLogic's fixed templates, or for
// magazine style "of ... one ... the other" (Pair), "neither ... nor"
// (three different people: Different), "either ... or" (Either), three or more items
// (all Different), a comparative with or without an amount (Less, DiffBy;
// "either 2 more or 2 less" is ApartBy), a negation or "different people"
// (Different), "if ..., then ..." (the thesis's implications), "By
// CATEGORY, ..." (orders along a category without numbers), else Same.
// A sentence with a word that places things in a row ("left of", "next
// to", "between", "at one end", "in the middle") is read only along the
// puzzle's category of numbered positions (positions.go: LessBy, Less,
// Apart, Either of the ends, the model's own clue types), or refused: such
// a word is never dropped. A
// name two categories share ("Alice" the person and the child) goes to the
// category whose description words the phrase uses. A sentence it cannot
// place is an error at its file:line:col naming the sentence and, for a
// misspelled item, the closest one (did you mean "Oliver"?); it never
// guesses.
//
// Where the words allow several readings, none is guessed either: each
// point where the reader would otherwise pick (a name two categories share
// whose phrase favours neither, a comparison two categories could
// measure) is a choice point (magazine.choose), and the
// sentence is read once per combination of choices (at most 64), keeping
// every sensible reading (at most 4). settle then solves the puzzle under
// each combination of the sentences' readings and takes the one with
// exactly one solution; ReadSentences returns the readings and what was
// taken, Diagnose explains a puzzle with no solution (a minimal set of
// conflicting sentences, by deletion) or several (a differing pair). New
// phrasings should add a choice point rather than a first-match branch,
// and a row to the table in phrasings_test.go.
//
// Size bounds (MaxBytes, MaxClueBytes, MaxClues, MaxCategories,
// MaxItems) keep reading linear and fast on hostile input; errors quote
// at most an excerpt of a clue.
//
// The writer (Write, WriteZebra) says any puzzle in sentences the reader
// reads back to the same clues; Generate and GenerateZebra make themed
// puzzles with a unique solution. ShowReading prints each sentence with the
// clue it became, in the thesis notation.
//
// Importing this package sets logicgrid.English, so the logicgrid kind's
// Sniff and Parse accept English input (logicgrid cannot import this package:
// it would be a cycle).
package english
