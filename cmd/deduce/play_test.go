package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"deduce/internal/tui/toykind"
	"deduce/puzzle"
)

// unplayable is the toy kind seen through puzzle.Kind alone: no Player.
type unplayable struct{ puzzle.Kind }

func (unplayable) Name() string           { return "unplayable" }
func (unplayable) Sniff(line string) bool { return line == "unplayable" }
func (u unplayable) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	return u.Kind.Parse(file, []byte(strings.Replace(string(data), "unplayable", "toy", 1)))
}

var registerUnplayable sync.Once

// TestPlayWithoutPlayer: a kind that cannot be played is refused with a
// clear message and exit 2 (before any terminal is needed).
func TestPlayWithoutPlayer(t *testing.T) {
	registerUnplayable.Do(func() { puzzle.Register(unplayable{toykind.Kind{}}) })
	file := writeFile(t, strings.Replace(toykind.Start, "toy", "unplayable", 1))
	code, _, errOut := deduce(t, "", "play", file)
	if code != exitBadInput || !strings.Contains(errOut, "cannot be played in the terminal yet") {
		t.Errorf("play %s (a kind without Player): code %d, stderr %q", file, code, errOut)
	}
}

func TestPlayUsageErrors(t *testing.T) {
	bad := writeFile(t, "{\n \"version\": 1,\n \"kind\" \"magnets\"\n}\n")
	tests := []struct {
		name, why string
		args      []string
		want      string
	}{
		{"no args", "play needs something to play", []string{"play"}, "play needs a KIND"},
		{"bad save", "a broken save file is positioned", []string{"play", "--resume", bad}, bad + ":3:9: not a deduce save file"},
		{"missing save", "a missing save file is a clear error", []string{"play", "--resume", bad + ".none"}, "no such file"},
		{"resume and file", "--resume takes no other puzzle", []string{"play", "--resume", bad, "magnets"}, "takes no other puzzle"},
		{"classic two args", "--classic takes a kind only", []string{"play", "--classic", "magnets", "x"}, "one KIND"},
		{"unknown kind", "two arguments start with a kind", []string{"play", "magnet", "x.txt"}, "magnet"},
	}
	for _, tc := range tests {
		code, _, errOut := deduce(t, "", tc.args...)
		if code != exitBadInput || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s (%s): code %d, stderr %q, want exit 2 and %q", tc.name, tc.why, code, errOut, tc.want)
		}
	}
}

// TestClassicMagnets follows the Magnets report's loop: the welcome text,
// its size prompt refusing 1 and odd sizes, Enter, the solver's solution,
// "Press enter to finish." and "Play again (y/n)?".
func TestClassicMagnets(t *testing.T) {
	code, out, errOut := deduce(t, "1\n3\n4\n\n\nn\n", "play", "--classic", "magnets", "--seed", "5")
	if code != 0 {
		t.Fatalf("code %d, stderr %q", code, errOut)
	}
	want := []string{"Welcome to Magnets!!!", "Choose an even puzzle size: Must be at least 2.",
		"Must be an even number.", "Press enter to get the solution. ", "Press enter to finish. ", "Play again (y/n)? "}
	last := 0
	for _, w := range want {
		i := strings.Index(out[last:], w)
		if i < 0 {
			t.Fatalf("output lacks %q after byte %d:\n%s", w, last, out)
		}
		last += i
	}
	if !strings.Contains(out, "+") || strings.Count(out, "┌") != 2 {
		t.Errorf("want the puzzle and its solution drawn:\n%s", out)
	}
}

// TestClassicCloseFar follows the Close or Far report's play(Size): the board,
// the generator's runtime, the solved board, the solver's runtime.
func TestClassicCloseFar(t *testing.T) {
	code, out, errOut := deduce(t, "", "play", "--classic", "closefar", "--size", "6", "--seed", "2")
	if code != 0 {
		t.Fatalf("code %d, stderr %q", code, errOut)
	}
	g := strings.Index(out, "~> Generator runtime: ")
	s := strings.Index(out, "~> Solver runtime: ")
	if g < 0 || s < g || !strings.HasSuffix(strings.TrimSpace(out), " s") {
		t.Errorf("want generator then solver runtimes:\n%s", out)
	}
}

// tmuxSession runs a command in a detached 80x24 tmux session, on a tmux
// server of its own (-L socket): other tmux users on the machine, and tests
// running in parallel, neither see it nor stop its server.
type tmuxSession struct {
	t    *testing.T
	name string
}

func (s *tmuxSession) tmux(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", s.name}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %v: %v: %s", args, err, out)
	}
	return string(out)
}

// startDeduce runs the test binary as deduce with args in a cols x rows
// tmux session of its own; the shell says EXIT=<code> when it ends.
func startDeduce(t *testing.T, name string, cols, rows int, bin, args string) *tmuxSession {
	s := &tmuxSession{t: t, name: fmt.Sprintf("deduce-e2e-%d-%s", os.Getpid(), name)}
	shell := fmt.Sprintf("DEDUCE_PLAY_E2E=1 %s %s; echo EXIT=$?; sleep 60", bin, args)
	s.tmux("new-session", "-d", "-s", s.name, "-x", fmt.Sprint(cols), "-y", fmt.Sprint(rows), shell)
	t.Cleanup(func() { exec.Command("tmux", "-L", s.name, "kill-server").Run() })
	return s
}

func (s *tmuxSession) screen() string { return s.tmux("capture-pane", "-p", "-t", s.name) }

func (s *tmuxSession) keys(keys ...string) {
	s.tmux(append([]string{"send-keys", "-t", s.name}, keys...)...)
}

// waitFor polls the screen until it holds want.
func (s *tmuxSession) waitFor(want string, d time.Duration) string {
	s.t.Helper()
	end := time.Now().Add(d)
	for {
		sc := s.screen()
		if strings.Contains(sc, want) {
			return sc
		}
		if time.Now().After(end) {
			s.t.Fatalf("the screen never showed %q:\n%s", want, sc)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// When DEDUCE_PLAY_E2E=1 the test binary is deduce itself, with the toy kind
// registered: the tmux test runs it as the program under test, so the game is
// played end to end even before a real kind implements puzzle.Player.
func init() {
	if os.Getenv("DEDUCE_PLAY_E2E") != "1" {
		return
	}
	puzzle.Register(toykind.Kind{})
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// TestPlayInTmux plays generated puzzles in a real terminal (tmux, 80x24):
// hints (shown, then applied) until solved, with an undo and a redo on the
// way; then q, and in a resumed game Ctrl-C, must leave no deduce process
// behind and the terminal out of the alternate screen. It plays the toy kind
// always and each real kind that implements Player and Explainer.
func TestPlayInTmux(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no end-to-end test")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	games := []struct{ kind, args string }{
		{"toy", "--seed 3"},
		{"magnets", "--size 4 --difficulty easy --seed 3"},
		{"closefar", "--size 6 --difficulty easy --seed 3"},
		{"logicgrid", "--domains 3 --items 3 --seed 3"},
	}
	for _, gm := range games {
		t.Run(gm.kind, func(t *testing.T) {
			if gm.kind != "toy" {
				k, err := puzzle.Lookup(gm.kind)
				if err != nil {
					t.Fatal(err)
				}
				if _, ok := k.(puzzle.Player); !ok {
					t.Fatalf("%s does not implement puzzle.Player", gm.kind)
				}
				if _, ok := k.(puzzle.Explainer); !ok {
					t.Fatalf("%s does not implement puzzle.Explainer: hints are needed to play to the end", gm.kind)
				}
			}
			playInTmux(t, bin, gm.kind, gm.args)
		})
	}
}

func playInTmux(t *testing.T, bin, kind, args string) {
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	run := func(name string, args string) *tmuxSession {
		return startDeduce(t, fmt.Sprintf("%s-%s", kind, name), 80, 24, bin, args)
	}
	gone := func(s *tmuxSession) {
		t.Helper()
		s.waitFor("EXIT=0", 5*time.Second)
		if alt := strings.TrimSpace(s.tmux("display-message", "-p", "-t", s.name, "#{alternate_on}")); alt != "0" {
			t.Errorf("%s: the terminal is still in the alternate screen", s.name)
		}
		// The pane's shell must have only `sleep` left as a child.
		pid := strings.TrimSpace(s.tmux("display-message", "-p", "-t", s.name, "#{pane_pid}"))
		out, _ := exec.Command("ps", "-o", "comm=", "--ppid", pid).Output()
		for _, c := range strings.Fields(string(out)) {
			if c != "sleep" {
				t.Errorf("%s: process %q still running after quitting", s.name, c)
			}
		}
	}

	s := run("hints", fmt.Sprintf("play %s %s --save %s", kind, args, save))
	start := time.Now()
	title := kind // the title line names the kind by its title ("Logic grid")
	if k, err := puzzle.Lookup(kind); err == nil {
		title = puzzle.TitleOf(k)
	}
	first := s.waitFor("deduce · "+title, 10*time.Second)
	if kind == "toy" {
		// The toy kind gets its board drawn from its layout alone: labels,
		// corners, group names, clue list and progress line.
		for _, want := range []string{"c1 c2 c3", "r3", "◤", "◢", "columns", "rows", "1. Toy clue: row 1", "toy progress: 3 of 9 filled"} {
			if !strings.Contains(first, want) {
				t.Errorf("the toy's first screen lacks %q:\n%s", want, first)
			}
		}
	}
	t.Logf("first screen after %v (including process start)", time.Since(start))
	// A resize redraws for the new size: the timer stays right-aligned in
	// 70 columns; in 46x11 the title and the key line give way to the board.
	height := "14" // the toy's board fits; the real kinds' boards need more rows
	if kind != "toy" {
		height = "24"
	}
	s.tmux("resize-window", "-t", s.name, "-x", "70", "-y", height)
	// The redraw comes when the game has handled the resize: poll (a loaded
	// machine can take a while), then judge the last screen seen.
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		first = strings.TrimRight(strings.Split(s.screen(), "\n")[0], " ")
		if strings.Contains(first, "⏱") && len([]rune(first)) == 70 || time.Now().After(deadline) {
			break
		}
	}
	if !strings.Contains(first, "⏱") || len([]rune(first)) != 70 {
		t.Errorf("at 70x%s the title should end with the timer in column 70: %q", height, first)
	}
	s.tmux("resize-window", "-t", s.name, "-x", "46", "-y", "11")
	time.Sleep(300 * time.Millisecond)
	if sc := s.screen(); kind == "toy" && (!strings.Contains(strings.Split(sc, "\n")[0], "c1 c2 c3") || !strings.Contains(sc, "⏱") || strings.Contains(sc, "deduce ·")) {
		t.Errorf("at 46x11 the toy board (its column labels first) should come first, with the timer below it:\n%s", sc)
	}
	s.tmux("resize-window", "-t", s.name, "-x", "80", "-y", "24")
	s.waitFor("q quit", 5*time.Second)
	// Hints until one changes the board (an exclusion such as "not F" is
	// noted, not drawn), then undo and redo that move.
	for applied := false; !applied; {
		// A hint tells where to look, then what follows, then why;
		// the fourth h applies it.
		for _, level := range []string{"look:", "so:", "hint:"} {
			s.keys("h")
			s.waitFor(level, 5*time.Second)
		}
		s.keys("h")
		deadline := time.Now().Add(5 * time.Second)
		for {
			sc := s.screen()
			if strings.Contains(sc, "applied:") {
				applied = true
				break
			}
			if strings.Contains(sc, "noted") {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the second h neither applied nor noted the hint:\n%s", sc)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	s.keys("u")
	s.waitFor("undone", 5*time.Second)
	s.keys("r")
	s.waitFor("redone", 5*time.Second)
	solved := false
	for range 600 {
		s.keys("h")
		time.Sleep(60 * time.Millisecond)
		sc := s.screen()
		if strings.Contains(sc, "solved! in") {
			solved = true
			break
		}
		if strings.Contains(sc, "no step follows") || strings.Contains(sc, "wrong entr") || strings.Contains(sc, "no hint:") {
			t.Fatalf("hints stopped before the end:\n%s", sc)
		}
	}
	if !solved {
		t.Fatalf("not solved after 600 presses of h:\n%s", s.screen())
	}
	if os.Getenv("DEDUCE_E2E_CAPTURE") != "" {
		os.WriteFile(os.Getenv("DEDUCE_E2E_CAPTURE")+"."+kind, []byte(s.screen()), 0o644)
	}
	s.keys("q")
	gone(s)
	if _, err := os.Stat(save); err != nil {
		t.Fatalf("--save wrote nothing: %v", err)
	}

	c := run("ctrlc", fmt.Sprintf("play --resume %s", save))
	sc := c.waitFor("deduce · "+title, 10*time.Second)
	if !strings.Contains(sc, "solved") {
		t.Errorf("the resumed game should be the solved one:\n%s", sc)
	}
	c.keys("C-c")
	gone(c)
}

// TestPlayFileOrIDInTmux opens the full-screen game on a puzzle file (an
// English logic grid with an introduction) and on a game ID, with no kind
// named: both need the kind of what was read, not of the first argument
// (they failed with "unknown puzzle kind" for the path or the ID).
func TestPlayFileOrIDInTmux(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no end-to-end test")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	english, err := filepath.Abs("../../puzzle/logicgrid/english/testdata/magazine/antiques.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, arg, title, screen string }{
		{"file", english, "deduce · Logic grid · Saturday at the Antique Shop", "1. Ms. Smith arrived first, and she bought the rug."},
		{"id", "'6x6:232311,222312,232221,232122,TTLRLRBBTLRTTTBTTBBBTBBTLRBLRBLRLRLR'", "deduce · Magnets · 6x6:", "q quit"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := startDeduce(t, "open-"+c.name, 120, 30, bin, "play "+c.arg)
			s.waitFor(c.title, 10*time.Second)
			s.waitFor(c.screen, 5*time.Second)
			s.keys("q")
			s.waitFor("EXIT=0", 5*time.Second)
		})
	}
}

// TestPlayResumeEnglish: an English puzzle with measured gaps ("4 pounds
// more") saved on quit resumes with its position and title. The save used
// to hold the kind's native text, which refuses those gaps, so --resume failed.
func TestPlayResumeEnglish(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no end-to-end test")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	english, err := filepath.Abs("../../puzzle/logicgrid/english/testdata/magazine-new/new-fishing-derby.txt")
	if err != nil {
		t.Fatal(err)
	}
	save := filepath.Join(t.TempDir(), "game.json")
	s := startDeduce(t, "resume-en", 80, 24, bin, "play "+english+" --save "+save)
	s.waitFor("Fishing Derby", 10*time.Second)
	s.keys("Space") // Finn caught the bass (the cursor starts there)
	s.waitFor("Finn: bass", 5*time.Second)
	s.keys("q")
	s.waitFor("EXIT=0", 5*time.Second)

	r := startDeduce(t, "resume-en2", 80, 24, bin, "play --resume "+save)
	r.waitFor("Fishing Derby", 10*time.Second)
	r.waitFor("Finn: bass", 5*time.Second)
	r.keys("q")
	r.waitFor("EXIT=0", 5*time.Second)
}
