//go:build long

package web

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// TestHostileCampaign is issue 28's campaign (cmd/deduce/campaign_long_test.go)
// against the web server: the campaign's hostile texts that fit a request
// body, on every /api/* endpoint that reads a puzzle and on the pages, from
// 20 clients at once against a server with 2 workers (hostileLoad: every
// answer within the work time plus 1 s, never a 500, the server's peak
// resident memory under the documented 1 GiB ceiling).
//
//	go test -tags long ./web -run TestHostileCampaign -v
func TestHostileCampaign(t *testing.T) {
	if testing.Short() {
		t.Skip("load test in -short mode")
	}
	rep := strings.Repeat
	var b strings.Builder
	b.WriteString("magnets 100\n")
	for range 100 {
		b.WriteString(rep("ew", 50) + "\n")
	}
	for range 4 {
		b.WriteString(strings.TrimSpace(rep(". ", 100)) + "\n")
	}
	magnetsBlank := b.String()
	closefarEmpty := "closefar 32\n" + rep(rep(".", 32)+"\n", 32)
	var many []string
	for d := 1; d < 8; d++ {
		for i := range 8 {
			many = append(many, fmt.Sprintf("d0i%d*d%di%d", i, d, (i+1)%8))
		}
	}
	grid := func(domains, items int, clues []string) string {
		var b strings.Builder
		b.WriteString("8\n")
		for d := range domains {
			fmt.Fprintf(&b, "D%d", d)
			for i := range items {
				fmt.Fprintf(&b, ":d%di%d", d, i)
			}
			b.WriteByte('\n')
		}
		b.WriteString("Clues:\n" + strings.Join(clues, "\n") + "\n")
		return b.String()
	}
	texts := []struct{ why, text string }{
		{"a 100x100 Magnets, every count unknown", magnetsBlank},
		{"an empty 32x32 Close or Far", closefarEmpty},
		{"the largest web board (8x8) with 56 clues", grid(8, 8, many)},
		{"a 20x20 grid, no clues", grid(20, 20, nil)},
		{"an English clue nested 300 deep", "people: A, B\npets: C, D\nClues:\n1. " + rep("Either ", 300) + "A has C" + rep(" or B has D", 300) + ".\n"},
		{"a size at the int limit", "magnets 9223372036854775807\new\n"},
		{"a count at the int limit", "magnets 2\new\new\n9223372036854775807 1\n1 1\n1 1\n1 1\n"},
		{"an ESC in a name", "8\nA:\x1b]0;x\x07:b\nB:c:d\nClues:\n"},
		{"one line of 60 KB", rep("e", 60<<10)},
		{"a long 100x100 game ID", "100x100:" + rep("1,", 400) + rep("LR", 5000)},
	}
	var inputs []hostileInput
	for _, tx := range texts {
		for _, ep := range []string{"solve", "count", "grade", "explain", "hint", "parse", "board", "solution"} {
			inputs = append(inputs, hostileInput{why: ep + " of " + tx.why, path: "/api/" + ep, body: jsonBody(Request{Puzzle: tx.text})})
		}
		inputs = append(inputs,
			hostileInput{why: "explain page of " + tx.why, method: "POST", path: "/explain", ctype: "application/x-www-form-urlencoded", body: "puzzle=" + url.QueryEscape(tx.text)})
		if len(tx.text) < 4<<10 {
			inputs = append(inputs, hostileInput{why: "play page of " + tx.why, method: "GET", path: "/play?puzzle=" + url.QueryEscape(tx.text)})
		}
	}
	hostileLoad(t, inputs, (len(inputs)+hostileClients-1)/hostileClients)
}
