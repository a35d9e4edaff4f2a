// Package web is deduce's local web application (`deduce serve`): pages to
// play, enter, explain and print puzzles, and a JSON API with the same
// contract as the command line's --format json.
//
// Everything is served from the binary: html/template pages and a small
// vanilla script embedded with embed, no CDN, no build step. The server is
// stateless: a game in the browser is the puzzle text plus the board's cells,
// and every move is one request to the kind's play model (puzzle.Player), so
// the rules live in Go, once, for the terminal game and the web alike. The
// enter page's board editor works the same way (edit.go): the browser holds
// the puzzle text, and each change is one /api/edit request through the
// kind's puzzle.Editor, answered with the new text and the kind's board.
//
// Limits (guard.go): every request passes the perimeter first (loopback
// Host names on a loopback bind, no cross-site POSTs, per-client limits
// beyond loopback); every body is capped (MaxBody), JSON only on the API,
// and must arrive within BodyTime; every request's work runs under the work
// limiter and a deadline (WorkTime), and answers 503 "out of work time" at
// most answerGrace after it even when the work does not stop; logic grids
// over maxBoardCells are refused. Bad input answers a JSON error with an
// HTTP 4xx. Handlers share no mutable state but the answer cache, so
// concurrent requests are safe.
package web
