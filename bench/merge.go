package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"
)

// ReadShard reads the results.json a (sharded) run wrote, keeping what
// Merge needs: the suite, its configuration and the records.
func ReadShard(r io.Reader, name string) (*Report, error) {
	var rep struct {
		Suite       string    `json:"suite"`
		Command     string    `json:"command"`
		Config      Config    `json:"config"`
		Machine     string    `json:"machine"`
		Started     time.Time `json:"started"`
		Elapsed     Duration  `json:"elapsed"`
		Planned     int       `json:"planned_runs"`
		Interrupted bool      `json:"interrupted"`
		Records     []Record  `json:"records"`
	}
	if err := json.NewDecoder(r).Decode(&rep); err != nil {
		return nil, fmt.Errorf("%s: not a bench results.json: %v", name, err)
	}
	if rep.Suite == "" {
		return nil, fmt.Errorf("%s: not a bench results.json: no suite", name)
	}
	return &Report{Suite: rep.Suite, Command: rep.Command, Config: rep.Config, Machine: rep.Machine, Started: rep.Started,
		Elapsed: rep.Elapsed, Planned: rep.Planned, Interrupted: rep.Interrupted, Records: rep.Records}, nil
}

// Merge joins the reports of the n shards of one run (--shard 0/n ..
// n-1/n, same suite and configuration) into the report of the whole run:
// the records in the plan's order, and the tables and plots built from
// them as one process would. The plan is made again (the suites' instances
// come from fixed seeds, so it is the shards' plan) to know that order.
func Merge(ctx context.Context, parts []*Report, opt RunOptions) (*Report, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("merge: no shard reports")
	}
	first := parts[0]
	s, err := Lookup(first.Suite)
	if err != nil {
		return nil, err
	}
	cfg := first.Config
	cfg.Shard = ""
	want, _ := json.Marshal(cfg)
	n := 0
	seen := map[int]bool{}
	for i, p := range parts {
		c := p.Config
		c.Shard = ""
		if got, _ := json.Marshal(c); p.Suite != first.Suite || string(got) != string(want) {
			return nil, fmt.Errorf("merge: report %d (suite %s, config %s) is not a shard of the same run as report 1 (suite %s, config %s)", i+1, p.Suite, got, first.Suite, want)
		}
		k, m, err := parseShard(p.Config.Shard)
		if err != nil {
			return nil, fmt.Errorf("merge: report %d: %v", i+1, err)
		}
		if n == 0 {
			n = m
		}
		if m != n || seen[k] {
			return nil, fmt.Errorf("merge: report %d is shard %s: shards must be 0/%d..%d/%d, each once", i+1, p.Config.Shard, n, n-1, n)
		}
		seen[k] = true
	}
	if len(seen) != n {
		var missing []string
		for k := 0; k < n; k++ {
			if !seen[k] {
				missing = append(missing, fmt.Sprintf("%d/%d", k, n))
			}
		}
		return nil, fmt.Errorf("merge: shard %s missing", strings.Join(missing, ", "))
	}
	if s.defaults != nil {
		s.defaults(&cfg)
	}
	p, err := s.plan(ctx, cfg, opt)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.Name, err)
	}
	order := map[string]int{}
	for k, t := range p.tasks {
		order[runKey(t.Key)] = k
	}
	rep := &Report{Suite: s.Name, Config: cfg, Machine: first.Machine, Started: first.Started, Planned: len(p.tasks)}
	for i, part := range parts {
		for _, r := range part.Records {
			if _, ok := order[runKey(r)]; !ok {
				return nil, fmt.Errorf("merge: report %d holds a run the plan does not have (%s size %d %s)", i+1, r.Series, r.Size, r.Instance)
			}
			rep.Records = append(rep.Records, r)
		}
		rep.Interrupted = rep.Interrupted || part.Interrupted
		rep.Elapsed = max(rep.Elapsed, part.Elapsed) // the shards ran side by side
		if part.Started.Before(rep.Started) {
			rep.Started = part.Started
		}
		if part.Machine != first.Machine {
			rep.Machine = "several machines"
		}
	}
	sort.SliceStable(rep.Records, func(i, j int) bool {
		return order[runKey(rep.Records[i])] < order[runKey(rep.Records[j])]
	})
	for i := 1; i < len(rep.Records); i++ {
		if a, b := rep.Records[i], rep.Records[i-1]; runKey(a) == runKey(b) && a.Method == b.Method {
			return nil, fmt.Errorf("merge: run %s size %d %s is in two reports", rep.Records[i].Series, rep.Records[i].Size, rep.Records[i].Instance)
		}
	}
	rep.Tables, rep.Plots = s.tables(p, cfg, rep.Records)
	return rep, nil
}

// runKey is the identity of a run: what its Task.Key holds before it runs
// (not the method, which a run may resolve, "auto" to the one it took).
func runKey(r Record) string {
	return strings.Join([]string{r.Suite, r.Kind, r.Series, r.Solver, r.Encoding, r.Label,
		strconv.Itoa(r.Size), r.Instance, strconv.FormatInt(r.Seed, 10)}, "\x00")
}

func parseShard(s string) (i, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return 0, 0, fmt.Errorf("not a shard report (its config has shard %q; run with --shard i/n)", s)
	}
	return i, n, nil
}
