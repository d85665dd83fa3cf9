package sudoku_test

import (
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func TestTrace(t *testing.T) {
	tests := []struct {
		name   string
		puzzle string
		solved bool
	}{
		{"newspaper", wikiPuzzle, true},
		{"hardest (Inkala 2012)", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", true},
		{"no solution", "12345678.........9" + strings.Repeat(".", 63), false},
		{"duplicate", "11" + strings.Repeat(".", 79), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParse(t, tt.puzzle)
			board := p
			moves, backtracks := 0, 0
			got, ok := sudoku.Trace(p, func(m sudoku.Move) bool {
				moves++
				if p[m.Cell] != 0 {
					t.Fatalf("move %d changes given %s", moves, sudoku.CellName(m.Cell))
				}
				if m.Digit == 0 {
					backtracks++
				} else if !board.Legal(m.Cell, m.Digit) {
					t.Fatalf("move %d puts %d in %s, where it breaks a rule", moves, m.Digit, sudoku.CellName(m.Cell))
				}
				board[m.Cell] = uint8(m.Digit)
				return true
			})
			if ok != tt.solved {
				t.Fatalf("Trace(%s) solved = %v; want %v", p, ok, tt.solved)
			}
			if !ok {
				return
			}
			want, _ := sudoku.Solve(sudoku.Puzzle{Givens: p})
			if got != want || board != want {
				t.Errorf("Trace(%s) = %s, replayed moves give %s; want %s", p, got, board, want)
			}
			if tt.name == "hardest (Inkala 2012)" && backtracks == 0 {
				t.Error("the hardest puzzle solved without a backtrack; want the search to show some")
			}
		})
	}
}

func TestTraceStops(t *testing.T) {
	p := mustParse(t, wikiPuzzle)
	n := 0
	got, ok := sudoku.Trace(p, func(sudoku.Move) bool { n++; return n < 5 })
	if ok || n != 5 || got.Filled() != p.Filled()+5 {
		t.Errorf("Trace stopped after 5 moves: %d moves, solved %v, %d givens; want 5, false, %d", n, ok, got.Filled(), p.Filled()+5)
	}
}
