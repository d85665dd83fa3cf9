package ui

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestImportVariants imports a killer as an f-puzzles link, a jigsaw as a
// JSON document and an X puzzle as a Solo game ID: each is played at once
// with its rules; a link with a constraint the game does not know is
// refused with a dialog naming it, and the game goes on.
func TestImportVariants(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	killer, _ := sudoku.Generate(rand.New(rand.NewPCG(1, 1)), sudoku.Killer)
	jigsaw, _ := sudoku.Generate(rand.New(rand.NewPCG(1, 1)), sudoku.Jigsaw)
	for _, tt := range []struct {
		name, text string
		want       sudoku.Variant
	}{
		{"a killer link", fpuzzles.Link(killer, "K"), sudoku.Killer},
		{"a jigsaw document", fpuzzles.Write(jigsaw, ""), sudoku.Jigsaw},
		{"an X game ID", "3x3x:f8g8b6b4_2b3a5c8b1a3i6a5b7c4a8b3_5b9b4g1f", sudoku.XVariant},
	} {
		w.Import(tt.text, "the clipboard")
		w.jobs.Wait()
		if got := w.game.Puzzle().Variant(); got != tt.want {
			t.Errorf("%s: the game plays a %v puzzle; want %v", tt.name, got, tt.want)
		}
		if !strings.Contains(w.panel.Status(), "Puzzle from the clipboard") {
			t.Errorf("%s: status %q", tt.name, w.panel.Status())
		}
	}
	// Copy gives a link that imports back to the same puzzle.
	w.Import(fpuzzles.Link(killer, "K"), "the clipboard")
	w.jobs.Wait()
	w.ExportClipboard()
	if back, err := fpuzzles.ReadLink(w.app.Clipboard().Content()); err != nil || back.String() != killer.String() || len(back.Cages) != len(killer.Cages) {
		t.Errorf("Copy of a killer: %q reads back as %v, %v", w.app.Clipboard().Content(), back.Variant(), err)
	}
	before := w.game.Puzzle()
	w.Import(`{"size":9,"grid":[],"arrow":[{"cells":["R1C1"]}]}`, "the clipboard")
	w.jobs.Wait()
	if top := w.win.Canvas().Overlays().Top(); top == nil {
		t.Error("an unknown constraint: no dialog")
	}
	if w.game.Puzzle().Variant() != before.Variant() {
		t.Error("an unknown constraint: the game changed")
	}
}

// TestNewVariant picks each variant and mix in the panel's mode select, a
// level, and taps New: the game deals a puzzle of that kind which grades
// at that level, the level select stays on, and the statistics keep it
// under the variant's name and the level; the choice is remembered.
func TestNewVariant(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	for k, v := range modeVariants {
		if v == sudoku.Classic || v == sudoku.SizeVariant {
			continue
		}
		w.panel.mode.SetSelectedIndex(k)
		level := logic.Level(k % 5)
		w.panel.level.SetSelectedIndex(int(level))
		if w.mode != v || w.level != level || w.panel.level.Disabled() {
			t.Errorf("picked %v, %v: mode %v, level %v, level disabled %v", v, level, w.mode, w.level, w.panel.level.Disabled())
		}
		w.NewGame()
		w.jobs.Wait()
		p := w.game.Puzzle()
		if got := p.Variant(); got != v {
			t.Errorf("New after picking %v dealt a %v puzzle", v, got)
		}
		if d, err := logic.GradePuzzle(&p); err != nil || d.Level != level {
			t.Errorf("New %v at %v: graded %v, %v", v, level, d.Level, err)
		}
		if got, want := w.game.Status().Difficulty, v.String()+" "+level.String(); got != want {
			t.Errorf("New %v: difficulty %q; want %q", v, got, want)
		}
		if got, want := difficultyName(w.game.Status().Difficulty), variantName(v)+" · "+levelName(level); got != want {
			t.Errorf("New %v: difficulty shown as %q; want %q", v, got, want)
		}
	}
	if got := modeOf(storedSettings(t, w).Mode); got != sudoku.Jigsaw|sudoku.XVariant {
		t.Errorf("the settings remember %v; want jigsaw+x", got)
	}
}

// TestPuzzleFile checks what Save the puzzle to a file… writes: a killer's
// f-puzzles JSON document, which reads back as the same puzzle, in
// sudoku.json, and a classic puzzle's 81 characters in sudoku.txt.
func TestPuzzleFile(t *testing.T) {
	killer, _ := sudoku.Generate(rand.New(rand.NewPCG(3, 3)), sudoku.Killer)
	text, name := puzzleFile(killer, "Killer · Hard")
	if back, err := fpuzzles.Read(strings.TrimSpace(text)); err != nil || !back.Equal(&killer) || name != "sudoku.json" {
		t.Errorf("puzzleFile(killer) = %.40q…, %q: reads back %v, %v; want the killer in sudoku.json", text, name, back.Variant(), err)
	}
	if !strings.Contains(text, `"title":"Killer · Hard"`) {
		t.Errorf("puzzleFile(killer, \"Killer · Hard\") = %.80q…; want that title", text)
	}
	for _, tt := range []struct{ difficulty, want string }{
		{"killer Hard", "Killer · Hard"},
		{"killer+x Expert", "Killer X · Expert"},
		{"jigsaw Easy", "Jigsaw · Easy"},
		{"Custom", ""},
		{"Hard", ""},
		{"killer Insane", ""},
	} {
		if got := kindTitle(tt.difficulty); got != tt.want {
			t.Errorf("kindTitle(%q) = %q; want %q", tt.difficulty, got, tt.want)
		}
	}
	g, err := sudoku.Parse(testPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	if text, name := puzzleFile(sudoku.Puzzle{Givens: g}, ""); text != g.String()+"\n" || name != "sudoku.txt" {
		t.Errorf("puzzleFile(classic) = %q, %q; want the puzzle's line in sudoku.txt", text, name)
	}
}

// TestImportFileHoldsClock opens Import from a file…: while its dialog is
// up the clock is held, and closing it lets it go (issue "a second look",
// point 14).
func TestImportFileHoldsClock(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	if w.game.Status().Held {
		t.Fatal("the clock is held before the dialog opens")
	}
	w.ImportFile()
	if !w.game.Status().Held || len(w.dialogs) != 1 {
		t.Fatalf("with the file dialog open: held %v, %d dialogs; want held, one", w.game.Status().Held, len(w.dialogs))
	}
	w.dialogs[0].Hide()
	if w.game.Status().Held {
		t.Error("the clock still held after the file dialog closed")
	}
}

// TestNumbersLeft checks the count in each number button's corner: how
// many of the digit the board still lacks, one less for each placed,
// nothing for a digit complete, and nothing in enter mode (issue "a
// second look", point 12).
func TestNumbersLeft(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	g := w.game
	count := func(d int) int {
		n := 9
		for _, x := range g.Board() {
			if int(x) == d {
				n--
			}
		}
		return n
	}
	want := func(d int) string {
		if n := count(d); n > 0 {
			return strconv.Itoa(n)
		}
		return ""
	}
	check := func(when string) {
		t.Helper()
		w.panel.Refresh()
		for d := 1; d <= 9; d++ {
			if got := w.panel.left[d-1].Text; got != want(d) {
				t.Errorf("%s: the corner of %d says %q; want %q", when, d, got, want(d))
			}
		}
	}
	check("at the start")
	// Place every missing 4 of the solution: its corner empties.
	sol := g.Solution()
	for i, d := range sol {
		if d == 4 && g.Board()[i] == 0 {
			if err := g.PlaceDigit(i, 4); err != nil {
				t.Fatal(err)
			}
		}
	}
	if w.panel.Refresh(); w.panel.left[3].Text != "" {
		t.Errorf("every 4 placed: the corner of 4 says %q; want nothing", w.panel.left[3].Text)
	}
	check("every 4 placed")
	w.EnterPuzzle()
	w.panel.Refresh()
	for d := 1; d <= 9; d++ {
		if got := w.panel.left[d-1].Text; got != "" {
			t.Errorf("in enter mode the corner of %d says %q; want nothing", d, got)
		}
	}
}

// TestSelectsFollowTheGame checks that the kind and level selects show the
// game just started, not the last choice for new games: a killer handed
// over while Classic, Medium is picked turns the kind select to Killer and
// keeps the level; a new Hard X puzzle shows X and Hard; a pick the player
// makes afterwards stays until the next game.
func TestSelectsFollowTheGame(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	if w.panel.Mode() != sudoku.Classic || w.panel.Level() != logic.Medium {
		t.Fatalf("start: %v, %v; want Classic, Medium", w.panel.Mode(), w.panel.Level())
	}
	killer, _ := sudoku.Generate(rand.New(rand.NewPCG(1, 1)), sudoku.Killer)
	w.Import(fpuzzles.Link(killer, "K"), "the clipboard")
	w.jobs.Wait()
	if w.panel.Mode() != sudoku.Killer || w.panel.Level() != logic.Medium || w.mode != sudoku.Killer {
		t.Errorf("a killer handed over: selects %v, %v, window mode %v; want Killer, Medium, Killer", w.panel.Mode(), w.panel.Level(), w.mode)
	}
	x, solution := sudoku.Generate(rand.New(rand.NewPCG(2, 2)), sudoku.XVariant)
	if err := w.game.Start(x, solution); err != nil {
		t.Fatal(err)
	}
	w.setDifficulty(variantDifficulty(sudoku.XVariant, logic.Hard))
	if w.panel.Mode() != sudoku.XVariant || w.panel.Level() != logic.Hard {
		t.Errorf("a new X, Hard: selects %v, %v; want X, Hard", w.panel.Mode(), w.panel.Level())
	}
	if got := storedSettings(t, w); got.Mode != "x" || got.Level != "Hard" {
		t.Errorf("settings mode %q, level %q; want x, Hard, the next New's", got.Mode, got.Level)
	}
	w.panel.mode.SetSelected(variantName(sudoku.Jigsaw))
	if w.panel.Mode() != sudoku.Jigsaw || w.mode != sudoku.Jigsaw {
		t.Errorf("Jigsaw picked: select %v, window %v; want Jigsaw", w.panel.Mode(), w.mode)
	}
}
