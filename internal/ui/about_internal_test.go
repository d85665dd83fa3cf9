package ui

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestVersionText(t *testing.T) {
	old := Version
	t.Cleanup(func() { Version = old })
	tests := []struct {
		name   string
		md     fyne.AppMetadata
		linked string
		want   string
	}{
		{"packaged", fyne.AppMetadata{ID: AppID, Version: "1.2.3"}, "0.1.0", "1.2.3"},
		{"linker", fyne.AppMetadata{Version: "0.0.1"}, "0.1.0", "0.1.0"},
		{"plain go build", fyne.AppMetadata{Version: "0.0.1"}, "", "development build"},
	}
	for _, tc := range tests {
		Version = tc.linked
		if got := VersionText(tc.md); got != tc.want {
			t.Errorf("%s: VersionText(%+v) with Version %q = %q; want %q", tc.name, tc.md, tc.linked, got, tc.want)
		}
	}
}

// TestAboutDialog opens About from the Help menu and checks that it shows
// the icon, the name, the version and the license of the LICENSE file, and
// the license, source, license file and copyright of internal/se, the port
// of Sudoku Explainer, as its files and COPYING.LESSER give them.
func TestAboutDialog(t *testing.T) {
	old := Version
	t.Cleanup(func() { Version = old })
	Version = "9.8.7"
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	var about *fyne.MenuItem
	for _, m := range w.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == "About Sudoku" {
				if m.Label != "Help" {
					t.Errorf("About Sudoku is in the %s menu; want Help", m.Label)
				}
				about = it
			}
		}
	}
	if about == nil {
		t.Fatal("no About Sudoku menu item")
	}
	about.Action()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("About Sudoku shows no dialog")
	}
	var text []string
	icons := 0
	for _, o := range test.LaidOutObjects(top) {
		switch o := o.(type) {
		case *widget.Label:
			text = append(text, o.Text)
		case *canvas.Image:
			if o.Resource == iconResource {
				icons++
			}
		}
	}
	all := strings.Join(text, "\n")
	for _, want := range []string{"Sudoku", "Version 9.8.7", "MIT License", copyright,
		"port of Sudoku\nExplainer", "GNU LGPL 2.1 or later", sourceURL, seLicense, seCopyright} {
		if !strings.Contains(all, want) {
			t.Errorf("About shows %q; want it to contain %q", all, want)
		}
	}
	if icons != 1 {
		t.Errorf("About shows the app icon %d times; want 1", icons)
	}
	license, err := os.ReadFile("../../LICENSE")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"MIT License", copyright} {
		if !strings.Contains(string(license), want) {
			t.Errorf("LICENSE lacks %q, which About shows", want)
		}
	}
	lgpl, err := os.ReadFile("../../" + seLicense)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"GNU LESSER GENERAL PUBLIC LICENSE", "Version 2.1, February 1999"} {
		if !strings.Contains(string(lgpl), want) {
			t.Errorf("%s lacks %q; want the text of the LGPL 2.1, which About names", seLicense, want)
		}
	}
	doc, err := os.ReadFile("../se/doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range append(strings.Split(seCopyright, "\n"), "SPDX-License-Identifier: LGPL-2.1-or-later", sourceURL) {
		if !strings.Contains(string(doc), want) {
			t.Errorf("internal/se/doc.go lacks %q, which About shows", want)
		}
	}
}
