package main

import (
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/variant"
)

// A 4x4 puzzle with a thermometer and a killer cage, and the settings key
// f-puzzles writes (activeConstraints), which the classic engine refuses:
// its one solution is 1234 3412 2143 4321.
const setter4 = `{"size":4,"activeConstraints":["Thermometer"],"grid":[[{},{},{},{"value":4,"given":true}],[{},{},{"value":1,"given":true},{}],[{"value":2,"given":true},{},{},{}],[{"value":4,"given":true},{},{},{"value":1,"given":true}]],` +
	`"thermometer":[{"lines":[["R1C1","R1C2","R1C3"]]}],"killercage":[{"cells":["R4C1","R4C2"],"value":"7"}]}`

// TestSolveSetters solves setters' puzzles the classic engine cannot play,
// in every form: the JSON, its f-puzzles link and SudokuPad's link; one
// with two solutions counts 2, and one with an unknown rule names it.
func TestSolveSetters(t *testing.T) {
	p, err := variant.Read(setter4)
	if err != nil {
		t.Fatal(err)
	}
	link := variant.Link(p)
	pad := "https://sudokupad.app/fpuzzles" + strings.TrimPrefix(link, variant.LinkPrefix)
	loose := strings.ReplaceAll(setter4, `"given":true`, `"given":false`)
	unknown := strings.Replace(setter4, `"thermometer"`, `"chaosconstruction"`, 1)
	in := strings.Join([]string{setter4, link, pad, loose, unknown}, "\n")
	status, out, _ := runCLI([]string{"solve"}, in)
	want := strings.Join([]string{"1234341221434321", "1234341221434321", "1234341221434321",
		"error: more than one solution", "error: the puzzle uses Chaos Construction, which this game does not play"}, "\n") + "\n"
	if status != 1 || out != want {
		t.Errorf("solve = %d, stdout\n%s; want 1, stdout\n%s", status, out, want)
	}
	status, out, _ = runCLI([]string{"solve", "-count"}, strings.Join([]string{setter4, loose}, "\n"))
	if status != 0 || out != "1\n2\n" {
		t.Errorf("solve -count = %d, %q; want 0, \"1\\n2\\n\"", status, out)
	}
}
