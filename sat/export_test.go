package sat

// PairwiseMax lets the external tests (package sat_test, which import the
// back ends through deduce/sat/solvers) reach the encoder's threshold.
const PairwiseMax = pairwiseMax
