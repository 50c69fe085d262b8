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

// TestUnabbreviated: a name typed in full (any case) or as the start of
// one name only stands for it; an ambiguous or too short start, or an
// unknown name, stays as typed.
func TestUnabbreviated(t *testing.T) {
	known := []string{"Tog the Ogre Brute", "Togarth", "Mira the Seer"}
	for typed, want := range map[string]string{
		"tog the ogre brute": "Tog the Ogre Brute",
		"Mira":               "Mira the Seer",
		"Tog":                "Tog", // two names start so
		"Mi":                 "Mi",  // too short
		"Zed":                "Zed",
	} {
		if got := Unabbreviated(known, typed); got != want {
			t.Errorf("Unabbreviated(%q) = %q, want %q", typed, got, want)
		}
	}
}
