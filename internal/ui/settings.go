package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"io"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// settingsFile is the file of the app's storage that keeps the settings.
const settingsFile = "settings.json"

// settings are the player's choices that outlive the window: the
// highlights, the theme, what New deals and the window's size. They are
// kept in settingsFile as JSON, written atomically after each change (not
// in Fyne's preferences, which rewrite their file in place: a full disk
// would leave it empty). A field missing from the file keeps its default.
type settings struct {
	Highlights game.Highlights `json:"highlights"`
	RegionTint bool            `json:"regionTint"` // a soft colour for each jigsaw region
	Theme      string          `json:"theme"`      // "system", "light" or "dark"
	Level      string          `json:"level"`      // the difficulty of new puzzles, by name
	Mode       string          `json:"mode"`       // the kind of new puzzles (see modeKey)
	Width      float64         `json:"width"`      // the window's size in pixels at scale 1; 0 before the first close
	Height     float64         `json:"height"`
	Folder     string          `json:"folder,omitempty"` // the folder a file was last opened or saved in, absolute
}

// maxWindowSide is the largest width or height of the window, in pixels at
// scale 1, that settings keep: an 8K screen's width and then some. A size
// beyond it is no window's (X refuses a window over 32767 pixels wide, and
// drawing one in software takes seconds a frame), so a file that holds one
// was not written by the game as it stands.
const maxWindowSide = 8192

// maxFolder is the longest folder settings keep, in bytes: Linux's PATH_MAX.
const maxFolder = 4096

// parseSettings decodes the settings saveSettings wrote to in. It returns
// an error, and the defaults, for a document that is not one (bad JSON, a
// field of the wrong type); for one with a value the game never writes (a
// theme, level or kind it does not know, a size that is not a number from 0
// to maxWindowSide, a folder that is not an absolute path of at most
// maxFolder bytes) it returns the settings with that value at its default
// and an error that wraps game.ErrRepaired and says what was out of range.
func parseSettings(in io.Reader) (settings, error) {
	s := defaultSettings()
	if err := json.NewDecoder(in).Decode(&s); err != nil {
		return defaultSettings(), fmt.Errorf("settings: %w", err)
	}
	def := defaultSettings()
	var wrong []string
	if s.Theme != "system" && s.Theme != "light" && s.Theme != "dark" {
		wrong = append(wrong, fmt.Sprintf("theme %q", s.Theme))
		s.Theme = def.Theme
	}
	if _, err := logic.ParseLevel(s.Level); err != nil {
		wrong = append(wrong, fmt.Sprintf("level %q", s.Level))
		s.Level = def.Level
	}
	_, isMode := modeFrom(s.Mode)
	if _, _, isGrid := gridOf(s.Mode); !isMode && !isGrid && !slices.Contains(modeSetters, s.Mode) {
		wrong = append(wrong, fmt.Sprintf("kind of puzzle %q", s.Mode))
		s.Mode = def.Mode
	}
	if !(s.Width >= 0 && s.Width <= maxWindowSide && s.Height >= 0 && s.Height <= maxWindowSide) {
		wrong = append(wrong, fmt.Sprintf("window size %gx%g", s.Width, s.Height))
		s.Width, s.Height = 0, 0
	}
	if s.Folder != "" && (!filepath.IsAbs(s.Folder) || len(s.Folder) > maxFolder || strings.ContainsRune(s.Folder, 0)) {
		wrong = append(wrong, fmt.Sprintf("folder %.40q", s.Folder))
		s.Folder = ""
	}
	if len(wrong) > 0 {
		return s, fmt.Errorf("settings: %s out of range: %w", strings.Join(wrong, ", "), game.ErrRepaired)
	}
	return s, nil
}

// defaultSettings returns the settings of a first start.
func defaultSettings() settings {
	return settings{
		Highlights: game.DefaultHighlights(),
		Theme:      "system",
		Level:      logic.Medium.String(),
		Mode:       modeClassic,
	}
}

// Keys of Fyne's preferences, where versions before settingsFile kept the
// settings; read once, when settingsFile is missing.
const (
	prefRegionTint = "view.regionTint"
	prefHouse      = "highlight.house"
	prefSameDigit  = "highlight.sameDigit"
	prefConflicts  = "highlight.conflicts"
	prefTheme      = "theme"
	prefLevel      = "newGame.level"
	prefMode       = "newGame.mode"
	prefWidth      = "window.width"
	prefHeight     = "window.height"
)

// settingsFromPreferences returns the settings that older versions kept in
// Fyne's preferences p, with the defaults for those p lacks.
func settingsFromPreferences(p fyne.Preferences) settings {
	s := defaultSettings()
	s.Highlights = game.Highlights{
		House:     p.BoolWithFallback(prefHouse, s.Highlights.House),
		SameDigit: p.BoolWithFallback(prefSameDigit, s.Highlights.SameDigit),
		Conflicts: p.BoolWithFallback(prefConflicts, s.Highlights.Conflicts),
	}
	s.RegionTint = p.Bool(prefRegionTint)
	s.Theme = p.StringWithFallback(prefTheme, s.Theme)
	s.Level = p.StringWithFallback(prefLevel, s.Level)
	s.Mode = p.StringWithFallback(prefMode, s.Mode)
	s.Width = min(max(p.Float(prefWidth), 0), maxWindowSide)
	s.Height = min(max(p.Float(prefHeight), 0), maxWindowSide)
	return s
}

// setSettings changes the settings with change and saves them.
func (w *Window) setSettings(change func(*settings)) {
	change(&w.settings)
	w.saveSettings()
}

// saveSettings writes the settings to settingsFile, atomically; a failure
// is said once in the status line (see sayUnwritten). Nothing is written
// when the app has no storage folder.
func (w *Window) saveSettings() {
	if w.files == nil {
		return
	}
	w.sayUnwritten(settingsFile, w.writeFile(settingsFile, func(out io.Writer) error {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(w.settings)
	}))
}

// loadSettings reads the settings and applies the highlights, the theme
// and what New deals. Where settingsFile is missing it takes them from
// Fyne's preferences, where older versions kept them, and reports true: the
// caller then writes them to settingsFile (once the panel can say a
// failure). Unreadable settings are set aside (see readFile) and the
// defaults used.
func (w *Window) loadSettings() (migrate bool) {
	w.settings = defaultSettings()
	if w.files != nil {
		if _, err := w.files.read(settingsFile); errors.Is(err, fs.ErrNotExist) {
			w.settings = settingsFromPreferences(w.app.Preferences())
			migrate = true
		}
	}
	if !migrate {
		w.readFile(settingsFile, func(in io.Reader) error {
			s, err := parseSettings(in)
			w.settings = s
			return err
		}, lang.X("error.settingsUnreadable", "The settings could not be read, so they are back to their defaults"))
	}
	w.game.SetHighlights(w.settings.Highlights)
	w.mode, w.grid, w.jigsaw, w.setter = modeOf(w.settings.Mode), 9, false, ""
	if n, jigsaw, ok := gridOf(w.settings.Mode); ok {
		w.grid, w.jigsaw = n, jigsaw
	}
	if slices.Contains(modeSetters, w.settings.Mode) {
		w.setter = w.settings.Mode
	}
	if l, err := logic.ParseLevel(w.settings.Level); err == nil {
		w.level = l
	} else {
		w.level = logic.Medium
	}
	w.applyTheme()
	return migrate
}

// SetLevel makes l the difficulty of new puzzles and remembers it in the
// settings; the game in play goes on.
func (w *Window) SetLevel(l logic.Level) {
	w.level = l
	w.setSettings(func(s *settings) { s.Level = l.String() })
	w.panel.SetLevel(l)
	switch {
	case w.game.Entry() != nil || w.game.Explanation() != nil:
	case w.grid != 9:
		w.sayNextGrid()
	case w.setter != "":
		w.sayNextSetter()
	default:
		w.panel.SetStatus(lang.X("status.nextLevel", "Next puzzle: {{.Level}}. Click New to deal it.", map[string]any{"Level": levelName(l)}))
	}
}

// SetMode makes new puzzles of kind v (Classic, the size variant, killer,
// jigsaw, X or a mix of them), and remembers the choice in the settings;
// the game in play goes on. Size puzzles have one level, so the level
// select is disabled for them.
func (w *Window) SetMode(v sudoku.Variant) {
	w.mode, w.grid, w.jigsaw, w.setter = v, 9, false, ""
	w.setSettings(func(s *settings) { s.Mode = modeKey(v) })
	w.panel.SetMode(v)
	if w.game.Entry() != nil || w.game.Explanation() != nil {
		return
	}
	switch v {
	case sudoku.Classic:
		w.panel.SetStatus(lang.X("status.nextLevel", "Next puzzle: {{.Level}}. Click New to deal it.", map[string]any{"Level": levelName(w.level)}))
	case sudoku.SizeVariant:
		w.panel.SetStatus(lang.X("status.nextSize", "Size puzzles have one level. Click New to deal one."))
	default:
		w.panel.SetStatus(lang.X("status.nextVariantLevel", "Next puzzle: {{.Kind}}, {{.Level}}. Click New to deal it.",
			map[string]any{"Kind": variantName(v), "Level": levelName(w.level)}))
	}
}

// SetGrid makes new puzzles classic ones of an n×n grid (one of
// modeGrids; 9 for Classic), or with jigsaw jigsaw ones (one of
// modeJigsaws), and remembers the choice in the settings (gridKey's "6x6"
// or "6x6 jigsaw" for the kind); the game in play goes on. Their levels
// go up to logic.SizedLevels(n): New deals the nearest one to the level
// picked.
func (w *Window) SetGrid(n int, jigsaw bool) {
	if n == 9 {
		w.SetMode(sudoku.Classic)
		return
	}
	w.mode, w.grid, w.jigsaw, w.setter = sudoku.Classic, n, jigsaw, ""
	w.setSettings(func(s *settings) { s.Mode = gridKey(n, jigsaw) })
	w.panel.SetGrid(n, jigsaw)
	if w.game.Entry() == nil && w.game.Explanation() == nil {
		w.sayNextGrid()
	}
}

// SetSetter makes new puzzles 9x9 ones with constraints of kind (one of
// modeSetters: "thermo"), and remembers the choice in the settings (the
// kind itself); the game in play goes on. Their levels go up to
// logic.SetterLevels: New deals the nearest one to the level picked.
func (w *Window) SetSetter(kind string) {
	if !slices.Contains(modeSetters, kind) {
		return
	}
	w.mode, w.grid, w.jigsaw, w.setter = sudoku.Classic, 9, false, kind
	w.setSettings(func(s *settings) { s.Mode = kind })
	w.panel.SetSetter(kind)
	if w.game.Entry() == nil && w.game.Explanation() == nil {
		w.sayNextSetter()
	}
}

// sayNextSetter says on the status line what New deals next for the kind
// of constraint picked (w.setter): its name and its level (setterLevel).
func (w *Window) sayNextSetter() {
	w.panel.SetStatus(lang.X("status.nextVariantLevel", "Next puzzle: {{.Kind}}, {{.Level}}. Click New to deal it.",
		map[string]any{"Kind": setterName(w.setter), "Level": levelName(w.setterLevel())}))
}

// setterLevel returns the level New deals with the kind of constraint
// picked: the level picked, or logic.SetterLevels when it is higher.
func (w *Window) setterLevel() logic.Level { return min(w.level, logic.SetterLevels) }

// sayNextGrid says on the status line what New deals next for the grid
// picked (w.grid, w.jigsaw): its size and kind, and its level (gridLevel).
func (w *Window) sayNextGrid() {
	w.panel.SetStatus(lang.X("status.nextVariantLevel", "Next puzzle: {{.Kind}}, {{.Level}}. Click New to deal it.",
		map[string]any{"Kind": gridKindName(w.grid, w.jigsaw), "Level": levelName(w.gridLevel())}))
}

// gridLevel returns the level New deals on the grid picked (w.grid): the
// level picked, or the hardest that size has when it is lower
// (logic.SizedLevels).
func (w *Window) gridLevel() logic.Level { return min(w.level, logic.SizedLevels(w.grid)) }

// modeKey returns the name under which the settings keep the kind v:
// "Classic", "Size", or the variant's String, "killer", "killer+x".
func modeKey(v sudoku.Variant) string {
	switch v {
	case sudoku.Classic:
		return modeClassic
	case sudoku.SizeVariant:
		return modeSize
	}
	return v.String()
}

// modeOf returns the kind modeKey named key; Classic for a key it does not
// know.
func modeOf(key string) sudoku.Variant {
	v, _ := modeFrom(key)
	return v
}

// modeFrom returns the kind modeKey named key and true, or Classic and
// false for a key modeKey never returns.
func modeFrom(key string) (sudoku.Variant, bool) {
	switch key {
	case modeClassic:
		return sudoku.Classic, true
	case modeSize:
		return sudoku.SizeVariant, true
	}
	if v, err := sudoku.ParseVariant(key); err == nil {
		return v, true
	}
	return sudoku.Classic, false
}

// applyTheme sets the app's theme from the settings: Fyne's default theme,
// which follows the system, or that theme held to light or dark.
func (w *Window) applyTheme() {
	var th fyne.Theme = focusTheme{theme.DefaultTheme()}
	switch w.settings.Theme {
	case "light":
		th = variantTheme{th, theme.VariantLight}
	case "dark":
		th = variantTheme{th, theme.VariantDark}
	}
	w.app.Settings().SetTheme(th)
}

// focusTheme is a theme whose focus colour, which tints the control that
// Space or Return would press, is focusTint instead of the default
// theme's faint blue (alpha 42 of 255 in the light theme), which a player
// could not tell from a plain button, and which a stronger blue would make
// look like a picked number.
type focusTheme struct{ fyne.Theme }

// focusTint is the focus colour of both themes: amber, half opaque.
var focusTint = color.NRGBA{R: 0xff, G: 0xa6, B: 0x00, A: 0x90}

// Color returns the colour n of variant v: focusTint for
// theme.ColorNameFocus, the underlying theme's colour otherwise.
func (t focusTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameFocus {
		return focusTint
	}
	return t.Theme.Color(n, v)
}

// variantTheme is a theme held to one variant, light or dark, whatever the
// system asks for.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

// Color returns the colour n of the theme's own variant.
func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}
