package sudoku

// RefCount exports refCount to the black-box tests: the solution count (up to
// limit) and first solution found by the plain reference solver.
var RefCount = refCount
