package tui

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"deduce/puzzle"
)

// When DEDUCE_TUI_TMUX is set, the test binary is the game itself: it
// plays KIND generated with SEED (and PARAMS, name=value,...), or the
// puzzle FILE, on the terminal it runs in. TestTmux runs it in tmux.
func init() {
	spec := os.Getenv("DEDUCE_TUI_TMUX")
	if spec == "" {
		return
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := playSpec(ctx, spec); err != nil {
		fmt.Fprintln(os.Stderr, "tmux game:", err)
		os.Exit(2)
	}
	os.Exit(0)
}

// playSpec plays "kind seed [name=value,...]" or "file PATH".
func playSpec(ctx context.Context, spec string) error {
	f := strings.Fields(spec)
	var k puzzle.Kind
	var p puzzle.Puzzle
	var opt puzzle.GenerateOptions
	var err error
	switch {
	case len(f) == 2 && f[0] == "file":
		k, p, err = puzzle.Load(f[1], "", nil)
	case len(f) >= 2:
		if k, err = puzzle.Lookup(f[0]); err != nil {
			return err
		}
		if opt.Seed, err = strconv.ParseInt(f[1], 10, 64); err != nil {
			return err
		}
		if len(f) > 2 {
			for _, kv := range strings.Split(f[2], ",") {
				name, val, _ := strings.Cut(kv, "=")
				v, err := strconv.ParseFloat(val, 64)
				if err != nil {
					return err
				}
				if err := puzzle.SetParam(k, &opt, name, v); err != nil {
					return err
				}
			}
		}
		var g puzzle.Generated
		if g, err = k.(puzzle.Generator).Generate(ctx, opt); err == nil {
			p = g.Puzzle
		}
	default:
		return fmt.Errorf("bad spec %q", spec)
	}
	if err != nil {
		return err
	}
	sol, err := Prepare(ctx, k, p)
	if err != nil {
		return err
	}
	source := "seed " + strconv.FormatInt(opt.Seed, 10)
	if f[0] == "file" {
		source = filepath.Base(f[1])
	}
	g, err := New(Config{Kind: k, Puzzle: p, Solution: sol, Gen: opt, Source: source, Ctx: ctx})
	if err != nil {
		return err
	}
	_, err = Run(ctx, g, nil, nil)
	return err
}

// tmuxGame is the game running in a tmux session on a server of its own.
type tmuxGame struct {
	t    *testing.T
	name string
}

func (s *tmuxGame) tmux(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", s.name}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %v: %v: %s", args, err, out)
	}
	return string(out)
}

func startTmuxGame(t *testing.T, name string, w, h int, spec string) *tmuxGame {
	t.Helper()
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	s := &tmuxGame{t: t, name: fmt.Sprintf("deduce-tui-%d-%s", os.Getpid(), name)}
	shell := fmt.Sprintf("DEDUCE_TUI_TMUX='%s' %s; echo EXIT=$?; sleep 60", spec, bin)
	s.tmux("new-session", "-d", "-s", s.name, "-x", strconv.Itoa(w), "-y", strconv.Itoa(h), shell)
	t.Cleanup(func() { exec.Command("tmux", "-L", s.name, "kill-server").Run() })
	return s
}

func (s *tmuxGame) screen() string { return s.tmux("capture-pane", "-p", "-t", s.name) }

// keys sends keys one at a time (tmux key names: Right, Escape, C-c). An
// escape waits before the next key, which would otherwise read as alt+key.
func (s *tmuxGame) keys(keys ...string) {
	for _, k := range keys {
		s.tmux("send-keys", "-t", s.name, k)
		time.Sleep(30 * time.Millisecond)
		if k == "Escape" {
			time.Sleep(300 * time.Millisecond)
		}
	}
}

// waitFor polls the screen until it holds want.
func (s *tmuxGame) waitFor(want string) string {
	s.t.Helper()
	end := time.Now().Add(20 * time.Second)
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

// TestTmux plays each kind in a real terminal at 80x24 and 120x40 and
// checks, on the screen the terminal shows, what a player tripped over: the
// ? screen to its last line, the new-puzzle dialog's first size (it offered
// 1), a Close or Far given in a broken line, a hint's whole sentence, the
// clue list of a logic grid too wide for its panel, and year columns that
// all read "19…".
func TestTmux(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no end-to-end test")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	sizes := [][2]int{{80, 24}, {120, 40}}
	for _, sz := range sizes {
		w, h := sz[0], sz[1]
		t.Run(fmt.Sprintf("magnets-%dx%d", w, h), func(t *testing.T) {
			s := startTmuxGame(t, fmt.Sprintf("mg%d", w), w, h, "magnets 3")
			s.waitFor("deduce · Magnets")
			s.keys("?")
			help := s.waitFor("press any key to go back")
			if !strings.Contains(help, "set a value: +   -   x or .") {
				t.Errorf("the ? screen lacks the board's value keys:\n%s", help)
			}
			s.keys("x", "n", "Right")
			s.waitFor("size:       ◀ 2 ▶") // the smallest board the generator makes
			s.keys("Escape", "q")
			s.waitFor("EXIT=0")
		})
		t.Run(fmt.Sprintf("closefar-%dx%d", w, h), func(t *testing.T) {
			s := startTmuxGame(t, fmt.Sprintf("cf%d", w), w, h, "closefar 5")
			s.waitFor("deduce · Close or Far")
			s.keys("n", "Right")
			s.waitFor("size:       ◀ 6 ▶") // no 4x4 or 5x5 board exists
			s.keys("Escape")
			// Row 1 is "...C...": C C C before the given C breaks it.
			s.keys("C", "Right", "C", "Right", "C")
			sc := s.waitFor("│!C!│!C!│!C!│(C)│") // all three keys drawn (a loaded machine draws them one by one)
			row := strings.Split(sc, "\n")[2]
			if !strings.Contains(row, "│!C!│!C!│!C!│(C)│   │") {
				t.Errorf("row 1: entries !C! (the cursor on the last), the given (C), open cells open: %q", row)
			}
			s.keys("h", "h", "h")
			sc = s.waitFor("first fix")
			s.keys("u", "u", "u", "h", "h", "h")
			sc = s.waitFor("hint:")
			if !strings.Contains(sc, "applies it)") {
				t.Errorf("the hint's sentence is cut:\n%s", sc)
			}
			s.keys("q")
			s.waitFor("EXIT=0")
		})
		t.Run(fmt.Sprintf("logicgrid-%dx%d", w, h), func(t *testing.T) {
			s := startTmuxGame(t, fmt.Sprintf("lg%d", w), w, h, "logicgrid 4 domains=5,items=5")
			s.waitFor("deduce · Logic grid")
			if w == 80 {
				// No room for the clues: the key line says tab shows them.
				s.waitFor("tab clues")
				s.keys("Tab")
				s.waitFor("Clues (space strikes out, tab: board)")
				s.keys("Tab")
			} else {
				s.waitFor(" 1. The") // the clue list beside the board
			}
			s.keys("n")
			s.waitFor("domains:")
			s.keys("Escape", "q")
			s.waitFor("EXIT=0")
		})
		t.Run(fmt.Sprintf("english-%dx%d", w, h), func(t *testing.T) {
			s := startTmuxGame(t, fmt.Sprintf("en%d", w), w, h, "file ../../puzzle/logicgrid/english/testdata/magazine/inventors.txt")
			s.waitFor("deduce · Logic grid · inventors")
			if w == 80 {
				s.waitFor(" 0  0  1  1  1 ") // years 1902..1918 by their last digits
			} else {
				s.waitFor("13. The can opener dates from 1906.") // every clue beside the board
			}
			s.keys("?") // the puzzle's story, with the keys
			s.waitFor("Story: A museum exhibit honors five inventors")
			s.keys("x", "C-c")
			s.waitFor("EXIT=0")
		})
	}
}
