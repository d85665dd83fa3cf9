package logic

import (
	"context"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
	"text/template"
	"text/template/parse"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestMessageEnglish checks the English of each type of value, alone and
// in a template.
func TestMessageEnglish(t *testing.T) {
	removal := func(d int, cells ...int) Message {
		return message("clause.removal", args{"Digit": d, "Cells": Cells(cells)})
	}
	more := func(d int, cells ...int) Message {
		return message("clause.removal.more", args{"Digit": d, "Cells": Cells(cells)})
	}
	tests := []struct {
		name string
		v    interface{ English() string }
		want string
	}{
		{"Cell first", Cell(0), "r1c1"},
		{"Cell last", Cell(80), "r9c9"},
		{"Cell r5c6", Cell(4*9 + 5), "r5c6"},
		{"Cells none", Cells(nil), ""},
		{"Cells one", Cells{0}, "r1c1"},
		{"Cells two", Cells{0, 10}, "r1c1 and r2c2"},
		{"Cells three", Cells{0, 10, 20}, "r1c1, r2c2 and r3c3"},
		{"House row", House(2), "row 3"},
		{"House column", House(13), "column 5"},
		{"House box", House(26), "box 9"},
		{"Houses none", Houses(nil), ""},
		{"Houses one row", Houses{1}, "row 2"},
		{"Houses two rows", Houses{1, 6}, "rows 2 and 7"},
		{"Houses three columns", Houses{10, 13, 16}, "columns 2, 5 and 8"},
		{"Houses four boxes", Houses{18, 20, 24, 26}, "boxes 1, 3, 7 and 9"},
		{"Digits one", Digits{4}, "4"},
		{"Digits two", Digits{4, 7}, "4 and 7"},
		{"Digits three", Digits{1, 4, 7}, "1, 4 and 7"},
		{"DigitsOr two", DigitsOr{4, 7}, "4 or 7"},
		{"DigitsOr three", DigitsOr{1, 4, 7}, "1, 4 or 7"},
		{"Chain one link", Chain{0, 6}, "r1c1 = r1c7"},
		{"Chain three links", Chain{0, 6, 33, 28}, "r1c1 = r1c7 - r4c7 = r4c2"},
		{"Candidates one", Candidates{{0, 5}}, "r1c1=5"},
		{"Candidates three", Candidates{{0, 5}, {10, 6}, {80, 9}}, "r1c1=5, r2c2=6 and r9c9=9"},
		{"Clauses one", Clauses{removal(4, 13, 15)}, "4 goes from r2c5 and r2c7"},
		{"Clauses two", Clauses{removal(2, 21), more(7, 21, 26)}, "2 goes from r3c4, and 7 from r3c4 and r3c9"},
		{"Clauses three", Clauses{removal(1, 27), more(6, 37), more(9, 37)}, "1 goes from r4c1, 6 from r5c2, and 9 from r5c2"},
		{"Message nested", message("step.forcingChain.direct", args{"Cell": Cell(0), "Digit": 5,
			"Contradiction": message("clause.forcingChain.noCandidate", args{"Cell": Cell(1)})}),
			"if r1c1 were 5, r1c2 would have no candidate left; so 5 goes from r1c1"},
		{"Message int", message("step.nakedSingle", args{"Cell": Cell(20), "Digit": 7}), "r3c3 can only be 7"},
		{"Message count one", message("step.simpleColoring.trap", args{"Digit": 5, "Group1": Cells{0}, "Group2": Cells{6},
			"Cells": Cells{36}, "Count": 1, "Removals": Clauses{removal(5, 36)}}),
			"linked by houses where 5 has only two places, either r1c1 or r1c7 are all 5; r5c1 sees both groups, so 5 goes from r5c1"},
		{"Message count two", message("step.simpleColoring.trap", args{"Digit": 5, "Group1": Cells{0}, "Group2": Cells{6},
			"Cells": Cells{36, 37}, "Count": 2, "Removals": Clauses{removal(5, 36, 37)}}),
			"linked by houses where 5 has only two places, either r1c1 or r1c7 are all 5; r5c1 and r5c2 see both groups, so 5 goes from r5c1 and r5c2"},
		{"Message xChain loop", message("step.xChain.loop", args{"Digit": 5, "Chain": Chain{0, 6, 33, 27, 0}, "Start": Cell(0)}),
			"on 5, r1c1 = r1c7 - r4c7 = r4c1 - r1c1 (= only two places in a house, - same house): " +
				"if r1c1 were not 5 the chain would make it 5, so it is 5"},
		{"Message cannot be", message("clause.forcingChain.cannotBe", args{"Cell": Cell(8), "Digit": 3}),
			"r1c9 could not be 3 as it must"},
		{"Message without values", message("technique.xWing", nil), "X-Wing"},
		{"Message missing value", Message{Key: "k", Text: "{{.Cell}} is {{.Digit}}", Args: args{"Cell": Cell(0)}},
			`%!k(template: :1:15: executing "" at <.Digit>: map has no entry for key "Digit")`},
		{"Message bad template", Message{Key: "k", Text: "{{.Cell"},
			`%!k(template: :1: unclosed action)`},
	}
	for _, tt := range tests {
		if got := tt.v.English(); got != tt.want {
			t.Errorf("%s: %#v.English() = %q; want %q", tt.name, tt.v, got, tt.want)
		}
	}
}

// TestStepMessageByHand checks the message of steps made without one, as
// game hints are: built from the placements and eliminations.
func TestStepMessageByHand(t *testing.T) {
	tests := []struct {
		step Step
		key  string
		want string
	}{
		{Step{}, "step.nothing", "none: "},
		{Step{Technique: NakedSingle, Placements: cands("r1c1=5")}, "step.place", "Naked single: place r1c1=5"},
		{Step{Technique: NakedSingle, Placements: cands("r1c1=5", "r2c2=6")}, "step.place",
			"Naked single: place r1c1=5 and r2c2=6"},
		{Step{Technique: Pointing, Eliminations: cands("r3c4=2", "r3c4=7", "r3c9=7")}, "step.eliminate",
			"Pointing: so 2 goes from r3c4, and 7 from r3c4 and r3c9"},
		{Step{Technique: Trial, Placements: cands("r1c1=5"), Eliminations: cands("r1c2=5")}, "step.placeEliminate",
			"Trial: place r1c1=5, so 5 goes from r1c2"},
	}
	for _, tt := range tests {
		m := tt.step.Message()
		if m.Key != tt.key || tt.step.String() != tt.want {
			t.Errorf("Step%+v: Message().Key = %q, String() = %q; want %q, %q", tt.step, m.Key, tt.step.String(), tt.key, tt.want)
		}
		verifyMessage(t, m)
	}
}

// TestForcingStepMessages checks the two sentences of a forcing chain on
// made-up chains: with placements between the assumption and the
// contradiction, and without.
func TestForcingStepMessages(t *testing.T) {
	why := message("clause.forcingChain.noPlace", args{"Digit": 5, "House": House(15)})
	tests := []struct {
		chain []Candidate
		want  string
	}{
		{cands("r2c6=1"), "Forcing chain: if r2c6 were 1, 5 would have no place left in column 7; so 1 goes from r2c6"},
		{cands("r2c6=1", "r2c9=4"),
			"Forcing chain: if r2c6 were 1, then by singles r2c9 would be 4, and 5 would have no place left in column 7; so 1 goes from r2c6"},
		{cands("r2c6=1", "r2c9=4", "r6c7=4"),
			"Forcing chain: if r2c6 were 1, then by singles r2c9 would be 4, r6c7 4, and 5 would have no place left in column 7; so 1 goes from r2c6"},
	}
	for _, tt := range tests {
		s := forcingStep(tt.chain, why)
		if got := s.String(); got != tt.want {
			t.Errorf("forcingStep(%v, %q).String() = %q; want %q", tt.chain, why.English(), got, tt.want)
		}
		verifyMessage(t, s.Message())
	}
}

// TestMessagesOfSolves checks the message of every step of the solves of
// puzzles of top1465 and hardest1106 (100 of each, 20 with -short or -race): String
// is the technique's name and the message in English, and the message is
// well formed (see verifyMessage). It also checks that the solves use most
// of the step keys, so that the check is not vacuous.
func TestMessagesOfSolves(t *testing.T) {
	n := 100
	if testing.Short() || raceEnabled {
		n = 20
	}
	used := map[string]int{}
	var count func(m Message)
	count = func(m Message) {
		used[m.Key]++
		for _, v := range m.Args {
			switch v := v.(type) {
			case Message:
				count(v)
			case Clauses:
				for _, c := range v {
					count(c)
				}
			case Branches:
				for _, c := range v {
					count(c)
				}
			}
		}
	}
	for _, set := range []string{puzzlesets.Top1465, puzzlesets.Hardest1106} {
		for _, p := range parseEvery(t, puzzlesets.Sample(set), 1, n) {
			steps, err := Explain(p)
			if err != nil {
				t.Fatalf("Explain(%s): %v", p, err)
			}
			for _, s := range steps {
				m := s.Message()
				if got, want := s.String(), s.Technique.String()+": "+m.English(); got != want {
					t.Fatalf("puzzle %s: String() = %q; want %q", p, got, want)
				}
				if !verifyMessage(t, m) {
					t.Fatalf("puzzle %s: step %q has a malformed message %+v", p, s, m)
				}
				count(m)
			}
		}
	}
	keys := make([]string, 0, len(used))
	for k := range used {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	t.Logf("keys used: %v", used)
	if !testing.Short() && len(keys) < 20 {
		t.Errorf("the solves used %d keys, %v; want at least 20", len(keys), keys)
	}
}

// verifyMessage reports whether m is well formed, failing t if not: its key
// is one of Messages with m.Text its template, its values are of the
// documented types and in range, nested messages are well formed too, and
// the names the template uses are exactly the names of the values.
func verifyMessage(t *testing.T, m Message) bool {
	t.Helper()
	ok := true
	fail := func(format string, a ...any) {
		t.Helper()
		t.Errorf("message %q: "+format, append([]any{m.Key}, a...)...)
		ok = false
	}
	text, listed := Messages()[m.Key]
	switch {
	case m.Key == "":
		fail("empty key")
	case !listed:
		fail("key not in Messages()")
	case text != m.Text:
		fail("Text = %q; Messages() has %q", m.Text, text)
	}
	names, err := templateNames(m.Text)
	if err != nil {
		fail("template %q: %v", m.Text, err)
	}
	for name := range names {
		if _, ok := m.Args[name]; !ok {
			fail("template names {{.%s}}, which Args lacks", name)
		}
	}
	for name, v := range m.Args {
		if !names[name] {
			fail("Args has %s, which the template does not use", name)
		}
		if err := checkValue(t, v); err != "" {
			fail("Args[%s] = %#v: %s", name, v, err)
		}
	}
	return ok
}

// checkValue returns what is wrong with v as a message value, or "".
func checkValue(t *testing.T, v any) string {
	t.Helper()
	cell := func(c int) bool { return c >= 0 && c <= 80 }
	digits := func(ds []int) bool {
		for i, d := range ds {
			if d < 1 || d > 9 || i > 0 && d <= ds[i-1] {
				return false
			}
		}
		return len(ds) > 0
	}
	cells := func(cs []int) bool {
		for _, c := range cs {
			if !cell(c) {
				return false
			}
		}
		return len(cs) > 0
	}
	switch v := v.(type) {
	case int:
		if v < 0 || v > 81 {
			return "out of range for a digit or count"
		}
	case Cell:
		if !cell(int(v)) {
			return "not a cell"
		}
	case Cells:
		if !cells(v) {
			return "empty or not cells"
		}
	case RegionOf:
		if !cell(v.Cell) || v.Size != 0 && v.Size != 9 {
			return "not a region's cell"
		}
	case Chain:
		if len(v) < 2 || !cells(v) {
			return "not a chain of cells"
		}
	case Nodes:
		if len(v) < 2 {
			return "not a chain of nodes"
		}
		for _, n := range v {
			if n.Digit < 1 || n.Digit > 9 || len(n.Cells) < 1 || len(n.Cells) > 3 || !cells(n.Cells) {
				return "not a chain of nodes"
			}
		}
	case House:
		if v < 0 || v > 26 {
			return "not a house"
		}
	case Houses:
		for _, h := range v {
			if h < 0 || h > 26 || h/9 != v[0]/9 {
				return "not houses of one kind"
			}
		}
		if len(v) == 0 {
			return "no houses"
		}
	case Digits:
		if !digits(v) {
			return "not increasing digits"
		}
	case DigitsOr:
		if !digits(v) {
			return "not increasing digits"
		}
	case Candidates:
		for _, c := range v {
			if !cell(c.Cell) || c.Digit < 1 || c.Digit > 9 {
				return "not candidates"
			}
		}
	case Message:
		if !verifyMessage(t, v) {
			return "malformed clause"
		}
	case Clauses:
		for _, c := range v {
			if !verifyMessage(t, c) {
				return "malformed clause"
			}
		}
		if len(v) == 0 {
			return "no clauses"
		}
	case Items:
		for _, c := range v {
			if !verifyMessage(t, c) {
				return "malformed item"
			}
		}
		if len(v) == 0 {
			return "no items"
		}
	case Branches:
		for _, c := range v {
			if !verifyMessage(t, c) {
				return "malformed branch"
			}
		}
		if len(v) < 2 {
			return "fewer than two branches"
		}
	default:
		return "not a documented type"
	}
	return ""
}

// templateNames returns the names of the values template text uses, as in
// {{.Name}} or {{if eq .Name 1}}.
func templateNames(text string) (map[string]bool, error) {
	tmpl, err := template.New("").Parse(text)
	if err != nil {
		return nil, err
	}
	names := map[string]bool{}
	var walk func(n parse.Node)
	walk = func(n parse.Node) {
		switch n := n.(type) {
		case *parse.ListNode:
			if n != nil {
				for _, c := range n.Nodes {
					walk(c)
				}
			}
		case *parse.ActionNode:
			walk(n.Pipe)
		case *parse.IfNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.RangeNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.WithNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.PipeNode:
			if n != nil {
				for _, c := range n.Cmds {
					walk(c)
				}
			}
		case *parse.CommandNode:
			for _, a := range n.Args {
				walk(a)
			}
		case *parse.FieldNode:
			names[n.Ident[0]] = true
		}
	}
	if tmpl.Tree != nil {
		walk(tmpl.Tree.Root)
	}
	return names, nil
}

// TestMessagesList checks the list of keys: every key is of the form
// "step.<technique>[.variant]", "clause.…" or "technique.<technique>",
// every template parses, every technique has its name and at least one
// step sentence, and Messages returns a copy.
func TestMessagesList(t *testing.T) {
	all := Messages()
	ids := map[string]bool{}
	for tech := Technique(0); tech < numTechniques; tech++ {
		ids[ladder[tech].id] = true
		key := tech.Key()
		if text, ok := all[key]; !ok || text != tech.String() {
			t.Errorf("Messages()[%q] = %q, %v; want %q, true", key, text, ok, tech.String())
		}
		if tech == 0 {
			continue
		}
		if _, ok := all[stepKey(tech, "")]; !ok && !hasKeyPrefix(all, stepKey(tech, "")+".") {
			t.Errorf("no step sentence for %v (%q or a variant of it)", tech, stepKey(tech, ""))
		}
	}
	if k := numTechniques.Key(); k != "" {
		t.Errorf("Technique(%d).Key() = %q; want \"\"", numTechniques, k)
	}
	generic := map[string]bool{"place": true, "eliminate": true, "placeEliminate": true, "nothing": true}
	for key, text := range all {
		if _, err := templateNames(text); err != nil {
			t.Errorf("Messages()[%q] = %q: %v", key, text, err)
		}
		parts := strings.Split(key, ".")
		switch {
		case len(parts) == 2 && parts[0] == "technique" && ids[parts[1]]:
		case len(parts) >= 2 && len(parts) <= 3 && parts[0] == "step" && (ids[parts[1]] || generic[parts[1]]):
		case len(parts) >= 2 && parts[0] == "clause":
		default:
			t.Errorf("key %q is not step.<technique>[.variant], clause.… or technique.<technique>", key)
		}
	}
	all["step.hiddenSingle"] = "changed"
	if Messages()["step.hiddenSingle"] == "changed" {
		t.Error("changing the map Messages returned changed the package's list")
	}
}

// hasKeyPrefix reports whether a key of m starts with prefix.
func hasKeyPrefix(m map[string]string, prefix string) bool {
	for k := range m {
		if strings.HasPrefix(k, prefix) {
			return true
		}
	}
	return false
}

// TestJigsawRegionNamedByCell explains a jigsaw puzzle, whose board numbers
// no region, and checks that a hidden single in a region names it by the
// region's first cell row by row, in the sentence and in its value.
func TestJigsawRegionNamedByCell(t *testing.T) {
	p, _, err := GenerateVariant(context.Background(), rand.New(rand.NewPCG(2, 2)), sudoku.Jigsaw, Easy)
	if err != nil || p.Regions.IsZero() {
		t.Fatalf("GenerateVariant(Jigsaw): %v, regions %v", err, p.Regions)
	}
	steps, err := ExplainPuzzle(&p)
	if err != nil {
		t.Fatal(err)
	}
	named := 0
	for _, s := range steps {
		if s.Technique != HiddenSingle || len(s.Houses) != 1 || s.Houses[0] < 18 {
			continue
		}
		first := 81
		for i := range 81 {
			if int(p.Regions[i]) == s.Houses[0]-17 {
				first = min(first, i)
			}
		}
		if v, ok := s.msg.Args["House"].(RegionOf); !ok || v.Cell != first {
			t.Errorf("%s: the region is %#v; want RegionOf{Cell: %d}", s, s.msg.Args["House"], first)
		}
		if want := "in the region of " + sudoku.CellName(first) + ","; !strings.Contains(s.String(), want) {
			t.Errorf("%q does not say %q", s, want)
		}
		named++
	}
	if named == 0 {
		t.Errorf("no hidden single in a region among %d steps", len(steps))
	}
}
