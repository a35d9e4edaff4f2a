package puzzle

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"
)

// FirstLine returns the first significant line of data (blank lines and lines
// starting with '#' skipped, space trimmed) and its 1-based line number, or
// ("", 0) when there is none.
func FirstLine(data []byte) (string, int) {
	n := 0
	for line := range bytes.Lines(data) {
		n++
		if t := bytes.TrimSpace(line); len(t) > 0 && t[0] != '#' {
			return string(t), n
		}
	}
	return "", 0
}

// Detect picks the kind of an input: the kind named by override when it is not
// empty, else the one registered kind whose Sniff accepts the first line.
func Detect(file string, data []byte, override string) (Kind, error) {
	if override != "" {
		return Lookup(override)
	}
	line, n := FirstLine(data)
	if n == 0 {
		return nil, Errorf(ErrUnknownKind, file, 0, 0, "empty input: no puzzle found")
	}
	if len(line) > MaxFirstLine {
		return nil, Errorf(ErrUnknownKind, file, n, 1, "cannot tell the puzzle kind: the first line is %s long, longer than any puzzle's first line (%s); use --kind", Bytes(int64(len(line))), Bytes(MaxFirstLine))
	}
	if m := pictureHead.FindStringSubmatch(line); m != nil {
		if _, err := Lookup(m[1]); err == nil {
			return nil, Errorf(ErrUnknownKind, file, n, 1, "this is the picture 'deduce generate' draws for people, not a %s puzzle file: run the same generate command (seed %s) with --format native for a file every command reads", m[1], m[2])
		}
	}
	var found []Kind
	for _, k := range Kinds() {
		if k.Sniff(line) {
			found = append(found, k)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		var names []string
		for _, k := range Kinds() {
			names = append(names, k.Name())
		}
		if f := strings.Fields(line); len(f) > 1 {
			if near := closestName(strings.ToLower(f[0]), names); near != "" {
				return nil, Errorf(ErrUnknownKind, file, n, 1, "unknown puzzle kind %q; did you mean %q?", f[0], near)
			}
		}
		if gameIDShape.MatchString(line) {
			return detectGameID(file, data)
		}
		return nil, Errorf(ErrUnknownKind, file, n, 1,
			"cannot tell the puzzle kind from %q (no kind of %s reads it: 'deduce kinds KIND' shows a kind's format; or use --kind)", clip(line), strings.Join(kindNames(Kinds()), ", "))
	default:
		return nil, Errorf(ErrUnknownKind, file, n, 1, "ambiguous input %q: matches kinds %s and %s; use --kind", clip(line), found[0].Name(), found[1].Name())
	}
}

// pictureHead is the first line of generate's text output ("magnets (seed
// 7, difficulty tricky, unique (proven))"): a drawing, which no kind reads
// back, so saying so beats each kind's own complaint about its header.
var pictureHead = regexp.MustCompile(`^([a-z]+) \(seed (-?\d+)[,)]`)

// MaxFirstLine bounds the line Detect reads the kind from: the longest real
// first line is a game ID (a 100x100 Magnets ID is about 12 KB) or an
// English category line. Each kind's Sniff runs patterns over the line, and
// a 15 MiB line took them 5 s, past any --timeout.
const MaxFirstLine = 256 << 10

// gameIDShape is a line that looks like a game ID (Tatham's "WxH:..."),
// loosely, so a mistyped size ("4y4:", "4X4:") is read by the kinds too.
var gameIDShape = regexp.MustCompile(`^\d+[^\s:]{0,8}:\S*$`)

// detectGameID reads a line shaped like a game ID that no kind sniffed (a
// mistyped letter, a missing cell) with each kind that has game IDs, and
// returns the error of the one that read furthest, naming the kind, so the
// message points at the wrong letter rather than "cannot tell the kind".
// A kind whose reader accepts the ID is the kind.
func detectGameID(file string, data []byte) (Kind, error) {
	var best *ParseError
	bestKind := ""
	for _, k := range Kinds() {
		if _, ok := k.(IDFormatter); !ok {
			continue
		}
		_, err := k.Parse(file, data)
		if err == nil {
			return k, nil
		}
		var pe *ParseError
		if errors.As(err, &pe) && (best == nil || pe.Line > best.Line || pe.Line == best.Line && pe.Col > best.Col) {
			best, bestKind = pe, k.Name()
		}
	}
	if best == nil {
		line, n := FirstLine(data)
		return nil, Errorf(ErrUnknownKind, file, n, 1, "cannot tell the puzzle kind from the game ID %q; use --kind", clip(line))
	}
	return nil, Errorf(best.Err, best.File, best.Line, best.Col, "in a %s game ID: %s", bestKind, best.Msg)
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// ErrUnreadable wraps failures to read an input file; it is an input error (exit 2).
var ErrUnreadable = errors.New("cannot read input")

// MaxInputBytes is the most deduce reads from one input (a puzzle file,
// standard input, a hint state, a save file): far above any real puzzle (a
// 100x100 Magnets is about 20 KB), low enough that a hostile or mistaken input
// (/dev/zero, a disk image) is refused in milliseconds instead of filling
// memory. Larger inputs are refused with ErrUnreadable.
const MaxInputBytes = 16 << 20

// ContextReader is a reader whose reads stop with a context (the command
// line's standard input stops with the command's --timeout, SIGTERM or
// --max-memory). ReadInput reads every input, files too, under the context of
// a stdin that is one.
type ContextReader interface {
	io.Reader
	Context() context.Context
}

// ReadInput reads the input named by arg: "-" is standard input, an existing
// path is read as a file, and anything else that looks like a one-line ID
// (it holds a ':' and no path separator) is taken as the puzzle text itself.
// It returns the name to use in error messages and the data. It reads at
// most MaxInputBytes, stops with stdin's context when stdin is a
// ContextReader, and refuses control characters and invalid UTF-8 (see
// CheckText).
func ReadInput(arg string, stdin io.Reader) (string, []byte, error) {
	ctx := context.Background()
	if cr, ok := stdin.(ContextReader); ok {
		ctx = cr.Context()
	}
	file, r, err := OpenInput(ctx, arg, stdin)
	if err != nil {
		return file, nil, err
	}
	defer r.Close()
	data, err := ReadBounded(ctx, file, r, MaxInputBytes)
	if err != nil {
		return file, nil, err
	}
	if err := CheckText(file, data); err != nil {
		return file, nil, err
	}
	return file, data, nil
}

// ReadFile reads the file at path as ReadInput reads a file argument:
// bounded by MaxInputBytes, stopping with ctx, text only.
func ReadFile(ctx context.Context, path string) ([]byte, error) {
	f, err := openFile(ctx, path)
	if err != nil {
		return nil, unreadable(path, err)
	}
	defer f.Close()
	data, err := ReadBounded(ctx, path, f, MaxInputBytes)
	if err != nil {
		return nil, err
	}
	if err := CheckText(path, data); err != nil {
		return nil, err
	}
	return data, nil
}

// OpenInput opens the input named by arg as ReadInput does, as a stream for
// readers that need not hold it whole (DIMACS): the caller bounds what it
// reads (ReadBounded or LimitReader) and closes it.
func OpenInput(ctx context.Context, arg string, stdin io.Reader) (string, io.ReadCloser, error) {
	if arg == "-" {
		return "<stdin>", io.NopCloser(stdin), nil
	}
	f, err := openFile(ctx, arg)
	if err == nil {
		return arg, f, nil
	}
	// A long ID is no valid file name at all (ENAMETOOLONG): treat it like a missing file.
	missing := errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENAMETOOLONG)
	if missing && strings.Contains(arg, ":") && !strings.ContainsAny(arg, "/\\\n") {
		return "<arg>", io.NopCloser(strings.NewReader(arg)), nil
	}
	if missing && tathamSeed.MatchString(arg) {
		return arg, nil, fmt.Errorf("%w: %s is a random seed of Simon Tatham's puzzles (size, difficulty, # seed), not a puzzle: his generator, not deduce, makes a puzzle from it; copy the game ID instead (Game > Specific..., \"6x6:...\")", ErrUnreadable, arg)
	}
	return arg, nil, unreadable(arg, err)
}

func unreadable(file string, err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%w: %s: %w", ErrUnreadable, file, err) // %w: a read stopped by a context says so
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%w: %s: %v", ErrUnreadable, file, err)
}

// openFile opens path for reading. A file that can block (a FIFO with no
// writer yet, a terminal, a device) is opened and read in the background so
// that ctx still stops the command; regular files never block for long.
func openFile(ctx context.Context, path string) (io.ReadCloser, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: errors.New("is a directory")}
	}
	if st.Mode().IsRegular() {
		return os.Open(path)
	}
	type opened struct {
		f   *os.File
		err error
	}
	ch := make(chan opened, 1)
	go func() { // open(2) of a FIFO waits for a writer
		f, err := os.Open(path)
		ch <- opened{f, err}
	}()
	select {
	case o := <-ch:
		if o.err != nil {
			return nil, o.err
		}
		return &stoppable{ctx: ctx, r: o.f, c: o.f}, nil
	case <-ctx.Done():
		go func() { // close the file should the open still succeed
			if o := <-ch; o.f != nil {
				o.f.Close()
			}
		}()
		return nil, ctx.Err()
	}
}

// stoppable runs each Read in a goroutine and returns ctx's error when ctx
// ends first; the read left running is abandoned with its own buffer (Close
// wakes it for pipes, the process exit otherwise).
type stoppable struct {
	ctx context.Context
	r   io.Reader
	c   io.Closer
}

func (s *stoppable) Read(p []byte) (int, error) {
	if err := s.ctx.Err(); err != nil {
		return 0, err
	}
	type result struct {
		b   []byte
		err error
	}
	ch := make(chan result, 1)
	go func() {
		buf := make([]byte, min(len(p), 64<<10))
		n, err := s.r.Read(buf)
		ch <- result{buf[:n], err}
	}()
	select {
	case res := <-ch:
		return copy(p, res.b), res.err
	case <-s.ctx.Done():
		return 0, s.ctx.Err()
	}
}

func (s *stoppable) Close() error { return s.c.Close() }

// ReadBounded reads r to its end through NewBoundedReader.
func ReadBounded(ctx context.Context, file string, r io.Reader, limit int64) ([]byte, error) {
	var buf bytes.Buffer
	// A file of known size is read into one buffer of that size (plus the
	// byte that tells "too large"): growing by doubling would hold twice
	// the input, and a 16 MiB input peaked at 85 MiB.
	if f, ok := r.(interface{ Stat() (fs.FileInfo, error) }); ok {
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > 0 {
			buf.Grow(int(min(st.Size(), limit)) + bytes.MinRead)
		}
	}
	_, err := buf.ReadFrom(NewBoundedReader(ctx, file, r, limit))
	if err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// NewBoundedReader reads r, failing once more than limit bytes came or when
// ctx ends (checked before every read). file names the input in errors,
// which wrap ErrUnreadable (and ctx's error when it stopped the read).
func NewBoundedReader(ctx context.Context, file string, r io.Reader, limit int64) io.Reader {
	return &bounded{ctx: ctx, file: file, r: r, left: limit, limit: limit}
}

type bounded struct {
	ctx         context.Context
	file        string
	r           io.Reader
	left, limit int64
}

func (b *bounded) Read(p []byte) (int, error) {
	if err := b.ctx.Err(); err != nil {
		return 0, unreadable(b.file, err)
	}
	if int64(len(p)) > b.left+1 {
		p = p[:b.left+1] // one byte past the limit tells "too large" from "exactly the limit"
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	if b.left < 0 {
		return 0, fmt.Errorf("%w: %s: larger than %s, the most deduce reads from one input", ErrUnreadable, b.file, Bytes(b.limit))
	}
	if err != nil && err != io.EOF {
		err = unreadable(b.file, err)
	}
	return n, err
}

// Bytes writes a byte count for people: "16 MiB", "512 KiB", "100 bytes".
func Bytes(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// CheckText refuses what a puzzle's text may not hold, with the position of
// the first offence: control characters other than tab, newline and carriage
// return (an ESC in an item's name would reach the terminal when the name is
// printed: it can set the window's title or clear the screen), and bytes that
// are not UTF-8. Columns count characters from 1.
func CheckText(file string, data []byte) error {
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			return Errorf(ErrSyntax, file, line, col, "invalid UTF-8 (byte 0x%02x): deduce reads UTF-8 text", data[i])
		case r == '\n':
			line, col = line+1, 0
		case r == '\t' || r == '\r':
		case unicode.IsControl(r):
			return Errorf(ErrSyntax, file, line, col, "control character %U in the input: deduce reads plain text (tabs and newlines only)", r)
		}
		i += size
		col++
	}
	return nil
}

// Printable returns s with what a terminal would act on made visible:
// control characters other than newline and tab become Go escapes ("\x1b"),
// invalid UTF-8 becomes U+FFFD. Text output of names that did not come
// through ReadInput (a JSON body, a save file) goes through it.
func Printable(s string) string {
	clean := true
	for _, r := range s {
		if r == utf8.RuneError || (unicode.IsControl(r) && r != '\n' && r != '\t') {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			b.WriteRune(utf8.RuneError)
		case unicode.IsControl(r) && r != '\n' && r != '\t':
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// tathamSeed is a random-seed ID of Tatham's collection: "6x6dt#1234".
var tathamSeed = regexp.MustCompile(`^\d+x\d+[a-z]*#\d+$`)

// Load reads, detects and parses one input.
func Load(arg, kindOverride string, stdin io.Reader) (Kind, Puzzle, error) {
	file, data, err := ReadInput(arg, stdin)
	if err != nil {
		return nil, nil, err
	}
	return ParseContext(inputContext(stdin), file, data, kindOverride)
}

// Parse detects the kind of data (read by ReadInput as file) and parses it.
// It returns the kind also when the input was recognised and then failed to
// parse, so that an error report can name it.
func Parse(file string, data []byte, kindOverride string) (Kind, Puzzle, error) {
	return ParseContext(context.Background(), file, data, kindOverride)
}

// ErrWrongAnswer marks a solver answer that failed the independent check: a bug
// in deduce, never printed as a solution.
var ErrWrongAnswer = errors.New("internal error: a solver answer failed the independent check")

// SolveChecked runs k.Solve and verifies every solution with k.Check, so no
// unverified answer reaches the user.
func SolveChecked(ctx context.Context, k Kind, p Puzzle, opt SolveOptions) (Result, error) {
	r, err := k.Solve(ctx, p, opt)
	if err != nil {
		return r, err
	}
	return r, verify(k, p, r)
}

// CountChecked runs k.Count and verifies every solution it returns.
func CountChecked(ctx context.Context, k Kind, p Puzzle, opt SolveOptions) (Result, error) {
	r, err := k.Count(ctx, p, opt)
	if err != nil {
		return r, err
	}
	r.Counted = true
	return r, verify(k, p, r)
}

func verify(k Kind, p Puzzle, r Result) error {
	if r.Status == Solved && len(r.Solutions) == 0 && !r.Counted {
		return fmt.Errorf("%w: method %q said solved but gave no solution", ErrWrongAnswer, r.Method)
	}
	for i, s := range r.Solutions {
		if err := k.Check(p, s); err != nil {
			return fmt.Errorf("%w (method %q, solution %d): %v", ErrWrongAnswer, r.Method, i+1, err)
		}
	}
	return nil
}

// kindNames are the kinds' names, in order.
func kindNames(ks []Kind) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = k.Name()
	}
	return out
}
