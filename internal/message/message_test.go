package message_test

import (
	"fmt"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// TestEnglish renders messages with every value type of the package, and
// checks that a bad template or a missing value says so in fmt's manner.
func TestEnglish(t *testing.T) {
	tests := []struct {
		m    message.Message
		want string
	}{
		{message.Message{Key: "a", Text: "{{.Cell}} in {{.House}}", Args: map[string]any{"Cell": message.Cell(80), "House": message.House(22)}}, "r9c9 in box 5"},
		{message.Message{Key: "b", Text: "{{.Cells}}; {{.Houses}}", Args: map[string]any{"Cells": message.Cells{0, 10, 20}, "Houses": message.Houses{10, 16}}}, "r1c1, r2c2 and r3c3; columns 2 and 8"},
		{message.Message{Key: "c", Text: "{{.D}} / {{.O}}", Args: map[string]any{"D": message.Digits{4}, "O": message.DigitsOr{1, 4, 7}}}, "4 / 1, 4 or 7"},
		{message.Message{Key: "d", Text: "bad {{.Char}}, {{.N}} {{if eq .N 1}}cell{{else}}cells{{end}}", Args: map[string]any{"Char": message.Char('x'), "N": 2}}, "bad 'x', 2 cells"},
		{message.Message{Key: "g", Text: "{{.Cell}}; {{.Cells}}; {{.House}}", Args: map[string]any{"Cell": message.GridCell{Cell: 255, Size: 16, Words: true},
			"Cells": message.GridCells{Cells: []int{0, 13}, Size: 6}, "House": message.GridHouse{House: 13, Size: 6}}}, "row 16, column 16; r1c1 and r3c2; box 2"},
		{message.Message{Key: "h", Text: "in {{.R}}; in {{.S}}", Args: map[string]any{"R": message.RegionOf{Cell: 30}, "S": message.RegionOf{Cell: 13, Size: 6, Words: true}}},
			"in the region of r4c4; in the region of row 3, column 2"},
		{message.Message{Key: "i", Text: "{{.A}}; {{.B}}; {{.C}}", Args: map[string]any{"A": message.GridHouses{Houses: []int{1, 10}, Size: 16},
			"B": message.GridHouses{Houses: []int{18, 20, 29}, Size: 16}, "C": message.GridHouses{Houses: []int{7}, Size: 6}}}, "rows 2 and 11; columns 3, 5 and 14; column 2"},
		{message.Message{Key: "e", Text: "{{.Missing}}"}, "%!e("},
		{message.Message{Key: "f", Text: "{{.Bad"}, "%!f("},
	}
	for _, tt := range tests {
		got := tt.m.English()
		if got != tt.want && !(tt.want[0] == '%' && len(got) > len(tt.want) && got[:len(tt.want)] == tt.want) {
			t.Errorf("%s: English() = %q; want %q", tt.m.Key, got, tt.want)
		}
	}
}

// TestOf checks that an error's message is found through wrapping, and
// that an error without one has none.
func TestOf(t *testing.T) {
	errFoo := message.New("error.foo", "foo happened")
	if got := errFoo.Error(); got != "foo happened" {
		t.Errorf("Error() = %q; want %q", got, "foo happened")
	}
	m, ok := message.Of(fmt.Errorf("r1c1: %w", errFoo))
	if !ok || m.Key != "error.foo" {
		t.Errorf("Of(wrapped) = %+v, %v; want error.foo, true", m, ok)
	}
	if _, ok := message.Of(fmt.Errorf("plain")); ok {
		t.Error("Of(plain error) found a message")
	}
}
