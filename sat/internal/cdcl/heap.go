package cdcl

// varHeap is a binary max-heap of variables ordered by activity, with
// positions so that a variable's key can be raised in place (MiniSat's
// order heap).
type varHeap struct {
	act  *[]float64
	heap []int32
	pos  []int32 // index in heap, -1 when absent
}

func (h *varHeap) less(a, b int32) bool { return (*h.act)[a] > (*h.act)[b] }

func (h *varHeap) grow(n int) {
	for len(h.pos) < n {
		h.pos = append(h.pos, -1)
	}
}

func (h *varHeap) contains(v int32) bool { return int(v) < len(h.pos) && h.pos[v] >= 0 }
func (h *varHeap) empty() bool           { return len(h.heap) == 0 }

func (h *varHeap) up(i int) {
	v := h.heap[i]
	for i > 0 {
		p := (i - 1) >> 1
		if !h.less(v, h.heap[p]) {
			break
		}
		h.heap[i] = h.heap[p]
		h.pos[h.heap[i]] = int32(i)
		i = p
	}
	h.heap[i] = v
	h.pos[v] = int32(i)
}

func (h *varHeap) down(i int) {
	v := h.heap[i]
	n := len(h.heap)
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && h.less(h.heap[c+1], h.heap[c]) {
			c++
		}
		if !h.less(h.heap[c], v) {
			break
		}
		h.heap[i] = h.heap[c]
		h.pos[h.heap[i]] = int32(i)
		i = c
	}
	h.heap[i] = v
	h.pos[v] = int32(i)
}

func (h *varHeap) insert(v int32) {
	if h.contains(v) {
		return
	}
	h.pos[v] = int32(len(h.heap))
	h.heap = append(h.heap, v)
	h.up(len(h.heap) - 1)
}

// increased restores order after v's activity grew.
func (h *varHeap) increased(v int32) {
	if h.contains(v) {
		h.up(int(h.pos[v]))
	}
}

func (h *varHeap) removeMax() int32 {
	v := h.heap[0]
	last := h.heap[len(h.heap)-1]
	h.heap = h.heap[:len(h.heap)-1]
	h.pos[v] = -1
	if len(h.heap) > 0 {
		h.heap[0] = last
		h.pos[last] = 0
		h.down(0)
	}
	return v
}
