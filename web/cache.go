package web

import (
	"container/list"
	"crypto/sha256"
	"sync"
)

// answerCache keeps the JSON of recent successful answers, keyed by the
// endpoint and the exact request body. Every endpoint it serves is a pure
// function of its request (the solvers are deterministic; generate is
// cached only with an explicit seed), and what it stores went through the
// same independent checks as a fresh answer, so a hit is that answer again,
// not a shortcut around verification. Many players asking for the same
// puzzle's hint or solution (a shared link, a daily puzzle) then cost one
// solve. Bounded in entries and bytes: memory stays flat under load.
type answerCache struct {
	mu       sync.Mutex
	ll       *list.List // front: most recent
	byKey    map[[32]byte]*list.Element
	bytes    int
	maxBytes int
	maxItems int
	hits     int64
	misses   int64
}

type cacheEntry struct {
	key  [32]byte
	body []byte
}

func newAnswerCache(maxItems, maxBytes int) *answerCache {
	return &answerCache{ll: list.New(), byKey: map[[32]byte]*list.Element{}, maxItems: maxItems, maxBytes: maxBytes}
}

func cacheKey(path string, body []byte) [32]byte {
	h := sha256.New()
	h.Write([]byte(path))
	h.Write([]byte{0})
	h.Write(body)
	var k [32]byte
	h.Sum(k[:0])
	return k
}

func (c *answerCache) get(k [32]byte) ([]byte, bool) {
	if c == nil {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[k]; ok {
		c.ll.MoveToFront(e)
		c.hits++
		return e.Value.(*cacheEntry).body, true
	}
	c.misses++
	return nil, false
}

func (c *answerCache) put(k [32]byte, body []byte) {
	if c == nil || len(body) > c.maxBytes/8 {
		return // one huge answer must not flush everything else
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byKey[k]; ok {
		return
	}
	c.byKey[k] = c.ll.PushFront(&cacheEntry{k, body})
	c.bytes += len(body)
	for c.ll.Len() > c.maxItems || c.bytes > c.maxBytes {
		e := c.ll.Back()
		ce := e.Value.(*cacheEntry)
		c.ll.Remove(e)
		delete(c.byKey, ce.key)
		c.bytes -= len(ce.body)
	}
}

// stats reports hits and misses (tests and the load test's log).
func (c *answerCache) stats() (hits, misses int64) {
	if c == nil {
		return 0, 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses
}
