//go:build unix

package bench

import (
	"os/exec"
	"syscall"
	"time"
)

// killTreeOnCancel makes cancelling cmd's context stop the peer and what it
// started. The peer runs in a process group of its own, which gets SIGTERM
// first: `minizinc` runs its solver (fzn-gecode) in yet another group and
// only stops it when it is asked to terminate; SIGKILL would leave that
// search running on, stealing the CPU from every later measurement. Whatever
// is left of the group a second later is killed.
func killTreeOnCancel(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		pgid := cmd.Process.Pid
		err := syscall.Kill(-pgid, syscall.SIGTERM)
		time.AfterFunc(time.Second, func() { syscall.Kill(-pgid, syscall.SIGKILL) })
		return err
	}
}
