package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// servePuzzle is a request for the generator's Magnets puzzle of seed 1.
const servePuzzle = `{"puzzle": "magnets 6\nssssss\nnnnnnn\newewew\nssewew\nnnssss\newnnnn\n2 2 3 2 2 2\n2 2 3 2 2 2\n2 2 3 2 2 2\n2 2 3 2 1 3\n"}`

// TestServe starts `deduce serve` on a free loopback port, solves a puzzle
// through the API twice, and stops it by cancelling its context (as Ctrl-C
// does). --cache 0 turns the answer cache off: the second answer is
// computed again, not served from the cache.
func TestServe(t *testing.T) {
	for _, c := range []struct {
		flags []string
		want  [2]string // X-Cache of the first and the second answer
	}{
		{nil, [2]string{"miss", "hit"}},
		{[]string{"--cache", "0"}, [2]string{"", ""}},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		out, w := io.Pipe()
		done := make(chan int, 1)
		go func() {
			args := append([]string{"serve", "--addr", "127.0.0.1:0"}, c.flags...)
			done <- run(ctx, args, strings.NewReader(""), w, io.Discard)
			w.Close()
		}()
		line, err := bufio.NewReader(out).ReadString('\n')
		go io.Copy(io.Discard, out)
		url, ok := strings.CutPrefix(strings.TrimSpace(line), "deduce serving on ")
		if !ok || err != nil {
			t.Fatalf("serve %v printed %q (%v), want its URL", c.flags, line, err)
		}
		url = strings.Fields(url)[0]
		for i, want := range c.want {
			resp, err := http.Post(url+"api/solve", "application/json", strings.NewReader(servePuzzle))
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 || !strings.Contains(string(body), `"status":"solved"`) {
				t.Errorf("serve %v: answer %d: %d %s", c.flags, i+1, resp.StatusCode, body)
			}
			if got := resp.Header.Get("X-Cache"); got != want {
				t.Errorf("serve %v: answer %d: X-Cache %q, want %q", c.flags, i+1, got, want)
			}
		}
		cancel()
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("serve %v stopped with exit code %d, want 0", c.flags, code)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("serve %v did not stop after its context ended", c.flags)
		}
	}
}
