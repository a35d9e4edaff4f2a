package english

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// withoutUnread decides a puzzle some of whose sentences could not be read
// (unread: their errors, in order). A published puzzle has exactly one
// solution; when the sentences that were read already have exactly one,
// every sentence, read or not, holds in it, so it is the puzzle's answer
// (as far as the other sentences were read right), and the puzzle is kept
// with the unread sentences in their places and Skipped saying so.
// Otherwise the first unread sentence is the error, with what the others
// leave. The count is bounded by settleTime.
func withoutUnread(parent context.Context, r *Reading, unread []*puzzle.ParseError) error {
	var nums []int
	r.Puzzle.Unread = nil
	for i, s := range r.Sentences {
		if s.Unread != "" {
			nums = append(nums, i)
			r.Puzzle.Unread = append(r.Puzzle.Unread, logicgrid.UnreadSentence{Line: s.Line, Col: s.Col, Text: s.Text, Reason: s.Unread})
		}
	}
	if r.undecided != "" {
		first := unread[0]
		return puzzle.Errorf(first.Err, first.File, first.Line, first.Col, "%s (%s)", first.Msg, r.undecided)
	}
	ctx, cancel := context.WithTimeout(parent, settleTime)
	defer cancel()
	res, err := logicgrid.Count(ctx, r.Puzzle, puzzle.SolveOptions{Limit: 2})
	if parent.Err() != nil {
		return parent.Err()
	}
	var left string
	switch {
	case err != nil || !res.Complete && res.Count < 2:
		left = fmt.Sprintf("counting the solutions of the other clues took longer than %v", settleTime)
	case res.Count == 1:
		them, it := "it", "was"
		if len(nums) > 1 {
			them, it = "them", "were"
		}
		r.Skipped = fmt.Sprintf("%s could not be read; the other clues alone have exactly one solution, so a puzzle with one answer has that one (%s %s not checked against it)", sentenceList(r, nums), them, it)
		return nil
	case res.Count == 0:
		left = "the other clues have no solution as read (deduce read shows how each was read)"
	default:
		left = "the other clues alone leave several solutions"
	}
	first := unread[0]
	return puzzle.Errorf(first.Err, first.File, first.Line, first.Col, "%s (%s)", first.Msg, left)
}
