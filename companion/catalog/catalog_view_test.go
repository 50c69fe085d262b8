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
