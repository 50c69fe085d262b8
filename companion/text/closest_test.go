package text

import "testing"

// TestClosest checks the suggestion for a mistyped name: the nearest
// candidate by edit distance, letter case ignored, or none when too far.
func TestClosest(t *testing.T) {
	candidates := []string{"Sewers", "Infirmary", "Smithy", "Commissary"}
	for _, tc := range []struct{ typed, want string }{
		{"sewer", "Sewers"},
		{"SMITY", "Smithy"},
		{"comissary", "Commissary"},
		{"exercise yard", ""},
		{"", ""},
	} {
		if got := Closest(tc.typed, candidates); got != tc.want {
			t.Errorf("Closest(%q) = %q, want %q", tc.typed, got, tc.want)
		}
	}
	for _, tc := range []struct {
		s, t string
		want int
	}{
		{"", "", 0}, {"abc", "", 3}, {"kitten", "sitting", 3}, {"größ", "gross", 3},
	} {
		if got := EditDistance(tc.s, tc.t); got != tc.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tc.s, tc.t, got, tc.want)
		}
	}
}
