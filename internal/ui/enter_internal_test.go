package ui

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestWindowNewGameLevel generates at the level picked, records the level's
// name for the statistics, and remembers the level for the next start.
func TestWindowNewGameLevel(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle, Seed: 9})
	w.SetLevel(logic.Easy)
	w.NewGame() // the test driver runs fyne.Do at once on the generating goroutine: hands off until Wait
	w.jobs.Wait()
	if got, want := w.panel.Status(), "New puzzle: Easy"; !strings.HasPrefix(got, want) {
		t.Errorf("status %q; want %s…", got, want)
	}
	if d, err := logic.Grade(w.game.Puzzle().Givens); err != nil || d.Level != logic.Easy {
		t.Errorf("new puzzle %s grades %v, %v; want Easy", w.game.Puzzle().Givens, d.Level, err)
	}
	if got := w.game.Status().Difficulty; got != "Easy" {
		t.Errorf("Difficulty() = %q; want Easy", got)
	}
	// A game counts as played from its first move, not from New.
	if r := w.stats.Record("Easy"); r.Played != 0 {
		t.Errorf("Easy played %d before a move; want 0", r.Played)
	}
	playAMove(t, w)
	if r := w.stats.Record("Easy"); r.Played != 1 {
		t.Errorf("Easy played %d after a move; want 1", r.Played)
	}
	again := NewWindow(w.app, Options{Puzzle: testPuzzle})
	t.Cleanup(again.win.Close)
	if again.level != logic.Easy || again.panel.Level() != logic.Easy {
		t.Errorf("level after a restart %v, panel %v; want Easy", again.level, again.panel.Level())
	}
}

// TestWindowNewGameDropsStaleResult asks for two Hard puzzles in a row: the
// first generation's result, which arrives after the second request, is
// thrown away, so one game starts and one is counted.
func TestWindowNewGameDropsStaleResult(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle, Seed: 11})
	w.SetLevel(logic.Hard)
	// Hold the first generation back until the second New has been asked
	// for, as a slow generation would be; the second runs at once.
	gate := make(chan struct{})
	var calls atomic.Int32
	plain := hooks.generate
	setHook(t, &hooks.generate, func(ctx context.Context, r *rand.Rand, v sudoku.Variant, level logic.Level) (sudoku.Puzzle, sudoku.Grid, error) {
		if calls.Add(1) == 1 {
			<-gate
		}
		return plain(context.Background(), r, v, level)
	})
	w.NewGame()
	w.NewGame()
	close(gate)
	w.jobs.Wait()
	playAMove(t, w)
	if r := w.stats.Record("Hard"); r.Played != 1 {
		t.Errorf("Hard played %d after two quick News and a move; want 1", r.Played)
	}
	if w.game.Puzzle().String() == testPuzzle || w.game.Status().Difficulty != "Hard" {
		t.Errorf("puzzle %s, difficulty %q; want a new Hard one", w.game.Puzzle().Givens, w.game.Status().Difficulty)
	}
}

func TestWindowExplain(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	_ = w.game.PlaceDigit(2, 4)
	player := w.game.Board()
	w.Explain()
	w.jobs.Wait()
	if w.game.Explanation() == nil || !strings.HasPrefix(w.panel.Status(), "Step 1 of 51: ") {
		t.Fatalf("after Explain: explaining %v, status %q; want true, Step 1 of 51: …", (w.game.Explanation() != nil), w.panel.Status())
	}
	w.Explain() // a second time closes it
	if (w.game.Explanation() != nil) || w.game.Board() != player {
		t.Errorf("after closing: explaining %v, board %s; want false, %s", (w.game.Explanation() != nil), w.game.Board(), player)
	}
}

// playAMove places the solution's digit in the first open cell of w's game.
func playAMove(t *testing.T, w *Window) {
	t.Helper()
	g := w.game
	for i := range 81 {
		if g.Board()[i] == 0 {
			if err := g.PlaceDigit(i, int(g.Solution()[i])); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
}

func TestWindowEnterPuzzle(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	_ = w.game.PlaceDigit(2, 4)
	before := w.game.Board()
	w.EnterPuzzle()
	if w.game.Entry() == nil || w.game.Board() != (sudoku.Grid{}) {
		t.Fatalf("EnterPuzzle: entering %v, board %s; want a blank board", (w.game.Entry() != nil), w.game.Board())
	}
	_ = w.game.PlaceDigit(0, 5)
	_ = w.game.PlaceDigit(1, 5)
	w.StartEntered()
	w.jobs.Wait() // the givens are checked on a job
	if got, want := w.panel.Status(), "Cannot start: duplicate 5 in row 1 and box 1: row 1, column 1 and row 1, column 2."; got != want {
		t.Errorf("Start with a duplicate: status %q; want %q", got, want)
	}
	w.CancelEntered()
	if (w.game.Entry() != nil) || w.game.Board() != before {
		t.Fatalf("after Cancel: entering %v, board %s; want the game before, %s", (w.game.Entry() != nil), w.game.Board(), before)
	}

	w.EnterPuzzle()
	p, _ := sudoku.Parse(testPuzzle)
	for i, d := range p {
		if d != 0 {
			_ = w.game.PlaceDigit(i, int(d))
		}
	}
	w.StartEntered()
	w.jobs.Wait() // the givens are checked on a job
	// The game before enter mode had a move: Start asks first.
	answer(t, w, "Not yet")
	if w.game.Entry() == nil {
		t.Fatal("Start answered Not yet left enter mode")
	}
	w.StartEntered()
	w.jobs.Wait() // the givens are checked on a job
	answer(t, w, "Start it")
	if (w.game.Entry() != nil) || w.game.Puzzle().Givens != p || w.game.Status().Difficulty != custom {
		t.Fatalf("after Start: entering %v, puzzle %s, difficulty %q; want the puzzle typed, Custom", (w.game.Entry() != nil), w.game.Puzzle().Givens, w.game.Status().Difficulty)
	}
	if r := w.stats.Record(custom); r.Played != 1 { // the -puzzle game, which had a move
		t.Errorf("Custom played %d; want 1", r.Played)
	}
	if err := w.saver.Flush(); err != nil { // the saver writes off the UI goroutine
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, saveFile))
	if err != nil || !strings.Contains(string(data), testPuzzle) {
		t.Errorf("save file after Start: %v, %.80s; want the puzzle typed", err, data)
	}
}

func TestWindowImportExport(t *testing.T) {
	grid := strings.Join([]string{"# from the paper", "53..7....", "6..195...", ".98....6.", "8...6...3",
		"4..8.3..1", "7...2...6", ".6....28.", "...419..5", "....8..79", ""}, "\n")
	tests := []struct {
		name, text   string
		wantDialog   bool
		wantEntering bool
		wantStatus   string
	}{
		{"bad character", "53..7x" + strings.Repeat(".", 75), true, false, ""},
		{"too short", "53..7", true, false, ""},
		{"empty", "  \n", false, false, "The clipboard holds no text"},
		{"duplicate", "55" + testPuzzle[2:], false, true, "duplicate 5 in row 1 and box 1: row 1, column 1 and row 1, column 2"},
		{"several", "..." + testPuzzle[3:], false, true, "more than one solution: row 1, column 1 can hold 3 or 5"},
		{"one line", testPuzzle + "\n", false, false, "Puzzle from the clipboard: 30 givens."},
		{"nine lines", grid, false, false, "Puzzle from the clipboard: 30 givens."},
		{"no moves", testPuzzle, false, false, "Puzzle from the clipboard: 30 givens."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
			moved := tt.name != "no moves"
			if moved {
				_ = w.game.PlaceDigit(2, 4)
			}
			before := w.game.Board()
			w.app.Clipboard().SetContent(tt.text)
			w.ImportClipboard()
			w.jobs.Wait()                                                          // the givens are checked on a job
			if moved && !tt.wantDialog && !tt.wantEntering && tt.name != "empty" { // nothing to import: no question
				// A playable puzzle would end the game with a move: the
				// window asks first.
				answer(t, w, "Leave it")
			}
			if got := w.win.Canvas().Overlays().Top() != nil; got != tt.wantDialog {
				t.Errorf("error dialog shown %v; want %v", got, tt.wantDialog)
			}
			if tt.wantDialog && w.game.Board() != before {
				t.Errorf("a refused import changed the board to %s", w.game.Board())
			}
			if (w.game.Entry() != nil) != tt.wantEntering {
				t.Errorf("entering %v; want %v", (w.game.Entry() != nil), tt.wantEntering)
			}
			if !strings.Contains(w.panel.Status(), tt.wantStatus) {
				t.Errorf("status %q; want it to contain %q", w.panel.Status(), tt.wantStatus)
			}
			if !tt.wantDialog && !tt.wantEntering && w.game.Puzzle().String() != testPuzzle {
				t.Errorf("imported puzzle %s; want %s", w.game.Puzzle().Givens, testPuzzle)
			}
		})
	}
	// Keep playing goes back to the game, its move kept.
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	_ = w.game.PlaceDigit(2, 4)
	w.app.Clipboard().SetContent(testPuzzle)
	w.ImportClipboard()
	w.jobs.Wait()
	answer(t, w, "Keep playing")
	if w.game.Entry() != nil || w.game.Board()[2] != 4 {
		t.Errorf("after Keep playing: entering %v, r1c3 = %d; want the game back with its 4", w.game.Entry() != nil, w.game.Board()[2])
	}
	w.ExportClipboard()
	if got := w.app.Clipboard().Content(); got != testPuzzle {
		t.Errorf("exported %q; want %q", got, testPuzzle)
	}
}

// TestStartEnteredOffTheUIGoroutine checks that Start in enter mode checks
// the givens on a job: StartEntered returns while the check is held, a
// second Start meanwhile starts no second check, and the puzzle starts
// when the check comes back.
func TestStartEnteredOffTheUIGoroutine(t *testing.T) {
	release := make(chan struct{})
	var checks atomic.Int32
	setHook(t, &hooks.checkGivens, func(c *game.EnterCheck) {
		checks.Add(1)
		<-release
		c.Check()
	})
	// A check run on the UI goroutine would hold StartEntered until then.
	timer := time.AfterFunc(5*time.Second, func() { close(release) })
	w := newTestWindow(t, t.TempDir(), Options{})
	w.jobs.Wait() // the first game, made on a job
	p, _ := sudoku.Parse(testPuzzle)
	w.enter(p)
	w.panel.SetStatus("")
	w.StartEntered()
	w.StartEntered()
	if !w.checking || w.game.Entry() == nil || w.panel.Status() != "" {
		t.Errorf("StartEntered with the check held: check under way %v, entering %v, status %q; want true, true, none",
			w.checking, (w.game.Entry() != nil), w.panel.Status())
	}
	if timer.Stop() {
		close(release)
	}
	w.jobs.Wait()
	if n := checks.Load(); n != 1 {
		t.Errorf("two Starts made %d checks; want 1", n)
	}
	want := "Your puzzle has exactly one solution"
	if (w.game.Entry() != nil) || w.game.Puzzle().Givens != p || !strings.HasPrefix(w.panel.Status(), want) {
		t.Errorf("after the check: entering %v, puzzle %s, status %q; want the puzzle started, %q", (w.game.Entry() != nil), w.game.Puzzle().Givens, w.panel.Status(), want)
	}
}
