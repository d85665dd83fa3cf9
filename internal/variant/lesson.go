package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// Lesson is the logic of one constraint as a hint teaches it, the way a
// setter explains it on video: the name of the technique ("Thermometer",
// "White dot"), why its Restrict takes what it takes, and how hard that
// is to see.
type Lesson struct {
	// Name is the technique's name, capitalised as a hint's first word:
	// key "lesson.thermometer", "Thermometer".
	Name message.Message
	// Why is a clause that names the constraint by its first cell and says
	// what its rule makes of its cells' candidates: "digits rise along the
	// thermometer from r1c1, so each cell holds more than the cells before
	// it and less than the cells after it". A hint follows it with ", so"
	// and the candidates that go.
	Why message.Message
	// Rating is how hard the lesson is on Sudoku Explainer's scale, which
	// sets the level of a step that needs it: below 2.6 Easy (a thermometer,
	// a kropki dot), below 3.6 Medium (the sums an arrow's line can make),
	// else Hard.
	Rating float64
}

// Teacher is a constraint that teaches its own logic (see Lesson). A
// constraint that is not one teaches its rule (see lessonOf). A new kind of
// constraint gives its lesson in its own file.
type Teacher interface {
	// Lesson returns the constraint's lesson on a grid of n cells a side.
	Lesson(n int) Lesson
}

// The ratings of the lessons, on Sudoku Explainer's scale: a digit bound by
// its neighbours on a line or a dot (2.4), a cell's parity or its order
// among its neighbours (2.3), the sums and sets a line or a cage can make
// (2.8), and sums compared across regions (3.6).
const (
	ratingParity      = 2.3
	ratingNeighbours  = 2.4
	ratingRule        = 2.5
	ratingCombination = 2.8
	ratingAcross      = 3.6
)

// lessonOf returns c's lesson on a grid of n cells a side: its own when c
// is a Teacher, else its rule as the reason, rated as an Easy step.
func lessonOf(c Constraint, n int) Lesson {
	if t, ok := c.(Teacher); ok {
		return t.Lesson(n)
	}
	why := message.Message{Key: "lesson.rule.why", Text: "by the rule of the {{.Constraint}}{{if .At}} at {{.At}}{{end}} ({{.Rule}})",
		Args: map[string]any{"Constraint": c.Name(), "Rule": c.Rule(), "At": ""}}
	if cells := c.Cells(); len(cells) > 0 {
		why.Args["At"] = CellOf(cells[0], n)
	}
	return Lesson{Name: lessonName("rule", "Constraint rule"), Why: why, Rating: ratingRule}
}

// lessonName returns the message key "lesson."+key with English text: a
// lesson's name.
func lessonName(key, text string) message.Message {
	return message.Message{Key: "lesson." + key, Text: text}
}

// whyAt returns the Why of a lesson: key "lesson."+key+".why" with English
// text, and the values args with "At", cell at of a grid of n cells a side.
func whyAt(key, text string, at, n int, args map[string]any) message.Message {
	a := map[string]any{"At": CellOf(at, n)}
	for k, v := range args {
		a[k] = v
	}
	return message.Message{Key: "lesson." + key + ".why", Text: text, Args: a}
}
