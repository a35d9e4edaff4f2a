package bench

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid/english"
)

// The English suite: accuracy and time of reading plus solving English
// logic grids (issue 14). Bundled: the 16 ZebraLogic sample puzzles, our
// 35 magazine-style puzzles, the new ones in published phrasings (issue
// 25, files new-*.txt: the set "magazine-new"), and the blind sets, each
// written before the reader was changed for it (unseen-*.txt and fresh-*.txt:
// "unseen"; u3-*.txt: "unseen3"; u4-*.txt: "unseen4"; u5-, u6-, u7-:
// "unseen5", "unseen6", "unseen7").
//
//go:embed puzzles/english/*.txt puzzles/english/*.solution
var bundledEnglish embed.FS

func init() {
	register(Suite{
		Name:    "english",
		Summary: "English logic grids: reading + solving accuracy and time (ZebraLogic and magazine style)",
		Usage: `Reads and solves every English puzzle (*.txt) of --dir (default: the bundled
16 ZebraLogic puzzles, 35 magazine-style ones, the set magazine-new of
puzzles in published phrasings, files new-*.txt, and the blind sets, each
written before the reader was changed for it: unseen (files unseen-*.txt
and fresh-*.txt, 25), unseen3 to unseen37 and unseen39 to unseen56 (files uN-*.txt for unseenN:
US magazines; British pages, Einstein rows and worksheets; mixed; Dell and
Penny Press; Puzzle Baron; positions in a row; apps and worksheets;
metric and international pages; one magazine issue of mixed house styles;
puzzle websites and books; many sources; long Dell-style clues; British
weeklies; order and position; puzzle sites and apps; six setters' voices;
bulk puzzle books; harder tiers; children's pages; a year of sources;
puzzle websites; families, houses and time; daily websites and apps;
British, Irish and Australasian books; a year of sources; harder tiers;
schedules and time; contests and rankings; everyday themes; an expert tier;
rows and positions; Puzzle Baron's voice; the British magazine voice;
the American puzzle-book voice; puzzle websites and newspapers; harder
puzzle-book tiers; rows and beginner worksheets; everyday numbers;
British dates and full names; Puzzle Baron; ZebraLogic houses with shared
words; family puzzles; schedules; things first; Dell and Penny Press;
puzzle apps; Puzzle Baron's hard tiers; British everyday magazines),
each its own row)
with the logicgrid kind's
default method, timing read + solve together. A puzzle counts as exact when
it reads, has exactly one solution (a complete count) and that solution
equals the expected one: the file's own solution block, or the rows of a
sibling NAME.solution file ("1, Bob, german, ..." per line). Files without
an expected solution count as exact when read, unique and checked. Table
english: per style, puzzles, exact, refused (not read), misread (read, but
no solution, several, or not the expected one), accuracy, median and max
ms; table english-errors: every puzzle that failed, refused or misread,
and why.`,
		defaults: func(c *Config) {
			if c.Kind == "" {
				c.Kind = "logicgrid"
			}
		},
		plan:  planEnglish,
		build: func(_ Config, recs []Record) ([]Table, []Plot) { return englishTables(recs), nil },
	})
}

type englishFile struct {
	name, style string
	data        []byte
	want        [][]string // expected rows, nil when unknown
}

func planEnglish(ctx context.Context, cfg Config, opt RunOptions) (*plan, error) {
	k, err := requireKind(cfg.Kind)
	if err != nil {
		return nil, err
	}
	var fsys fs.FS = bundledEnglish
	dir, source := "puzzles/english", "the bundled English puzzles"
	if cfg.Dir != "" {
		fsys, dir, source = os.DirFS(cfg.Dir), ".", cfg.Dir
	}
	files, err := englishFiles(k, fsys, dir)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no English puzzles (*.txt) in %s (is the English reader linked in?)", source)
	}
	var tasks []Task
	for _, f := range files {
		tasks = append(tasks, englishTask(k, f))
	}
	return &plan{tasks: tasks, notes: []string{fmt.Sprintf("Puzzles: %d from %s", len(files), source)}}, nil
}

// englishFiles loads every *.txt the kind recognises as English (the
// thesis grammar's files start with a number and are skipped).
func englishFiles(k puzzle.Kind, fsys fs.FS, dir string) ([]englishFile, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []englishFile
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		// The thesis grammar's files open with a line of one number: not
		// English. Any other file is measured, also one the kind does not
		// recognise as English (then refused, never silently left out), and
		// one whose title starts with a digit ("4-H Livestock Premiums").
		if first, _ := puzzle.FirstLine(data); first == "" || isCount(first) {
			continue
		}
		first, _ := puzzle.FirstLine(data)
		f := englishFile{name: strings.TrimSuffix(path.Base(name), ".txt"), style: "magazine", data: data}
		switch {
		case strings.HasPrefix(first, "There are"):
			f.style = "zebralogic"
		case strings.HasPrefix(path.Base(name), "new-"):
			f.style = "magazine-new" // written in published phrasings for issue 25
		case strings.HasPrefix(path.Base(name), "unseen-"), strings.HasPrefix(path.Base(name), "fresh-"):
			f.style = "unseen" // written before the reader was changed for them (issue 25)
		case blindSet.MatchString(path.Base(name)):
			// uN-*.txt: the blind set unseenN, written by a setter who never
			// saw the reader, before it was changed for them (issue 25)
			f.style = "unseen" + blindSet.FindStringSubmatch(path.Base(name))[1]
		}
		if sol, err := fs.ReadFile(fsys, strings.TrimSuffix(name, ".txt")+".solution"); err == nil {
			for _, line := range strings.Split(strings.TrimSpace(string(sol)), "\n") {
				var row []string
				for _, v := range strings.Split(line, ",") {
					row = append(row, strings.TrimSpace(v))
				}
				f.want = append(f.want, row)
			}
		}
		out = append(out, f)
	}
	return out, nil
}

// isCount: the line is an algorithm number 1-17, as the thesis grammar
// opens (a larger number is a title, "1984", which the reader reads).
func isCount(line string) bool {
	n, err := strconv.Atoi(strings.TrimSpace(line))
	return err == nil && n >= 1 && n <= 17
}

// englishTask times reading and solving one file; then (untimed) checks
// the answer, counts to 2 and compares with the expected rows.
func englishTask(k puzzle.Kind, f englishFile) Task {
	key := Record{Suite: "english", Kind: k.Name(), Series: f.style, Solver: "deduce", Instance: f.name}
	return Task{Key: key, Run: func(ctx context.Context) (Record, error) {
		english.CompilePatterns() // once per process, untimed: not any one puzzle's cost
		start := time.Now()
		p, err := k.Parse(f.name+".txt", f.data)
		if err != nil {
			return Record{TimeMS: msSince(start), Status: StatusError, Err: err.Error(), Stats: map[string]float64{"read": 0, "exact": 0}}, nil
		}
		r, err := k.Solve(ctx, p, puzzle.SolveOptions{})
		elapsed := msSince(start)
		if err != nil {
			return Record{}, err
		}
		rec := Record{TimeMS: elapsed, Method: r.Method, Status: string(r.Status), Stats: map[string]float64{"read": 1, "exact": 0}}
		if r.Status != puzzle.Solved || len(r.Solutions) == 0 {
			rec.Err = "read, but no solution found"
			return rec, nil
		}
		if err := k.Check(p, r.Solutions[0]); err != nil {
			return Record{}, fmt.Errorf("%w: %v", puzzle.ErrWrongAnswer, err)
		}
		rec.Verified = true
		c, err := k.Count(ctx, p, puzzle.SolveOptions{Limit: 2})
		if err != nil {
			return Record{}, err
		}
		want := f.want
		if want == nil {
			if ws, ok := p.(puzzle.WithSolution); ok && ws.KnownSolution() != nil {
				want = rowsOf(ws.KnownSolution())
			}
		}
		got := rowsOf(r.Solutions[0])
		switch {
		case c.Count != 1 || !c.Complete:
			rec.Err = fmt.Sprintf("read, but %d solutions (complete %v)", c.Count, c.Complete)
		case want != nil && !reflect.DeepEqual(got, want):
			rec.Err = fmt.Sprintf("solution %v, expected %v", got, want)
		default:
			rec.Stats["exact"] = 1
		}
		return rec, nil
	}}
}

// rowsOf reads a logic-grid solution's rows through its JSON contract.
func rowsOf(s puzzle.Solution) [][]string {
	b, err := json.Marshal(s.JSON())
	if err != nil {
		return nil
	}
	var r puzzle.RowsJSON
	if json.Unmarshal(b, &r) != nil {
		return nil
	}
	return r.Rows
}

// blindSet matches the files of a blind set, uN-*.txt for unseenN.
var blindSet = regexp.MustCompile(`^u([0-9]+)-`)

// englishStyles are the styles of recs in table order: the fixed ones,
// then the blind sets by number, then "all".
func englishStyles(recs []Record) []string {
	styles := []string{"zebralogic", "magazine", "magazine-new", "unseen"}
	var blind []int
	seen := map[int]bool{}
	for _, r := range recs {
		if n, err := strconv.Atoi(strings.TrimPrefix(r.Series, "unseen")); err == nil && strings.HasPrefix(r.Series, "unseen") && !seen[n] {
			seen[n] = true
			blind = append(blind, n)
		}
	}
	sort.Ints(blind)
	for _, n := range blind {
		styles = append(styles, "unseen"+strconv.Itoa(n))
	}
	return append(styles, "all")
}

func englishTables(recs []Record) []Table {
	type acc struct {
		n, read, exact int
		ms             []float64
	}
	by := map[string]*acc{}
	styles := englishStyles(recs)
	for _, s := range styles {
		by[s] = &acc{}
	}
	errs := Table{Name: "english-errors", Title: "English puzzles not solved exactly", Header: []string{"puzzle", "style", "outcome", "problem"}}
	for _, r := range recs {
		for _, s := range []string{r.Series, "all"} {
			a := by[s]
			if a == nil {
				continue
			}
			a.n++
			if r.Stats["read"] == 1 {
				a.read++
			}
			if r.Stats["exact"] == 1 {
				a.exact++
			}
			if r.Status != StatusTimeout && r.Status != StatusError || r.Stats["read"] == 0 {
				a.ms = append(a.ms, r.TimeMS)
			}
		}
		if r.Stats["exact"] != 1 {
			what := "misread"
			if r.Stats["read"] == 0 {
				what = "refused"
			}
			errs.Rows = append(errs.Rows, []string{r.Instance, r.Series, what, r.Err})
		}
	}
	tb := Table{Name: "english", Title: "English logic grids: read + solve",
		Header: []string{"style", "puzzles", "exact", "refused", "misread", "accuracy", "median ms", "max ms"}}
	for _, s := range styles {
		a := by[s]
		if a.n == 0 {
			continue
		}
		sort.Float64s(a.ms)
		med, mx := "-", "-"
		if len(a.ms) > 0 {
			med, mx = fmt.Sprintf("%.2f", median(a.ms)), fmt.Sprintf("%.2f", a.ms[len(a.ms)-1])
		}
		tb.Rows = append(tb.Rows, []string{s, fmt.Sprint(a.n), fmt.Sprint(a.exact), fmt.Sprint(a.n - a.read), fmt.Sprint(a.read - a.exact),
			fmt.Sprintf("%.1f%%", 100*float64(a.exact)/float64(a.n)), med, mx})
	}
	tb.Notes = []string{"time = reading the text plus solving with the default method (one run per puzzle); exact = read, unique, and equal to the expected solution; refused = not read, with the reason in english-errors (the honest failure); misread = read, but no solution, several, or not the expected one (the failure to avoid)"}
	out := []Table{tb}
	if len(errs.Rows) > 0 {
		out = append(out, errs)
	}
	return out
}
