package logic

import (
	"encoding/json"
	"testing"
)

// TestStepData checks the JSON of Step.Data on steps whose contents are
// known: found by the pattern finders on crafted candidate grids, and made
// by hand for the corner cases (a chain whose rating is a sum of tenths, the
// zero Step).
func TestStepData(t *testing.T) {
	found := func(tech Technique, spec map[string]string) Step {
		t.Helper()
		s, ok := craft(spec).find(tech)
		if !ok {
			t.Fatalf("find(%v) on %v found nothing", tech, spec)
		}
		return s
	}
	tests := []struct {
		name string
		step Step
		want string
	}{
		{"hidden single in a box",
			found(HiddenSingle, map[string]string{"r5c6": "17", "r4c4": "12", "r4c5": "12"}),
			`{"technique":"Hidden single","rating":1.2,"place":[{"cell":"r5c6","digit":7}],"eliminate":[],` +
				`"digits":[7],"cells":["r5c6"],"houses":["b5"],"text":"Hidden single: in box 5, 7 fits only in r5c6"}`},
		{"naked pair",
			found(NakedPair, map[string]string{"r3c1": "27", "r3c5": "27", "r3c4": "24", "r3c9": "279"}),
			`{"technique":"Naked pair","rating":3,"place":[],` +
				`"eliminate":[{"cell":"r3c4","digit":2},{"cell":"r3c9","digit":2},{"cell":"r3c9","digit":7}],` +
				`"digits":[2,7],"cells":["r3c1","r3c5"],"houses":["r3"],` +
				`"text":"Naked pair: in row 3, r3c1 and r3c5 hold only 2 and 7, so 2 goes from r3c4 and r3c9, and 7 from r3c9"}`},
		{"X-Wing",
			found(XWing, map[string]string{"r2c3": "16", "r2c8": "26", "r7c3": "36", "r7c8": "46", "r4c3": "56", "r5c8": "67"}),
			`{"technique":"X-Wing","rating":3.2,"place":[],"eliminate":[{"cell":"r4c3","digit":6},{"cell":"r5c8","digit":6}],` +
				`"digits":[6],"cells":["r2c3","r2c8","r7c3","r7c8"],"houses":["r2","r7","c3","c8"],` +
				`"text":"X-Wing: in rows 2 and 7, 6 fits only in columns 3 and 8, so 6 goes from r4c3 and r5c8"}`},
		{"chain of 5 links, 6.6 + 0.1 rounded",
			Step{Technique: XChain, length: 5, Eliminations: []Candidate{{80, 9}}, msg: Message{Key: "test", Text: "on 9, …"}},
			`{"technique":"X-Chain","rating":6.7,"place":[],"eliminate":[{"cell":"r9c9","digit":9}],` +
				`"digits":[],"cells":[],"houses":[],"text":"X-Chain: on 9, …"}`},
		{"zero step",
			Step{},
			`{"technique":"none","rating":0,"place":[],"eliminate":[],"digits":[],"cells":[],"houses":[],"text":"none: "}`},
	}
	for _, tt := range tests {
		got, err := json.Marshal(tt.step.Data())
		if err != nil || string(got) != tt.want {
			t.Errorf("%s: json.Marshal(Data()) = %s, %v;\nwant %s", tt.name, got, err, tt.want)
		}
	}
}

// TestStepDataCopies checks that changing the data of a step leaves the step
// as it was.
func TestStepDataCopies(t *testing.T) {
	s := Step{Technique: NakedSingle, Cells: []int{0}, Houses: []int{0}, Placements: []Candidate{{0, 5}}}
	d := s.Data()
	d.Cells[0], d.Houses[0], d.Place[0].Digit = "r9c9", "b9", 6
	if s.Cells[0] != 0 || s.Houses[0] != 0 || s.Placements[0].Digit != 5 {
		t.Errorf("changing Data() changed the step to %+v", s)
	}
}
