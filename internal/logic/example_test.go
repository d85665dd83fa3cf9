package logic_test

import (
	"fmt"
	"os"
	"strconv"
	"text/template"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func Example() {
	puzzle, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	b, _ := logic.NewBoard(puzzle)
	for range 3 {
		s, _ := b.Next()
		fmt.Println(s)
		b.Apply(s)
	}
	d, _ := logic.Grade(puzzle)
	fmt.Println(d.Level, d.Rating, d.Hardest)
	// Output:
	// Hidden single: in box 2, 8 fits only in r1c6
	// Hidden single: in box 2, 6 fits only in r1c4
	// Hidden single: in box 3, 5 fits only in r3c7
	// Easy 1.2 Hidden single
}

// A window in another language renders a step's message itself: it looks up
// the translation of the key (here a German one), writes each value in its
// language by its type, and executes the template.
func ExampleStep_Message() {
	puzzle, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	b, _ := logic.NewBoard(puzzle)
	s, _ := b.Next()
	m := s.Message()
	fmt.Println(s.Technique.Key(), m.Key)
	fmt.Println(m.Text)
	fmt.Println(m.English())

	german := map[string]string{"step.hiddenSingle": "in {{.House}} passt die {{.Digit}} nur in {{.Cell}}"}
	data := map[string]any{}
	for name, v := range m.Args {
		switch v := v.(type) {
		case logic.House:
			data[name] = [3]string{"Zeile", "Spalte", "Block"}[v/9] + " " + strconv.Itoa(int(v)%9+1)
		case logic.Cell:
			data[name] = v.English() // r1c1 … r9c9 in every language
		default:
			data[name] = v
		}
	}
	template.Must(template.New("").Parse(german[m.Key])).Execute(os.Stdout, data)
	fmt.Println()
	// Output:
	// technique.hiddenSingle step.hiddenSingle
	// in {{.House}}, {{.Digit}} fits only in {{.Cell}}
	// in box 2, 8 fits only in r1c6
	// in Block 2 passt die 8 nur in r1c6
}
