package bench

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"deduce/puzzle"
	"deduce/sat"
)

// Reference solvers run on the same instances as deduce. Each peer is an
// external program found on PATH (or in /usr/games); a missing one is
// reported as missing, never as a time.

// Peer is one reference solver.
type Peer struct {
	Name    string // "gecode", "minisat", "cadical", "swipl"
	Program string // the executable looked for
	// check returns why the peer cannot run here ("" = available).
	check func(path string) string
	// job prepares the files and arguments for one instance; errUnsupported
	// when the peer cannot run this kind.
	job func(k puzzle.Kind, p puzzle.Puzzle) (*peerJob, error)
}

// peerJob is one invocation: files to write into a fresh directory, the
// arguments (file names relative to it) and how to read the answer.
type peerJob struct {
	files map[string]string
	args  []string
	read  func(stdout string, exitCode int, dir string) (peerAnswer, error)
}

// peerAnswer is what a peer said: status, a solution as rows (when it gives
// one) and its own statistics.
type peerAnswer struct {
	status       string
	rows         []string
	stats        map[string]float64
	modelChecked bool // a SAT model that satisfies every clause of the formula
}

var errUnsupported = errors.New("peer cannot run this kind")

// statPeerSolveMS is a peer's own measure of its solving time, without
// process start-up: Gecode's solveTime, SWI-Prolog's CPU time of posting and
// search (SAT solvers report none here).
const statPeerSolveMS = "peer_solve_ms"

// Peers lists the reference solvers deduce bench knows.
func Peers() []Peer { return slices.Clone(peerList) }

var peerList = []Peer{
	{Name: "gecode", Program: "minizinc", check: checkGecode, job: minizincJob},
	{Name: "minisat", Program: "minisat", job: satJob("minisat", func(cnf, model string) []string { return []string{"-verb=0", cnf, model} }, minisatModel)},
	{Name: "cadical", Program: "cadical", job: satJob("cadical", func(cnf, _ string) []string { return []string{"-q", cnf} }, vLines)},
	{Name: "swipl", Program: "swipl", job: swiplJob},
}

// Locate finds the peer's program: PATH, then /usr/games (Debian's games
// directory is often not on PATH). It returns the path or why it is missing.
func (p Peer) Locate() (string, string) {
	path, err := exec.LookPath(p.Program)
	if err != nil {
		alt := filepath.Join("/usr/games", p.Program)
		if st, err2 := os.Stat(alt); err2 == nil && !st.IsDir() {
			path, err = alt, nil
		}
	}
	if err != nil {
		return "", p.Program + " not found on PATH"
	}
	if p.check != nil {
		if why := p.check(path); why != "" {
			return "", why
		}
	}
	return path, ""
}

func checkGecode(path string) string {
	out, err := exec.Command(path, "--solvers").CombinedOutput()
	if err != nil {
		return "minizinc --solvers failed: " + err.Error()
	}
	if !bytes.Contains(out, []byte("org.gecode.gecode")) {
		return "minizinc has no Gecode solver"
	}
	return ""
}

// satJob runs a DIMACS solver on the kind's own CNF encoding (the formula
// deduce's SAT methods solve). SAT solvers answer by exit code (10 SAT, 20
// UNSAT) and give a model, which is checked against every clause of the
// formula; the model is not decoded into a grid (the contract has no
// decoder), and the suite compares the status with deduce's instead.
func satJob(name string, args func(cnf, model string) []string, model func(stdout, dir string) (string, error)) func(k puzzle.Kind, p puzzle.Puzzle) (*peerJob, error) {
	return func(k puzzle.Kind, p puzzle.Puzzle) (*peerJob, error) {
		enc, ok := k.(puzzle.CNFEncoder)
		if !ok {
			return nil, errUnsupported
		}
		cnf, err := enc.CNF(p, "")
		if err != nil {
			return nil, fmt.Errorf("%s: encode CNF: %w", name, err)
		}
		var dimacs strings.Builder
		if err := sat.WriteDIMACS(&dimacs, cnf, k.Name()+" (deduce's default encoding)"); err != nil {
			return nil, err
		}
		return &peerJob{files: map[string]string{"in.cnf": dimacs.String()}, args: args("in.cnf", "model.txt"),
			read: func(out string, code int, dir string) (peerAnswer, error) {
				switch code {
				case 10:
					m, err := model(out, dir)
					if err != nil {
						return peerAnswer{}, fmt.Errorf("%s: reading its model: %w", name, err)
					}
					if err := checkModel(cnf, m); err != nil {
						return peerAnswer{}, fmt.Errorf("%w: %s's model: %v", puzzle.ErrWrongAnswer, name, err)
					}
					return peerAnswer{status: StatusSolved, modelChecked: true}, nil
				case 20:
					return peerAnswer{status: StatusUnsatisfiable}, nil
				}
				return peerAnswer{}, fmt.Errorf("%s exited with %d: %s", name, code, clip(out))
			}}, nil
	}
}

// minisatModel reads minisat's result file: "SAT" then the literals.
func minisatModel(_, dir string) (string, error) {
	b, err := os.ReadFile(filepath.Join(dir, "model.txt"))
	if err != nil {
		return "", err
	}
	return strings.TrimPrefix(string(b), "SAT"), nil
}

// vLines reads the "v ..." lines of SAT-competition output (cadical).
func vLines(stdout, _ string) (string, error) {
	var b strings.Builder
	for _, l := range strings.Split(stdout, "\n") {
		if rest, ok := strings.CutPrefix(l, "v "); ok {
			b.WriteString(rest + " ")
		}
	}
	return b.String(), nil
}

// checkModel checks that the literals in model (DIMACS integers, 0 ends)
// satisfy every clause of cnf, the formula that was written out.
func checkModel(cnf *sat.CNF, model string) error {
	truth := make([]bool, cnf.NumVars+1)
	for _, f := range strings.Fields(model) {
		v, err := strconv.Atoi(f)
		if err != nil {
			return fmt.Errorf("bad literal %q", f)
		}
		if v > cnf.NumVars || -v > cnf.NumVars {
			return fmt.Errorf("literal %d beyond the formula's %d variables", v, cnf.NumVars)
		}
		if v > 0 {
			truth[v] = true
		}
	}
	if i := cnf.FirstFalsified(truth); i >= 0 {
		return fmt.Errorf("clause %d is false", i+1)
	}
	return nil
}

var mznStat = regexp.MustCompile(`%%%mzn-stat: (\w+)=([0-9.eE+-]+)`)

// minizincJob runs Gecode through MiniZinc on the kind's own model
// (puzzle.MiniZincModeler), data included.
func minizincJob(k puzzle.Kind, p puzzle.Puzzle) (*peerJob, error) {
	m, ok := k.(puzzle.MiniZincModeler)
	if !ok {
		return nil, errUnsupported
	}
	model, err := m.MiniZinc(p)
	if err != nil {
		return nil, fmt.Errorf("gecode: model: %w", err)
	}
	files := map[string]string{"model.mzn": model}
	args := []string{"--solver", "gecode", "--statistics", "model.mzn"}
	return &peerJob{files: files, args: args, read: func(out string, code int, _ string) (peerAnswer, error) {
		a := peerAnswer{stats: map[string]float64{}}
		for _, m := range mznStat.FindAllStringSubmatch(out, -1) {
			if v, err := strconv.ParseFloat(m[2], 64); err == nil {
				switch m[1] {
				case "solveTime": // seconds, Gecode's own search time
					a.stats[statPeerSolveMS] = 1000 * v
				case "flatTime": // seconds, MiniZinc's flattening
					a.stats["flatten_ms"] = 1000 * v
				default:
					a.stats[m[1]] = v
				}
			}
		}
		switch {
		case strings.Contains(out, "=====UNSATISFIABLE====="):
			a.status = StatusUnsatisfiable
		case strings.Contains(out, "----------"):
			a.status = StatusSolved
			a.rows = answerRows(out[:strings.Index(out, "----------")])
		default:
			return a, fmt.Errorf("minizinc gave no answer (exit %d): %s", code, clip(out))
		}
		return a, nil
	}}, nil
}

// swiplJob runs the kind's CLP(FD) model (puzzle.PrologModeler) in SWI-Prolog.
func swiplJob(k puzzle.Kind, p puzzle.Puzzle) (*peerJob, error) {
	m, ok := k.(puzzle.PrologModeler)
	if !ok {
		return nil, errUnsupported
	}
	program, err := m.Prolog(p)
	if err != nil {
		return nil, fmt.Errorf("swipl: model: %w", err)
	}
	return &peerJob{files: map[string]string{"model.pl": program},
		args: []string{"-q", "-g", "main", "-t", "halt", "model.pl"},
		read: func(out string, code int, _ string) (peerAnswer, error) {
			a := peerAnswer{stats: map[string]float64{}}
			var body []string
			for _, l := range strings.Split(out, "\n") {
				if v, ok := strings.CutPrefix(l, "% time_ms "); ok {
					if ms, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
						a.stats[statPeerSolveMS] = ms
					}
					continue
				}
				body = append(body, l)
			}
			a.rows = answerRows(strings.Join(body, "\n"))
			if code != 0 || len(a.rows) == 0 {
				// The models fail (no rows, goal failed) only when there is no solution.
				if code == 1 && len(a.rows) == 0 {
					return peerAnswer{status: StatusUnsatisfiable, stats: a.stats}, nil
				}
				return a, fmt.Errorf("swipl exited with %d: %s", code, clip(out))
			}
			a.status = StatusSolved
			return a, nil
		}}, nil
}

func answerRows(text string) []string {
	var rows []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "%") && !strings.HasPrefix(l, "Warning") {
			rows = append(rows, l)
		}
	}
	return rows
}

func clip(s string) string {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\n", " | "))
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}

// verifyRows checks a peer's answer with the kind's own Check. A kind that
// implements puzzle.SolutionReader reads the rows directly; for others the
// rows are appended to the puzzle's native text as its solution block and
// parsed back. It reports whether the answer could be read at all.
func verifyRows(k puzzle.Kind, p puzzle.Puzzle, rows []string) (readable bool, err error) {
	if r, ok := k.(puzzle.SolutionReader); ok {
		s, err := r.ReadSolution(p, rows)
		if err != nil {
			return false, nil
		}
		return true, k.Check(p, s)
	}
	text := k.Format(p, nil)
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	text += "solution\n" + strings.Join(rows, "\n") + "\n"
	q, err := k.Parse("peer-answer", []byte(text))
	if err != nil {
		return false, nil
	}
	ws, ok := q.(puzzle.WithSolution)
	if !ok || ws.KnownSolution() == nil {
		return false, nil
	}
	return true, k.Check(p, ws.KnownSolution())
}

// peerTask measures one peer run: wall time of the process, which includes
// its start-up (a few to a few hundred ms: see the suite's notes).
func peerTask(suite string, pr Peer, path string, k puzzle.Kind, in Instance) Task {
	key := Record{Suite: suite, Kind: k.Name(), Series: pr.Name, Solver: pr.Name, Size: in.Size, Instance: in.Name, Seed: in.Seed}
	return Task{Key: key, Run: func(ctx context.Context) (Record, error) {
		job, err := pr.job(k, in.Puzzle)
		if err != nil {
			return Record{}, err
		}
		dir, err := os.MkdirTemp("", "deduce-bench-")
		if err != nil {
			return Record{}, err
		}
		defer os.RemoveAll(dir)
		for name, body := range job.files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
				return Record{}, err
			}
		}
		cmd := exec.CommandContext(ctx, path, job.args...)
		cmd.Dir = dir
		killTreeOnCancel(cmd)
		cmd.WaitDelay = time.Second
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		start := time.Now()
		runErr := cmd.Run()
		elapsed := msSince(start)
		if ctx.Err() != nil {
			return Record{}, ctx.Err()
		}
		code := 0
		var exitErr *exec.ExitError
		if errors.As(runErr, &exitErr) {
			code = exitErr.ExitCode()
		} else if runErr != nil {
			return Record{}, runErr
		}
		a, err := job.read(out.String(), code, dir)
		if err != nil {
			return Record{}, err
		}
		rec := Record{Status: a.status, TimeMS: elapsed, Stats: a.stats, Verified: a.modelChecked}
		if a.status == StatusSolved && len(a.rows) > 0 {
			readable, err := verifyRows(k, in.Puzzle, a.rows)
			if err != nil {
				return Record{}, fmt.Errorf("%w: %s's answer: %v", puzzle.ErrWrongAnswer, pr.Name, err)
			}
			rec.Verified = readable
		}
		return rec, nil
	}}
}
