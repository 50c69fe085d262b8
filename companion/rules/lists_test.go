package rules

import (
	"slices"
	"testing"
)

// TestFirstSevenLocations: the solitary guard cards are dealt at the first
// seven locations, the Library left out (core rulebook, "Solitary Mode –
// Roll Call Phase"); the tunnel markers go on locations 1 to 7, one each
// (Breakout rulebook, "Expansion Setup", Tunnel Markers), and every player
// count's set fits on them.
func TestFirstSevenLocations(t *testing.T) {
	t.Parallel()
	want := []Location{ExerciseYard, Sewers, Infirmary, Smithy, Commissary, ChowHall, CellBlock}
	if !slices.Equal(FirstSevenLocations, want) {
		t.Errorf("FirstSevenLocations = %v, want %v", FirstSevenLocations, want)
	}
	if got := Slugs(FirstSevenLocations); !slices.Equal(got, LocationSlugs()[:7]) {
		t.Errorf("Slugs = %v", got)
	}
	for crews := 1; crews <= 5; crews++ {
		if single, double := TunnelMarkers(crews); single+double > len(FirstSevenLocations) {
			t.Errorf("%d crews: %d single and %d double tunnels do not fit on %d locations", crews, single, double, len(FirstSevenLocations))
		}
	}
}

// TestColourNames: the guard cards come in four colours, blue in every
// game and green, yellow or red by level (core rulebook, "Solitary Mode –
// Difficulty Levels"), named as the game files write them.
func TestColourNames(t *testing.T) {
	t.Parallel()
	if got, want := ColourNames(), []string{"blue", "green", "yellow", "red"}; !slices.Equal(got, want) {
		t.Errorf("ColourNames = %v, want %v", got, want)
	}
	for i, name := range ColourNames() {
		if c, err := ParseColour(name); err != nil || c != Colour(i+1) {
			t.Errorf("ParseColour(%q) = %v, %v", name, c, err)
		}
	}
}

// TestDifficulties: the solitary mode has three levels, easiest first,
// each with its colour of five guard cards (core rulebook, "Solitary Mode –
// Difficulty Levels", p. 19).
func TestDifficulties(t *testing.T) {
	t.Parallel()
	var got []string
	for _, d := range Difficulties {
		got = append(got, d.String())
	}
	if want := []string{"moderate", "challenging", "expert"}; !slices.Equal(got, want) {
		t.Errorf("Difficulties = %v, want %v", got, want)
	}
}
