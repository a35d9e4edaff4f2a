% Magnets, the Magnets report's CLP(FD) model (seed 000, Cardoso & Valente),
% for SWI-Prolog's clpfd. Cells in -1..1; global_cardinality per row and
% column (reified counts when a clue is unknown); each magnet's poles sum to
% 0; neighbours never sum to +-2. Labeling: leftmost, value median first
% (SWI has no median option; label_median below does what SICStus's does).
% Data (appended by the kind's Prolog method): magnets(W, H, Partner, RowPlus, RowMinus,
% ColPlus, ColMinus) with Partner rows of n/e/s/w/o (o = singleton) and
% clues as integers or u (unknown). Prints the rows (+ - x), then
% "% time_ms T": CPU time of posting and search.
:- use_module(library(clpfd)).
:- use_module(library(lists)).
:- use_module(library(apply)).

main :-
    magnets(W, H, Partner, RP, RM, CP, CM),
    statistics(cputime, T0),
    length(Rows, H),
    maplist(length_of(W), Rows),
    append(Rows, Vs),
    Vs ins -1..1,
    pairs(Rows, Partner),
    neighbours(Rows),
    transpose(Rows, Cols),
    neighbours(Cols),
    maplist(counts(W), Rows, RP, RM),
    maplist(counts(H), Cols, CP, CM),
    label_median(Vs),
    statistics(cputime, T1),
    maplist(print_row, Rows),
    T is (T1 - T0) * 1000,
    format("% time_ms ~3f~n", [T]).

pairs(Rows, Partner) :-
    append(Rows, Vs), append(Partner, Ps),
    length(Rows, H), (Rows = [R|_] -> length(R, W) ; W = 0),
    pair_cells(Vs, Ps, 0, W, H, Vs).

pair_cells([], [], _, _, _, _).
pair_cells([X|Xs], [P|Ps], I, W, H, All) :-
    (   P == e -> J is I + 1, nth0(J, All, Y), X + Y #= 0
    ;   P == s -> J is I + W, nth0(J, All, Y), X + Y #= 0
    ;   P == o -> X #= 0
    ;   true
    ),
    I1 is I + 1,
    pair_cells(Xs, Ps, I1, W, H, All).

neighbours(Rows) :- maplist(row_neighbours, Rows).
row_neighbours([_]) :- !.
row_neighbours([]).
row_neighbours([A, B|T]) :- A + B #>= -1, A + B #=< 1, row_neighbours([B|T]).

counts(Len, Line, P, M) :-
    (   integer(P), integer(M)
    ->  Z is Len - P - M, global_cardinality(Line, [-1-M, 0-Z, 1-P])
    ;   count(Line, 1, P), count(Line, -1, M)
    ).

count(_, _, u) :- !.
count(Line, V, N) :- maplist(is_value(V), Line, Bs), sum(Bs, #=, N).

is_value(V, X, B) :- B #<==> (X #= V).

% label_median(+Vars): leftmost variable, its domain's median value first.
label_median([]).
label_median([V|Vs]) :-
    (   integer(V) -> true
    ;   fd_dom(V, Dom), findall(X, (X in Dom, indomain(X)), L),
        length(L, N), M is (N - 1) // 2, nth0(M, L, Med),
        ( V #= Med ; V #\= Med, label_median([V]) )
    ),
    label_median(Vs).

length_of(N, L) :- length(L, N).

print_row(Row) :- maplist(print_cell, Row), nl.
print_cell(1) :- write(+).
print_cell(-1) :- write(-).
print_cell(0) :- write(x).
