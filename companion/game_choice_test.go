package companion

import (
	"reflect"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestNothingTaken: taking nothing of a reward is recorded where the
// reward is a choice, so that the crews below choose next (ruling
// reward-order) and the crew straggles (ruling choose-nothing; core
// rulebook, "Lights Out Phase", step 4); elsewhere nothing is recorded.
func TestNothingTaken(t *testing.T) {
	for _, loc := range rules.AllLocations {
		got := NothingTaken("Vera", loc)
		choice := loc == rules.Commissary || loc == rules.ChowHall || loc == rules.CellBlock
		switch {
		case choice && !reflect.DeepEqual(got, Payload(&RewardChoiceEntry{Crew: "Vera", Location: loc, Action: RewardNone})):
			t.Errorf("%s: %#v, want Vera's nothing recorded", loc, got)
		case !choice && got != nil:
			t.Errorf("%s: %#v, want nil", loc, got)
		}
	}
}
