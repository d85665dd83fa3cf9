package e2e

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/sudoku-devs/sudoku/internal/webserve"
)

// primaryButton returns the middle of the widest run of the light theme's
// primary blue on img: while the print dialog dims the rest, its default
// button (the check box of Solutions and the dimmed Digit pen are narrower).
func primaryButton(img image.Image) (image.Point, bool) {
	b := img.Bounds()
	var best image.Point
	widest := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		run := 0
		for x := b.Min.X; x <= b.Max.X; x++ {
			if r, g, bl := rgb(img.At(x, y)); x < b.Max.X && r < 80 && g < 140 && bl > 200 {
				run++
				continue
			}
			if run > widest {
				widest, best = run, image.Pt(x-run/2, y)
			}
			run = 0
		}
	}
	return best, widest >= 100
}

// countingWriter counts the bytes of a response's body, as sent: compressed
// where the file was.
type countingWriter struct {
	http.ResponseWriter
	n *atomic.Int64
}

func (c countingWriter) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n.Add(int64(n))
	return n, err
}

// TestWeb plays the web build (SUDOKU_WEB, the folder make web writes; set
// by make test-web) in Debian's chromium, headless, driven over the DevTools
// protocol: the page shows the board of the puzzle its address gives, a
// click on r1c3 and the key 4 place a 4 there, and after a reload the game
// comes back from the browser's storage, paused, and with P the 4 shows in
// place; Game ▸ Print… then Save as PDF downloads the PDF. It logs how
// long the page took to show the board and how many bytes it transferred.
// With SUDOKU_README_SHOTS set it saves the page for the README.
func TestWeb(t *testing.T) {
	dir := os.Getenv("SUDOKU_WEB")
	if dir == "" {
		t.Skip("SUDOKU_WEB not set; make test-web sets it after make web")
	}
	chrome, err := exec.LookPath("chromium")
	if err != nil {
		t.Skipf("no chromium here (Debian: chromium); make test installs it: %v", err)
	}
	var sent atomic.Int64
	files := webserve.Handler(dir)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		files.ServeHTTP(countingWriter{w, &sent}, r)
	}))
	defer srv.Close()

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(600, 900),
		chromedp.NoSandbox, // as root in CI
		chromedp.Flag("disable-quic", true),
		// WebGL without a GPU: Chromium's software renderer.
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	defer cancelTime()

	a := &app{t: t, boardOnly: true}
	shot := func() image.Image {
		t.Helper()
		data, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatalf("screenshot: %v", err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("screenshot: %v", err)
		}
		return img
	}
	// waitBoard waits for the board and returns the time it took.
	waitBoard := func(what string) time.Duration {
		t.Helper()
		start := time.Now()
		var why error
		for time.Since(start) < 90*time.Second {
			if why = a.locate(shot()); why == nil {
				return time.Since(start)
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Fatalf("waited 90 s for %s: %v", what, why)
		return 0
	}
	waitFor := func(what string, cond func(image.Image) bool) {
		t.Helper()
		var img image.Image
		for start := time.Now(); time.Since(start) < 15*time.Second; time.Sleep(100 * time.Millisecond) {
			if img = shot(); cond(img) {
				return
			}
		}
		path := filepath.Join(os.TempDir(), "sudoku-web-failed.png")
		if f, err := os.Create(path); err == nil {
			png.Encode(f, img)
			f.Close()
		}
		t.Fatalf("waited 15 s for %s; the page is in %s", what, path)
	}

	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?puzzle="+puzzle)); err != nil {
		t.Fatalf("opening the page: %v", err)
	}
	shown := time.Since(start)
	shown += waitBoard("the board")
	t.Logf("the page showed the board %.1f s after it was asked for, with %d bytes transferred", shown.Seconds(), sent.Load())
	if got := a.givenCells(shot()); len(got) != 30 {
		t.Errorf("the board shows %d givens; want the 30 of the puzzle the address gives", len(got))
	}

	c := a.cellRect(r1c3)
	x, y := float64(c.Min.X+c.Max.X)/2, float64(c.Min.Y+c.Max.Y)/2
	// Fyne takes a click where the pointer last moved to, as a real mouse
	// moves it there first.
	if err := chromedp.Do(ctx,
		chromedp.MouseEvent(chromedp.MouseMoved, x, y),
		chromedp.MouseClickXY(x, y),
		chromedp.KeyEvent("4"),
	); err != nil {
		t.Fatalf("clicking r1c3 and typing 4: %v", err)
	}
	waitFor("a 4 in r1c3", a.hasDigit(r1c3, true))
	time.Sleep(500 * time.Millisecond) // the game is saved as the move is made, off the page's event loop

	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatalf("reloading: %v", err)
	}
	waitBoard("the board after the reload")
	// The game comes back paused, as on the desktop: P goes on.
	if err := chromedp.Do(ctx, chromedp.KeyEvent("p")); err != nil {
		t.Fatalf("pressing P: %v", err)
	}
	waitFor("the 4 in r1c3 after the reload", a.hasDigit(r1c3, true))
	// Game ▸ Print… and the dialog's Save as PDF download the PDF, as a
	// page does: a browser has no file dialog for Fyne's to stand on.
	downloads := t.TempDir()
	if _, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatalf("letting the page download: %v", err)
	}
	click := func(x, y float64) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y), chromedp.MouseClickXY(x, y)); err != nil {
			t.Fatalf("clicking at %.0f, %.0f: %v", x, y, err)
		}
		time.Sleep(500 * time.Millisecond)
	}
	click(35, 14)  // the Game menu, first in the menu bar
	click(37, 485) // its Print…, the twelfth item (Import from a file is left out here)
	save, ok := primaryButton(shot())
	if !ok {
		waitFor("the print dialog's Save as PDF button", func(img image.Image) bool { _, ok := primaryButton(img); return ok })
	}
	click(float64(save.X), float64(save.Y))
	pdf := filepath.Join(downloads, "sudoku.pdf")
	for start := time.Now(); ; time.Sleep(100 * time.Millisecond) {
		if data, err := os.ReadFile(pdf); err == nil && bytes.HasPrefix(data, []byte("%PDF")) {
			break
		}
		if time.Since(start) > 15*time.Second {
			t.Fatalf("no PDF downloaded as %s after 15 s", pdf)
		}
	}
	if dir := os.Getenv("SUDOKU_README_SHOTS"); dir != "" {
		click(35, 14) // the status line says where the PDF went; a menu click away first
		click(35, 14)
		data, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "screenshots", "web.png")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
