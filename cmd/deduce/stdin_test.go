package main

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"
)

// A read of standard input stops when the context ends, even though the
// writer never writes; what is written later is not lost to a reader with a
// fresh context (the pending read is picked up, not dropped).
func TestCtxReaderStopsAndKeepsData(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	r := newCtxReader(ctx, pr)
	errc := make(chan error, 1)
	go func() {
		_, err := io.ReadAll(r)
		errc <- err
	}()
	time.Sleep(20 * time.Millisecond)
	cancel()
	select {
	case err := <-errc:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("read ended with %v, want context.Canceled", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("read did not stop when the context ended")
	}
	r.setContext(context.Background())
	go func() {
		io.WriteString(pw, "square 4\n")
		pw.Close()
	}()
	data, err := io.ReadAll(r)
	if err != nil || string(data) != "square 4\n" {
		t.Fatalf("after a new context: %q, %v; want the written line", data, err)
	}
}

// A read left pending by a cancelled context, picked up later by a smaller
// buffer, hands over all its bytes in order.
func TestCtxReaderPendingIntoSmallBuffer(t *testing.T) {
	pr, pw := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	r := newCtxReader(ctx, pr)
	go func() {
		time.Sleep(30 * time.Millisecond)
		cancel()
	}()
	if _, err := r.Read(make([]byte, 64)); !errors.Is(err, context.Canceled) {
		t.Fatalf("first read: %v, want context.Canceled", err)
	}
	r.setContext(context.Background())
	go func() {
		io.WriteString(pw, "abcdef") // lands in the pending 64-byte read
		pw.Close()
	}()
	var got []byte
	buf := make([]byte, 2)
	for {
		n, err := r.Read(buf)
		got = append(got, buf[:n]...)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if string(got) != "abcdef" {
		t.Fatalf("read %q, want abcdef", got)
	}
}
