package bench

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"math/rand/v2"
	"os"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"deduce/puzzle"
)

// The explain suite (issue 13): how long a whole step-by-step explanation
// and a hint take, for every kind that implements puzzle.Explainer, beside
// the targets. Kinds are driven through the contract only; the
// instance sets below are data (which sizes and difficulties the targets
// name), not code paths.

// explainSet is one row of the explain table: puzzles of one kind, either
// generated (gen set: n puzzles from fixed seeds) or one bundled file.
type explainSet struct {
	label string                  // "5x5", "10x10 tricky", "zebra"
	gen   *puzzle.GenerateOptions // generated with this (Width = size)
	// size keys the seeds (base + 1000*size + k) and is the generator's
	// Width and Height (0 = the kind's default); logic grids read their
	// domains and items parameters first (the thesis style: the sets were
	// measured on the thesis generator's puzzles).
	size  int
	file  string // a bundled file of the kind (in files) instead
	files fs.FS
	dir   string // or every puzzle of a bundled directory of the kind (in files)
	// targetMS is the target for the median whole explanation (0 = none).
	targetMS float64
	// defaultSize marks the generator's default puzzle: the hint target applies.
	defaultSize bool
}

// stepCheckTargetMS is issue 26's target for one step's independent check.
const stepCheckTargetMS = 50

// hintTargetMS is issue 13's target for a hint at default sizes.
const hintTargetMS = 50

// hintPositions is how many random partial positions each puzzle gets.
const hintPositions = 5

// explainBase is the suite's default base seed.
const explainBase = 300000

func init() {
	register(Suite{
		Name:    "explain",
		Summary: "Explanations and hints (issue 13): whole-explanation and hint times against the targets",
		Usage: `For every kind that implements puzzle.Explainer, explains --n puzzles (default
10) of each of its sets from the empty position, and asks for a hint from 5
random partial positions of each puzzle. Sets: logic grids 4x4, 4x5 (the
generator's default), 5x5, 6x6 (domains x items, generated) and the Zebra
and Einstein puzzles and four ZebraLogic puzzles of 5-6 houses (bundled;
each explained --repeat times, default 5);
Magnets 6x6, 10x10, 16x16 tricky; Close or Far 6x6, 7x7 (default), 8x8; a
kind not listed gets its generator's default. Puzzle k of a set of size N
has seed base+1000*N+k (base 300000 unless --seed); --sizes keeps only the
generated sets of those sizes, --kinds only those kinds. A hint position
keeps a random subset of the solution's facts, drawn from PCG(seed, j).
The time of an explanation is one Explain call; each is then checked
(puzzle.ExplainChecked, timed separately as check_ms) and a failed check is
an error, never a time. Each hint is checked the same way (its step by the
kind's StepVerifier, its facts against the solution). Table explain: per
set, steps, total cost, hardest step, explain median/p90/max, hint
median/p90, each beside its target with pass or FAIL; table
explain-puzzles: every explanation; plot explain-time (log scale).`,
		defaults: func(c *Config) {
			if c.N == 0 {
				c.N = 10
			}
			if c.Repeat == 0 {
				c.Repeat = 5
			}
		},
		plan:  planExplain,
		build: buildExplain,
	})
}

// explainInstance is one puzzle of a set, with its verified solution.
type explainInstance struct {
	Instance
	kind     puzzle.Kind
	set      explainSet
	series   string
	solution puzzle.Solution
}

// explainKinds returns the kinds to run: cfg.Kind, cfg.Kinds, or every
// registered kind that explains, sorted by name.
func explainKinds(cfg Config) ([]puzzle.Kind, error) {
	names := cfg.Kinds
	if cfg.Kind != "" {
		names = []string{cfg.Kind}
	}
	var out []puzzle.Kind
	if len(names) == 0 {
		for _, k := range puzzle.Kinds() {
			if _, ok := k.(puzzle.Explainer); ok {
				out = append(out, k)
			}
		}
	}
	for _, n := range names {
		k, err := requireKind(n)
		if err != nil {
			return nil, err
		}
		if _, ok := k.(puzzle.Explainer); !ok {
			return nil, fmt.Errorf("kind %s: cannot explain its puzzles (no puzzle.Explainer)", n)
		}
		out = append(out, k)
	}
	if len(out) == 0 {
		return nil, errors.New("no registered kind implements puzzle.Explainer")
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// setsOf returns k's sets, kept by cfg.Sizes (generated sets only).
func setsOf(k puzzle.Kind, cfg Config) []explainSet {
	sets := []explainSet{{label: "default", gen: &puzzle.GenerateOptions{}, defaultSize: true}}
	if es, ok := k.(puzzle.ExplainSetter); ok { // the kind's rows (which sizes its targets name)
		sets = nil
		for _, s := range es.ExplainSets() {
			sets = append(sets, explainSet{label: s.Label, gen: s.Generate, size: s.Size, file: s.File, dir: s.Dir, files: s.Files,
				targetMS: s.TargetMS, defaultSize: s.DefaultSize})
		}
	}
	var out []explainSet
	for _, s := range sets {
		if len(cfg.Sizes) > 0 && (s.gen == nil || !slices.Contains(cfg.Sizes, s.size)) {
			continue
		}
		out = append(out, s)
	}
	return out
}

func planExplain(ctx context.Context, cfg Config, opt RunOptions) (*plan, error) {
	kinds, err := explainKinds(cfg)
	if err != nil {
		return nil, err
	}
	base := baseSeed(cfg, explainBase)
	var insts []explainInstance
	var notes []string
	for _, k := range kinds {
		for _, s := range setsOf(k, cfg) {
			series := k.Name() + " " + s.label
			got, err := explainInstances(ctx, k, s, cfg, base, opt.Workers)
			if err != nil {
				return nil, err
			}
			for _, in := range got {
				insts = append(insts, explainInstance{Instance: in, kind: k, set: s, series: series})
			}
		}
	}
	if len(insts) == 0 {
		return nil, fmt.Errorf("no puzzles to explain (--sizes %v keeps no set)", cfg.Sizes)
	}
	// The hint positions need each puzzle's solution: found and checked
	// here, outside every timed region.
	for i := range insts {
		in := &insts[i]
		k := in.kind
		r, err := puzzle.SolveChecked(ctx, k, in.Puzzle, puzzle.SolveOptions{})
		if err != nil {
			return nil, fmt.Errorf("kind %s: solving %s for its hint positions: %w", k.Name(), in.Name, err)
		}
		if r.Status != puzzle.Solved || len(r.Solutions) == 0 {
			return nil, fmt.Errorf("kind %s: %s has no solution (status %s)", k.Name(), in.Name, r.Status)
		}
		in.solution = r.Solutions[0]
	}
	var tasks []Task
	for _, in := range insts {
		k := in.kind
		runs := 1
		if in.set.file != "" || in.set.dir != "" {
			runs = max(1, cfg.Repeat)
		}
		for range runs {
			tasks = append(tasks, explainTask(k, in))
		}
		for j := range hintPositions {
			tasks = append(tasks, hintTask(k, in, base, j))
		}
	}
	notes = append(notes, fmt.Sprintf("Puzzles: %d (--n %d per generated set, seed base %d; bundled puzzles explained %d times each); %d hint positions per puzzle.",
		len(insts), cfg.N, base, max(1, cfg.Repeat), hintPositions))
	if load, ok := loadAverage(); ok { // wall times on a shared machine need it
		notes = append(notes, "Load average when the run started (1, 5, 15 minutes): "+load+".")
	}
	return &plan{tasks: tasks, notes: notes}, nil
}

// loadAverage is the system's load average as /proc/loadavg gives it
// (Linux); ok is false elsewhere.
func loadAverage() (string, bool) {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "", false
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "", false
	}
	return strings.Join(f[:3], ", "), true
}

// explainInstances makes a set's puzzles: generated from fixed seeds, or
// the bundled file.
func explainInstances(ctx context.Context, k puzzle.Kind, s explainSet, cfg Config, base int64, workers int) ([]Instance, error) {
	if s.dir != "" {
		ents, err := fs.ReadDir(s.files, s.dir)
		if err != nil {
			return nil, err
		}
		var out []Instance
		for _, e := range ents {
			name, ok := strings.CutSuffix(e.Name(), ".txt")
			if !ok {
				continue
			}
			data, err := fs.ReadFile(s.files, path.Join(s.dir, e.Name()))
			if err != nil {
				return nil, err
			}
			p, err := k.Parse(e.Name(), data)
			if err != nil {
				return nil, fmt.Errorf("kind %s: %w", k.Name(), err)
			}
			out = append(out, Instance{Name: name, Size: s.size, Puzzle: p})
		}
		return out, nil
	}
	if s.file != "" {
		data, err := fs.ReadFile(s.files, s.file)
		if err != nil {
			return nil, err
		}
		p, err := k.Parse(path.Base(s.file), data)
		if err != nil {
			return nil, fmt.Errorf("kind %s: %w", k.Name(), err)
		}
		return []Instance{{Name: s.label, Size: s.size, Puzzle: p}}, nil
	}
	opt := *s.gen
	insts, err := generate(ctx, k, []int{s.size}, cfg.N, base, "", opt, workers)
	if err != nil {
		return nil, err
	}
	for i := range insts {
		insts[i].Name = fmt.Sprintf("%s-%s-%02d", k.Name(), strings.ReplaceAll(s.label, " ", "-"), i)
	}
	return insts, nil
}

func explainKey(k puzzle.Kind, in explainInstance, method string) Record {
	return Record{Suite: "explain", Kind: k.Name(), Series: in.series, Solver: "deduce", Method: method,
		Size: in.Size, Instance: in.Name, Seed: in.Seed}
}

// explainTask times one whole explanation from the empty position, then
// (untimed, as check_ms) runs puzzle.ExplainChecked on the same puzzle and
// requires the same path: a failed check is an error, never a time.
func explainTask(k puzzle.Kind, in explainInstance) Task {
	ex := k.(puzzle.Explainer)
	return Task{Key: explainKey(k, in, "explain"), Run: func(ctx context.Context) (Record, error) {
		start := time.Now()
		e, err := ex.Explain(ctx, in.Puzzle, nil)
		elapsed := msSince(start)
		if err != nil {
			return Record{}, err
		}
		if e.Status == puzzle.ExplainTimeout {
			return Record{}, context.DeadlineExceeded
		}
		cstart := time.Now()
		ce, err := puzzle.ExplainChecked(ctx, k, in.Puzzle, nil)
		checkMS := msSince(cstart)
		if err != nil {
			return Record{}, err
		}
		if ce.Status != e.Status || len(ce.Steps) != len(e.Steps) || ce.Cost != e.Cost {
			return Record{}, fmt.Errorf("two explanations of the same puzzle differ: %s, %d steps, cost %d, then %s, %d steps, cost %d",
				e.Status, len(e.Steps), e.Cost, ce.Status, len(ce.Steps), ce.Cost)
		}
		rec := Record{TimeMS: elapsed, Stats: map[string]float64{
			"steps": float64(len(e.Steps)), "cost": float64(e.Cost), "hardest": float64(e.Hardest), "check_ms": checkMS,
			"stuck": 0,
		}}
		// Each step's independent check alone, timed (issue 26: no step
		// check over 50 ms); the checks passed inside ExplainChecked.
		if v, ok := k.(puzzle.StepVerifier); ok {
			worst := 0.0
			for _, s := range ce.Steps {
				vstart := time.Now()
				if err := v.VerifyStep(ctx, in.Puzzle, s); err != nil {
					return Record{}, fmt.Errorf("%w: step %d (%s): %v", puzzle.ErrBadStep, s.N, s.Rule, err)
				}
				worst = max(worst, msSince(vstart))
			}
			rec.Stats["step_check_max_ms"] = worst
		}
		switch e.Status {
		case puzzle.ExplainSolved:
			rec.Status, rec.Verified = StatusSolved, true
		case puzzle.ExplainStuck:
			// The rules ran out before the end: a real, checked, partial
			// explanation; counted apart, its time is still a measurement.
			rec.Status, rec.Err = StatusUnknown, fmt.Sprintf("stuck after %d steps", len(e.Steps))
			rec.Stats["stuck"] = 1
		default:
			// Every puzzle here has exactly one solution (generated with
			// proof, or a classic): anything else is a bug.
			return Record{}, fmt.Errorf("explanation status %q for a puzzle with one solution", e.Status)
		}
		if e.Grade != "" {
			rec.Method = "explain (" + e.Grade + ")"
		}
		return rec, nil
	}}
}

// hintState is hint position j of a puzzle: a random subset (never all) of
// its solution's facts, drawn from PCG(seed, j).
func hintState(facts []puzzle.Fact, seed int64, j int) puzzle.State {
	if len(facts) == 0 {
		return nil
	}
	rng := rand.New(rand.NewPCG(uint64(seed), uint64(j)))
	perm := rng.Perm(len(facts))
	keep := rng.IntN(len(facts))
	st := make(puzzle.State, 0, keep)
	for _, i := range perm[:keep] {
		st = append(st, facts[i])
	}
	return st
}

// hintTask times one hint from a random partial position, then checks the
// step: its facts are new, true in the solution, and (when the kind has a
// StepVerifier) follow from its clues and uses.
func hintTask(k puzzle.Kind, in explainInstance, base int64, j int) Task {
	ex := k.(puzzle.Explainer)
	seed := in.Seed
	if seed == 0 {
		seed = base
	}
	facts := ex.SolutionFacts(in.Puzzle, in.solution)
	st := hintState(facts, seed, j)
	key := explainKey(k, in, "hint")
	key.Label = fmt.Sprintf("position %d (%d of %d facts)", j, len(st), len(facts))
	return Task{Key: key, Run: func(ctx context.Context) (Record, error) {
		start := time.Now()
		step, ok, err := ex.Hint(ctx, in.Puzzle, st)
		elapsed := msSince(start)
		if err != nil {
			return Record{}, err
		}
		rec := Record{TimeMS: elapsed, Stats: map[string]float64{"known": float64(len(st)), "facts": float64(len(facts))}}
		if !ok {
			rec.Status, rec.Err = StatusUnknown, fmt.Sprintf("no hint from %d of %d facts (stuck)", len(st), len(facts))
			return rec, nil
		}
		if err := checkHint(ctx, k, in, st, facts, step); err != nil {
			return Record{}, err
		}
		rec.Status, rec.Verified = StatusSolved, true
		rec.Stats["cost"] = float64(step.Cost)
		return rec, nil
	}}
}

func checkHint(ctx context.Context, k puzzle.Kind, in explainInstance, st puzzle.State, facts []puzzle.Fact, step puzzle.Step) error {
	if len(step.Facts) == 0 {
		return fmt.Errorf("%w: hint step with no new fact", puzzle.ErrBadStep)
	}
	sol, known := puzzle.FactSet(facts), puzzle.FactSet(st)
	for _, f := range step.Facts {
		if !puzzle.FactHolds(sol, f) {
			return fmt.Errorf("%w: hint claims %s, false in the solution", puzzle.ErrBadStep, f)
		}
		if !f.IsPair() && !f.Not || f.IsPair() && f.Same {
			if puzzle.FactHolds(known, f) {
				return fmt.Errorf("%w: hint repeats the known fact %s", puzzle.ErrBadStep, f)
			}
		}
	}
	if v, ok := k.(puzzle.StepVerifier); ok {
		if err := v.VerifyStep(ctx, in.Puzzle, step); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return fmt.Errorf("%w: hint (%s): %v", puzzle.ErrBadStep, step.Rule, err)
		}
	}
	return nil
}

// explainTarget finds the set of a series, for its targets.
func explainTarget(series string) (explainSet, bool) {
	for _, k := range puzzle.Kinds() {
		for _, s := range setsOf(k, Config{}) {
			if k.Name()+" "+s.label == series {
				return s, true
			}
		}
	}
	if strings.HasSuffix(series, " default") {
		return explainSet{label: "default", defaultSize: true}, true
	}
	return explainSet{}, false
}

// quantile is the nearest-rank q-quantile of sorted values (+Inf = timeout).
func quantile(sorted []float64, q float64) float64 {
	if len(sorted) == 0 {
		return math.NaN()
	}
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// ranked returns the times of finished runs, timeouts as +Inf, sorted.
func ranked(recs []Record) []float64 {
	var out []float64
	for _, r := range recs {
		switch {
		case r.finished():
			out = append(out, r.TimeMS)
		case r.Status == StatusTimeout:
			out = append(out, math.Inf(1))
		}
	}
	sort.Float64s(out)
	return out
}

// statMedian is the median of a statistic over records that have it.
func statMedian(recs []Record, key string) float64 {
	var v []float64
	for _, r := range recs {
		if x, ok := r.Stats[key]; ok && r.finished() {
			v = append(v, x)
		}
	}
	if len(v) == 0 {
		return math.NaN()
	}
	sort.Float64s(v)
	return median(v)
}

func statMax(recs []Record, key string) float64 {
	m := math.NaN()
	for _, r := range recs {
		if x, ok := r.Stats[key]; ok && r.finished() && (math.IsNaN(m) || x > m) {
			m = x
		}
	}
	return m
}

// msCell prints a time for people: "—" when unknown, "> limit" for a timeout.
func msCell(v, limit float64) string {
	switch {
	case math.IsNaN(v):
		return "—"
	case math.IsInf(v, 1):
		return "> " + fmtMS(limit)
	}
	return fmtMS(v)
}

// numCell prints a number for CSV: empty when unknown or a timeout.
func numCell(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return ""
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

func intCell(v float64) string {
	if math.IsNaN(v) {
		return "—"
	}
	return fmtNum(v)
}

// passCell says whether the median met the target.
func passCell(median, target float64, errs int) string {
	switch {
	case target <= 0:
		return ""
	case errs > 0:
		return fmt.Sprintf("FAIL (%d errors)", errs)
	case math.IsNaN(median):
		return "—"
	case median < target:
		return "pass"
	}
	return "FAIL"
}

func buildExplain(cfg Config, recs []Record) ([]Table, []Plot) {
	limit := limitMS(cfg)
	var order []string
	explains, hints := map[string][]Record{}, map[string][]Record{}
	kindOf := map[string]string{}
	for _, r := range recs {
		if !slices.Contains(order, r.Series) {
			order = append(order, r.Series)
		}
		kindOf[r.Series] = r.Kind
		if r.Method == "hint" {
			hints[r.Series] = append(hints[r.Series], r)
		} else {
			explains[r.Series] = append(explains[r.Series], r)
		}
	}
	t := Table{Name: "explain", Title: "Explanations and hints against issue 13's targets (medians, this machine)",
		Header: []string{"kind", "set", "runs", "solved", "stuck", "errors", "timeouts", "steps (median)", "total cost (median)",
			"hardest step (max)", "explain median", "explain p90", "explain max", "target", "explain", "worst step check", "step check", "hints", "hint median", "hint p90", "hint target", "hint"},
		CSVHeader: []string{"kind", "set", "runs", "solved", "stuck", "errors", "timeouts", "steps_median", "cost_median",
			"hardest_max", "explain_median_ms", "explain_p90_ms", "explain_max_ms", "target_ms", "explain_pass", "step_check_max_ms", "step_check_pass", "hints", "hint_median_ms", "hint_p90_ms", "hint_target_ms", "hint_pass"}}
	cats := &CatData{}
	expMed, expP90, hintMed := CatSeries{Label: "explain median"}, CatSeries{Label: "explain p90"}, CatSeries{Label: "hint median"}
	expTarget, hintTarget := CatSeries{Label: "explain target"}, CatSeries{Label: "hint target"}
	for _, series := range order {
		set, _ := explainTarget(series)
		label := strings.TrimPrefix(series, kindOf[series]+" ")
		es, hs := explains[series], hints[series]
		s, hsum := Summarize(es, limit), Summarize(hs, limit)
		er, hr := ranked(es), ranked(hs)
		med, p90, mx := math.NaN(), quantile(er, 0.9), math.NaN()
		if len(er) > 0 {
			med = median(er)
			mx = er[len(er)-1]
		}
		hmed, hp90 := math.NaN(), quantile(hr, 0.9)
		if len(hr) > 0 {
			hmed = median(hr)
		}
		stuck := 0
		for _, r := range es {
			if r.Stats["stuck"] == 1 {
				stuck++
			}
		}
		target, htarget := set.targetMS, 0.0
		if set.defaultSize {
			htarget = hintTargetMS
		}
		targetCell, htargetCell := "", ""
		if target > 0 {
			targetCell = "< " + fmtMS(target)
		}
		if htarget > 0 {
			htargetCell = "< " + fmtMS(htarget)
		}
		t.Rows = append(t.Rows, []string{kindOf[series], label, strconv.Itoa(s.N), strconv.Itoa(s.Solved), strconv.Itoa(stuck),
			strconv.Itoa(s.Errors), strconv.Itoa(s.Timeouts), intCell(statMedian(es, "steps")), intCell(statMedian(es, "cost")),
			intCell(statMax(es, "hardest")), msCell(med, limit), msCell(p90, limit), msCell(mx, limit), targetCell,
			passCell(med, target, s.Errors), msCell(statMax(es, "step_check_max_ms"), limit), maxPassCell(statMax(es, "step_check_max_ms"), stepCheckTargetMS, s.Errors),
			strconv.Itoa(hsum.N), msCell(hmed, limit), msCell(hp90, limit), htargetCell,
			passCell(hmed, htarget, hsum.Errors)})
		t.CSVRows = append(t.CSVRows, []string{kindOf[series], label, strconv.Itoa(s.N), strconv.Itoa(s.Solved), strconv.Itoa(stuck),
			strconv.Itoa(s.Errors), strconv.Itoa(s.Timeouts), numCell(statMedian(es, "steps")), numCell(statMedian(es, "cost")),
			numCell(statMax(es, "hardest")), numCell(med), numCell(p90), numCell(mx), numCell(orNaN(target)),
			passCell(med, target, s.Errors), numCell(statMax(es, "step_check_max_ms")), maxPassCell(statMax(es, "step_check_max_ms"), stepCheckTargetMS, s.Errors),
			strconv.Itoa(hsum.N), numCell(hmed), numCell(hp90), numCell(orNaN(htarget)),
			passCell(hmed, htarget, hsum.Errors)})
		cats.Categories = append(cats.Categories, series)
		expMed.Values = append(expMed.Values, med)
		expP90.Values = append(expP90.Values, p90)
		hintMed.Values = append(hintMed.Values, hmed)
		expTarget.Values = append(expTarget.Values, orNaN(target))
		hintTarget.Values = append(hintTarget.Values, orNaN(htarget))
	}
	cats.Series = []CatSeries{expMed, expP90, hintMed}
	cats.Targets = []CatSeries{expTarget, hintTarget}
	t.Notes = []string{
		"Times: one Explain call from the empty position (median, nearest-rank p90, max over runs; timeouts rank last); a hint: one Hint call from a random partial position. " +
			"Each explanation was then checked with puzzle.ExplainChecked (every step by the kind's independent StepVerifier, the solution by Check, every fact against it) and each hint the same way; a failed check is counted under errors, never as a time. " +
			fmt.Sprintf("Worst step check: the slowest single VerifyStep call over the set's explanations (each step checked once more, alone, timed), against issue 26's target of %d ms.", stepCheckTargetMS),
		fmt.Sprintf("Hint positions: position j (0..%d) of a puzzle with seed s keeps a random subset (never all) of its solution's facts, drawn from PCG(s, j); the bundled puzzles use the base seed. Hint targets apply at the generators' default sizes.", hintPositions-1),
		"stuck: the rules ran out before the end (a checked partial explanation; its time counts). Cost: the kind's step costs (logic grids: deduce's constants in ZebraTutor's spirit, see docs/guide/explain-logicgrid.md), summed over the explanation; hardest: the dearest step.",
		"ZebraTutor (Bogaerts, Gamba, Guns, AIJ 2021) publishes explanation sequences for its logic-grid puzzles with its own cost function (different constants); compare the number of steps and the shape of the costs, not the totals. The issue's motivation: ZebraTutor needs minutes to hours per puzzle.",
	}
	t.Notes = append(t.Notes, explainErrorNotes(recs)...)
	per := Table{Name: "explain-puzzles", Title: "Every explanation",
		Header:    []string{"set", "instance", "seed", "status", "steps", "total cost", "hardest step", "explain", "check"},
		CSVHeader: []string{"set", "instance", "seed", "status", "steps", "cost", "hardest", "explain_ms", "check_ms"}}
	for _, series := range order {
		for _, r := range explains[series] {
			st := r.Status
			if r.Stats["stuck"] == 1 {
				st = "stuck"
			}
			per.Rows = append(per.Rows, []string{series, r.Instance, strconv.FormatInt(r.Seed, 10), st, intCell(nanIfMissing(r, "steps")),
				intCell(nanIfMissing(r, "cost")), intCell(nanIfMissing(r, "hardest")), msCell(timeOf(r), limit), msCell(nanIfMissing(r, "check_ms"), limit)})
			per.CSVRows = append(per.CSVRows, []string{series, r.Instance, strconv.FormatInt(r.Seed, 10), st, numCell(nanIfMissing(r, "steps")),
				numCell(nanIfMissing(r, "cost")), numCell(nanIfMissing(r, "hardest")), numCell(timeOf(r)), numCell(nanIfMissing(r, "check_ms"))})
		}
	}
	p := Plot{Name: "explain-time", Title: "Explanation and hint time per kind and size, with the targets",
		XLabel: "kind and puzzle set", YLabel: "time (ms, log scale)", Cats: cats}
	for _, s := range cats.Series {
		if slices.ContainsFunc(s.Values, func(v float64) bool { return math.IsInf(v, 1) }) {
			p.Title += "\n(values beyond the time limit not drawn: see the table)"
			break
		}
	}
	return []Table{t, per}, []Plot{p}
}

// maxPassCell says whether a worst case met its target ("" when the kind
// has nothing to measure).
func maxPassCell(worst, target float64, errs int) string {
	switch {
	case errs > 0:
		return fmt.Sprintf("FAIL (%d errors)", errs)
	case math.IsNaN(worst):
		return ""
	case worst < target:
		return "pass"
	}
	return "FAIL"
}

func orNaN(v float64) float64 {
	if v <= 0 {
		return math.NaN()
	}
	return v
}

func nanIfMissing(r Record, key string) float64 {
	if v, ok := r.Stats[key]; ok {
		return v
	}
	return math.NaN()
}

// timeOf is a run's time as a measurement: +Inf for a timeout, NaN for an error.
func timeOf(r Record) float64 {
	switch {
	case r.finished():
		return r.TimeMS
	case r.Status == StatusTimeout:
		return math.Inf(1)
	}
	return math.NaN()
}

// explainErrorNotes names the first error of each series and method.
func explainErrorNotes(recs []Record) []string {
	var notes []string
	seen := map[string]bool{}
	for _, r := range recs {
		k := r.Series + "/" + r.Method
		if r.Status == StatusError && !seen[k] {
			seen[k] = true
			notes = append(notes, fmt.Sprintf("Error in %s (%s) on %s: %s", r.Series, r.Method, r.Instance, r.Err))
		}
	}
	return notes
}
