package rules

import (
	"slices"
	"testing"
)

// TestTunnelTieAtExerciseYard: Breakout rulebook, "Resolving Tunnel
// Locations", step 1: among several seekers the crew with the most strength
// advances, ties broken by seating from whoever has the first player
// marker; the core rulebook's "Exercise Yard" gives the marker to the crew
// with the most strength in the rewards step, which comes first (ruling
// bo-tunnel-marker).
//
// Worked by hand: Vera, Isaac, Claire clockwise; Isaac holds the marker.
// At the Exercise Yard (single tunnel) Claire has her 5 (strength 5), Isaac
// and Vera each a seeker and a 2 (3). The ranking ties Isaac and Vera from
// Isaac: Claire, Isaac, Vera. Claire, most strength, gains a power cube and
// takes the marker; Isaac, second, a power cube; Vera, third, nothing. The
// seekers' crews tie at 3, broken clockwise from Claire: Vera (one seat
// on) before Isaac (two): Vera advances and does not straggle. Before log
// version 8 (SeekerTieAtReach) the tie was broken from Isaac: he advanced
// and Vera straggled.
func TestTunnelTieAtExerciseYard(t *testing.T) {
	for _, tc := range []struct {
		name     string
		atReach  bool
		advances string
		strag    []string
	}{
		{"from the new holder", false, "Vera", nil},
		{"version 7: from the holder as the location was reached", true, "Isaac", []string{"Vera"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			table := breakout(table([]string{"Vera", "Isaac", "Claire"}, "Isaac", nil))
			table.SeekerTieAtReach = tc.atReach
			site := Site{Tunnel: SingleTunnel, Tokens: at(table, map[string][]Token{"Claire": {Five}, "Isaac": {Seeker, Two}, "Vera": {Seeker, Two}})}
			res, err := ResolveSite(table, table.SeatOf("Isaac"), ExerciseYard, site)
			if err != nil {
				t.Fatal(err)
			}
			if res.FirstPlayer != "Claire" {
				t.Errorf("first player after the rewards %s, want Claire", res.FirstPlayer)
			}
			if summary(res, "Claire") != "most 1 power" || summary(res, "Isaac") != "second 1 power" {
				t.Errorf("rewards: Claire %q, Isaac %q", summary(res, "Claire"), summary(res, "Isaac"))
			}
			if l := res.Lantern(); l == nil || l.Name != tc.advances || l.Spaces != 1 {
				t.Errorf("lantern %+v, want %s one space", l, tc.advances)
			}
			var names []string
			for _, s := range res.Stragglers() {
				names = append(names, s.Name)
			}
			if !slices.Equal(names, tc.strag) {
				t.Errorf("stragglers %v, want %v", names, tc.strag)
			}
			if got := hasNote(res, "broken by seating from Claire"); got == tc.atReach {
				t.Errorf("note of the tie from the new holder: %v; notes %v", got, res.Notes())
			}
		})
	}
}
