package companion

import (
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestSetupNeedString: each need says what it said as a string before it
// was typed, and the setup's commands follow the kinds lacking.
func TestSetupNeedString(t *testing.T) {
	for _, tt := range []struct {
		need SetupNeed
		want string
	}{
		{SetupNeed{Kind: NeedItemCards, N: 2, Of: 3}, "2 more item cards in the item display (it holds 3)"},
		{SetupNeed{Kind: NeedGoonCard, Location: rules.ChowHall}, "a goon card at the Chow Hall"},
		{SetupNeed{Kind: NeedSingleTunnels, N: 3}, "3 single tunnel markers"},
		{SetupNeed{Kind: NeedDoubleTunnels, N: 1}, "1 double tunnel marker"},
		{SetupNeed{Kind: NeedFirstLegend}, "the first legend card"},
		{SetupNeed{}, "nothing"},
	} {
		if got := tt.need.String(); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.need.Kind, got, tt.want)
		}
	}
	for _, tt := range []struct {
		name    string
		missing []SetupNeed
		want    []string
	}{
		{"core cards", []SetupNeed{{Kind: NeedGoonCard, Location: rules.Sewers}}, []string{"lockup draw item CARD", "lockup draw goon LOCATION CARD"}},
		{"tunnels", []SetupNeed{{Kind: NeedDoubleTunnels, N: 1}}, []string{"lockup draw item CARD", "lockup draw goon LOCATION CARD", "lockup tunnel LOCATION single|double"}},
		{"legend", []SetupNeed{{Kind: NeedFirstLegend}}, []string{"lockup draw item CARD", "lockup draw goon LOCATION CARD", "lockup legend card NAME"}},
		{"both", []SetupNeed{{Kind: NeedSingleTunnels, N: 2}, {Kind: NeedFirstLegend}}, []string{"lockup draw item CARD", "lockup draw goon LOCATION CARD", "lockup tunnel LOCATION single|double", "lockup legend card NAME"}},
	} {
		x := Expectation{Kind: ExpectSetup, Missing: tt.missing}
		if got := x.Commands(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
