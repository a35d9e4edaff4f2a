package engine

// HornSAT decides a set of Horn clauses (each with at most one positive
// literal, no repeated literal) in linear time, after Dowling and Gallier:
// a clause whose negative literals are all made false forces its positive
// literal; a clause with none left and no positive literal refutes the set.
// It returns the variables true in the least model (all others false).
// It panics on a clause that is not Horn.
func HornSAT(clauses [][]lit) (ok bool, trueVars []int) {
	maxVar := 0
	for _, c := range clauses {
		for _, l := range c {
			maxVar = max(maxVar, l.Var())
		}
	}
	count := make([]int, len(clauses)) // negative literals not yet made false
	head := make([]int, len(clauses))  // the positive literal's variable, or 0
	occ := make([][]int32, maxVar+1)   // clauses where ¬v occurs
	isTrue := make([]bool, maxVar+1)
	var queue []int
	set := func(v int) {
		if !isTrue[v] {
			isTrue[v] = true
			trueVars = append(trueVars, v)
			queue = append(queue, v)
		}
	}
	for i, c := range clauses {
		for _, l := range c {
			if l.Neg() {
				count[i]++
				occ[l.Var()] = append(occ[l.Var()], int32(i))
			} else {
				if head[i] != 0 {
					panic("engine: HornSAT on a non-Horn clause")
				}
				head[i] = l.Var()
			}
		}
	}
	for i := range clauses {
		if count[i] == 0 {
			if head[i] == 0 {
				return false, nil
			}
			set(head[i])
		}
	}
	for len(queue) > 0 {
		v := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, i := range occ[v] {
			count[i]--
			if count[i] == 0 {
				if head[i] == 0 {
					return false, nil
				}
				set(head[i])
			}
		}
	}
	return true, trueVars
}

// TwoSAT decides a set of clauses of one or two literals in linear time by
// the strongly connected components of the implication graph (Aspvall,
// Plass and Tarjan): it is unsatisfiable exactly when some x and ¬x share a
// component, and otherwise a literal whose component comes earlier in
// Tarjan's completion order (later topologically) is made true. It returns
// one true literal for each variable of the clauses.
func TwoSAT(clauses [][]lit) (ok bool, model []lit) {
	maxVar := 0
	for _, c := range clauses {
		if len(c) < 1 || len(c) > 2 {
			panic("engine: TwoSAT on a clause that is not of 1 or 2 literals")
		}
		for _, l := range c {
			maxVar = max(maxVar, l.Var())
		}
	}
	n := 2 * maxVar
	// Implication graph in compressed rows: (a ∨ b) gives ¬a → b, ¬b → a.
	deg := make([]int32, n+1)
	edge := func(c []lit, emit func(from, to lit)) {
		a, b := c[0], c[len(c)-1]
		emit(a.Not(), b)
		if a != b {
			emit(b.Not(), a)
		}
	}
	for _, c := range clauses {
		edge(c, func(from, _ lit) { deg[from+1]++ })
	}
	for i := 1; i <= n; i++ {
		deg[i] += deg[i-1]
	}
	adj := make([]lit, deg[n])
	fill := append([]int32(nil), deg[:n]...)
	for _, c := range clauses {
		edge(c, func(from, to lit) { adj[fill[from]] = to; fill[from]++ })
	}
	// Iterative Tarjan.
	const unvisited = -1
	index := make([]int32, n)
	low := make([]int32, n)
	comp := make([]int32, n)
	onStack := make([]bool, n)
	for i := range index {
		index[i], comp[i] = unvisited, unvisited
	}
	var stack []lit
	type call struct {
		v    lit
		next int32 // next edge to follow
	}
	var calls []call
	counter, ncomp := int32(0), int32(0)
	for root := lit(0); int(root) < n; root++ {
		if index[root] != unvisited {
			continue
		}
		calls = append(calls, call{root, deg[root]})
		index[root], low[root] = counter, counter
		counter++
		stack = append(stack, root)
		onStack[root] = true
		for len(calls) > 0 {
			top := &calls[len(calls)-1]
			v := top.v
			if top.next < deg[v+1] {
				w := adj[top.next]
				top.next++
				if index[w] == unvisited {
					index[w], low[w] = counter, counter
					counter++
					stack = append(stack, w)
					onStack[w] = true
					calls = append(calls, call{w, deg[w]})
				} else if onStack[w] {
					low[v] = min(low[v], index[w])
				}
				continue
			}
			if low[v] == index[v] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = ncomp
					if w == v {
						break
					}
				}
				ncomp++
			}
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				u := calls[len(calls)-1].v
				low[u] = min(low[u], low[v])
			}
		}
	}
	used := make([]bool, maxVar+1)
	for _, c := range clauses {
		for _, l := range c {
			used[l.Var()] = true
		}
	}
	for v := 1; v <= maxVar; v++ {
		if !used[v] {
			continue
		}
		p := Pos(v)
		switch {
		case comp[p] == comp[p.Not()]:
			return false, nil
		case comp[p] < comp[p.Not()]:
			model = append(model, p)
		default:
			model = append(model, p.Not())
		}
	}
	return true, model
}
