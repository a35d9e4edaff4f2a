package bench

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
)

// Config is what a user may vary in a suite. Zero fields take the suite's
// defaults (see each suite's Usage).
type Config struct {
	Kind    string   `json:"kind,omitempty"`    // run the suite on another registered kind (tests use a fake one)
	Kinds   []string `json:"kinds,omitempty"`   // peers: which kinds' instances to run
	Sizes   []int    `json:"sizes,omitempty"`   // puzzle sizes
	N       int      `json:"n,omitempty"`       // puzzles per size (logicgrid-thesis: generated puzzles)
	Seed    *int64   `json:"seed,omitempty"`    // base seed; puzzle k of size N gets base + 1000*N + k
	Dir     string   `json:"dir,omitempty"`     // logicgrid-thesis: puzzle directory instead of the bundled puzzles
	Peers   []string `json:"peers,omitempty"`   // peers: which reference solvers
	Repeat  int      `json:"repeat,omitempty"`  // peers: runs per instance and solver (median taken)
	Timeout Duration `json:"timeout,omitempty"` // per solve; set by RunOptions
	Workers int      `json:"workers,omitempty"` // set by RunOptions
	Shard   string   `json:"shard,omitempty"`   // "i/n" when only part i of n ran; set by RunOptions
}

// Duration prints as "10s" in JSON.
type Duration time.Duration

func (d Duration) MarshalJSON() ([]byte, error) {
	return []byte(`"` + time.Duration(d).String() + `"`), nil
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (d *Duration) UnmarshalJSON(b []byte) error {
	v, err := time.ParseDuration(strings.Trim(string(b), `"`))
	*d = Duration(v)
	return err
}

// Suite is one experiment of the seeds, rerunnable with `deduce bench NAME`.
type Suite struct {
	Name    string
	Summary string // one line
	Usage   string // what it runs, its defaults, what it prints
	// defaults fills the zero fields of a Config.
	defaults func(*Config)
	// plan checks that everything the suite needs exists, prepares the
	// instances and returns the runs and how to tabulate them.
	plan func(ctx context.Context, cfg Config, opt RunOptions) (*plan, error)
	// build, when set, turns records into tables and plots from the config
	// alone (the plan then leaves its build nil), so that committed results
	// can be rebuilt by the code of today: see Rebuild.
	build func(cfg Config, recs []Record) ([]Table, []Plot)
}

type plan struct {
	tasks []Task
	build func(recs []Record) ([]Table, []Plot)
	notes []string // e.g. which peers are missing
}

var suites []Suite

// Suites returns every suite, sorted by name.
func Suites() []Suite {
	out := slices.Clone(suites)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Lookup returns the suite called name.
func Lookup(name string) (Suite, error) {
	for _, s := range suites {
		if s.Name == name {
			return s, nil
		}
	}
	var names []string
	for _, s := range Suites() {
		names = append(names, s.Name)
	}
	return Suite{}, fmt.Errorf("unknown suite %q (known: %s)", name, strings.Join(names, ", "))
}

// ErrInterrupted is returned with a partial report when the context was
// cancelled (Ctrl-C): the report holds every run that finished.
var ErrInterrupted = errors.New("interrupted")

// Run runs the suite called name. On Ctrl-C (ctx cancelled) it returns the
// report of what finished together with an error wrapping ErrInterrupted.
func Run(ctx context.Context, name string, cfg Config, opt RunOptions) (*Report, error) {
	s, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	return s.Run(ctx, cfg, opt)
}

// Run runs the suite; see the package function Run.
func (s Suite) Run(ctx context.Context, cfg Config, opt RunOptions) (*Report, error) {
	if s.defaults != nil {
		s.defaults(&cfg)
	}
	cfg.Timeout, cfg.Workers = Duration(opt.Timeout), max(1, opt.Workers)
	started := time.Now()
	p, err := s.plan(ctx, cfg, opt)
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("%s: %w while preparing instances: %v", s.Name, ErrInterrupted, err)
		}
		return nil, fmt.Errorf("%s: %w", s.Name, err)
	}
	if opt.Shards > 1 {
		// Run k of the plan belongs to shard k mod n: the union of the n
		// shards is the whole run (Merge puts it back together).
		cfg.Shard = fmt.Sprintf("%d/%d", opt.Shard, opt.Shards)
		var mine []Task
		for k, t := range p.tasks {
			if k%opt.Shards == opt.Shard {
				mine = append(mine, t)
			}
		}
		p.tasks = mine
	}
	recs, runErr := execute(ctx, p.tasks, opt)
	rep := &Report{
		Suite:   s.Name,
		Config:  cfg,
		Started: started.UTC(),
		Elapsed: Duration(time.Since(started).Round(time.Millisecond)),
		Records: recs,
		Planned: len(p.tasks),
		Notes:   p.notes,
	}
	if runErr != nil && ctx.Err() == nil {
		return nil, fmt.Errorf("%s: %w", s.Name, runErr)
	}
	rep.Tables, rep.Plots = s.tables(p, cfg, recs)
	if runErr != nil {
		rep.Interrupted = true
		return rep, fmt.Errorf("%s: %w after %d of %d runs", s.Name, ErrInterrupted, len(recs), len(p.tasks))
	}
	return rep, nil
}

// tables builds the report's tables with the plan's build or the suite's.
func (s Suite) tables(p *plan, cfg Config, recs []Record) ([]Table, []Plot) {
	if p.build != nil {
		return p.build(recs)
	}
	return s.build(cfg, recs)
}

// ErrNoRebuild is returned by Rebuild for a suite whose tables need its
// instances, not only its records.
var ErrNoRebuild = errors.New("this suite builds its tables from its plan only")

// Rebuild builds the tables and plots the code of today writes for records
// that an earlier run saved (results.json): the shape test compares them
// with the committed tables.
func (s Suite) Rebuild(cfg Config, recs []Record) ([]Table, []Plot, error) {
	if s.build == nil {
		return nil, nil, ErrNoRebuild
	}
	tb, pl := s.build(cfg, recs)
	return tb, pl, nil
}

// register adds a suite; suites call it from init.
func register(s Suite) { suites = append(suites, s) }

// Limits of a size list: far beyond any puzzle a solver finishes, small
// enough that a typo cannot make the harness allocate without end.
const (
	maxSize  = 1000
	maxSizes = 1000
)

// ParseSizes reads a size list: comma-separated items "N", "A..B" or
// "A..B/STEP" (e.g. "2..16/2", "6..10", "10").
func ParseSizes(s string) ([]int, error) {
	var out []int
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		step := 1
		if i := strings.IndexByte(item, '/'); i >= 0 {
			if _, err := fmt.Sscanf(item[i+1:], "%d", &step); err != nil || step < 1 {
				return nil, fmt.Errorf("bad size step in %q", item)
			}
			item = item[:i]
		}
		lo, hi := 0, 0
		if i := strings.Index(item, ".."); i >= 0 {
			if _, err := fmt.Sscanf(item[:i]+" "+item[i+2:], "%d %d", &lo, &hi); err != nil {
				return nil, fmt.Errorf("bad size range %q (want A..B or A..B/STEP)", item)
			}
		} else if _, err := fmt.Sscanf(item, "%d", &lo); err != nil {
			return nil, fmt.Errorf("bad size %q", item)
		} else {
			hi = lo
		}
		if lo < 1 || hi < lo {
			return nil, fmt.Errorf("bad size range %q", item)
		}
		if hi > maxSize || len(out)+(hi-lo)/step+1 > maxSizes {
			return nil, fmt.Errorf("size range %q too large (sizes up to %d, at most %d of them)", item, maxSize, maxSizes)
		}
		for n := lo; n <= hi; n += step {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("empty size list %q", s)
	}
	return out, nil
}
