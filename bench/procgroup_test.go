//go:build unix

package bench

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A peer that runs its solver as a child (as minizinc runs fzn-gecode) must
// leave no process behind when its time runs out.
func TestCancelKillsThePeersChildren(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", "sleep 30 & echo $! > "+pidFile+"; wait")
	killTreeOnCancel(cmd)
	cmd.WaitDelay = time.Second
	_ = cmd.Run() // killed: an error is expected
	data, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatalf("the child never started: %v", err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Second)
	for syscall.Kill(pid, 0) == nil {
		if state, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); strings.Contains(string(state), ") Z ") {
			return // a zombie awaiting its reaper is dead
		}
		if time.Now().After(deadline) {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("the peer's child %d outlived the timeout", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// minizinc keeps its solver in a process group of its own: a timed-out
// Gecode peer must still leave no fzn-gecode behind.
func TestCancelStopsMiniZincsSolver(t *testing.T) {
	mzn, err := exec.LookPath("minizinc")
	if err != nil {
		t.Skip("minizinc not installed")
	}
	if out, err := exec.Command(mzn, "--solvers").CombinedOutput(); err != nil || !strings.Contains(string(out), "gecode") {
		t.Skip("minizinc has no gecode solver")
	}
	model := filepath.Join(t.TempDir(), "slow.mzn")
	// 13 pigeons, 12 holes, pairwise !=: a long search that prints nothing
	// (a solver that writes would die of SIGPIPE anyway; the orphans seen in
	// the bench were silent searches).
	os.WriteFile(model, []byte("array[1..13] of var 1..12: p;\n"+
		"constraint forall(i, j in 1..13 where i < j)(p[i] != p[j]);\n"+
		"solve satisfy;\n"), 0o644)
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	cmd := exec.CommandContext(ctx, mzn, "--solver", "gecode", model)
	cmd.Dir = t.TempDir() // minizinc writes its .fzn into the temp dir; its path names the search below
	killTreeOnCancel(cmd)
	cmd.WaitDelay = time.Second
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	mine := func() []string { // fzn-gecode processes whose parent is our minizinc
		out, _ := exec.Command("ps", "-eo", "pid=,ppid=,comm=").Output()
		var pids []string
		for _, line := range strings.Split(string(out), "\n") {
			f := strings.Fields(line)
			if len(f) == 3 && f[2] == "fzn-gecode" && f[1] == strconv.Itoa(cmd.Process.Pid) {
				pids = append(pids, f[0])
			}
		}
		return pids
	}
	var solver []string
	for solver == nil && ctx.Err() == nil {
		solver = mine()
		time.Sleep(50 * time.Millisecond)
	}
	_ = cmd.Wait()
	if solver == nil {
		t.Skip("fzn-gecode was not seen running before the timeout")
	}
	pid, _ := strconv.Atoi(solver[0])
	deadline := time.Now().Add(3 * time.Second)
	for syscall.Kill(pid, 0) == nil {
		if state, _ := os.ReadFile("/proc/" + solver[0] + "/stat"); strings.Contains(string(state), ") Z ") {
			return
		}
		if time.Now().After(deadline) {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("fzn-gecode %d outlived its minizinc's timeout", pid)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
