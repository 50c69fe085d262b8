package catalog

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestSetCandidates: --set offers the fields a card of the kind carries,
// each once, and for a field of a few words those words, each of which the
// field takes.
func TestSetCandidates(t *testing.T) {
	for _, tt := range []struct {
		kind CardKind
		want []string
	}{
		{SpaceCard, []string{"expansion=", "loot=", "paths="}},
		{LocationCard, []string{"expansion=", "shows="}},
		{CardKind(99), nil},
	} {
		if got := SetFieldCandidates(tt.kind); !slices.Equal(got, tt.want) {
			t.Errorf("SetFieldCandidates(%v) = %q, want %q", tt.kind, got, tt.want)
		}
	}
	all := SetFieldCandidates(NoCardKind)
	for _, k := range AllCardKinds {
		for _, f := range CardFields(k) {
			if n := slices.Index(all, f+"="); n < 0 || slices.Index(all[n+1:], f+"=") >= 0 {
				t.Errorf("SetFieldCandidates(any kind) has %s= %d times", f, strings.Count(strings.Join(all, " "), f+"="))
			}
		}
	}
	if got, want := SetValueCandidates(FieldLoot), []string{"loot=yes", "loot=no"}; !slices.Equal(got, want) {
		t.Errorf("SetValueCandidates(loot) = %q, want %q", got, want)
	}
	for _, w := range SetValueCandidates(FieldShows) {
		c := Card{Kind: LocationCard, Name: "3"}
		if field, value, _ := strings.Cut(w, "="); field != FieldShows || c.SetValue(field, value) != nil {
			t.Errorf("SetValueCandidates(shows) offers %q, which a location card does not take", w)
		}
	}
	if SetValueCandidates(FieldCost) != nil {
		t.Error("SetValueCandidates(cost): a cost is typed freely")
	}
	if got := KindCandidates(); len(got) != len(AllCardKinds) || got[0] != "item" || got[len(got)-1] != "location" {
		t.Errorf("KindCandidates = %q", got)
	}
}

// TestGuardCardCandidates: a guard card is typed as its colour, one of the
// four of the box (core rulebook, "Solitary Mode – Difficulty Levels",
// p. 19: blue, green, yellow and red guard cards), and a strength from 0
// to rules.MaxStrength.
func TestGuardCardCandidates(t *testing.T) {
	colours := GuardCardCandidates()
	if len(colours) != 4 {
		t.Errorf("GuardCardCandidates = %q, want four colours", colours)
	}
	for _, w := range colours {
		if _, err := rules.ParseColour(strings.TrimSuffix(w, ":")); err != nil || !strings.HasSuffix(w, ":") {
			t.Errorf("GuardCardCandidates offers %q: %v", w, err)
		}
	}
	strengths := GuardStrengthCandidates()
	if len(strengths) != rules.MaxStrength+1 || strengths[0] != "0" || strengths[len(strengths)-1] != strconv.Itoa(rules.MaxStrength) {
		t.Errorf("GuardStrengthCandidates = %q…, want 0 to %d", strengths[:3], rules.MaxStrength)
	}
}
