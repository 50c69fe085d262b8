package companion

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestTunnelEntries: two markers (Breakout rulebook, "Expansion Setup") on one location are refused as a whole;
// otherwise each marker is an entry (the collapsed ones none).
func TestTunnelEntries(t *testing.T) {
	t.Parallel()
	kinds, at := []rules.Tunnel{rules.SingleTunnel, rules.DoubleTunnel}, []rules.Location{rules.Smithy, rules.Smithy}
	if _, err := TunnelEntries(kinds, at); err == nil || !strings.Contains(err.Error(), "two tunnel markers on the Smithy") {
		t.Errorf("two markers on the Smithy: %v", err)
	}
	at[1] = rules.Sewers
	pls, err := TunnelEntries(kinds, at)
	if err != nil || len(pls) != 2 {
		t.Fatalf("%v %v", pls, err)
	}
	if e := pls[1].(*TunnelEntry); e.Location != rules.Sewers || !e.Double {
		t.Errorf("the double tunnel: %+v", e)
	}
}

// TestParseCrewChange: each crew's line is read in the words of --change; an
// empty line is no change; a bad one names the mistake, without the crew's
// name play put in front.
func TestParseCrewChange(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in   string
		want Change
		err  string
	}{
		{"", Change{Crew: "Vera"}, ""},
		{"+1 power, -1 gold, +2 stars", Change{Crew: "Vera", Power: 1, Lose: rules.Resources{Gold: 1}, Reputation: 2}, ""},
		{"1", Change{Crew: "Vera"}, "write a signed number and what it counts"},
	} {
		got, err := ParseCrewChange("Vera", tt.in)
		if got != tt.want || (err == nil) != (tt.err == "") || (err != nil && (!strings.Contains(err.Error(), tt.err) || strings.Contains(err.Error(), "Vera:"))) {
			t.Errorf("%q: %+v, %v; want %+v, %q", tt.in, got, err, tt.want, tt.err)
		}
	}
	if got := Changed([]Change{{Crew: "Vera"}, {Crew: "Isaac", Tomes: 1}}); len(got) != 1 || got[0].Crew != "Isaac" {
		t.Errorf("changed: %+v", got)
	}
}
