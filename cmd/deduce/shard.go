package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

// shard is the part of a batch one process does: item k of the whole run
// (puzzle k of generate, input k of grade, run k of bench) belongs to shard
// k mod n. Round robin rather than contiguous ranges, so that shards of a
// run whose items get harder along the way (bench sizes) take about as long.
// The zero shard is the whole run.
type shard struct{ i, n int }

func (s shard) whole() bool    { return s.n <= 1 }
func (s shard) has(k int) bool { return s.whole() || k%s.n == s.i }
func (s shard) String() string { return fmt.Sprintf("%d/%d", s.i, s.n) }
func (s *shard) Type() string  { return "i/n" }
func (s *shard) Set(v string) error {
	p, err := parseShard(v)
	if err != nil {
		return err
	}
	*s = p
	return nil
}

// parseShard reads "i/n" with 0 <= i < n: 0-based, as Kubernetes' Indexed
// Job numbers its pods (JOB_COMPLETION_INDEX).
func parseShard(v string) (shard, error) {
	a, b, ok := strings.Cut(v, "/")
	i, err1 := strconv.Atoi(strings.TrimSpace(a))
	n, err2 := strconv.Atoi(strings.TrimSpace(b))
	switch {
	case !ok || err1 != nil || err2 != nil:
		return shard{}, fmt.Errorf("want i/n (e.g. 0/4), got %q", v)
	case n < 1:
		return shard{}, fmt.Errorf("%q: n must be at least 1", v)
	case i < 0 || i >= n:
		return shard{}, fmt.Errorf("%q: i counts from 0 and must be below n (0..%d)", v, n-1)
	}
	return shard{i, n}, nil
}

const shardUsage = "do only part i/n of the batch: item k when k mod n = i (i from 0); n processes cover the whole run"

// indexedReport is one JSON line of --format jsonl: the JSON report and the
// item's index in the whole run, which 'deduce merge' sorts by.
type indexedReport struct {
	Index int `json:"index"`
	puzzle.Report
}

func (a *app) printIndexed(k int, rep puzzle.Report) error {
	return a.printLine(indexedReport{Index: k, Report: rep})
}

func init() { register(newMergeCmd) }

func newMergeCmd(a *app) *cobra.Command {
	var total int
	cmd := &cobra.Command{
		Use:   "merge FILE...",
		Short: "Merge the JSON Lines of shards (--shard i/n --format jsonl) into one run's, sorted by index",
		Long: `Merge the outputs of 'generate', 'grade' (--shard i/n --format jsonl) into
the output of one run: every line's "index" is read and the lines are
written unchanged, sorted by index. Two lines with one index are an error
(exit 2); with --total N, an index missing from 0..N-1 is reported and the
exit code is 1. (For bench results use 'deduce bench merge'.)

  for i in 0 1 2 3; do deduce generate magnets --seed 7 -n 100 --shard $i/4 --format jsonl > part$i.jsonl & done; wait
  deduce merge --total 100 part*.jsonl > all.jsonl`,
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			type line struct {
				index int
				where string
				text  []byte
			}
			var lines []line
			for _, arg := range args {
				var r io.Reader = a.stdin
				name := "<stdin>"
				if arg != "-" {
					f, err := os.Open(arg)
					if err != nil {
						return fmt.Errorf("%w: %v", puzzle.ErrUnreadable, err)
					}
					defer f.Close()
					r, name = f, arg
				}
				sc := bufio.NewScanner(r)
				sc.Buffer(nil, 64<<20)
				for n := 1; sc.Scan(); n++ {
					text := bytes.TrimSpace(sc.Bytes())
					if len(text) == 0 {
						continue
					}
					var head struct {
						Index *int `json:"index"`
					}
					if err := json.Unmarshal(text, &head); err != nil {
						return puzzle.Errorf(puzzle.ErrSyntax, name, n, 1, "not a JSON line: %v", err)
					}
					if head.Index == nil {
						return puzzle.Errorf(puzzle.ErrInvalid, name, n, 1, `no "index" (write shards with --format jsonl)`)
					}
					lines = append(lines, line{*head.Index, fmt.Sprintf("%s:%d", name, n), bytes.Clone(text)})
				}
				if err := sc.Err(); err != nil {
					return fmt.Errorf("%w: %s: %v", puzzle.ErrUnreadable, name, err)
				}
			}
			sort.SliceStable(lines, func(i, j int) bool { return lines[i].index < lines[j].index })
			for i := 1; i < len(lines); i++ {
				if lines[i].index == lines[i-1].index {
					return fmt.Errorf("%w: %s: index %d already given at %s (is a shard merged twice?)", puzzle.ErrInvalid, lines[i].where, lines[i].index, lines[i-1].where)
				}
			}
			for _, l := range lines {
				if _, err := fmt.Fprintf(a.stdout, "%s\n", l.text); err != nil {
					return err
				}
			}
			if total > 0 {
				var missing []string
				j := 0
				for k := 0; k < total; k++ {
					for j < len(lines) && lines[j].index < k {
						j++
					}
					if j >= len(lines) || lines[j].index != k {
						missing = append(missing, strconv.Itoa(k))
					}
				}
				extra := 0
				for _, l := range lines {
					if l.index < 0 || l.index >= total {
						extra++
					}
				}
				if len(missing) > 0 || extra > 0 {
					if len(missing) > 10 {
						missing = append(missing[:10], "...")
					}
					msg := fmt.Sprintf("merge: %d of %d indices missing", total-len(lines)+extra, total)
					if len(missing) > 0 {
						msg += " (" + strings.Join(missing, ", ") + ")"
					}
					if extra > 0 {
						msg += fmt.Sprintf(", %d outside 0..%d", extra, total-1)
					}
					return &exitError{code: exitNoAnswer, msg: msg}
				}
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&total, "total", 0, "the whole run's size: report any index of 0..N-1 missing (0 = do not check)")
	return cmd
}

// size is how many of the items 0..n-1 the shard takes.
func (s shard) size(n int) int {
	if s.whole() {
		return n
	}
	if n <= s.i {
		return 0
	}
	return (n-s.i-1)/s.n + 1
}
