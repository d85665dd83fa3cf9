package sudoku

// Status is what Check says about one cell.
type Status uint8

// The statuses of a cell.
const (
	Blank Status = iota // no digit
	Given               // a given of the puzzle
	Right               // a player's digit that matches the solution
	Wrong               // a player's digit that does not match the solution
)

// String returns the status's name in lower case ("blank", "given", "right",
// "wrong").
func (s Status) String() string {
	switch s {
	case Blank:
		return "blank"
	case Given:
		return "given"
	case Right:
		return "right"
	case Wrong:
		return "wrong"
	}
	return "unknown"
}

// Check compares board (the puzzle's givens plus the player's digits, 81 cells
// row by row) with solution, cell by cell: Given where puzzle has a digit,
// Blank where board has none, and otherwise Right or Wrong.
func Check(puzzle, board, solution Grid) [81]Status {
	var out [81]Status
	for i := range board {
		switch {
		case puzzle[i] != 0:
			out[i] = Given
		case board[i] == 0:
			out[i] = Blank
		case board[i] == solution[i]:
			out[i] = Right
		default:
			out[i] = Wrong
		}
	}
	return out
}
