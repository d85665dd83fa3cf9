package e2e

import (
	"context"
	"image"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/daily"
)

// TestDailyPuzzle opens Game ▸ Daily puzzle… in the real window and presses
// Return: today's daily puzzle (the one package daily makes for the local
// date) is in play, saved as that date's daily puzzle.
func TestDailyPuzzle(t *testing.T) {
	a := startApp(t)
	a.click(gameMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(60, dailyMenuY, 1)
	time.Sleep(500 * time.Millisecond)
	a.xdotool("key", "Return")
	today := time.Now()
	want, err := daily.Make(context.Background(), today)
	if err != nil {
		t.Fatal(err)
	}
	a.eventually("today's daily puzzle saved as the game in play", 10*time.Second, func() bool {
		doc := a.readJSON("game.json")
		return doc["puzzle"] == want.Givens.String() && doc["daily"] == want.Date
	})
	a.waitFor("the daily puzzle's givens on the board", func(img image.Image) bool {
		for i, d := range want.Givens {
			if (d != 0) != (a.cellPixels(img, i, darkInk) > 20) {
				return false
			}
		}
		return true
	})
}
