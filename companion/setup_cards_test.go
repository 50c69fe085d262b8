package companion

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestSetupCardsNamed: the setup's cards named with lockup new's flags, every
// problem found at once: one goal of each type (core rulebook, "Game
// Setup", step 14), an item display of one card per crew plus one (step
// 5), one goon card per goon space (step 7), a card in one place only;
// --set values laid over the cards named.
func TestSetupCardsNamed(t *testing.T) {
	t.Parallel()
	g, err := NewGame(SetupEntry{Crews: []SetupCrew{{Name: "Vera"}, {Name: "Isaac"}}, Edition: rules.Edition2019})
	if err != nil {
		t.Fatal(err)
	}
	goon := func(loc rules.Location, card string) SetupGoon {
		return SetupGoon{Flag: loc.Slug() + "=" + card, Entry: &GoonCardEntry{Location: loc, Card: card}}
	}
	list, problems := g.SetupCards([]string{"Hoarder", "Tinkerer", "Goon Squad", "Extra"}, nil,
		[]string{"Shiv", "Rope", "Key", "Lockpick"}, []SetupGoon{goon(rules.Sewers, "Grub"), goon(rules.Sewers, "Snag"), goon(rules.Smithy, "Shiv")})
	for i, want := range []string{"<goal cards>: 4 goal cards", "<item display>: 4 item cards, but the item display of 2 crews holds 3", `<goon spaces> "sewers=Snag": the goon space at the Sewers already has Grub`} {
		if i >= len(problems) || !strings.Contains(problems[i], want) {
			t.Errorf("problem %d: %q, want %q", i, problems, want)
		}
	}
	if len(list) != 10 {
		t.Errorf("%d cards, want 10", len(list))
	}
	if p := ApplySets(list, []string{"Grub:suspicion=1", "Nobody:suspicion=1"}); len(p) != 1 || !strings.Contains(p[0], `no card of the setup is called "Nobody"`) {
		t.Errorf("ApplySets: %q", p)
	}
	if c := list[8]; c.Kind != catalog.GoonCard || !c.Typed.Suspicion.Known || c.Typed.Suspicion.Value != 1 {
		t.Errorf("Grub after --set: %+v", c.Typed)
	}
}
