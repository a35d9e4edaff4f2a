package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"deduce/internal/golden"
	"deduce/sat"
)

// tinyFake runs a suite on the fake kind in a tiny configuration.
func tinyFake(t *testing.T, suite string, cfg Config) *Report {
	t.Helper()
	cfg.Kind = fakeName
	s, err := Lookup(suite)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := s.Run(context.Background(), cfg, RunOptions{Workers: 2, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatalf("%s: %v", suite, err)
	}
	return rep
}

func tableNamed(t *testing.T, rep *Report, name string) Table {
	t.Helper()
	for _, tb := range rep.Tables {
		if tb.Name == name {
			return tb
		}
	}
	t.Fatalf("%s: no table %q", rep.Suite, name)
	return Table{}
}

// checkShape asserts every row has the header's width and the row count.
func checkShape(t *testing.T, tb Table, rows, cols int) {
	t.Helper()
	if len(tb.Header) != cols || len(tb.Rows) != rows {
		t.Errorf("table %s: %d rows × %d columns, want %d × %d\n%v", tb.Name, len(tb.Rows), len(tb.Header), rows, cols, tb.Rows)
	}
	for i, r := range tb.Rows {
		if len(r) != len(tb.Header) {
			t.Errorf("table %s row %d has %d cells, header %d", tb.Name, i, len(r), len(tb.Header))
		}
	}
}

// checkOutDir writes the report and checks every file is what it claims.
func checkOutDir(t *testing.T, rep *Report) {
	t.Helper()
	dir := t.TempDir()
	paths, err := rep.WriteDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := 3 + len(rep.Tables) + 2*len(rep.Plots)
	if len(paths) != want {
		t.Errorf("wrote %d files, want %d: %v", len(paths), want, paths)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		switch filepath.Ext(p) {
		case ".png":
			if !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) {
				t.Errorf("%s is not a PNG", p)
			}
		case ".svg":
			var root struct{ XMLName xml.Name }
			if err := xml.Unmarshal(data, &root); err != nil || root.XMLName.Local != "svg" {
				t.Errorf("%s is not an SVG document: %v %v", p, root.XMLName, err)
			}
		case ".json":
			var back Report
			if err := json.Unmarshal(data, &back); err != nil || len(back.Records) != len(rep.Records) {
				t.Errorf("%s does not read back: %v", p, err)
			}
		case ".csv":
			if lines := strings.Count(string(data), "\n"); lines < 2 {
				t.Errorf("%s has %d lines", p, lines)
			}
		}
	}
}

func TestMagnetsTable1OnFakeKind(t *testing.T) {
	rep := tinyFake(t, "magnets-table1", Config{Sizes: []int{2, 4}, N: 2})
	tb := tableNamed(t, rep, "table1")
	checkShape(t, tb, 4, 12)
	// The fake reports backtracks = size × len(label): 2 × len("leftmost,median").
	if got := tb.Rows[0][11]; tb.Rows[0][0] != "report leftmost,median" || got != "30" {
		t.Errorf("first row %v: want report's average backtracks 30", tb.Rows[0])
	}
	if tb.Rows[0][3] != "2" {
		t.Errorf("both puzzles of size 2 should be solved: %v", tb.Rows[0])
	}
	checkShape(t, tableNamed(t, rep, "published-table1"), 4, 7)
	checkOutDir(t, rep)
}

func TestMagnetsOptionsOnFakeKind(t *testing.T) {
	rep := tinyFake(t, "magnets-options", Config{Sizes: []int{10}, N: 2})
	tb := tableNamed(t, rep, "options")
	checkShape(t, tb, 4, 15)
	if tb.Rows[2][0] != "median" || tb.Rows[2][13] != "23" {
		t.Errorf("median row should carry the report's average 23: %v", tb.Rows[2])
	}
	checkOutDir(t, rep)
}

func TestClosefarOnFakeKind(t *testing.T) {
	rep := tinyFake(t, "closefar-heuristics", Config{Sizes: []int{6, 7}, N: 2})
	checkShape(t, tableNamed(t, rep, "table1"), 2, 9)
	checkShape(t, tableNamed(t, rep, "table2"), 2, 6)
	checkShape(t, tableNamed(t, rep, "table3"), 2, 6)
	// 8 variable choices + 4 value choices (leftmost,step is shared) per puzzle.
	if len(rep.Records) != 2*2*12 {
		t.Errorf("%d runs, want 48", len(rep.Records))
	}
	checkOutDir(t, rep)
}

func TestLogicgridThesisOnFakeKind(t *testing.T) {
	rep := tinyFake(t, "logicgrid-thesis", Config{Sizes: []int{3}, N: 2})
	t61 := tableNamed(t, rep, "table6-1")
	checkShape(t, t61, 2, 6)
	// The fake's clauses are N (small) and 3N (extended); 3 items → N = 3.
	if t61.Rows[0][2] != "3" || t61.Rows[1][2] != "9" || t61.Rows[0][4] != "50%" {
		t.Errorf("table 6.1 rows %v", t61.Rows)
	}
	t62 := tableNamed(t, rep, "table6-2")
	checkShape(t, t62, 4, 5)
	// The fake's unit method gives up on odd sizes: 0 of 2 solved; the others solve both.
	if got := t62.Rows[0][1:]; strings.Join(got, " ") != "2 0 2 2" {
		t.Errorf("table 6.2 small row %v, want 2 0 2 2", got)
	}
	checkShape(t, tableNamed(t, rep, "table6-3a"), 4, 5)
	checkShape(t, tableNamed(t, rep, "table6-3b"), 4, 6)
	t64 := tableNamed(t, rep, "table6-4")
	checkShape(t, t64, 4, 6)
	if t64.Rows[0][1] != "1" { // max_depth = N/2 = 1
		t.Errorf("table 6.4 small row %v", t64.Rows[0])
	}
	if len(rep.Records) != 2*17 {
		t.Errorf("%d runs, want 17 algorithms × 2 puzzles", len(rep.Records))
	}
	checkOutDir(t, rep)
}

func TestLogicgridThesisReadsADirectory(t *testing.T) {
	rep := tinyFake(t, "logicgrid-thesis", Config{Dir: filepath.Join("testdata", "fakepuzzles")})
	if len(rep.Records) != 2*17 {
		t.Fatalf("%d runs, want 17 algorithms × the 2 files", len(rep.Records))
	}
	if rep.Records[0].Instance != "a" || rep.Records[0].Size != 4 { // the header's size
		t.Errorf("first record %+v", rep.Records[0])
	}
}

func TestGridSuiteReadsADirectory(t *testing.T) {
	// --dir keeps the files of the wanted sizes, at most n per size, in size order.
	rep := tinyFake(t, "magnets-table1", Config{Dir: filepath.Join("testdata", "fakepuzzles"), Sizes: []int{4, 3}, N: 1})
	var got []string
	for _, r := range rep.Records {
		got = append(got, fmt.Sprintf("%s/%d", r.Instance, r.Size))
	}
	if strings.Join(got, " ") != "a/4 a/4 b/3 b/3" {
		t.Errorf("runs %v, want a (size 4) then b (size 3), two methods each", got)
	}
}

func TestPeersOnFakeKind(t *testing.T) {
	rep := tinyFake(t, "peers", Config{Kinds: []string{fakeName}, Sizes: []int{3, 4}, N: 2, Repeat: 2})
	tb := tableNamed(t, rep, "peers-"+fakeName)
	checkShape(t, tb, 2, 1+2+len(Peers()))
	own := tableNamed(t, rep, "peers-"+fakeName+"-own")
	checkShape(t, own, 2, 1+2+len(Peers()))
	if own.Rows[0][1] == "—" {
		t.Errorf("deduce's own time is its Solve time: %v", own.Rows[0])
	}
	counts := tableNamed(t, rep, "peers-"+fakeName+"-counts")
	checkShape(t, counts, 2+len(Peers()), 9)
	for _, row := range counts.Rows {
		switch pr := row[0]; {
		case pr == "swipl" && row[2] != "n/a" && row[2] != "missing":
			t.Errorf("swipl has no model for the fake kind: %v", row)
		case pr == "deduce" && row[1] != "8":
			t.Errorf("deduce runs: %v, want 2 sizes × 2 puzzles × 2 repeats", row)
		}
	}
	// Installed peers run every instance: solved, or timed out on a loaded
	// machine (MiniZinc's start-up alone is ~0.3 s), but never an error.
	for _, pr := range Peers() {
		if _, why := pr.Locate(); why == "" && pr.Name != "swipl" {
			row := counts.Rows[2+indexOfPeer(pr.Name)]
			solved, _ := strconv.Atoi(row[2])
			timeouts, _ := strconv.Atoi(row[5])
			if row[1] != "8" || solved+timeouts != 8 || row[6] != "0" {
				t.Errorf("%s is installed: want 8 runs, solved or timed out, no errors; got %v", pr.Name, row)
			}
			if row[3] != row[2] {
				t.Errorf("every %s answer is checked (grid or model): %v", pr.Name, row)
			}
		}
	}
	checkOutDir(t, rep)
}

func indexOfPeer(name string) int {
	for i, p := range Peers() {
		if p.Name == name {
			return i
		}
	}
	return -1
}

func TestMissingKindOrMethodFailsClearly(t *testing.T) {
	cases := []struct {
		suite string
		cfg   Config
		want  string
		why   string
	}{
		{"magnets-table1", Config{Kind: "nosuchkind"}, "kind nosuchkind: not registered", "an unregistered kind is named"},
		{"closefar-heuristics", Config{Kind: fakeBareName, Sizes: []int{6}, N: 1}, "kind " + fakeBareName + ": method report not available", "a missing method is named"},
		{"logicgrid-thesis", Config{Kind: fakeBareName, N: 1}, "method vd not available", "the first missing thesis method is named"},
		{"peers", Config{Kinds: []string{fakeName}, Peers: []string{"z3"}, Sizes: []int{2}, N: 1}, `unknown peer "z3"`, "an unknown peer is an error"},
		{"magnets-options", Config{Kind: fakeName, Sizes: []int{0}, N: 1}, "size 0", "a generator error stops the suite"},
	}
	for _, c := range cases {
		_, err := Run(context.Background(), c.suite, c.cfg, RunOptions{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.why, err, c.want)
		}
	}
	if _, err := Run(context.Background(), "nosuch", Config{}, RunOptions{}); err == nil || !strings.Contains(err.Error(), "magnets-table1") {
		t.Errorf("an unknown suite lists the known ones: %v", err)
	}
}

func TestInterruptedSuiteReportsWhatFinished(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p := &cancelAfter{n: 3, cancel: cancel}
	s, _ := Lookup("magnets-options")
	rep, err := s.Run(ctx, Config{Kind: fakeName, Sizes: []int{4}, N: 5}, RunOptions{Workers: 1, Progress: p})
	if !errors.Is(err, ErrInterrupted) || rep == nil || !rep.Interrupted {
		t.Fatalf("want an interrupted report, got %v, %v", rep, err)
	}
	if len(rep.Records) < 3 || len(rep.Records) >= rep.Planned {
		t.Errorf("%d of %d runs kept; want the ones finished before Ctrl-C", len(rep.Records), rep.Planned)
	}
	var md bytes.Buffer
	if err := rep.Markdown(&md); err != nil || !strings.Contains(md.String(), "Interrupted") {
		t.Errorf("markdown does not say it was interrupted: %v\n%s", err, md.String())
	}
}

// cancelAfter is a Progress that presses Ctrl-C after n runs.
type cancelAfter struct {
	n, done int
	cancel  func()
}

func (c *cancelAfter) Start(int) {}
func (c *cancelAfter) Finish()   {}
func (c *cancelAfter) Done(Record) {
	c.done++
	if c.done == c.n {
		c.cancel()
	}
}

func TestPlainProgressLines(t *testing.T) {
	var buf bytes.Buffer
	p := NewProgress(&buf, "magnets-table1")
	p.Start(2)
	p.Done(Record{Series: "deduce default", Size: 4, Instance: "m04_00", Status: StatusSolved, TimeMS: 1.5})
	p.Done(Record{Series: "deduce default", Size: 4, Instance: "m04_01", Status: StatusTimeout, TimeMS: 100})
	p.Finish()
	golden.Check(t, "progress.golden", buf.Bytes())
}

func TestTable1Markdown(t *testing.T) {
	// Synthetic records with fixed times: the rendering, not the machine.
	k, _ := requireKind(fakeName, "report")
	_ = k
	cfg := Config{Kind: fakeName, Sizes: []int{4, 6}, N: 2, Timeout: Duration(time.Second)}
	pl, err := planMagnetsTable1(context.Background(), cfg, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var recs []Record
	for i, task := range pl.tasks {
		r := task.Key
		r.Status, r.TimeMS = StatusSolved, float64(1+i)
		r.Stats = map[string]float64{"backtracks": float64(i)}
		if i == 7 {
			r.Status, r.TimeMS, r.Stats = StatusTimeout, 1000, nil
		}
		recs = append(recs, r)
	}
	tables, _ := buildMagnetsTable1(cfg, recs)
	var md bytes.Buffer
	for _, tb := range tables {
		if err := tb.Markdown(&md); err != nil {
			t.Fatal(err)
		}
	}
	golden.Check(t, "table1.golden", md.Bytes())
}

func TestMissingPeerIsReportedNotTimed(t *testing.T) {
	ghost := Peer{Name: "ghost", Program: "deduce-bench-no-such-solver", job: swiplJob}
	peerList = append(peerList, ghost)
	defer func() { peerList = peerList[:len(peerList)-1] }()
	rep := tinyFake(t, "peers", Config{Kinds: []string{fakeName}, Peers: []string{"ghost"}, Sizes: []int{3}, N: 1})
	tb := tableNamed(t, rep, "peers-"+fakeName)
	checkShape(t, tb, 1, 4)
	if got := tb.Rows[0][3]; got != "missing" {
		t.Errorf("ghost cell %q, want missing", got)
	}
	if !strings.Contains(strings.Join(rep.Notes, "\n"), "ghost: missing (deduce-bench-no-such-solver not found on PATH)") {
		t.Errorf("notes do not say why: %v", rep.Notes)
	}
	for _, r := range rep.Records {
		if r.Solver == "ghost" {
			t.Errorf("a missing peer has no runs, got %+v", r)
		}
	}
}

func TestCheckModel(t *testing.T) {
	cnf := &sat.CNF{NumVars: 3, Clauses: []sat.Clause{{1, -2}, {2, 3}, {-1, -3}}}
	cases := []struct {
		model string
		ok    bool
		why   string
	}{
		{"1 2 -3 0", true, "satisfies every clause"},
		{"-1 -2 3 0", true, "another model"},
		{"1 -2 -3 0", false, "clause 2 (2 3) is false"},
		{"1 2 3 0", false, "clause 3 (-1 -3) is false"},
		{"x 0", false, "not a literal"},
		{"1 2 -3 4 0", false, "a variable the formula does not have"},
	}
	for _, c := range cases {
		if err := checkModel(cnf, c.model); (err == nil) != c.ok {
			t.Errorf("%s: checkModel(%q) = %v", c.why, c.model, err)
		}
	}
}

func TestOwnTimeRanksTimeoutsLast(t *testing.T) {
	peer := func(status string, ms float64) Record {
		return Record{Solver: "swipl", Status: status, Stats: map[string]float64{statPeerSolveMS: ms}}
	}
	cases := []struct {
		recs []Record
		want string
		why  string
	}{
		{[]Record{peer(StatusSolved, 5), peer(StatusSolved, 7), peer(StatusSolved, 9)}, "7.00 ms", "plain median of the peer's own times"},
		{[]Record{peer(StatusSolved, 5), peer(StatusTimeout, 0), peer(StatusTimeout, 0)}, "> 1000 ms", "the middle run timed out"},
		{[]Record{peer(StatusSolved, 5), peer(StatusSolved, 6), peer(StatusTimeout, 0)}, "6.00 ms", "one timeout shifts the median up, not out"},
		{[]Record{{Solver: "minisat", Status: StatusSolved}}, "—", "a SAT solver reports no own time"},
		{[]Record{{Solver: "deduce", Status: StatusSolved, TimeMS: 2}}, "2.00 ms", "deduce's own time is its Solve time"},
	}
	for _, c := range cases {
		if got := ownTimeCell(c.recs, 1000); got != c.want {
			t.Errorf("%s: got %q, want %q", c.why, got, c.want)
		}
	}
}
