package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestResolutionPreviewTie: the reward page says each side's strength and
// how a tie went, in the rules engine's words (rules.Resolution.Ties; core
// rulebook, "II. Lights Out Phase – 1. Determine Crew Strengths").
func TestResolutionPreviewTie(t *testing.T) {
	t.Parallel()
	table := rules.Table{Seating: []string{"Rin", rules.Guards}, FirstPlayer: 1}
	table.Power[0] = 1
	res, err := rules.ResolveSite(table, 1, rules.Smithy, rules.Site{Tokens: [rules.MaxSeats][]rules.Token{0: {rules.Five}}, Guards: []int{2, 3}})
	if err != nil {
		t.Fatal(err)
	}
	got := ResolutionPreviewIn(terms.En, &res, rules.Guards)
	if len(got) == 0 || got[0] != "Strength: guards 5, Rin 5; tie 5-5: the guards hold the first player marker and rank first." {
		t.Errorf("the preview's first line: %q", got)
	}
}
