package catalog

import (
	"encoding/json"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestViewCard: a card's view keeps what is known, leaves out what is not,
// and lists what is still unknown (never null).
func TestViewCard(t *testing.T) {
	c := Card{Kind: GuardCard, Name: "red 1", Colour: rules.Red, Strength: Know(3), Special: Know(true)}
	got, err := json.Marshal(ViewCard(c, "yours"))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"kind":"guard","name":"red 1","source":"yours","missing":[],"colour":"red","strength":3,"special":true}`
	if string(got) != want {
		t.Errorf("ViewCard =\n%s\nwant\n%s", got, want)
	}
}

// TestViewCatacombs: the shipped catalog's board is the three spaces the
// rulebook names, not complete, with what is still to type.
func TestViewCatacombs(t *testing.T) {
	v, err := ShippedCatalog().ViewCatacombs()
	if err != nil {
		t.Fatal(err)
	}
	if v.Complete || len(v.Spaces) != len(v.Cards) || len(v.Spaces) == 0 || len(v.Missing) == 0 || v.Problem != "" {
		t.Errorf("ViewCatacombs = %+v", v)
	}
}

// TestGroupGuards: guard cards group by colour in the rulebook's order,
// then by box and source, keeping the order typed and what is unknown.
func TestGroupGuards(t *testing.T) {
	cards := []Card{
		{Kind: GuardCard, Name: "red 1", Colour: rules.Red, Expansion: CoreGame, Strength: Know(2), Special: Know(true)},
		{Kind: GuardCard, Name: "blue 1", Colour: rules.Blue, Expansion: CoreGame, Strength: Know(1)},
		{Kind: GuardCard, Name: "blue 8", Colour: rules.Blue, Expansion: BreakoutExpansion},
		{Kind: GuardCard, Name: "blue 2", Colour: rules.Blue, Expansion: CoreGame, Strength: Know(3)},
	}
	groups := GroupGuards(cards, func(Card) string { return "yours" })
	if len(groups) != 3 {
		t.Fatalf("%d groups: %+v", len(groups), groups)
	}
	if g := groups[0]; g.Colour != rules.Blue || g.Box != CoreGame || len(g.Cards) != 2 || g.Cards[1].Name != "blue 2" || g.Special() {
		t.Errorf("group 1 = %+v", g)
	}
	if g := groups[1]; g.Box != BreakoutExpansion || len(g.Missing) == 0 {
		t.Errorf("group 2 = %+v", g)
	}
	if g := groups[2]; g.Colour != rules.Red || !g.Special() {
		t.Errorf("group 3 = %+v", g)
	}
}
