package booklet_test

import (
	"image"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// sixBySix is a setter's 6x6 document: givens 1 in r1c1 and 2 in r2c3, a
// thermometer from r6c1 to r6c3 and a black kropki dot between r3c5 and
// r3c6, with its solution.
const sixBySix = `{"size":6,"title":"Six","grid":[[{"value":1,"given":true},{},{},{},{},{}],[{},{},{"value":2,"given":true},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}]],
"thermometer":[{"lines":[["R6C1","R6C2","R6C3"]]}],"ratio":[{"cells":["R3C5","R3C6"]}]}`

// TestSetterPrinted prints a setter's 6x6 puzzle with its solution: the
// givens are inked and the open cells left blank but for the
// thermometer's bulb, its tube and the dot, which are drawn; the solution
// at the back fills every cell.
func TestSetterPrinted(t *testing.T) {
	vp, err := variant.Read(sixBySix)
	if err != nil {
		t.Fatal(err)
	}
	sol := []int{1, 2, 3, 4, 5, 6, 4, 5, 2, 1, 6, 3, 2, 3, 4, 5, 1, 6, 5, 6, 1, 2, 3, 4, 3, 4, 5, 6, 1, 2, 6, 1, 2, 3, 4, 5}
	pages := render(t, []booklet.Puzzle{{Title: "Six", Setter: vp, SetterSolution: sol}}, booklet.Options{PerPage: 1, Solutions: true})
	if len(pages) != 2 {
		t.Fatalf("%d pages; want 2 (the puzzle, then its solution)", len(pages))
	}
	x0, y0, side := booklet.GridRect(1, 0)
	pitch := side / 6
	centre := func(i int) (float64, float64) {
		return (x0 + (float64(i%6)+0.5)*pitch) * pxPerMM, (y0 + (float64(i/6)+0.5)*pitch) * pxPerMM
	}
	inked := func(img image.Image, x, y float64) int {
		r, n := pitch*0.25*pxPerMM, 0
		for py := int(y - r); py <= int(y+r); py++ {
			for px := int(x - r); px <= int(x+r); px++ {
				if hasInk(img, px, py) {
					n++
				}
			}
		}
		return n
	}
	for i := range 36 {
		x, y := centre(i)
		got := inked(pages[0], x, y) >= 3
		want := vp.Givens[i] != 0 || i >= 30 && i <= 32 // a given, or the thermometer's
		if got != want {
			t.Errorf("page 1: r%dc%d inked = %v; want %v", i/6+1, i%6+1, got, want)
		}
	}
	// The black dot, on the edge between r3c5 and r3c6.
	dx, dy := (x0+5*pitch)*pxPerMM, (y0+2.5*pitch)*pxPerMM
	if !dark(pages[0], int(dx+1.5), int(dy)) || !dark(pages[0], int(dx-1.5), int(dy)) {
		t.Error("page 1: no black dot between r3c5 and r3c6")
	}
	// The solution, six to a page: every cell inked.
	sx, sy, sside := booklet.GridRect(6, 0)
	sp := sside / 6
	for i := range 36 {
		x, y := (sx+(float64(i%6)+0.5)*sp)*pxPerMM, (sy+(float64(i/6)+0.5)*sp)*pxPerMM
		n := 0
		for py := int(y - 3); py <= int(y+3); py++ {
			for px := int(x - 3); px <= int(x+3); px++ {
				if hasInk(pages[1], px, py) {
					n++
				}
			}
		}
		if n < 3 {
			t.Errorf("page 2: solution cell r%dc%d is blank", i/6+1, i%6+1)
		}
	}
}
