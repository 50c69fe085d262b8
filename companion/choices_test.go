package companion

import (
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestChoices: the values offered for a field follow the game: a crew
// assigns to neither the Library nor a location it assigned to this round
// (core rulebook, "Roll Call Phase"), names the tokens it still holds,
// crafts from the display or its reserve (core rulebook, "Crafting Items",
// p. 14), and an item is drawn to an empty display space.
func TestChoices(t *testing.T) {
	var g Game
	g.Crews = []CrewState{{Name: "Vera", Tokens: []rules.Token{rules.Lookout, rules.Enforcer}, Reserved: []string{"Rope"}}}
	g.RollCall.Assignments = []rules.Assignment{{Crew: "Vera", Location: rules.Smithy}}
	g.Display = []string{"Lockpick", "", "Shiv"}
	locs := g.AssignableLocations("Vera")
	if slices.Contains(locs, rules.Smithy) || slices.Contains(locs, rules.Library) || len(locs) != len(rules.AllLocations)-2 {
		t.Errorf("AssignableLocations = %v", locs)
	}
	if got := g.TokensLeft("Vera", []string{rules.Lookout.String()}); !slices.Equal(got, []string{rules.Enforcer.String()}) {
		t.Errorf("TokensLeft = %v", got)
	}
	if got := g.CraftableItems("Vera"); !slices.Equal(got, []string{"Lockpick", "Shiv", "Rope"}) {
		t.Errorf("CraftableItems = %v", got)
	}
	if got := g.EmptyDisplaySpaces(); !slices.Equal(got, []int{2}) {
		t.Errorf("EmptyDisplaySpaces = %v", got)
	}
}

// TestMatchTokens: tokens are read in any case, and one unknown refuses
// them all.
func TestMatchTokens(t *testing.T) {
	got, err := MatchTokens([]string{"LOOKOUT", "3"})
	if err != nil || !slices.Equal(got, []string{rules.Lookout.String(), "3"}) {
		t.Errorf("MatchTokens = %v, %v", got, err)
	}
	if _, err := MatchTokens([]string{"enforcer", "lookot"}); err == nil {
		t.Error("MatchTokens(lookot): no error")
	}
}

// TestTomeHolder: a tome played without its crew is the one crew's that
// holds it; none or several holding it is refused.
func TestTomeHolder(t *testing.T) {
	var g Game
	g.Crews = []CrewState{{Name: "Vera", Tomes: []string{"Atlas of Hideouts"}}, {Name: "Isaac", Tomes: []string{"Atlas of Hideouts", "Big Book of Stealth"}}}
	if crew, err := g.TomeHolder("big book of stealth"); err != nil || crew != "Isaac" {
		t.Errorf("TomeHolder(Big Book) = %q, %v", crew, err)
	}
	if _, err := g.TomeHolder("Atlas of Hideouts"); err == nil {
		t.Error("TomeHolder(Atlas), held twice: no error")
	}
	if _, err := g.TomeHolder("Cutthroat Crafting"); err == nil {
		t.Error("TomeHolder(Cutthroat Crafting), held by none: no error")
	}
}
