#!/bin/sh
# Regenerates docs/results/ (every suite's tables, CSV, records, JSON and
# plots) and the page docs/RESULTS.md built from them, on this machine.
# Extra flags go to `deduce bench all`, e.g. `scripts/results.sh --n 5` for a
# quicker run with 5 puzzles per size (each section then says so).
# Takes 15-40 minutes; the peers need minizinc, minisat, cadical and swipl
# (missing ones are reported as missing, not timed).
set -eu
cd "$(dirname "$0")/.."
exec go run ./cmd/deduce bench all --out docs/results "$@"
