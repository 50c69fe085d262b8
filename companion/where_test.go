package companion

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestRefusalAfterTheLibrary: once the Library is resolved in a Breakout
// game, the Lights Out phase has no location left to resolve, and the
// legend card resolves next (Breakout rulebook, "Resolving the Legend
// Card"). A refusal then says so, never "at the no location" (issue 20,
// item 12). Here the three crews have nothing to pay with at the Chow Hall
// and the Cell Block, so they straggle, and the Library owes each a tome.
func TestRefusalAfterTheLibrary(t *testing.T) {
	tr := boToChowHall(t)
	tr.do(&ResolveEntry{Location: rules.ChowHall})
	tr.do(&ResolveEntry{Location: rules.CellBlock})
	tr.do(&ResolveEntry{Location: rules.Library})
	for _, c := range tr.g.Crews {
		if c.TomesToDraw != 1 {
			t.Fatalf("%s owes %d tomes, want 1", c.Name, c.TomesToDraw)
		}
	}
	const where = "after the Library, before the legend card resolves"
	for _, tc := range []struct {
		name string
		p    Payload
		want error
		says string
	}{
		{"a reward chosen at the Chow Hall", &RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardNone}, ErrWrongPhase, "the Lights Out phase is " + where},
		{"the Chow Hall resolved again", &ResolveEntry{Location: rules.ChowHall}, ErrWrongPhase, "every location is resolved this round: the Lights Out phase is " + where},
		{"an assignment", assign("Vera", rules.Sewers, "2"), ErrWrongPhase, "the game is in round 1, Lights Out, " + where},
	} {
		before := tr.g.Clone()
		err := tr.try(tc.p)
		var re *rules.RuleError
		if !errors.Is(err, tc.want) || !errors.As(err, &re) {
			t.Fatalf("%s: %v, want %v", tc.name, err, tc.want)
		}
		if msg := err.Error(); !strings.Contains(msg, tc.says) || strings.Contains(msg, "no location") || re.Allowed == "" {
			t.Errorf("%s: %q, want it to say %q and what is allowed", tc.name, msg, tc.says)
		}
		if !reflect.DeepEqual(before, tr.g) {
			t.Errorf("%s: a refused entry changed the game", tc.name)
		}
	}
}
