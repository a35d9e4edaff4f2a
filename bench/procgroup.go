//go:build unix

package bench

import (
	"os/exec"
	"syscall"
)

// killTreeOnCancel makes cancelling cmd's context kill the peer's whole
// process group, not just the process started: `minizinc` runs the solver
// (fzn-gecode) as a child, and killing only minizinc left that child
// searching on, stealing the CPU from every later measurement.
func killTreeOnCancel(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
