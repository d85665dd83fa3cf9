package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// Panel holds the game's controls: a row of nine number toggles that act as a
// radio group (tapping the selected one selects none), a Help toggle, and the
// New, Check and Exit buttons. It shows the game's selected number and help
// state and redraws when they change.
type Panel struct {
	widget.BaseWidget

	// OnNew is called when the player taps New.
	OnNew func()
	// OnExit is called when the player taps Exit.
	OnExit func()

	game    *game.Game
	numbers [9]*widget.Button
	help    *widget.Check
	newGame *widget.Button
	check   *widget.Button
	exit    *widget.Button
	status  *widget.Label
	content fyne.CanvasObject
}

var _ fyne.Widget = (*Panel)(nil)

// NewPanel returns the panel for g, subscribed to its changes.
func NewPanel(g *game.Game) *Panel {
	p := &Panel{game: g}
	for i := range p.numbers {
		d := i + 1
		p.numbers[i] = widget.NewButton(strconv.Itoa(d), func() { p.toggleNumber(d) })
	}
	p.help = widget.NewCheck("Help", func(on bool) { g.SetHelp(on) })
	p.newGame = widget.NewButtonWithIcon("New", theme.ContentAddIcon(), func() {
		if p.OnNew != nil {
			p.OnNew()
		}
	})
	p.check = widget.NewButtonWithIcon("Check", theme.ConfirmIcon(), g.Check)
	p.exit = widget.NewButtonWithIcon("Exit", theme.LogoutIcon(), func() {
		if p.OnExit != nil {
			p.OnExit()
		}
	})
	p.status = widget.NewLabel("")
	p.status.Truncation = fyne.TextTruncateEllipsis

	nums := make([]fyne.CanvasObject, len(p.numbers))
	for i, b := range p.numbers {
		nums[i] = b
	}
	p.content = container.NewVBox(
		container.NewGridWithColumns(9, nums...),
		container.NewHBox(p.newGame, p.check, p.help, layout.NewSpacer(), p.exit),
		p.status,
	)
	p.ExtendBaseWidget(p)
	g.Subscribe(func(ev game.Event) {
		switch ev.Kind {
		case game.NumberSelected, game.HelpToggled, game.NewGame:
			p.Refresh()
		}
	})
	p.Refresh()
	return p
}

func (p *Panel) toggleNumber(d int) {
	if p.game.Selected() == d {
		d = 0
	}
	_ = p.game.SelectNumber(d) // 0–9: never refused
}

// SetStatus shows msg in the panel's status line; "" clears it.
func (p *Panel) SetStatus(msg string) { p.status.SetText(msg) }

// Status returns the text of the panel's status line.
func (p *Panel) Status() string { return p.status.Text }

// CreateRenderer implements fyne.Widget.
func (p *Panel) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(p.content) }

// Refresh re-reads the game: the selected number's toggle is highlighted and
// the Help toggle shows whether help is on.
func (p *Panel) Refresh() {
	sel := p.game.Selected()
	for i, b := range p.numbers {
		imp := widget.MediumImportance
		if i+1 == sel {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
	if p.help.Checked != p.game.Help() {
		p.help.SetChecked(p.game.Help())
	}
	p.BaseWidget.Refresh()
}
