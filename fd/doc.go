// Package fd is deduce's finite-domain constraint engine, in the style of
// SICStus Prolog's CLP(FD): integer variables with small domains, propagators
// that prune them, and labeling with the SICStus option vocabulary.
//
// # Using it
//
//	s := fd.New()
//	x := s.IntVar(0, 9)                    // domain 0..9
//	y := s.IntVarValues([]int{-1, 0, 1})   // a set domain
//	b := s.BoolVar()                       // 0..1
//	err := s.Linear([]int{1, 1}, []fd.Var{x, y}, fd.Eq, 5) // x + y = 5
//	err = s.ReifyEq(b, x, 3)               // b ⇔ (x = 3)
//	opt, err := fd.ParseLabel("ff,median") // SICStus option text
//	err = s.Label(ctx, []fd.Var{x, y, b}, opt, func() bool {
//		fmt.Println(s.Value(x), s.Value(y)) // values are readable in the callback
//		return true                         // false stops the search
//	})
//	n, err := s.CountSolutions(ctx, vars, opt, 2) // count, capped: 2 means "at least 2"
//	sol, err := s.Solve(ctx, vars, opt)           // first solution's values, nil if none
//	st := s.Stats()                               // Backtracks, Nodes, ...
//
// Every constraint method validates its arguments and returns an error
// wrapping [ErrArgument] when they are bad. Posting runs propagation at once,
// so domains read after a post are already pruned. If posting proves the
// model inconsistent, [Store.Failed] reports true and labeling finds no
// solution; that is not an error. Constraints cannot be posted from inside
// a search (the callback). After [Store.Label] returns, the store is
// back in the state it had before labeling, so one model can be labeled
// again (to count with a cap, say, or with other options).
//
// To try constraints on a model and take them back (a generator testing a
// candidate's hints for a unique solution, say), open a [Store.Checkpoint],
// post, count, and [Store.Rollback]: the variables and constraints posted
// since are dropped and their pruning undone.
//
// A Store is not safe for concurrent use; models are cheap to build, so
// concurrent searches build one Store each.
//
// Search limits come through the context: a deadline or cancellation, and a
// node limit set with [WithNodeLimit]. A search stopped by a limit returns an
// error wrapping [ErrLimit] (never a silent "no solution"); a search the
// callback stopped returns nil.
//
// # Constraints
//
//	Linear(coeffs, vars, rel, rhs)        Σ coeffs[i]·vars[i] rel rhs (rel: Eq Ne Lt Le Gt Ge);
//	                                      bounds consistent; domain consistent for a·x + b·y = c
//	Sum(vars, rel, total)                 Σ vars rel total
//	GlobalCardinality(vars, values, counts[, consistency])
//	                                      each var takes a value in values; counts[j] = #{i : vars[i] = values[j]};
//	                                      DomainConsistency (default, Régin's flow) or ValueConsistency (counting only)
//	Count(vars, value, rel, n)            #{i : vars[i] = value} rel n
//	Element(index, list, value)           list[index] = value, index 0-based (SICStus's element/3 is 1-based)
//	AllDistinct(vars)                     pairwise different, domain consistent (Régin's matching filter)
//	AllDistinctBounds(vars)               pairwise different, bounds consistent (cheaper)
//	AllDifferent(vars)                    pairwise different, value propagation only (cheapest)
//	Table(vars, tuples)                   vars take one of the tuples (generalised arc consistency)
//	ReifyEq(b, x, v), ReifyLe(b, x, v)    b ⇔ (x = v), b ⇔ (x ≤ v)
//	BoolAnd(xs, r), BoolOr(xs, r), BoolNot(x, y)   over 0/1 variables
//
// Custom constraints: implement [Propagator] and [Store.Post] it with the
// event that wakes it ([OnDomain], [OnBounds], [OnFix]). Its branch-dependent
// state goes in [Trailed] integers on the store's trail; [Coster] and
// [Idempotent] place it in the queue and spare its second run.
//
// # Search with a kind's own choice, and restarts
//
// [Store.Search] is Label with a pluggable [Brancher] (Gecode's brancher
// contract: at each node, a binary [Choice] X = v / X ≤ v / X ≥ v and its
// negation) and Luby [Restarts], which block the solutions found so far
// with nogoods so that no solution is lost or repeated. [Store.Weight] is a
// variable's accumulated failure count (dom/wdeg, Gecode's AFC), for
// branchers that learn; randomised branchers take their seed explicitly.
// [LabelBrancher] is the built-in labeling as a Brancher.
//
// Constants in variable positions: use [Store.Const]. Reading domains:
// Min, Max, Size, IsFixed, Value, Contains, Next, Prev, Values, DomainString.
// Pruning primitives, for propagators: SetMin, SetMax, SetRange, Remove,
// Assign, Intersect (false: a domain would be wiped out). A model restricts a
// domain by posting instead, e.g. Linear([]int{1}, []Var{x}, Ne, 3), which
// propagates and records failure.
//
// # Labeling
//
// [ParseLabel] reads the text the reports write: a comma-separated list of
// SICStus options, one from each group, e.g. "ff,median" or "leftmost,step,up".
//
//	variable choice  leftmost (default; also left_most), min (smallest), max (largest),
//	                 ff (first_fail), anti_first_fail, occurrence,
//	                 ffc (most_constrained), max_regret
//	value choice     step (default), enum, bisect, median, middle,
//	                 random (also random_value, value(random_value)); random(SEED) sets the seed
//	order            up (default), down
//
// Ties between variables break leftmost, as in SICStus. Variables already
// fixed are skipped. The value choices branch as SICStus does: step tries
// X = B then X ≠ B (B the lower bound, or the upper one with down); enum tries
// each value in turn; bisect tries X ≤ M then X > M with M = ⌊(min+max)/2⌋
// (the other way round with down); median tries X = M then X ≠ M with M the
// median of the domain (the lower middle of an even-sized domain, the upper
// one with down); middle is like median with M the domain value closest to
// ⌊(min+max)/2⌋, ties to the smaller value (down mirrors it: ⌈(min+max)/2⌉,
// ties to the larger value); random
// tries X = R then X ≠ R with R drawn uniformly from the domain by a PCG
// generator seeded with LabelOptions.Seed, like the Close or Far report's
// random_value. occurrence counts the constraints not yet entailed that
// watch the variable, as SICStus counts suspended constraints.
//
// # Statistics
//
// [Store.Stats] returns counters accumulated since [New] or [Store.ResetStats]:
//
//	Backtracks    as SICStus fd_statistics(backtracks, _) counts them: the number of
//	              contradictions found by propagation (a domain wiped out or a
//	              propagator reporting failure), whether while posting or searching.
//	              Exhausting the alternatives of a choice point is not counted.
//	Failures      search nodes whose propagation failed (Gecode's "failures"):
//	              Backtracks minus the contradictions found while posting.
//	Nodes         search nodes: every alternative of every choice tried (Gecode's
//	              "nodes" also counts the root: one more on the same search).
//	Propagations  propagator executions.
//	Solutions     solutions reported to the callback.
//	MaxDepth      the depth of the deepest node reached in the search tree, the
//	              root at depth 0 and every alternative (X = v and X ≠ v alike) one
//	              level below the node that chose it. (Gecode's "peakDepth" counts
//	              differently: 4 for all solutions of 6-queens where this is 9.)
//	Elapsed       wall time spent inside Label.
//
// # Benchmarks
//
//	go test ./fd -run '^$' -bench .                 all of them
//	go test ./fd -run '^$' -bench PeerGecode        fd beside MiniZinc's Gecode
//
// BenchmarkPeerGecode runs the same models with the same search in fd and
// in Gecode (testdata/*.mzn: 10-queens all solutions, a hard Sudoku, the
// Magnets and Close or Far report models on shared instances) and reports
// both times (Gecode's own solveTime, without MiniZinc's flattening), their
// ratio and both node and failure counts, which agree. It skips without
// minizinc.
//
// # Design map
//
//	domain.go     variables: bitset domains (one word per 64 values) with cached min, max, size
//	trail.go      the trail: saved variable bounds, saved domain words, saved ints; levels
//	propagate.go  the propagator contract, events, watch lists, the priority queue, the fixpoint loop
//	store.go      Store, variable creation, reading values, errors
//	linear.go     linear (in)equalities and sums; binary forms with domain consistency
//	gcc.go, gccflow.go   global_cardinality: counting filter, Régin's flow filter
//	count.go, element.go, table.go, reify.go
//	distinct.go, distinct_bounds.go, distinct_regin.go   all-different: value, bounds, domain
//	label.go      labeling options and their parser
//	search.go     depth-first search, solutions, counting, limits
//	branch.go     Search: branchers, restarts, nogoods, Weight
//	checkpoint.go checkpoints: post, count, roll back
//	custom.go     the exported propagator contract (Propagator, Post)
//	stats.go      statistics
//
// A propagator implements propagate(*Store) status, returning failed,
// fixpoint (nothing more to do until a watched variable changes) or entailed
// (never needed again on this branch; it is revived on backtracking). Post
// validates the arguments, registers the propagator on the events that wake
// it — any domain change (evDomain), a bound change (evBounds) or becoming
// fixed (evFix) — and runs it once. The queue has four priorities and runs
// cheap propagators (unary, binary) before linear ones, those before global
// ones, and matching-based filters last. A propagator is not queued by its
// own changes; instead the loop runs it again if it changed one of its own
// variables, unless it declares itself idempotent (it always leaves its own
// fixpoint: the linear, distinct and table propagators do). Re-running also
// covers a variable passed twice in different roles. Domain changes are
// trailed once per variable (and once per word) per choice point, using
// stamps; backtracking restores them in reverse order. The propagation loop
// allocates nothing.
//
// # Naming
//
// Constraint methods are named after the relation they state (Linear,
// Element, AllDistinct); Set*/Remove/Assign are the pruning primitives and
// return false when a domain is wiped out. Values are int in the API and
// int32 inside; a domain spans at most MaxSpan values.
package fd
