package companion

import (
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
	// The setup's commands (worded in cmd/lockup/cmd, TestSetupCommands)
	// follow the kinds Needs reports.
	x := Expectation{Kind: ExpectSetup, Missing: []SetupNeed{{Kind: NeedSingleTunnels, N: 2}, {Kind: NeedFirstLegend}}}
	if !x.Needs(NeedSingleTunnels) || !x.Needs(NeedFirstLegend) || x.Needs(NeedDoubleTunnels) || x.Needs(NeedGoonCard) {
		t.Errorf("Needs of %v", x.Missing)
	}
}
