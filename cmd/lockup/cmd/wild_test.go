package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	statuscmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/status"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestWildStatusAndScoreAgree: at the end of a Breakout game (made-up
// fixture cards), `lockup status` prints the final scoring with Vera's
// Sacred Robes counted as a gem (Breakout rulebook, "Special Effect Icons",
// "Notes"; ruling bo-wild-choice): 4 gems to Isaac's 3 win her the end game
// goal of gems, 6 with two crews, where a 3-3 tie would score nobody (core
// rulebook, "Claiming Goals", p. 13): 30+6 and 33. The note says so. The
// board `lockup export` writes scores the same under `lockup score`, note
// and all.
func TestWildStatusAndScoreAgree(t *testing.T) {
	t.Parallel()
	item := func(name string, v catalog.CardValuables) catalog.Card {
		return catalog.Card{Kind: catalog.ItemCard, Name: name, Valuables: catalog.Know(v), Barrels: catalog.Know(0)}
	}
	g := companion.Game{
		Box: rules.Box{Edition: rules.Edition2019, Breakout: true},
		Crews: []companion.CrewState{
			{Name: "Vera", Items: []string{"Sacred Robes", "Crown", "Ring"}, Board: rules.CrewBoard{Reputation: 30}},
			{Name: "Isaac", Items: []string{"Tiara"}, Board: rules.CrewBoard{Reputation: 33}},
		},
		Goals: []string{"Jeweller"},
		Cards: []catalog.Card{
			{Kind: catalog.GoalCard, Name: "Jeweller", GoalType: catalog.EndGameGoal, Condition: catalog.Know(rules.GoalCondition{Rule: rules.RuleMost, What: rules.CountGems})},
			item("Sacred Robes", catalog.CardValuables{Wild: 1}),
			item("Crown", catalog.CardValuables{Gems: 2}),
			item("Ring", catalog.CardValuables{Gems: 1}),
			item("Tiara", catalog.CardValuables{Gems: 3}),
		},
	}
	ios, _, out, _ := cmdutil.TestStreams()
	if err := statuscmd.WriteFinalScore(ios, g); err != nil {
		t.Fatal(err)
	}
	status := out.String()
	const note = "- Vera: 1 wild valuable counts as 1 gem, the choice that scores the most (the end game goal counts gems). [ruling bo-wild-choice, docs/rulings.md]"
	if !strings.Contains(status, note) {
		t.Errorf("lockup status does not say what the Robes counted as:\n%s", status)
	}
	if got := totalLine(status); !strings.Contains(got, "36") || !strings.Contains(got, "33") {
		t.Errorf("totals %q, want Vera 36 (30 + 6) and Isaac 33", got)
	}

	bs, unknown := g.BoardState()
	if len(unknown) > 0 {
		t.Fatalf("not exported: %v", unknown)
	}
	board := filepath.Join(t.TempDir(), "board.yaml")
	if err := os.WriteFile(board, input.FormatBoardState(bs), 0o600); err != nil {
		t.Fatal(err)
	}
	code, scored, errOut := run(t, "", false, "score", board)
	if code != 0 {
		t.Fatalf("lockup score on the export: exit %d: %s", code, errOut)
	}
	if totalLine(scored) != totalLine(status) || !strings.Contains(scored, note) {
		t.Errorf("lockup score on the export:\n%s\nlockup status:\n%s", scored, status)
	}
}
