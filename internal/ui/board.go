// Package ui is the Sudoku window: the board and panel widgets, which draw a
// game.Game and send the player's clicks to it, and the window that holds them.
package ui

import (
	"image/color"
	"math"
	"strconv"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// Line widths of the board, in Fyne units (pixels at scale 1).
const (
	thinLine  = 1
	thickLine = 3
)

// Board is the 9x9 Sudoku board. It draws the game it was made with — givens
// in bold, the player's digits in the primary colour, notes (centre marks)
// small in a 3x3 layout or, in a cell with corner marks, in a line across
// its middle, corner marks along the cell's edge, the player's colours
// under them (beside the letter S, M or L drawn small in the top-left
// corner of each cell of a size puzzle), the selected cells, highlights,
// conflicts and check marks; after Show solution its digits in italics and
// the player's wrong digits on the error colour — and redraws whenever the
// game changes; while the game is paused it hides the digits. A left tap
// selects the tapped cell and enters the selected number there with the
// pen, a Ctrl+tap adds the cell to the selection, a drag selects the cells
// it crosses, a right tap selects and clears. With the keyboard focus (a
// tap gives it), arrows and WASD move the cursor (Shift+arrows add cells),
// Z X C V choose the pen, 1–9 write with it (Shift+1–9 a corner mark), 0,
// Backspace and Delete clear, N switches between the digit and centre pens,
// H help, P pause, and ? or F1 ask for a hint. A hint or the step being
// explained is drawn in theme colours: its houses faintly, its pattern cells
// in the selection colour, the cells it changes in the warning colour, wrong
// digits in the error colour. While the explanation is shown the board draws
// its position, with every candidate as a note, and Left, Right and Escape go
// to the previous step, the next, and back to the game. While the solver's
// search is watched it draws the search's grid, the cell of the last move in
// the selection colour, and Escape stops it. The board stays square and
// centred in whatever size it is given.
type Board struct {
	widget.BaseWidget

	// OnRefused, when set, is called with the cell (0–80, or -1 for a request
	// about no cell such as a hint) and the game's error when a tap or key is
	// refused, e.g. a tap on a given.
	OnRefused func(cell int, err error)
	// OnHint, when set, is called for the hint keys (? and F1), to work
	// the hint out off the UI goroutine; without it the board asks the game
	// itself (game.ShowHint), where it is.
	OnHint func()
	// OnEscape, when set, is called for Escape when the board has no
	// explanation or search to close with it: in enter mode, to leave it.
	OnEscape func()
	// OnLevel, when set, is called for L, to pick the next level of new
	// puzzles.
	OnLevel func()
	// OnRules, when set, is called for R, to show the rules of the puzzle.
	OnRules func()

	game     *game.Game
	focused  bool
	dragging bool                    // a drag across cells is under way
	dragAt   int                     // the cell the drag was over last
	tapAt    int                     // the cell tapped last, for a double click
	tapTime  time.Time               // when
	mods     func() fyne.KeyModifier // the modifiers held, for tests; nil: the driver's
	dirty    [sudoku.MaxCells]bool   // cells whose CellView changed since the renderer drew them
	tint     bool                    // a soft colour for each of a jigsaw's regions
	ring     float32                 // cells of room around the grid for clues, as the renderer last laid it out
	n        int                     // the cells a side of the grid, as the renderer last laid it out; 0 for 9
	tens     tens                    // a 1 typed that a second digit can make 10 to 16
}

// tens is the first key of a number above 9 on a grid of more than nine
// digits: a 1 written in cell at (-1 for none) at time when, with layer
// (the corner marks for Shift+1, else the pen). A digit key d of 0 to 6
// typed in the same cell within tensWindow makes it 10+d (see TypedKey).
type tens struct {
	at    int
	when  time.Time
	layer game.Layer
	shift bool
}

// tensWindow is how long after a 1 a second digit makes it 10 to 16.
const tensWindow = time.Second

// SetRegionTint gives each region of a jigsaw a soft colour of its own
// (on), or draws them by their borders alone, and redraws the board.
func (b *Board) SetRegionTint(on bool) {
	b.tint = on
	b.Refresh()
}

var (
	_ fyne.Widget            = (*Board)(nil)
	_ fyne.Tappable          = (*Board)(nil)
	_ fyne.SecondaryTappable = (*Board)(nil)
	_ fyne.Focusable         = (*Board)(nil)
	_ fyne.Draggable         = (*Board)(nil)
)

// NewBoard returns a board that shows g and subscribes to its changes.
func NewBoard(g *game.Game) *Board {
	b := &Board{game: g, tapAt: -1, dragAt: -1, tens: tens{at: -1}}
	b.ExtendBaseWidget(b)
	g.Subscribe(func(ev game.Event) {
		for _, i := range ev.Views {
			b.dirty[i] = true
		}
		b.Refresh()
	})
	return b
}

// CreateRenderer implements fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{board: b, frame: canvas.NewRectangle(color.Transparent), cursorAt: -1}
	r.cursor = canvas.NewRectangle(color.Transparent)
	r.cursor.StrokeWidth = 3
	r.paused = canvas.NewText(lang.X("board.paused", "Paused"), color.Black)
	r.paused.Alignment = fyne.TextAlignCenter
	r.paint = newPaintLayer()
	r.shape = newShapeLayer()
	r.cons = newConstraintLayer()
	r.consBox = container.NewWithoutLayout()
	r.build(9)
	r.Refresh()
	return r
}

// build makes the objects of a grid of n cells a side: each cell's fill,
// digit, letter, n centre and n corner marks and selection outline, and
// the n+1 lines each way; the layers, the cursor and the pause text are
// kept. Every cell is drawn again after it.
func (r *boardRenderer) build(n int) {
	cells := n * n
	r.n = n
	r.cells, r.digits, r.letters = make([]*canvas.Rectangle, cells), make([]*canvas.Text, cells), make([]*canvas.Text, cells)
	r.notes, r.corners, r.sels = make([][]*canvas.Text, cells), make([][]*canvas.Text, cells), make([]*canvas.Rectangle, cells)
	r.looks = make([]cellLook, cells)
	for i := range cells {
		r.cells[i] = canvas.NewRectangle(color.Transparent)
		r.digits[i] = canvas.NewText("", color.Black)
		r.digits[i].Alignment = fyne.TextAlignCenter
		r.letters[i] = canvas.NewText("", color.Black)
		r.letters[i].Hidden = true
		r.letters[i].TextStyle = fyne.TextStyle{Bold: true}
		r.notes[i], r.corners[i] = make([]*canvas.Text, n), make([]*canvas.Text, n)
		for d := range n {
			r.notes[i][d] = canvas.NewText("", color.Black)
			r.notes[i][d].Alignment = fyne.TextAlignCenter
			r.corners[i][d] = canvas.NewText("", color.Black)
			r.corners[i][d].Alignment = fyne.TextAlignCenter
			r.corners[i][d].Hidden = true
		}
		r.sels[i] = canvas.NewRectangle(color.Transparent)
		r.sels[i].StrokeWidth = 2
		r.sels[i].Hidden = true
	}
	r.lines = make([]*canvas.Rectangle, 2*(n+1))
	for i := range r.lines {
		r.lines[i] = canvas.NewRectangle(color.Black)
	}
	r.objects = []fyne.CanvasObject{r.frame}
	for i := range r.cells {
		r.objects = append(r.objects, r.cells[i])
	}
	r.objects = append(r.objects, r.paint.raster)
	for i := range r.lines {
		r.objects = append(r.objects, r.lines[i])
	}
	r.objects = append(r.objects, r.shape.raster, r.consBox)
	for i := range r.digits {
		r.objects = append(r.objects, r.digits[i], r.letters[i])
	}
	for i := range r.notes {
		for d := range r.notes[i] {
			r.objects = append(r.objects, r.notes[i][d], r.corners[i][d])
		}
	}
	for _, s := range r.sels {
		r.objects = append(r.objects, s)
	}
	r.objects = append(r.objects, r.cursor, r.paused)
	r.cursorAt, r.drawn, r.lineInk = -1, false, nil
}

// Tapped takes the keyboard focus, selects the tapped cell and, when a
// number was picked to be placed by clicks, enters it there with the pen;
// otherwise the cell waits for a number (see game.Selection.Tap). With Ctrl
// (Super on macOS) held it adds the cell to the selection or takes it out
// instead (see game.Selection.Toggle), with Shift it adds it (see
// game.Selection.Extend). A second click on a cell with a digit within
// doubleClick selects every cell with that digit (see
// game.Selection.SameDigit), unless clicks place a number. Fyne's own double
// tap would hold every single click back for its delay.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	b.focus()
	i := b.CellAt(ev.Position)
	double := i >= 0 && i == b.tapAt && time.Since(b.tapTime) < doubleClick
	b.tapAt, b.tapTime = i, time.Now()
	mods := b.modifiers()
	switch {
	case i < 0:
	case mods&fyne.KeyModifierShortcutDefault != 0:
		b.game.Selection().Toggle(i)
	case mods&fyne.KeyModifierShift != 0:
		b.game.Selection().Extend(i)
	case double && !b.game.Placing() && b.game.CellView(i).Digit != 0:
		b.tapAt = -1
		b.game.Selection().SameDigit(i)
	default:
		b.refused(i, b.game.Selection().Tap(i))
	}
}

// doubleClick is the longest time between the two clicks of a double click.
const doubleClick = 400 * time.Millisecond

// TappedSecondary takes the keyboard focus, selects the tapped cell and clears
// it.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	b.focus()
	if i := b.CellAt(ev.Position); i >= 0 {
		b.game.Selection().Set(i)
		b.refused(i, b.game.Marks().Erase())
	}
}

// Dragged selects the cells the pointer is dragged across: the first drag
// event selects the cell the drag started in alone (with Ctrl or Shift
// held, adds it), and every event adds the cell under the pointer and
// every cell on the straight line from the cell before, which a fast drag
// skips between two events.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if !b.dragging {
		b.dragging = true
		b.focus()
		start := b.CellAt(ev.Position.Subtract(ev.Dragged))
		b.dragAt = start
		switch {
		case start < 0:
		case b.modifiers()&(fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift) != 0:
			b.game.Selection().Extend(start)
		default:
			b.game.Selection().Set(start)
		}
	}
	i := b.CellAt(ev.Position)
	if i < 0 {
		return
	}
	for _, c := range cellsBetween(b.dragAt, i, b.size()) {
		b.game.Selection().Extend(c)
	}
	b.dragAt = i
}

// cellsBetween returns the cells on the straight line from cell from to
// cell to of a grid of size cells a side, to included and from not, in
// order (Bresenham's line over rows and columns); just to when from is -1.
func cellsBetween(from, to, size int) []int {
	if from < 0 || from == to {
		return []int{to}
	}
	r0, c0, r1, c1 := from/size, from%size, to/size, to%size
	n := max(abs(r1-r0), abs(c1-c0))
	cells := make([]int, 0, n)
	for k := 1; k <= n; k++ {
		r := r0 + int(math.Round(float64((r1-r0)*k)/float64(n)))
		c := c0 + int(math.Round(float64((c1-c0)*k)/float64(n)))
		cells = append(cells, r*size+c)
	}
	return cells
}

// abs returns the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// DragEnd ends a drag across cells.
func (b *Board) DragEnd() { b.dragging = false }

// modifiers returns the modifier keys held now: Shift, Ctrl, Alt, Super;
// none where the driver cannot tell (the test driver).
func (b *Board) modifiers() fyne.KeyModifier {
	if b.mods != nil {
		return b.mods()
	}
	if d, ok := fyne.CurrentApp().Driver().(desktop.Driver); ok {
		return d.CurrentKeyModifiers()
	}
	return 0
}

func (b *Board) focus() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil && c.Focused() != b {
		c.Focus(b)
	}
}

// FocusGained implements fyne.Focusable: the selected cell is drawn in the
// focus colour.
func (b *Board) FocusGained() {
	b.focused = true
	b.Refresh()
}

// FocusLost implements fyne.Focusable.
func (b *Board) FocusLost() {
	b.focused = false
	b.Refresh()
}

// TypedRune handles the typed character r: W A S D move the cursor, Z X C
// V choose the pen (digits, corner marks, centre marks, colours; SudokuPad's
// keys), N switches between the digits' pen and the centre marks', F fills
// the notes, H help, L picks the next level of new puzzles (OnLevel), R
// shows the rules of the puzzle (OnRules), P pauses or resumes, and ? asks
// for a hint. Digits are keys, not
// characters (see TypedKey): Shift+3 types '#' or '§', and the keypad's
// digits count too.
func (b *Board) TypedRune(r rune) {
	g := b.game
	switch unicode.ToLower(r) {
	case 'w':
		g.Selection().Move(-1, 0, false)
	case 'a':
		g.Selection().Move(0, -1, false)
	case 's':
		g.Selection().Move(1, 0, false)
	case 'd':
		g.Selection().Move(0, 1, false)
	case 'z':
		g.Marks().SetPen(game.LayerDigit)
	case 'x':
		g.Marks().SetPen(game.LayerCorner)
	case 'c':
		g.Marks().SetPen(game.LayerCentre)
	case 'v':
		g.Marks().SetPen(game.LayerColor)
	case 'n':
		if g.Marks().Pen() == game.LayerCentre {
			g.Marks().SetPen(game.LayerDigit)
		} else {
			g.Marks().SetPen(game.LayerCentre)
		}
	case 'f':
		b.refused(-1, g.Marks().FillNotes())
	case 'l':
		if b.OnLevel != nil {
			b.OnLevel()
		}
	case 'r':
		if b.OnRules != nil {
			b.OnRules()
		}
	case 'h':
		g.SetHelp(!g.Status().Help)
	case 'p':
		g.SetPaused(!g.Status().Paused)
	case '?':
		b.hint()
	}
}

// digitKeys are the keys of the digits, the keypad's too (Fyne's driver
// names both alike), and the digit each stands for.
var digitKeys = map[fyne.KeyName]int{fyne.Key0: 0, fyne.Key1: 1, fyne.Key2: 2, fyne.Key3: 3, fyne.Key4: 4,
	fyne.Key5: 5, fyne.Key6: 6, fyne.Key7: 7, fyne.Key8: 8, fyne.Key9: 9}

// TypedKey handles the key ev: 1–9 write the digit in the selected cells
// with the pen and pick it as the number (on a grid of more than nine
// digits, 1 and then 0 to 6 within tensWindow write 10 to 16, see
// typeTens), with Shift held a corner mark
// whatever the pen (Ctrl+1–9, the centre marks, are the window's
// shortcuts); 0, Backspace and Delete clear the selected cells (see
// game.Marks.Erase); the arrows move the cursor, with Shift they add the
// cell moved to to the selection; F1 asks for a hint; while the
// explanation is shown, Left and Right go to the previous and next step and
// Escape closes it, and otherwise Escape goes to OnEscape.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	g := b.game
	if w := g.Watch(); w != nil && ev.Name == fyne.KeyEscape {
		w.Stop()
		return
	}
	if e := g.Explanation(); e != nil {
		switch ev.Name {
		case fyne.KeyLeft:
			e.Prev()
			return
		case fyne.KeyRight:
			e.Next()
			return
		case fyne.KeyEscape:
			e.Close()
			return
		}
	}
	shift := b.modifiers()&fyne.KeyModifierShift != 0
	if d, ok := digitKeys[ev.Name]; ok {
		if b.typeTens(d, shift) {
			return
		}
		switch {
		case d == 0:
			b.atCursor(func(int) error { return g.Marks().Erase() })
		case shift:
			b.Mark(game.LayerCorner, d)
		default:
			b.atCursor(func(int) error { return g.Marks().Type(d) })
		}
		return
	}
	switch ev.Name {
	case fyne.KeyF1:
		b.hint()
	case fyne.KeyUp:
		g.Selection().Move(-1, 0, shift)
	case fyne.KeyDown:
		g.Selection().Move(1, 0, shift)
	case fyne.KeyLeft:
		g.Selection().Move(0, -1, shift)
	case fyne.KeyRight:
		g.Selection().Move(0, 1, shift)
	case fyne.KeyBackspace, fyne.KeyDelete:
		b.atCursor(func(int) error { return g.Marks().Erase() })
	case fyne.KeyEscape:
		if b.OnEscape != nil {
			b.OnEscape()
		}
	}
}

// typeTens writes 10 to 16 on a grid of more than nine digits, where a 1
// and then, within tensWindow in the same cell, a digit key d of 0 to 6 is
// the number 10+d: the 1 the first key wrote is taken off (a mark toggled
// back; a digit is replaced) and 10+d written with the same pen. It keeps
// a 1 written now for the next key, and reports whether it wrote 10+d.
func (b *Board) typeTens(d int, shift bool) bool {
	g, t := b.game, b.tens
	cursor := g.Selection().Cursor()
	b.tens.at = -1
	size := g.Status().Size
	layer := g.Marks().Pen()
	if shift {
		layer = game.LayerCorner
	}
	if size <= 9 || cursor < 0 {
		return false
	}
	if t.at == cursor && t.shift == shift && time.Since(t.when) < tensWindow && 10+d <= size && layer == t.layer {
		if layer == game.LayerCorner || layer == game.LayerCentre {
			_ = g.Marks().Write(layer, 1)
		}
		b.refused(cursor, g.Marks().Write(layer, 10+d))
		return true
	}
	if d == 1 && layer != game.LayerColor {
		b.tens = tens{at: cursor, when: time.Now(), layer: layer, shift: shift}
	}
	return false
}

// Mark writes d (1–9) with layer l in the selected cells, whatever the
// pen (see game.Marks.Write); the window calls it for Ctrl+1–9, the centre
// marks, and the board for Shift+1–9, the corner marks.
func (b *Board) Mark(l game.Layer, d int) {
	b.atCursor(func(int) error { return b.game.Marks().Write(l, d) })
}

// atCursor calls do with the selected cell, if any, and reports a refusal.
func (b *Board) atCursor(do func(i int) error) {
	if i := b.game.Selection().Cursor(); i >= 0 {
		b.refused(i, do(i))
	}
}

func (b *Board) refused(i int, err error) {
	if err != nil && b.OnRefused != nil {
		b.OnRefused(i, err)
	}
}

// hint asks for a hint: through OnHint when it is set, else from the game.
func (b *Board) hint() {
	if b.OnHint != nil {
		b.OnHint()
		return
	}
	b.refused(-1, b.game.ShowHint())
}

// CellAt returns the cell (0–80 on the 9x9 grid, row by row) under pos, a
// position relative to the board, or -1 when pos is outside the grid.
func (b *Board) CellAt(pos fyne.Position) int {
	g, n := b.geometry(), b.size()
	x, y := pos.X-g.origin.X, pos.Y-g.origin.Y
	if x < 0 || y < 0 || x >= g.side || y >= g.side {
		return -1
	}
	col := min(int(x/g.pitch), n-1)
	row := min(int(y/g.pitch), n-1)
	return row*n + col
}

// CellCenter returns the centre of cell i (0–80 on the 9x9 grid) relative
// to the board.
func (b *Board) CellCenter(i int) fyne.Position {
	g, n := b.geometry(), b.size()
	return fyne.NewPos(g.origin.X+(float32(i%n)+0.5)*g.pitch, g.origin.Y+(float32(i/n)+0.5)*g.pitch)
}

// size returns the cells a side of the grid drawn: 9 until the renderer
// lays out another.
func (b *Board) size() int {
	if b.n == 0 {
		return 9
	}
	return b.n
}

// geometry is where the grid sits inside the board widget.
type geometry struct {
	origin fyne.Position // top left corner of the grid
	side   float32       // width and height of the grid
	pitch  float32       // width and height of one cell
}

// geometry returns where the grid of the puzzle drawn sits in the board:
// with room around it for clues outside the grid when it has any.
func (b *Board) geometry() geometry { return boardGeometry(b.Size(), b.ring, b.size()) }

// boardGeometry returns where a grid of n cells a side sits in a board of
// size, with ring cells of room around it: square, centred, and on whole
// units, so that the lines and the layers drawn as rasters (a variant's
// shape, the colours) fall on whole pixels at scale 1 rather than blur
// across two.
func boardGeometry(size fyne.Size, ring float32, n int) geometry {
	side := float32(math.Floor(float64(min(size.Width, size.Height) * float32(n) / (float32(n) + 2*ring))))
	return geometry{
		origin: fyne.NewPos(float32(math.Floor(float64(size.Width-side)/2)), float32(math.Floor(float64(size.Height-side)/2))),
		side:   side,
		pitch:  side / float32(n),
	}
}

// boardRenderer draws a Board. It is split the way Fyne's own widgets are:
// applyTheme colours what the theme decides (the frame, the lines, the
// inks of every cell) and updateCell draws one cell's game.CellView; the
// game decides what each cell shows and names the cells an event changed,
// and Refresh updates those and no others.
type boardRenderer struct {
	board   *Board
	n       int // the cells a side of the grid the objects are for
	frame   *canvas.Rectangle
	cells   []*canvas.Rectangle
	digits  []*canvas.Text
	letters []*canvas.Text      // the letter of each cell in a size puzzle
	notes   [][]*canvas.Text    // notes 1 to n of each cell
	corners [][]*canvas.Text    // the corner marks of each cell, in SudokuPad's places
	sels    []*canvas.Rectangle // the outlines of the cells selected with the cursor's
	paint   *paintLayer         // the cells' colours
	lines   []*canvas.Rectangle // n+1 vertical then n+1 horizontal, left/top to right/bottom
	cursor  *canvas.Rectangle   // the outline of the selected cell
	paused  *canvas.Text        // shown instead of the digits while paused
	shape   *shapeLayer         // a variant's regions, diagonals and cages
	cons    *constraintLayer    // a setter's constraints
	consBox *fyne.Container     // holds cons's objects, which change with the puzzle
	objects []fyne.CanvasObject

	// What the objects show now, so that Refresh touches only what changed.
	looks    []cellLook  // the colours and texts each cell draws
	cursorAt int         // the cell the cursor is drawn on, or -1
	drawn    bool        // looks hold what the objects show (false: redraw all)
	lineInk  color.Color // the thick lines' colour drawn last
	variant  bool        // the cells are laid out for a size puzzle's letters or a killer's sums
	shapeKey puzzleShape // the shape (regions, diagonals, cages) drawn last
	pal      palette     // the colours of the theme drawn last
	inks     inks        // the theme's colours for digits and fills
	pitch    float32     // the cell size Layout last laid out for
	geom     geometry    // where Layout last put the grid
}

// inks are the theme colours a cell's look is made of, read once per theme.
type inks struct {
	primary, fg, placeholder, err, onErr, success, onSuccess, onChange color.Color
	// centre is the ink of centre marks: the player's blue toward the
	// foreground, so that they read apart from the grey corner marks and,
	// by their size and shade, from the player's digits.
	centre color.Color
}

// cellLook is everything one cell shows: its fill, its digit or notes and
// their inks and styles, and its letter in a size puzzle.
type cellLook struct {
	fill, edge, ink, letterInk color.Color // edge: nil for none
	noteInk, cornerInk         color.Color // centre marks (the notes), corner marks
	digit                      string      // "" for none
	bold, italic               bool
	letter                     string // "" for none (or hidden)
	notes, boldNotes           sudoku.Digits
	corner                     sudoku.Digits
	colors                     game.Colors
	selected                   bool
}

func (r *boardRenderer) Destroy() {}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// minPitch is the smallest cell of the board, in Fyne units: centre
// marks, five to a row inside a killer's dashed cage lines, and corner
// marks, at 0.23 of a cell, stay at least 11 units tall. A grid of more
// than nine cells a side, whose cells would make a board too tall for a
// laptop's screen, has cells of minPitchLarge.
const (
	minPitch      = 48
	minPitchLarge = 36
)

func (r *boardRenderer) MinSize() fyne.Size {
	pitch := float32(minPitch)
	if r.n > 9 {
		pitch = minPitchLarge
	}
	return fyne.NewSquareSize((float32(r.n) + 2*r.cons.ring) * pitch) // clues around the grid take a ring of cells
}

// Layout places every object for the board's size. Texts are sized from the
// cell, so when the cell size changes they are refreshed too.
func (r *boardRenderer) Layout(size fyne.Size) {
	g := boardGeometry(size, r.cons.ring, r.n)
	resized := g.pitch != r.pitch
	r.pitch, r.geom = g.pitch, g
	r.variant = cornerText(r.board.game.Puzzle())
	r.frame.Move(g.origin)
	r.frame.Resize(fyne.NewSquareSize(g.side))
	r.shape.raster.Move(g.origin)
	r.shape.raster.Resize(fyne.NewSquareSize(g.side))
	r.paint.raster.Move(g.origin)
	r.paint.raster.Resize(fyne.NewSquareSize(g.side))
	r.consBox.Resize(size)
	r.cons.layout(g)
	textSize := g.pitch * 0.6
	variant := r.variant
	for i := range r.cells {
		pos := r.cellPos(g, i)
		r.cells[i].Move(pos)
		r.cells[i].Resize(fyne.NewSquareSize(g.pitch))
		t := r.digits[i]
		t.TextSize = textSize
		h := fyne.MeasureText("8", textSize, t.TextStyle).Height
		t.Move(fyne.NewPos(pos.X, pos.Y+(g.pitch-h)/2))
		t.Resize(fyne.NewSize(g.pitch, h))
		if variant {
			// The letter (or a cage's sum) takes a column at the left.
			l := r.letters[i]
			l.TextSize = g.pitch * 0.26
			lh := fyne.MeasureText("M", l.TextSize, l.TextStyle).Height
			l.Move(fyne.NewPos(pos.X+4, pos.Y+2)) // clear of the thick lines
			l.Resize(fyne.NewSize(g.pitch*float32(cageSum.W), lh))
		}
		r.placeNotes(i, r.looks[i].notes)
		r.layoutMarks(i, pos, g.pitch)
	}
	r.paused.TextSize = g.pitch * 0.5
	ph := fyne.MeasureText(r.paused.Text, r.paused.TextSize, r.paused.TextStyle).Height
	r.paused.Move(fyne.NewPos(g.origin.X, g.origin.Y+(g.side-ph)/2))
	r.paused.Resize(fyne.NewSize(g.side, ph))
	for k := 0; k <= r.n; k++ {
		for across, line := range [2]*canvas.Rectangle{r.lines[k], r.lines[r.n+1+k]} {
			w := float32(thinLine)
			if r.thick(k, across == 1) {
				w = thickLine
			}
			// Centre the line on the cell boundary, but keep the outer ones inside.
			at := min(max(float32(k)*g.pitch-w/2, 0), g.side-w)
			if across == 0 {
				line.Move(fyne.NewPos(g.origin.X+at, g.origin.Y))
				line.Resize(fyne.NewSize(w, g.side))
			} else {
				line.Move(fyne.NewPos(g.origin.X, g.origin.Y+at))
				line.Resize(fyne.NewSize(g.side, w))
			}
		}
	}
	r.placeCursor(g)
	if resized {
		for i := range r.digits {
			canvas.Refresh(r.digits[i])
			canvas.Refresh(r.letters[i])
			for d, n := range r.notes[i] {
				canvas.Refresh(n)
				canvas.Refresh(r.corners[i][d])
			}
			canvas.Refresh(r.sels[i])
		}
		canvas.Refresh(r.paused)
	}
}

// cellPos returns the top left corner of cell i in geometry g.
func (r *boardRenderer) cellPos(g geometry, i int) fyne.Position {
	return fyne.NewPos(g.origin.X+float32(i%r.n)*g.pitch, g.origin.Y+float32(i/r.n)*g.pitch)
}

// thick reports whether line k (0 to n) of the grid, a row's top
// (across) or a column's left, is a box's edge, drawn thick: the grid's
// outer lines, and a line between boxes. Where the regions are not boxes
// (a jigsaw), the shape layer draws their borders and only the outer
// lines are thick.
func (r *boardRenderer) thick(k int, across bool) bool {
	if k == 0 || k == r.n {
		return true
	}
	if r.shape.jigsaw {
		return false
	}
	bh, bw := boxShape(r.n)
	if across {
		return k%bh == 0
	}
	return k%bw == 0
}

// boxShape returns the rows and columns of a box of a grid of n cells a
// side, as f-puzzles lays them out: 3 by 3 for 9, 2 by 3 for 6, 4 by 4
// for 16, 3 by 4 for 12, and 1 by n where n has no such factors (a grid
// of 5 or 7 has irregular regions).
func boxShape(n int) (rows, cols int) {
	rows = int(math.Sqrt(float64(n)))
	for rows > 1 && n%rows != 0 {
		rows--
	}
	return rows, n / rows
}

// cornerPlaces are where corner marks go in a cell, in SudokuPad's order:
// the k-th smallest mark in the k-th place, as fractions of the cell from
// its top left corner to the centre of the mark. cornerPlacesVariant leave
// the top left corner to a killer cage's sum or a size puzzle's letter.
var (
	cornerPlaces = [9][2]float32{{0.17, 0.17}, {0.83, 0.17}, {0.17, 0.83}, {0.83, 0.83},
		{0.5, 0.17}, {0.5, 0.83}, {0.17, 0.5}, {0.83, 0.5}, {0.5, 0.5}}
	cornerPlacesVariant = [9][2]float32{{0.83, 0.17}, {0.17, 0.83}, {0.83, 0.83}, {0.5, 0.17},
		{0.5, 0.83}, {0.17, 0.5}, {0.83, 0.5}, {0.5, 0.38}, {0.5, 0.62}}
	// cornerPlacesKiller are cornerPlacesVariant drawn in, clear of the
	// dashed cage lines.
	cornerPlacesKiller = [9][2]float32{{0.75, 0.25}, {0.25, 0.75}, {0.75, 0.75}, {0.5, 0.25},
		{0.5, 0.75}, {0.25, 0.5}, {0.75, 0.5}, {0.5, 0.4}, {0.5, 0.6}}
	// cornerPlacesLarge are the places of a grid of more than nine digits:
	// four along each edge, then four inside.
	cornerPlacesLarge = [16][2]float32{{0.14, 0.14}, {0.86, 0.14}, {0.14, 0.86}, {0.86, 0.86},
		{0.38, 0.14}, {0.62, 0.14}, {0.38, 0.86}, {0.62, 0.86}, {0.14, 0.38}, {0.14, 0.62}, {0.86, 0.38}, {0.86, 0.62},
		{0.38, 0.38}, {0.62, 0.38}, {0.38, 0.62}, {0.62, 0.62}}
)

// markSize is the text size of corner and centre marks in a cell of pitch
// units: at the smallest board a little over 9 units.
func markSize(pitch float32) float32 { return pitch * 0.23 }

// notesPerRow is the most centre marks in one row: more go in two (on a
// grid of more than nine digits, notesPerRowLarge of them, in up to
// four rows).
const (
	notesPerRow      = 5
	notesPerRowLarge = 4
)

// noteArea returns the part of cell i, in fractions of the cell from its
// top left corner, that its centre marks share: clear of a killer's
// dashed cage lines (inset 0.09 of a cell) and, in a cell that shows a
// cage's sum or a size puzzle's letter in its top left corner, below it.
func (r *boardRenderer) noteArea(i int) (x0, y0, x1, y1 float32) {
	x0, y0, x1, y1 = 0.05, 0.08, 0.95, 0.92
	if r.shape.cages {
		x0, y0, x1, y1 = 0.13, 0.13, 0.87, 0.87
	}
	if r.looks[i].letter != "" {
		y0 = float32(cageSum.H)
	}
	return x0, y0, x1, y1
}

// placeNotes lays out the centre marks notes of cell i as SudokuPad does:
// in the middle of the cell's note area (see noteArea), one row of up to
// notesPerRow, else in as many rows as they need, the upper ones the
// longer, each mark its own
// text, 0.27 of the cell tall or smaller where the area needs.
func (r *boardRenderer) placeNotes(i int, notes sudoku.Digits) {
	g := r.geom
	pos := r.cellPos(g, i)
	fx0, fy0, fx1, fy1 := r.noteArea(i)
	width, height := (fx1-fx0)*g.pitch, (fy1-fy0)*g.pitch
	list := notes.List()
	most := notesPerRow
	if r.n > 9 {
		most = notesPerRowLarge
	}
	rows := max((len(list)+most-1)/most, 1)
	perRow := max((len(list)+rows-1)/rows, 1)
	// A digit is about 0.6 of its text size wide and 1.3 tall; marks sit
	// 1.05 widths apart and rows 0.95 heights. On a grid of more than nine
	// digits every mark takes the room of two.
	wide, chars := "8", float32(1)
	if r.n > 9 {
		wide, chars = "88", 2
	}
	size := min(g.pitch*0.27, width/(0.6*chars*1.05*float32(perRow)), height/(1.33*0.95*float32(rows)))
	m := fyne.MeasureText(wide, size, fyne.TextStyle{Bold: true})
	w, h := m.Width*1.05, m.Height*0.95
	for k, d := range list {
		row, col := k/perRow, k%perRow
		inRow := perRow
		if row == rows-1 {
			inRow = len(list) - perRow*(rows-1)
		}
		t := r.notes[i][d-1]
		t.TextSize = size
		t.Move(fyne.NewPos(pos.X+fx0*g.pitch+(width-float32(inRow)*w)/2+float32(col)*w,
			pos.Y+fy0*g.pitch+(height-float32(rows)*h)/2+float32(row)*h))
		t.Resize(fyne.NewSize(w, m.Height))
	}
}

// layoutMarks places the corner marks and the line of centre marks of cell
// i, whose top left corner is at pos, in a cell of pitch units.
func (r *boardRenderer) layoutMarks(i int, pos fyne.Position, pitch float32) {
	places := cornerPlaces[:]
	if r.variant {
		places = cornerPlacesVariant[:]
	}
	size := markSize(pitch)
	if r.shape.cages {
		places = cornerPlacesKiller[:]
	}
	if r.n > 9 {
		places = cornerPlacesLarge[:]
	}
	h := fyne.MeasureText("8", size, fyne.TextStyle{}).Height
	w := pitch / 3
	for k, t := range r.corners[i] {
		t.TextSize = size
		t.Move(fyne.NewPos(pos.X+places[k][0]*pitch-w/2, pos.Y+places[k][1]*pitch-h/2))
		t.Resize(fyne.NewSize(w, h))
	}
	s := r.sels[i]
	s.Move(fyne.NewPos(pos.X+1, pos.Y+1))
	s.Resize(fyne.NewSquareSize(pitch - 2))
}

// placeCursor moves the selected cell's outline onto it.
func (r *boardRenderer) placeCursor(g geometry) {
	if c := r.cursorAt; c >= 0 && c < len(r.cells) {
		r.cursor.Move(r.cellPos(g, c).AddXY(1, 1))
		r.cursor.Resize(fyne.NewSquareSize(g.pitch - 2))
	}
}

// Refresh redraws what changed: with a new theme or kind of puzzle (and at
// the first draw) every cell, else the cells the game's events named since
// the last Refresh; then the cursor, for its cell or the focus, and the
// pause text. A move thus redraws the cells whose view it changed, not the
// board's ~1,000 objects.
func (r *boardRenderer) Refresh() {
	b := r.board
	gm := b.game
	th := b.Theme()
	variant := fyne.CurrentApp().Settings().ThemeVariant()
	fg := th.Color(theme.ColorNameForeground, variant)
	p := gm.Puzzle()
	if n := gridSize(p); n != r.n {
		r.build(n)
		b.n = n
	}
	if key := shapeKey(p); !r.drawn || fg != r.lineInk || cornerText(p) != r.variant || key != r.shapeKey || b.tint != r.shape.tint {
		r.shapeKey = key
		r.shape.set(p)
		r.shape.tint = b.tint
		r.applyTheme(th, variant)
	}
	if r.cons.set(p) {
		b.ring = r.cons.ring
		r.consBox.Objects = r.cons.objects
		r.Layout(b.Size())
		r.consBox.Refresh()
		r.drawn = false
	}
	painted, paintedN := r.paint.colors, r.paint.n
	r.paint.n = r.n
	for i := range r.cells {
		if !r.drawn || b.dirty[i] {
			b.dirty[i] = false
			r.updateCell(i, gm.CellView(i))
		}
	}
	r.drawn = true
	for i := range r.looks {
		r.paint.colors[i] = r.looks[i].colors
	}
	if r.paint.colors != painted || r.paint.n != paintedN || r.paint.bg != r.pal.bg {
		r.paint.bg = r.pal.bg
		r.paint.raster.Refresh()
	}

	ink := r.pal.cursor
	if !b.focused {
		ink = r.pal.unfocused
	}
	hidden := r.cursorAt < 0
	pos := r.cursor.Position()
	r.placeCursor(b.geometry())
	if hidden != r.cursor.Hidden || ink != r.cursor.StrokeColor || pos != r.cursor.Position() {
		r.cursor.Hidden, r.cursor.StrokeColor = hidden, ink
		r.cursor.Refresh()
	}
	if paused := gm.Status().Paused; r.paused.Hidden == paused || r.paused.Color != fg {
		r.paused.Hidden, r.paused.Color = !paused, fg
		r.paused.Refresh()
	}
}

// applyTheme colours the frame and lines from the theme th in variant,
// reads the inks of the cells, lays the cells out again (a size puzzle's
// letters take room) and has every cell redrawn.
func (r *boardRenderer) applyTheme(th fyne.Theme, variant fyne.ThemeVariant) {
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, variant) }
	r.lineInk = col(theme.ColorNameForeground)
	r.pal = newPalette(th, variant)
	r.inks = inks{primary: col(theme.ColorNamePrimary), fg: r.lineInk, placeholder: col(theme.ColorNamePlaceHolder),
		err: col(theme.ColorNameError), onErr: col(theme.ColorNameForegroundOnError),
		success: col(theme.ColorNameSuccess), onSuccess: col(theme.ColorNameForegroundOnSuccess),
		onChange: inkOn(r.pal.change)}
	r.inks.centre = mix(opaque(r.inks.primary, r.pal.bg), r.lineInk, 0.3)
	// The theme's full green glares on either board: Check's right digits
	// sit on a deeper one in the dark theme, a paler one in the light.
	calm := 0.4
	if variant != theme.VariantDark {
		calm = 0.45
	}
	r.inks.success = mix(opaque(r.inks.success, r.pal.bg), r.pal.bg, calm)
	r.inks.onSuccess = inkOn(r.inks.success)
	r.frame.FillColor = r.pal.bg
	r.frame.Refresh()
	for k := 0; k <= r.n; k++ {
		for across, line := range [2]*canvas.Rectangle{r.lines[k], r.lines[r.n+1+k]} {
			line.FillColor = r.pal.thin
			if r.thick(k, across == 1) {
				line.FillColor = r.pal.thick
			}
			line.Refresh()
		}
	}
	// X Sudoku's diagonals: the placeholder grey, faint, so that a digit
	// on one reads whole over it instead of crossed out.
	diag := color.NRGBAModel.Convert(r.inks.placeholder).(color.NRGBA)
	diag.A = 0x38
	r.shape.border, r.shape.diag = r.pal.thick, diag
	r.shape.cageAlpha = 30
	if variant == theme.VariantDark {
		r.shape.cageAlpha = 16
	}
	fgc := color.NRGBAModel.Convert(r.lineInk).(color.NRGBA)
	fgc.A = 200
	r.shape.dash = fgc
	r.shape.raster.Refresh()
	r.cons.fg, r.cons.bg, r.cons.dark = r.lineInk, r.pal.bg, variant == theme.VariantDark
	r.cons.raster.Refresh()
	r.Layout(r.board.Size())
	r.drawn = false
}

// updateCell draws v in cell i, refreshing only the objects that change,
// and keeps track of the cell the cursor is on.
func (r *boardRenderer) updateCell(i int, v game.CellView) {
	switch {
	case v.Cursor:
		r.cursorAt = i
	case r.cursorAt == i:
		r.cursorAt = -1
	}
	if look := r.look(v); !r.drawn || look != r.looks[i] {
		r.apply(i, look)
	}
}

// look returns the colours and texts that draw v with the theme's inks.
func (r *boardRenderer) look(v game.CellView) cellLook {
	pal, in := &r.pal, &r.inks
	l := cellLook{fill: color.Transparent, noteInk: in.centre, cornerInk: in.placeholder, bold: v.Given, italic: v.Shown,
		notes: v.Notes, boldNotes: v.Bold, corner: v.Corner, colors: v.Colors, selected: v.Selected}
	onTint := in.primary
	switch v.Tint {
	case game.TintHouse:
		l.fill = pal.house
	case game.TintMark:
		l.fill, l.edge = pal.mark, pal.markEdge
	case game.TintChange:
		l.fill, l.edge, l.noteInk, l.cornerInk, onTint = pal.change, pal.edge, in.onChange, in.onChange, in.onChange
	case game.TintRight:
		l.fill, onTint = in.success, in.onSuccess
	case game.TintWrong:
		l.fill, onTint = in.err, in.onErr
	}
	switch v.Ink {
	case game.InkPlayer:
		l.ink = in.primary
	case game.InkPlain:
		l.ink = in.fg
	case game.InkConflict:
		l.ink = in.err
	case game.InkOnTint:
		l.ink = onTint
	}
	l.letterInk = l.cornerInk
	if v.Tint >= game.TintChange {
		l.letterInk = l.ink // on a warning, success or error fill
	}
	if v.Digit != 0 {
		l.digit = strconv.Itoa(v.Digit)
	}
	if v.Letter != sudoku.NoLetter {
		l.letter = v.Letter.String()
	}
	if v.Sum > 0 {
		l.letter = strconv.Itoa(v.Sum)
	}
	return l
}

// apply makes cell i's objects show look, refreshing those that change.
func (r *boardRenderer) apply(i int, look cellLook) {
	was := r.looks[i]
	all := !r.drawn
	r.looks[i] = look
	if all || look.fill != was.fill || look.edge != was.edge {
		c := r.cells[i]
		c.FillColor, c.StrokeColor, c.StrokeWidth = look.fill, look.edge, 0
		switch {
		case look.edge == r.pal.markEdge:
			c.StrokeWidth = 1 // thinner than the cursor, whose colour it avoids too
		case look.edge != nil:
			c.StrokeWidth = 2
		}
		c.Refresh()
	}
	if all || look.digit != was.digit || look.ink != was.ink || look.bold != was.bold || look.italic != was.italic {
		t := r.digits[i]
		t.Text, t.Color, t.TextStyle = look.digit, look.ink, fyne.TextStyle{Bold: look.bold, Italic: look.italic}
		t.Refresh()
	}
	if all || look.letter != was.letter || look.letterInk != was.letterInk {
		l := r.letters[i]
		l.Text, l.Color, l.Hidden = look.letter, look.letterInk, look.letter == ""
		l.Refresh()
	}
	if all || look.selected != was.selected {
		s := r.sels[i]
		s.Hidden, s.StrokeColor = !look.selected, r.pal.cursor
		s.Refresh()
	}
	if all || look.corner != was.corner || look.cornerInk != was.cornerInk {
		marks := look.corner.List()
		for k, t := range r.corners[i] {
			t.Text, t.Hidden, t.Color = "", k >= len(marks), look.cornerInk
			if k < len(marks) {
				t.Text = strconv.Itoa(marks[k])
			}
			t.Refresh()
		}
	}
	// The notes (the centre marks) sit in the middle of the cell, in a row
	// or two, each its own text so that a hint can set one in bold; when
	// the set changes, so do the places of all of them.
	placed := look.notes != was.notes || look.letter != was.letter // a cage's sum moves them down
	if all || placed || look.boldNotes != was.boldNotes || look.noteInk != was.noteInk {
		if all || placed {
			r.placeNotes(i, look.notes)
		}
		for d, n := range r.notes[i] {
			on, bold := look.notes.Has(d+1), look.boldNotes.Has(d+1)
			if !all && !placed && bold == was.boldNotes.Has(d+1) && look.noteInk == was.noteInk {
				continue
			}
			n.Text, n.Hidden, n.Color = "", !on, look.noteInk
			if on {
				n.Text = strconv.Itoa(d + 1)
			}
			n.TextStyle = fyne.TextStyle{Bold: bold}
			n.Refresh()
		}
	}
}

// cornerText reports whether the cells of p show something small in their
// top-left corner, so that the notes leave it room: a size puzzle's letters
// or a killer's sums.
func cornerText(p sudoku.Puzzle) bool { return p.HasLetters() || len(p.Cages) > 0 }

// puzzleShape tells one puzzle's shape from another's without building
// anything: its regions, its diagonals, and its cages by where they are
// kept (a game keeps its puzzle's cages for as long as it plays it).
type puzzleShape struct {
	regions   sudoku.Regions
	diagonals bool
	cages     *sudoku.Cage
	n         int
	setter    sudoku.Constraints // a setter's grid of another size has its regions there
}

// shapeKey returns p's shape, for the board to redraw its shape layer when
// it changes; it is compared on every Refresh, so it allocates nothing.
func shapeKey(p sudoku.Puzzle) puzzleShape {
	k := puzzleShape{regions: p.Regions, diagonals: p.Diagonals, n: len(p.Cages), setter: p.Constraints}
	if k.n > 0 {
		k.cages = &p.Cages[0]
	}
	return k
}

// gridSize returns the cells a side of p's grid: 9, or the size of a
// setter's grid of another size.
func gridSize(p sudoku.Puzzle) int {
	if vp := variant.Setter(&p); vp != nil {
		return vp.Size
	}
	return 9
}
