% Close or Far, the Close or Far report's CLP(FD) model (seed 001, Marantes &
% Santos), for SWI-Prolog's clpfd: cells 0..2 (blank, C, F);
% global_cardinality [0-(N-4), 1-2, 2-2] per row and column; the distance of
% each letter through two element/3 constraints; C distance < F distance.
% Labeling: leftmost, median (see label_median in magnets.pl).
% Data (appended by the kind's Prolog method): closefar(N, Hints), Hints rows of 0/1/2.
% Prints the rows (C F .), then "% time_ms T".
:- use_module(library(clpfd)).
:- use_module(library(lists)).
:- use_module(library(apply)).

main :-
    closefar(N, Hints),
    statistics(cputime, T0),
    length(Rows, N),
    maplist(length_of(N), Rows),
    append(Rows, Vs),
    Vs ins 0..2,
    maplist(hint_row, Rows, Hints),
    maplist(line(N), Rows),
    transpose(Rows, Cols),
    maplist(line(N), Cols),
    label_median(Vs),
    statistics(cputime, T1),
    maplist(print_row, Rows),
    T is (T1 - T0) * 1000,
    format("% time_ms ~3f~n", [T]).

hint_row(Row, Hints) :- maplist(hint_cell, Row, Hints).

hint_cell(_, 0) :- !.
hint_cell(X, H) :- X #= H.

line(N, L) :-
    Z is N - 4,
    global_cardinality(L, [0-Z, 1-2, 2-2]),
    distance(L, 1, DC),
    distance(L, 2, DF),
    DC #< DF.

distance(L, E, D) :-
    element(I1, L, E), element(I2, L, E),
    I1 #\= I2, I1 #< I2,
    D #= I2 - I1.

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
print_cell(1) :- write('C').
print_cell(2) :- write('F').
print_cell(0) :- write('.').
