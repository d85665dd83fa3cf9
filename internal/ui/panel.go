package ui

import (
	"cmp"
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Panel holds the game's controls: a row of nine number toggles that act as a
// radio group (tapping the selected one selects none); New, Check, the Help
// and Notes toggles, Fill notes, Undo and Redo; the kind (Classic or Size)
// and difficulty of the next New (no difficulty for Size), Hint and Explain
// (off for a size puzzle) — or, while the explanation is shown, Previous, Next
// and Close, while a puzzle is entered, Start and Cancel, and while the
// solver's search is watched, Stop and its speed; and the timer
// with a Pause button, a status line and Exit. It shows the game's state and
// redraws when it changes; its status line shows what the window says.
type Panel struct {
	widget.BaseWidget

	// OnStatus, when set, is called with every text the status line is
	// given (see SetStatus).
	OnStatus func(string)

	// OnNew is called when the player taps New.
	OnNew func()
	// OnExit is called when the player taps Exit.
	OnExit func()
	// OnLevel is called with the difficulty the player picks for new games.
	OnLevel func(logic.Level)
	// OnMode is called with the kind of puzzle the player picks for new
	// games: Classic, Size, Killer, Jigsaw or X.
	OnMode func(v sudoku.Variant)
	// OnGrid is called with the rows of the grid when the player picks
	// classic puzzles of another size than 9x9 for new games (4 to 16, one
	// of modeGrids), or with jigsaw set jigsaw puzzles of such a size (one
	// of modeJigsaws).
	OnGrid func(n int, jigsaw bool)
	// OnSetter is called with the kind of constraint (one of modeSetters,
	// "thermo") when the player picks 9x9 puzzles with such constraints
	// for new games.
	OnSetter func(kind string)
	// OnExplain is called when the player taps Explain.
	OnExplain func()
	// OnHint, when set, is called when the player taps Hint, to work the
	// hint out off the UI goroutine; without it the panel asks the game
	// itself (game.ShowHint), where it is.
	OnHint func()
	// OnStartEntered is called when the player taps Start in enter mode.
	OnStartEntered func()
	// OnCancelEntered is called when the player taps Cancel in enter mode.
	OnCancelEntered func()
	// OnStopWatch is called when the player taps Stop (or Close, once
	// solved) while the solver's search is watched.
	OnStopWatch func()
	// OnSpeed is called with the speed the player sets for the solver's
	// search, in moves a second (1–500).
	OnSpeed func(movesPerSecond float64)
	// OnUsed is called after the player used any of the panel's controls
	// with the mouse: a button, a check box, a choice in a select, the
	// slider. The window gives the keyboard back to the board there, so that
	// keys keep going to the board whatever was clicked.
	OnUsed func()

	game       *game.Game
	numbers    [sudoku.MaxDigit]*panelButton
	left       [sudoku.MaxDigit]*canvas.Text // small in each number's corner: how many of it are still to place
	nums       *fyne.Container               // the buttons of the grid's numbers, 1 to n
	n          int                           // the numbers shown
	help       *panelCheck
	pens       [4]*panelButton         // digits, corner marks, centre marks, colours (game.Layer order)
	swatches   [sudoku.MaxDigit]swatch // each number's colour (1–9), over its button with the colour pen
	fillNotes  *panelButton
	undo       *panelButton
	redo       *panelButton
	newGame    *panelButton
	check      *panelButton
	pause      *panelButton
	unsaved    *panelButton // shown while the game cannot be saved
	unsavedErr error
	timer      *widget.Label
	exit       *panelButton
	status     *widget.Label
	// statusScroll holds the status line at a fixed height.
	statusScroll *container.Scroll
	difficulty   *widget.Label // the difficulty of the puzzle in play
	technique    *widget.Label // under it, the technique of its hardest step, if shown
	busy         *widget.Activity
	level        *panelSelect
	mode         *panelSelect // Classic or Size
	hint         *panelButton
	explain      *panelButton
	prev         *panelButton
	next         *panelButton
	playBar      fyne.CanvasObject // mode, level, Hint, Explain
	explBar      fyne.CanvasObject // Previous, Next, Close
	enterBar     fyne.CanvasObject // Start, Cancel
	watchBar     fyne.CanvasObject // Stop, speed
	stopWatch    *panelButton
	speed        *panelSlider
	speedText    *widget.Label
	content      fyne.CanvasObject
}

var _ fyne.Widget = (*Panel)(nil)

// NewPanel returns the panel for g, subscribed to its changes.
func NewPanel(g *game.Game) *Panel {
	p := &Panel{game: g}
	for i := range p.numbers {
		d := i + 1
		p.numbers[i] = p.button(strconv.Itoa(d), nil, func() { p.pressNumber(d) })
		p.left[i] = canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))
		p.left[i].TextSize = theme.CaptionTextSize()
		p.swatches[i] = newSwatch(d)
	}
	// Fyne's check box takes the keyboard focus when tapped, before it calls
	// its OnChanged; there the panel gives it back.
	p.help = p.checkBox(lang.X("panel.help", "Help"), g.SetHelp)
	for l, name := range []string{lang.X("panel.digit", "Digit"), lang.X("panel.corner", "Corner"),
		lang.X("panel.centre", "Centre"), lang.X("panel.colour", "Colour")} {
		p.pens[l] = p.button(name, nil, func() { g.Marks().SetPen(game.Layer(l)) })
	}
	p.fillNotes = p.button(lang.X("panel.fillNotes", "Fill notes"), theme.DocumentCreateIcon(), func() { p.report(g.Marks().FillNotes()) })
	p.undo = p.button("", theme.ContentUndoIcon(), func() { p.report(g.Undo()) })
	p.redo = p.button("", theme.ContentRedoIcon(), func() { p.report(g.Redo()) })
	p.newGame = p.button(lang.X("panel.new", "New"), theme.ContentAddIcon(), func() { call(p.OnNew) })
	p.check = p.button(lang.X("panel.check", "Check"), theme.ConfirmIcon(), g.Check)
	p.pause = p.button("", theme.MediaPauseIcon(), func() { g.SetPaused(!g.Status().Paused) })
	p.timer = widget.NewLabelWithStyle("0:00", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	p.unsaved = p.button(lang.X("panel.unsaved", "Not saved"), theme.WarningIcon(), func() {
		if p.unsavedErr != nil {
			p.SetStatus(unsavedText(p.unsavedErr))
		}
	})
	p.unsaved.Importance = widget.WarningImportance
	p.unsaved.Hide()
	p.difficulty = widget.NewLabel("")                  // the grade: in the text's own size, the technique under it smaller
	p.difficulty.Truncation = fyne.TextTruncateEllipsis // the window's title says it whole
	p.technique = widget.NewLabel("")
	p.technique.SizeName = theme.SizeNameCaptionText
	p.technique.Truncation = fyne.TextTruncateEllipsis
	p.technique.Hide()
	p.exit = p.button(lang.X("panel.exit", "Exit"), theme.LogoutIcon(), func() { call(p.OnExit) })
	if !canExit {
		p.exit.Hide() // a page is closed with its tab; every move is saved already
	}
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	p.statusScroll = container.NewVScroll(p.status)
	p.busy = widget.NewActivity()
	p.busy.Hide()
	p.newSelects()
	p.newBars()
	p.content = p.arrange()
	p.ExtendBaseWidget(p)
	// The panel redraws from the game's events; what the status line says
	// is the window's (see Window.statusFor), so that one place decides it.
	g.Subscribe(func(ev game.Event) {
		switch ev.Kind {
		case game.NumberSelected, game.NewGame, game.PenChanged, game.HelpToggled, game.PauseToggled,
			game.CellChanged, game.Won, game.SolutionShown, game.ExplainChanged:
			p.Refresh()
		case game.WatchChanged:
			if len(ev.Cells) == 0 || g.Watch().Solved() {
				p.Refresh()
			}
		}
	})
	p.Refresh()
	return p
}

// newSelects makes the panel's level and mode selects, which show names in
// the player's language; their index is the level (Easy is 0) or the kind
// (Size is 1).
func (p *Panel) newSelects() {
	names := make([]string, 0, 5)
	for l := logic.Easy; l <= logic.Extreme; l++ {
		names = append(names, levelName(l))
	}
	p.level = newPanelSelect(names, func(string) {
		if p.OnLevel != nil {
			p.OnLevel(p.Level())
			p.used()
		}
	}, p.used)
	p.level.SetSelectedIndex(int(logic.Medium))
	p.mode = newPanelSelect(kindNames(true), func(string) {
		if p.content != nil { // not while the panel is being built
			p.Refresh()
		}
		if k := p.Setter(); k != "" {
			if p.OnSetter != nil {
				p.OnSetter(k)
				p.used()
			}
		} else if n := p.Grid(); n != 9 && p.OnGrid != nil {
			p.OnGrid(n, p.Jigsaw())
			p.used()
		} else if n == 9 && p.OnMode != nil {
			p.OnMode(p.Mode())
			p.used()
		}
	}, p.used)
	p.mode.SetSelectedIndex(0)
	// The level select is as wide as its longest name, not its
	// placeholder's: the kind select beside it takes the room, for the
	// longer kinds ("Anti-knight + Killer cages").
	width := func(s string) float32 { return fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{}).Width }
	longest := slices.MaxFunc(names, func(a, b string) int { return cmp.Compare(width(a), width(b)) })
	if saved := width(p.level.PlaceHolder) - width(longest); saved > 0 {
		p.level.PlaceHolder, p.mode.extra = longest, saved
	}
}

// newBars makes the rows of the panel that change with the mode the board
// is in: the play row (mode, level, Hint, Explain), the explanation's
// Previous, Next and Close, enter mode's Start and Cancel, and the solver's
// Stop and speed.
func (p *Panel) newBars() {
	p.hint = p.button(lang.X("panel.hint", "Hint"), theme.QuestionIcon(), func() {
		if p.OnHint != nil {
			p.OnHint()
			return
		}
		p.report(p.game.ShowHint())
	})
	p.explain = p.button(lang.X("panel.explain", "Explain"), theme.InfoIcon(), func() { call(p.OnExplain) })
	p.prev = p.button(lang.X("panel.previous", "Previous"), theme.NavigateBackIcon(), func() { p.game.Explanation().Prev() })
	p.next = p.button(lang.X("panel.next", "Next"), theme.NavigateNextIcon(), func() { p.game.Explanation().Next() })
	p.next.IconPlacement = widget.ButtonIconTrailingText
	closeExpl := p.button(lang.X("dialog.close", "Close"), theme.CancelIcon(), func() { p.game.Explanation().Close() })
	start := p.button(lang.X("panel.start", "Start"), theme.ConfirmIcon(), func() { call(p.OnStartEntered) })
	start.Importance = widget.HighImportance
	cancel := p.button(lang.X("dialog.cancel", "Cancel"), theme.CancelIcon(), func() { call(p.OnCancelEntered) })
	p.stopWatch = p.button(stopText(), theme.MediaStopIcon(), func() { call(p.OnStopWatch) })
	p.speedText = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true})
	p.speed = newPanelSlider(minSpeed, maxSpeed, p.used)
	p.speed.OnChanged = func(v float64) {
		p.speedText.SetText(lang.X("panel.speed", "{{.Speed}} moves/s", map[string]any{"Speed": fmt.Sprintf("%3.0f", v)}))
		if p.OnSpeed != nil {
			p.OnSpeed(v)
		}
	}
	p.speed.SetValue(DefaultSpeed)
	p.watchBar = container.NewBorder(nil, nil, container.NewHBox(p.stopWatch, widget.NewLabel(lang.X("panel.speedLabel", "Speed"))), p.speedText, p.speed)
	// The kind select takes the row's room the others leave, so that the
	// longer kinds ("Anti-knight + Killer cages") show whole.
	p.playBar = container.NewBorder(nil, nil, nil, container.NewHBox(p.level, p.hint, p.explain), p.mode)
	p.explBar = container.NewHBox(p.prev, p.next, layout.NewSpacer(), closeExpl)
	p.enterBar = container.NewHBox(widget.NewLabel(lang.X("panel.typeGivens", "Type the givens, then")), start, cancel)
}

// statusLines is how many lines of text the status line holds: every
// message but a long step fits them in every language at the window's
// minimum width (TestStatusFitsEveryLanguage); a longer one scrolls.
const statusLines = 3

// arrange lays the panel out: the number toggles, the row of moves, the row
// of the board's mode, the clock's row (Pause, the time, the difficulty cut
// short with an ellipsis when long, Exit), and below it the status line,
// the panel's full width so that it starts at one x and holds long words,
// keeping the height of statusLines lines whatever its message, so that
// nothing moves with the length of a message.
func (p *Panel) arrange() fyne.CanvasObject {
	lines := canvas.NewRectangle(color.Transparent)
	lines.SetMinSize(fyne.NewSize(0, widget.NewLabel(strings.Repeat("\n", statusLines-1)).MinSize().Height))
	p.nums = container.NewGridWithColumns(9)
	p.showNumbers(9)
	pens := make([]fyne.CanvasObject, len(p.pens))
	for l, b := range p.pens {
		pens[l] = b
	}
	return container.NewVBox(
		p.nums,
		container.NewBorder(nil, nil, nil, p.fillNotes, container.NewGridWithColumns(len(pens), pens...)),
		container.NewHBox(p.newGame, p.check, p.help, layout.NewSpacer(), p.undo, p.redo),
		container.NewStack(p.playBar, p.explBar, p.enterBar, p.watchBar),
		container.NewBorder(nil, nil, container.NewHBox(p.pause, p.timer, p.unsaved), container.NewHBox(p.busy, p.exit),
			container.New(twoLines{}, p.difficulty, p.technique)),
		container.NewStack(lines, p.statusScroll),
	)
}

// showNumbers shows the buttons of the numbers 1 to n of a grid of n
// cells a side: in one row up to 9, else in two.
func (p *Panel) showNumbers(n int) {
	p.n = n
	cols := n
	if n > 9 {
		cols = (n + 1) / 2
	}
	p.nums.Layout = layout.NewGridLayoutWithColumns(cols)
	p.nums.Objects = nil
	for i, b := range p.numbers[:n] {
		corner := container.NewHBox(layout.NewSpacer(), p.left[i])
		p.nums.Objects = append(p.nums.Objects, container.NewStack(b, container.NewPadded(p.swatches[i].box), container.NewPadded(container.NewVBox(corner))))
	}
	p.nums.Refresh()
}

// twoLines lays out two labels as two lines of text, the second only when
// it is visible, centred in the height the row gives them, while asking
// only the height of the first: a second line never makes the clock's row,
// and so the board, change size.
type twoLines struct{}

// MinSize is the first label's size, as wide as the wider of the two.
func (twoLines) MinSize(objects []fyne.CanvasObject) fyne.Size {
	first := objects[0].MinSize()
	return fyne.NewSize(max(first.Width, objects[1].MinSize().Width), first.Height)
}

// Layout fills the width with both labels and places their text one line
// above the other around the middle, their padding overlapping.
func (twoLines) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	first, second := objects[0], objects[1]
	if !second.Visible() {
		first.Move(fyne.NewPos(0, 0))
		first.Resize(size)
		return
	}
	pad := theme.InnerPadding()
	h1, h2 := first.MinSize().Height, second.MinSize().Height
	line1, line2 := h1-2*pad, h2-2*pad
	top := (size.Height-line1-line2)/2 - pad
	first.Move(fyne.NewPos(0, top))
	first.Resize(fyne.NewSize(size.Width, h1))
	second.Move(fyne.NewPos(0, top+line1))
	second.Resize(fyne.NewSize(size.Width, h2))
}

// button returns a button with label and icon (either may be empty or nil)
// that calls action, then OnUsed.
func (p *Panel) button(label string, icon fyne.Resource, action func()) *panelButton {
	b := &panelButton{used: p.used}
	b.Text, b.Icon = label, icon
	b.OnTapped = func() {
		action()
		p.used()
	}
	b.ExtendBaseWidget(b)
	return b
}

// checkBox returns a check box labelled label that calls changed with its
// state, then OnUsed.
func (p *Panel) checkBox(label string, changed func(on bool)) *panelCheck {
	c := &panelCheck{used: p.used}
	c.Text = label
	c.OnChanged = func(on bool) {
		changed(on)
		p.used()
	}
	c.ExtendBaseWidget(c)
	return c
}

// panelButton is a button that Tab can reach, whose keys go on to the
// board: Space and Return press it, Escape gives the board the keyboard
// back, and any other key (a digit, an arrow) goes to the board as if it
// had the keyboard, so that a player who tabbed here is never stranded.
type panelButton struct {
	widget.Button
	used func()
}

// TypedKey presses the button on Space and Return; any other key goes to
// the board.
func (b *panelButton) TypedKey(ev *fyne.KeyEvent) {
	controlKey(b, b.used, ev, func() { b.Button.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) })
}

// controlKey handles the key ev that reached the panel's control o: Space
// and Return call press (nil: nothing, for a control that takes Space as a
// typed rune), Escape calls used, which gives the board the keyboard back,
// and any other key goes on to the board (see passKey).
func controlKey(o fyne.CanvasObject, used func(), ev *fyne.KeyEvent, press func()) {
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		if press != nil {
			press()
		}
	case fyne.KeyEscape:
		used()
	default:
		passKey(o, used, ev)
	}
}

// TypedRune passes r on to the board; a space is the key that presses the
// button.
func (b *panelButton) TypedRune(r rune) {
	if r != ' ' {
		passRune(b, b.used, r)
	}
}

// panelCheck is panelButton's check box: Space switches it, Escape gives the
// board the keyboard back, and any other key goes to the board.
type panelCheck struct {
	widget.Check
	used func()
}

// TypedKey gives the board the keyboard with ev, but Space and Return.
func (c *panelCheck) TypedKey(ev *fyne.KeyEvent) {
	controlKey(c, c.used, ev, nil)
}

// TypedRune switches the box on a space and passes any other r on to the
// board.
func (c *panelCheck) TypedRune(r rune) {
	if r == ' ' {
		c.Check.TypedRune(r)
		return
	}
	passRune(c, c.used, r)
}

// used calls OnUsed, if set.
func (p *Panel) used() { call(p.OnUsed) }

// call calls f unless it is nil.
func call(f func()) {
	if f != nil {
		f()
	}
}

// panelSelect is a select whose keys, but Space and Return, which open its
// list, go to the board: Fyne's select keeps the keyboard focus after a
// choice, and would change its value on Left and Right.
type panelSelect struct {
	widget.Select
	used  func()
	extra float32 // width added to the select's least, in pixels
}

// MinSize is the select's least size, extra pixels wider.
func (s *panelSelect) MinSize() fyne.Size {
	m := s.Select.MinSize()
	m.Width += s.extra
	return m
}

func newPanelSelect(options []string, changed func(string), used func()) *panelSelect {
	s := &panelSelect{used: used}
	s.Options, s.OnChanged = options, changed
	s.PlaceHolder = "(Select one)"
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey opens the list on Space and Return; Escape gives the board the
// keyboard back, and any other key goes to the board.
func (s *panelSelect) TypedKey(ev *fyne.KeyEvent) {
	controlKey(s, s.used, ev, func() { s.Select.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) })
}

// TypedRune passes r on to the board.
func (s *panelSelect) TypedRune(r rune) { passRune(s, s.used, r) }

// passKey calls used, which gives the keyboard to the board, and hands ev,
// which reached the control o, to whatever has the keyboard now.
func passKey(o fyne.CanvasObject, used func(), ev *fyne.KeyEvent) {
	used()
	if f := focused(o); f != nil {
		f.TypedKey(ev)
	}
}

// passRune is passKey for a typed character.
func passRune(o fyne.CanvasObject, used func(), r rune) {
	used()
	if f := focused(o); f != nil {
		f.TypedRune(r)
	}
}

// focused returns what has the keyboard in o's canvas when that is not o.
func focused(o fyne.CanvasObject) fyne.Focusable {
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	if c == nil {
		return nil
	}
	if f := c.Focused(); f != nil && any(f) != any(o) {
		return f
	}
	return nil
}

// panelSlider is a slider that calls used after the player taps it or ends a
// drag: Fyne's slider takes the keyboard focus when tapped, and the panel
// gives it back.
type panelSlider struct {
	widget.Slider
	used func()
}

func newPanelSlider(min, max float64, used func()) *panelSlider {
	s := &panelSlider{used: used}
	s.Min, s.Max, s.Step, s.Orientation = min, max, 1, widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// Tapped moves the slider to the tapped value, then calls used.
func (s *panelSlider) Tapped(ev *fyne.PointEvent) {
	s.Slider.Tapped(ev)
	s.used()
}

// DragEnd ends a drag of the slider, then calls used.
func (s *panelSlider) DragEnd() {
	s.Slider.DragEnd()
	s.used()
}

// TypedRune passes r on to the board; the slider's own keys are arrows.
func (s *panelSlider) TypedRune(r rune) { passRune(s, s.used, r) }

// pressNumber is the number button d: it goes in the cell that waits for a
// number, or is picked (or un-picked) to be placed by clicks; see
// game.Game.PressNumber.
func (p *Panel) pressNumber(d int) {
	unpicked, err := p.game.PressNumber(d)
	switch {
	case err != nil:
		p.SetStatus(refusal(p.game.Selection().Cursor(), p.game.Status().Size, err))
	case unpicked:
		p.SetStatus(lang.X("status.unpicked", "No number picked now. Click a cell, then a number to put it there; or click a number, then the cells to place it in."))
	}
}

// report shows why a move from the panel was refused, if it was.
func (p *Panel) report(err error) {
	if err != nil {
		p.SetStatus(sentence(errorText(err)))
	}
}

// Speeds of the solver's search, in moves a second: the slider's range and
// where it starts.
const (
	minSpeed = 1
	maxSpeed = 500
	// DefaultSpeed is the speed the slider starts at.
	DefaultSpeed = 60
)

// Speed returns the speed set for the solver's search, in moves a second.
func (p *Panel) Speed() float64 { return p.speed.Value }

// SetStatus shows msg in the panel's status line; "" clears it.
func (p *Panel) SetStatus(msg string) {
	p.status.SetText(msg)
	p.statusScroll.ScrollToTop()
	if p.OnStatus != nil {
		p.OnStatus(msg)
	}
}

// SetUnsaved shows the "Not saved" mark beside the clock while err, why the
// game could not be saved, is not nil (a click on it says why in the
// status line), and hides it for nil.
func (p *Panel) SetUnsaved(err error) {
	p.unsavedErr = err
	show(p.unsaved, err != nil)
}

// SetDifficulty shows d, the difficulty of the puzzle in play ("Medium",
// "Custom · Expert 7.1"), beside the timer, and under it technique, the
// technique of its hardest step; "" shows none.
func (p *Panel) SetDifficulty(d, technique string) {
	p.difficulty.SetText(d)
	p.technique.SetText(technique)
	show(p.technique, technique != "")
}

// SetBusy shows (true) or hides (false) the activity indicator beside the
// status line, for work under way such as generating a puzzle.
func (p *Panel) SetBusy(on bool) {
	if on {
		p.busy.Show()
		p.busy.Start()
	} else {
		p.busy.Stop()
		p.busy.Hide()
	}
}

// numberLeft returns what the corner of number d's button says: how many
// of d the board still lacks, "" when none (or in enter mode, or with no
// puzzle), so that a finished digit shows at a glance.
func numberLeft(g *game.Game, d int) string {
	st := g.Status()
	if g.Entry() != nil || !st.Started || d < 1 || d > st.Size {
		return ""
	}
	n := st.Left[d]
	if n <= 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// The names under which the settings and the statistics keep the two
// first kinds of the mode select; the other kinds go by their
// sudoku.Variant's String ("killer").
const (
	modeClassic = "Classic"
	modeSize    = "Size"
)

// modeVariants are the kinds of new puzzles the mode select offers, in its
// order: the variants alone, then their mixes.
var modeVariants = []sudoku.Variant{sudoku.Classic, sudoku.SizeVariant, sudoku.Killer, sudoku.Jigsaw, sudoku.XVariant,
	sudoku.Killer | sudoku.XVariant, sudoku.Killer | sudoku.Jigsaw, sudoku.Jigsaw | sudoku.XVariant}

// modeGrids are the sizes of grid other than 9x9 whose classic puzzles
// the mode select offers after modeVariants (logic.GenerateSized): 4x4
// and 6x6 for a child, 8x8, 12x12 and 16x16.
var modeGrids = []int{4, 6, 8, 12, 16}

// modeJigsaws are the sizes of grid other than 9x9 whose jigsaw puzzles
// the mode select offers after modeGrids (logic.GenerateJigsaw): 4x4 to
// 16x16, "6x6 Jigsaw".
var modeJigsaws = []int{4, 6, 8, 10, 12, 16}

// modeSetters are the kinds of constraint whose 9x9 puzzles the mode
// select offers after modeJigsaws (logic.GenerateSetter, variant.Deal's
// kinds): thermometers, arrows, kropki dots, XV, odd and even cells,
// little killers, the anti-knight and anti-king rules, and anti-knight
// killers.
var modeSetters = []string{"thermo", "arrow", "kropki", "xv", "oddeven", "littlekiller", "antiknight", "antiking", "antiknight+killer"}

// kindNames returns the names of the kinds of new puzzles in the player's
// language, in the order of the mode select and Print's kind select:
// modeVariants', then modeGrids', then modeJigsaws', then, with setters
// (the mode select's, not Print's), modeSetters'.
func kindNames(setters bool) []string {
	names := make([]string, 0, len(modeVariants)+len(modeGrids)+len(modeJigsaws)+len(modeSetters))
	for _, v := range modeVariants {
		names = append(names, variantName(v))
	}
	for _, n := range modeGrids {
		names = append(names, gridName(n))
	}
	for _, n := range modeJigsaws {
		names = append(names, gridKindName(n, true))
	}
	if setters {
		for _, k := range modeSetters {
			names = append(names, setterName(k))
		}
	}
	return names
}

// kindIndex returns the index in kindNames of classic puzzles of an n×n
// grid when n is one of modeGrids, else of variant v (0, Classic, for one
// not offered).
func kindIndex(v sudoku.Variant, n int) int {
	if k := slices.Index(modeGrids, n); k >= 0 {
		return len(modeVariants) + k
	}
	return max(slices.Index(modeVariants, v), 0)
}

// SetMode shows v as the kind of new games, without calling OnMode; the
// level select is disabled for Size, whose puzzles have one level.
func (p *Panel) SetMode(v sudoku.Variant) {
	if slices.Contains(modeVariants, v) {
		p.selectMode(kindIndex(v, 9))
	}
	p.Refresh()
}

// SetGrid shows classic puzzles of an n×n grid (one of modeGrids), or
// with jigsaw jigsaw ones (one of modeJigsaws), as the kind of new games,
// without calling OnGrid; for another n (9: see SetMode) it does nothing.
func (p *Panel) SetGrid(n int, jigsaw bool) {
	switch k := slices.Index(modeJigsaws, n); {
	case jigsaw && k >= 0:
		p.selectMode(len(modeVariants) + len(modeGrids) + k)
	case !jigsaw && slices.Contains(modeGrids, n):
		p.selectMode(kindIndex(sudoku.Classic, n))
	default:
		return
	}
	p.Refresh()
}

// SetSetter shows 9x9 puzzles with constraints of kind (one of
// modeSetters) as the kind of new games, without calling OnSetter; for
// another kind it does nothing.
func (p *Panel) SetSetter(kind string) {
	if k := slices.Index(modeSetters, kind); k >= 0 {
		p.selectMode(len(modeVariants) + len(modeGrids) + len(modeJigsaws) + k)
		p.Refresh()
	}
}

// Setter returns the kind of constraint of the new games the panel shows
// (one of modeSetters), or "" for none.
func (p *Panel) Setter() string {
	if k := p.mode.SelectedIndex() - len(modeVariants) - len(modeGrids) - len(modeJigsaws); k >= 0 && k < len(modeSetters) {
		return modeSetters[k]
	}
	return ""
}

// selectMode selects the k-th entry of the mode select without calling
// OnMode, OnGrid or OnSetter.
func (p *Panel) selectMode(k int) {
	if p.mode.SelectedIndex() == k {
		return
	}
	onMode, onGrid, onSetter := p.OnMode, p.OnGrid, p.OnSetter
	p.OnMode, p.OnGrid, p.OnSetter = nil, nil, nil
	p.mode.SetSelectedIndex(k)
	p.OnMode, p.OnGrid, p.OnSetter = onMode, onGrid, onSetter
}

// Mode returns the kind of new games the panel shows: Classic for classic
// puzzles of any size (see Grid).
func (p *Panel) Mode() sudoku.Variant {
	if k := p.mode.SelectedIndex(); k >= 0 && k < len(modeVariants) {
		return modeVariants[k]
	}
	return sudoku.Classic
}

// Grid returns the rows of the grid of the new games the panel shows: 9,
// or one of modeGrids, or of modeJigsaws (see Jigsaw).
func (p *Panel) Grid() int {
	switch k := p.mode.SelectedIndex() - len(modeVariants); {
	case k >= 0 && k < len(modeGrids):
		return modeGrids[k]
	case k >= len(modeGrids) && k < len(modeGrids)+len(modeJigsaws):
		return modeJigsaws[k-len(modeGrids)]
	}
	return 9
}

// Jigsaw reports whether the panel shows jigsaw puzzles of a grid of
// another size than 9x9 (one of modeJigsaws) as the kind of new games.
func (p *Panel) Jigsaw() bool {
	k := p.mode.SelectedIndex() - len(modeVariants) - len(modeGrids)
	return k >= 0 && k < len(modeJigsaws)
}

// SizeMode reports whether the panel shows Size as the kind of new games.
func (p *Panel) SizeMode() bool { return p.Mode() == sudoku.SizeVariant }

// SetLevel shows l as the difficulty of new games, without calling OnLevel.
func (p *Panel) SetLevel(l logic.Level) {
	if p.level.SelectedIndex() == int(l) {
		return
	}
	on := p.OnLevel
	p.OnLevel = nil
	p.level.SetSelectedIndex(int(l))
	p.OnLevel = on
}

// Level returns the difficulty shown for new games.
func (p *Panel) Level() logic.Level { return logic.Level(p.level.SelectedIndex()) }

// stopText is the label of the button that stops the solver's search.
func stopText() string { return lang.X("panel.stop", "Stop") }

// Status returns the text of the panel's status line.
func (p *Panel) Status() string { return p.status.Text }

// ShowTime shows d in the timer as minutes and seconds ("4:07"), or hours,
// minutes and seconds from an hour on ("1:02:03").
func (p *Panel) ShowTime(d time.Duration) {
	if s := formatDuration(d); p.timer.Text != s {
		p.timer.SetText(s)
	}
}

// Time returns the text the timer shows.
func (p *Panel) Time() string { return p.timer.Text }

// formatDuration formats d, rounded down to the second, as "m:ss" or "h:mm:ss".
func formatDuration(d time.Duration) string {
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// CreateRenderer implements fyne.Widget.
func (p *Panel) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(p.content) }

// Refresh re-reads the game: the selected number's toggle is filled when
// clicks place it and its count coloured when it is only shown, the
// Help and Notes toggles show the game's state, each control of an action is
// enabled exactly when game.Allowed accepts that action, the bar of the mode
// the board is in shows, and Pause shows a play icon while paused.
func (p *Panel) Refresh() {
	g := p.game
	allowed := func(a game.Action) bool { return g.Allowed(a) == nil }
	st := g.Status()
	sel := g.Selected()
	if st.Pen == game.LayerColor {
		sel = 0 // the swatches are colours, not the number picked
	}
	// Only a number that clicks place (see game.Placing) is filled blue:
	// one typed or pressed for the selected cell, which clicks do not
	// place, shows by its count of digits left in blue instead.
	armed := g.Placing()
	if st.Size != p.n {
		p.showNumbers(st.Size)
	}
	for i, b := range p.numbers[:p.n] {
		imp := widget.MediumImportance
		if i+1 == sel && armed {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
		enable(b, allowed(game.ActionSelectNumber) && (st.Pen != game.LayerColor || i < 9))
		ink := theme.Color(theme.ColorNamePlaceHolder)
		switch {
		case i+1 == sel && armed:
			ink = theme.Color(theme.ColorNameForegroundOnPrimary) // on the picked number's blue
		case i+1 == sel:
			ink = theme.Color(theme.ColorNamePrimary)
		}
		if text := numberLeft(g, i+1); p.left[i].Text != text || p.left[i].Color != ink {
			p.left[i].Text, p.left[i].Color = text, ink
			p.left[i].Refresh()
		}
	}
	enable(p.help, allowed(game.ActionHelp))
	if p.help.Checked != st.Help {
		p.help.SetChecked(st.Help)
	}
	p.refreshPens(st.Pen, allowed(game.ActionPen) && g.Entry() == nil)
	enable(p.undo, allowed(game.ActionUndo))
	enable(p.redo, allowed(game.ActionRedo))
	enable(p.fillNotes, allowed(game.ActionFillNotes))
	enable(p.check, allowed(game.ActionCheck))
	enable(p.hint, allowed(game.ActionHint))
	enable(p.explain, allowed(game.ActionExplain))
	enable(p.pause, allowed(game.ActionPause))
	enable(p.level, p.Mode() != sudoku.SizeVariant)
	entry, expl, watch := g.Entry(), g.Explanation(), g.Watch()
	at, n := expl.Pos()
	enable(p.prev, at > 0)
	enable(p.next, at < n)
	show(p.playBar, entry == nil && expl == nil && watch == nil)
	show(p.explBar, expl != nil)
	show(p.enterBar, entry != nil)
	show(p.watchBar, watch != nil)
	if watch.Solved() {
		p.stopWatch.SetText(lang.X("dialog.close", "Close"))
		p.stopWatch.SetIcon(theme.CancelIcon())
	} else if p.stopWatch.Text != stopText() {
		p.stopWatch.SetText(stopText())
		p.stopWatch.SetIcon(theme.MediaStopIcon())
	}
	icon := theme.MediaPauseIcon()
	if st.Paused {
		icon = theme.MediaPlayIcon()
	}
	if p.pause.Icon != icon {
		p.pause.SetIcon(icon)
	}
	p.ShowTime(st.Elapsed)
	p.BaseWidget.Refresh()
}

// refreshPens shows pen as the pen chosen, enables the pen buttons when on,
// and with the colour pen shows each number's colour over its button.
func (p *Panel) refreshPens(pen game.Layer, on bool) {
	for l, b := range p.pens {
		imp := widget.MediumImportance
		if game.Layer(l) == pen {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
		enable(b, on)
	}
	colours := pen == game.LayerColor && on
	bg := boardBackground(p.Theme(), fyne.CurrentApp().Settings().ThemeVariant())
	for i, s := range p.swatches[:p.n] {
		if i >= 9 { // nine colours
			show(s.box, false)
			show(p.left[i], !colours)
			continue
		}
		if fill := colorSwatch(i+1, bg); s.fill.FillColor != fill {
			s.fill.FillColor, s.label.Color = fill, inkOn(fill)
			s.fill.Refresh()
			s.label.Refresh()
		}
		show(s.box, colours)
		show(p.left[i], !colours)
	}
}

// swatch is a colour drawn over a number button with the colour pen: its
// fill, the number on it, and the box that holds both.
type swatch struct {
	box   *fyne.Container
	fill  *canvas.Rectangle
	label *canvas.Text
}

// newSwatch returns the hidden swatch of colour d (1–9), coloured by
// Panel.refreshPens.
func newSwatch(d int) swatch {
	s := swatch{fill: canvas.NewRectangle(color.Transparent), label: canvas.NewText(strconv.Itoa(d), color.Black)}
	s.fill.CornerRadius = theme.InputRadiusSize()
	s.label.Alignment = fyne.TextAlignCenter
	s.label.TextStyle.Bold = true
	s.box = container.NewStack(s.fill, container.NewCenter(s.label))
	s.box.Hide()
	return s
}

// show shows or hides o when it is not so already.
func show(o fyne.CanvasObject, on bool) {
	switch {
	case on && !o.Visible():
		o.Show()
	case !on && o.Visible():
		o.Hide()
	}
}

// enable enables or disables w when it is not so already.
func enable(w fyne.Disableable, on bool) {
	switch {
	case on && w.Disabled():
		w.Enable()
	case !on && !w.Disabled():
		w.Disable()
	}
}
