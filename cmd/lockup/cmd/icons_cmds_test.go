package cmd

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TEST FIXTURES ONLY: the cards below are made up (printed values are card
// data, not in the rulebooks).
func iconsItem(name string, rep int, cost rules.Resources, effects ...rules.Effect) *catalog.Card {
	return &catalog.Card{Kind: catalog.ItemCard, Name: name, Reputation: catalog.Know(rep), Cost: catalog.Know(catalog.CardCost{Resources: cost}),
		Valuables: catalog.Know(catalog.CardValuables{}), Effects: catalog.Know(append([]catalog.Effect{}, effects...)), Barrels: catalog.Know(0)}
}

func iconsGoon(name string) *catalog.Card {
	return &catalog.Card{Kind: catalog.GoonCard, Name: name, GoonType: rules.Ratmen, Suspicion: catalog.Know(0), Valuables: catalog.Know(catalog.CardValuables{}), Effects: catalog.Know([]catalog.Effect{})}
}

// iconsGame writes a game file of an advanced three-crew Breakout game and
// plays round 1 up to Claire's craft of Lamp at the Cell Block (1 iron, 3
// stars, Improve Item: 1 gold for 2 more stars). Claire's starting bonus
// gave her the iron and a gold. The legend card "Oracle" shows Reserve
// Item; Claire's 5 ranks first on it. Returns the game file's path.
func iconsGame(t *testing.T) string {
	t.Helper()
	gameEnv(t)
	setup := &companion.SetupEntry{Crews: []companion.SetupCrew{{Name: "Vera"}, {Name: "Isaac"}, {Name: "Claire"}}, Edition: rules.Edition2019, Breakout: true, Advanced: true}
	g, err := companion.NewGame(*setup)
	if err != nil {
		t.Fatal(err)
	}
	entries := []companion.Entry{{Seq: 1, Phase: companion.PhaseSetup, Payload: setup}}
	play := func(p companion.Payload) {
		t.Helper()
		e := g.NextEntry(p)
		e.Seq = len(entries) + 1
		if g, err = g.Play(e); err != nil {
			t.Fatalf("entry %d (%T): %v", e.Seq, p, err)
		}
		entries = append(entries, e)
	}
	play(&companion.SetupBonusEntry{Crew: "Claire", From: "crew board", Gain: rules.Resources{Iron: 1, Gold: 1}})
	for _, it := range []*catalog.Card{iconsItem("Lamp", 3, rules.Resources{Iron: 1}, rules.Effect{Kind: rules.EffectImproveItem, Resource: rules.Gold, Stars: 2}), iconsItem("Crown", 2, rules.Resources{Scrap: 2}), iconsItem("Cask", 1, rules.Resources{Potions: 1}), iconsItem("Rope", 1, rules.Resources{Potions: 1})} {
		play(&companion.DisplayCardEntry{Card: it.Name, Printed: it})
	}
	for i, l := range rules.GoonLocations {
		name := "Goon " + string(rune('A'+i))
		play(&companion.GoonCardEntry{Card: name, Location: l, Printed: iconsGoon(name)})
	}
	play(&companion.TunnelEntry{Location: rules.Smithy, Double: true})
	play(&companion.TunnelEntry{Location: rules.Commissary})
	play(&companion.TunnelEntry{Location: rules.Infirmary})
	oracle := &catalog.Card{Kind: catalog.LegendCard, Name: "Oracle", Asked: catalog.Know(false), Effects: catalog.Know([]catalog.Effect{{Kind: rules.EffectReserveItem}})}
	play(&companion.LegendCardEntry{Card: "Oracle", Printed: oracle})
	play(&companion.AssignEntry{Crew: "Vera", Location: rules.ExerciseYard, Tokens: []string{"seeker", "enforcer", "2", "3", "4", "5"}})
	play(&companion.AssignEntry{Crew: "Isaac", Location: rules.Sewers, Tokens: []string{"seeker", "enforcer", "2", "3", "4", "5"}})
	play(&companion.AssignEntry{Crew: "Claire", Location: rules.CellBlock, Tokens: []string{"seeker", "enforcer", "2", "3", "4", "lookout"}})
	for g.Expect().Kind != companion.ExpectResolve || g.LightsOut.Next != rules.CellBlock {
		x := g.Expect()
		if a, ok := x.Auto(); ok {
			play(a.Payload)
		} else {
			play(g.ResolveNext())
		}
	}
	play(&companion.RewardChoiceEntry{Crew: "Claire", Location: rules.CellBlock, Action: companion.RewardCraft, Cards: []string{"Lamp"}, Spend: rules.Resources{Iron: 1}})
	path := filepath.Join(t.TempDir(), "icons.jsonl")
	if _, err := (gamelog.Files{}).CreateLog(path, 1, time.Unix(0, 0), entries...); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestEffectImproveAndReserve: Breakout's item icons answered through
// lockup effect (Breakout rulebook, "Special Effect Icons"). Claire's Lamp
// waits for its Improve Item: --improve pays the gold shown and scores the
// 2 stars (0 with the advanced setup, "Advanced Setup", + 3 for Lamp + 2 =
// 5; her iron went on Lamp, her gold on the improvement). Then the Oracle's Reserve Item, after the legend card
// resolves and the phase turns to Patrol, takes the item named from the
// display (--target), at no cost.
func TestEffectImproveAndReserve(t *testing.T) {
	t.Parallel()
	path := iconsGame(t)
	code, _, errOut := run(t, "", false, "effect", "Claire", "--improve", "--decline", "--game", path)
	if code != 2 {
		t.Errorf("--improve with --decline: exit %d %s", code, errOut)
	}
	mustRun(t, "effect", "Claire", "--improve", "--game", path)
	l, g, err := cmdutil.OpenGame(nil, dirsFor(t), path)
	if err != nil {
		t.Fatal(err)
	}
	l.Unlock()
	c, _ := g.Crew("Claire")
	if c.Board.Reputation != 5 || c.Board.Resources.Gold != 0 || !slices.Contains(c.Items, "Lamp") {
		t.Fatalf("Claire after improving Lamp: %d stars, %+v, items %v", c.Board.Reputation, c.Board.Resources, c.Items)
	}
	// On to the legend card: the locations left resolve by themselves.
	for range 20 {
		x := g.Expect()
		if x.Kind == companion.ExpectEffect {
			break
		}
		mustRun(t, "next", "--game", path)
		l, g, err = cmdutil.OpenGame(nil, dirsFor(t), path)
		if err != nil {
			t.Fatal(err)
		}
		l.Unlock()
	}
	x := g.Expect()
	if x.Kind != companion.ExpectEffect || x.Effect.Effect.Kind != rules.EffectReserveItem || g.Phase != companion.PhasePatrol {
		t.Fatalf("after the legend card: %v in %s", x.Kind, g.Phase)
	}
	code, _, errOut = run(t, "", false, "effect", "Claire", "--target", "Shiv", "--game", path)
	if code == 0 || !strings.Contains(errOut, "Crown") {
		t.Errorf("an item not in the display: exit %d %s", code, errOut)
	}
	mustRun(t, "effect", "--target", "crown", "--game", path)
	l, g, err = cmdutil.OpenGame(nil, dirsFor(t), path)
	if err != nil {
		t.Fatal(err)
	}
	l.Unlock()
	if c, _ := g.Crew("Claire"); !slices.Equal(c.Reserved, []string{"Crown"}) || len(g.Pending) != 0 {
		t.Errorf("Claire reserved %v, pending %+v", c.Reserved, g.Pending)
	}
}
