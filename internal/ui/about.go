package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/assets"
)

// Version is the app's version, e.g. "0.1.0", for builds outside Fyne's
// packaging tool: the Makefile sets it from FyneApp.toml with
// -ldflags "-X github.com/sudoku-devs/sudoku/internal/ui.Version=…". It is
// "" in a plain go build, and VersionText then says "development build".
var Version string

// Words of the About dialog.
const (
	appName   = "Sudoku"
	copyright = "Copyright (c) 2026 The Sudoku developers"
	devBuild  = "development build"
	// seCopyright is the copyright of Sudoku Explainer, which internal/se
	// ports and the LGPL (section 6) asks the About box to show beside ours.
	seCopyright = "Copyright (C) 2006-2009 Nicolas Juillerat\nCopyright (C) 2019-2023 1to9only"
	// sourceURL is where the source of the game and of internal/se is.
	sourceURL = "github.com/sudoku-devs/sudoku"
	// seLicense is the file of the source with the LGPL's text.
	seLicense = "internal/se/COPYING.LESSER"
)

// iconResource is the app icon, from the embedded assets.
var iconResource = fyne.NewStaticResource("icon.png", assets.IconPNG)

// VersionText returns the version to show for an app with metadata md: the
// version Fyne's packaging tool put into md (it sets the ID too), else
// Version, else "development build".
func VersionText(md fyne.AppMetadata) string {
	switch {
	case md.ID != "" && md.Version != "":
		return md.Version
	case Version != "":
		return Version
	}
	return devBuild
}

// aboutContent returns the body of the About dialog: the icon, the name, the
// version and the license, then that the difficulty rating is a port of
// Sudoku Explainer under the LGPL, where its source and license are, and
// Sudoku Explainer's copyright.
func aboutContent(version string) fyne.CanvasObject {
	icon := canvas.NewImageFromResource(iconResource)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSquareSize(96))
	name := widget.NewLabelWithStyle(appName, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	name.SizeName = theme.SizeNameHeadingText
	return container.NewVBox(
		container.NewCenter(icon),
		name,
		widget.NewLabelWithStyle(lang.X("about.version", "Version {{.Version}}", map[string]any{"Version": version}), fyne.TextAlignCenter, fyne.TextStyle{}),
		widget.NewLabelWithStyle(copyright, fyne.TextAlignCenter, fyne.TextStyle{}),
		widget.NewLabelWithStyle(lang.X("about.license", "Released under the MIT License."), fyne.TextAlignCenter, fyne.TextStyle{}),
		widget.NewLabelWithStyle(lang.X("about.se", "The difficulty rating (internal/se) is a port of Sudoku\nExplainer, released under the GNU LGPL 2.1 or later;\nits source is at {{.Source}},\nits license text in {{.License}}.",
			map[string]any{"Source": sourceURL, "License": seLicense}), fyne.TextAlignCenter, fyne.TextStyle{}),
		widget.NewLabelWithStyle(seCopyright, fyne.TextAlignCenter, fyne.TextStyle{}),
	)
}

// ShowAbout shows the About dialog: the app's icon, name, version and
// license, and those of the Sudoku Explainer port it includes.
func (w *Window) ShowAbout() {
	w.showClosing(dialog.NewCustom(lang.X("menu.about", "About Sudoku"), lang.X("dialog.close", "Close"), aboutContent(VersionText(w.app.Metadata())), w.win))
}
