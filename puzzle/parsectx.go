package puzzle

import (
	"bytes"
	"context"
	"io"
)

// ContextParser is a Kind whose parsing can be stopped: a reader that does
// real work per input (the English logic-grid reader tries the readings of
// a sentence by solving) returns ctx's error soon after ctx is done.
// Kinds whose Parse is a quick linear scan need not implement it.
type ContextParser interface {
	ParseContext(ctx context.Context, file string, data []byte) (Puzzle, error)
}

// ParseKind parses data as k, watching ctx when k is a ContextParser (else
// ctx is checked once before the parse).
func ParseKind(ctx context.Context, k Kind, file string, data []byte) (Puzzle, error) {
	if cp, ok := k.(ContextParser); ok {
		return cp.ParseContext(ctx, file, data)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return k.Parse(file, data)
}

// ParseContext is Parse watching ctx.
func ParseContext(ctx context.Context, file string, data []byte, kindOverride string) (Kind, Puzzle, error) {
	if !bytes.ContainsRune(data, '\n') && file == "<arg>" {
		data = append(data, '\n')
	}
	k, err := Detect(file, data, kindOverride)
	if err != nil {
		return nil, nil, err
	}
	p, err := ParseKind(ctx, k, file, data)
	if err != nil {
		return k, nil, err
	}
	return k, p, nil
}

// inputContext is the context the command's input stops with
// (ContextReader, as ReadInput uses), else context.Background.
func inputContext(stdin io.Reader) context.Context {
	if cr, ok := stdin.(ContextReader); ok {
		return cr.Context()
	}
	return context.Background()
}
