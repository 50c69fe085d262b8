package rules

import (
	"slices"
	"testing"
)

// TestTunnelLocations: the tunnel markers go on locations 1 to 7, one
// each, never on the Library (Breakout rulebook, "Expansion Setup", Tunnel
// Markers); every player count's set fits on them.
func TestTunnelLocations(t *testing.T) {
	t.Parallel()
	want := []Location{ExerciseYard, Sewers, Infirmary, Smithy, Commissary, ChowHall, CellBlock}
	if !slices.Equal(TunnelLocations, want) {
		t.Errorf("TunnelLocations = %v, want %v", TunnelLocations, want)
	}
	for crews := 1; crews <= 5; crews++ {
		if single, double := TunnelMarkers(crews); single+double > len(TunnelLocations) {
			t.Errorf("%d crews: %d single and %d double tunnels do not fit on %d locations", crews, single, double, len(TunnelLocations))
		}
	}
}
