package sudoku

import "testing"

// TestLockedCandidatesOnce checks what updateDirty relies on to apply
// wt.permMask once per word: for every set s of triads, the triads of the
// configurations s allows allow the same configurations, so a second pass
// keeps every cell the first kept.
func TestLockedCandidatesOnce(t *testing.T) {
	for s := range 512 {
		c := wt.configsOf[s]
		kept := uint32(triadsOf[c])
		if got := wt.configsOf[kept]; got != c {
			t.Errorf("triads %09b: configurations %06b, but their triads %09b allow %06b", s, c, kept, got)
		}
		if got, want := wt.permMask[kept], wt.permMask[s]; got != want {
			t.Errorf("triads %09b: cells %027b, but after one pass %027b", s, want, got)
		}
	}
}
