package companion

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// mustPrinted reads printed values as the game file writes them; the
// values are made up (card values are not in the rulebooks).
func mustPrinted(kind catalog.CardKind, name string, values map[string]string) *catalog.Card {
	c, err := catalog.DecodePrinted(kind, name, values)
	if err != nil {
		panic(err)
	}
	return c
}

// sampleEntries holds one entry of every kind, in a plausible order (the
// game log's tests, companion/gamelog, write and read the same entries).
func sampleEntries() []Entry {
	explorer := mustPrinted(catalog.GoalCard, "Explorer", map[string]string{"type": "leader", "condition": "most items (at least 2)"})
	tomb := mustPrinted(catalog.GoalCard, "Tomb Raider", map[string]string{"type": "end-game"})
	return []Entry{
		{Round: 0, Phase: PhaseSetup, Payload: &SetupEntry{Crews: []SetupCrew{{Name: "Vera"}, {Name: "Isaac"}, {Name: "Claire"}}, Edition: rules.Edition2019, Breakout: true, Goals: []string{"Explorer", "Tomb Raider"}, GoalCards: map[string]*catalog.Card{"Explorer": explorer, "Tomb Raider": tomb}}},
		{Round: 0, Phase: PhaseSetup, Payload: &DisplayCardEntry{Card: "Sacred Robes", Space: 1, Printed: mustPrinted(catalog.ItemCard, "Sacred Robes", map[string]string{"reputation": "2", "cost": "1 iron, 1 any", "valuables": "1 wild", "effects": "give-suspicion", "barrels": "0"})}},
		{Round: 0, Phase: PhaseSetup, Payload: &GoonCardEntry{Card: "Grub the Dwarf", Location: rules.Sewers, Printed: mustPrinted(catalog.GoonCard, "Grub the Dwarf", map[string]string{"type": "dwarves", "suspicion": "1", "valuables": "1 shield", "effects": "none"})}},
		{Round: 0, Phase: PhaseSetup, Payload: &TunnelEntry{Location: rules.Smithy, Double: true}},
		{Round: 0, Phase: PhaseSetup, Payload: &LegendCardEntry{Card: "Tog the Ogre Brute", Printed: mustPrinted(catalog.LegendCard, "Tog the Ogre Brute", map[string]string{"asked": "yes"})}},
		{Round: 1, Phase: PhaseRollCall, Payload: &AssignEntry{Crew: "Vera", Location: rules.Smithy, Tokens: []string{"enforcer", "3"}, FaceDown: []string{"3"}}},
		{Round: 1, Phase: PhaseRollCall, Payload: &PassEntry{Crew: "Isaac", LegendToken: "2"}},
		{Round: 1, Phase: PhaseLightsOut, Payload: &RewardChoiceEntry{Crew: "Vera", Location: rules.Commissary, Action: RewardExchange, Gain: rules.Resources{Gold: 1}, Spend: rules.Resources{Scrap: 1}}},
		{Round: 1, Phase: PhaseLightsOut, Payload: &RewardChoiceEntry{Crew: "Claire", Location: rules.CellBlock, Action: RewardCraft, Spend: rules.Resources{Iron: 2}, Cards: []string{"Sacred Robes"}}},
		{Round: 1, Phase: PhaseLightsOut, Payload: &EffectChoiceEntry{Crew: "Claire", Card: "Sacred Robes", Effect: rules.EffectGiveSuspicion, Target: "Vera"}},
		{Round: 1, Phase: PhaseLightsOut, Payload: &TomeDrawnEntry{Crew: "Isaac", Card: "Atlas of Hideouts"}},
		{Round: 1, Phase: PhaseLightsOut, Payload: &LanternEntry{Crew: "Vera", Space: "3", Spend: rules.Resources{Potions: 1}}},
		{Round: 1, Phase: PhaseLightsOut, Payload: &LootEntry{Crew: "Vera", Loot: "two gold", Scored: true, Printed: mustPrinted(catalog.LootCard, "two gold", map[string]string{"asked": "no", "effects": "gain-gold, gain-gold"})}},
		{Round: 1, Phase: PhasePatrol, Payload: &DiscardEntry{Crew: "Isaac", Resources: rules.Resources{Scrap: 2}}},
		{Round: 1, Phase: PhasePatrol, Payload: &PatrolEntry{Action: PatrolAdvanceGoons, DeckEmpty: true}},
		{Round: 1, Phase: PhasePatrol, Payload: &GoonCardEntry{Card: "Gil the Bandit", Location: rules.Sewers, Printed: mustPrinted(catalog.GoonCard, "Gil the Bandit", map[string]string{"type": "bandits", "suspicion": "1", "valuables": "none", "effects": "none", "resource": "gold"})}},
		{Round: 1, Phase: PhasePatrol, Payload: &PatrolEntry{Action: PatrolAddSuspicion, Raid: true}},
		{Round: 2, Phase: PhaseRollCall, Payload: &TomePlayedEntry{Crew: "Isaac", Card: "Atlas of Hideouts", Target: "Vera"}},
		{Round: 2, Phase: PhaseLightsOut, Payload: &GoalClaimedEntry{Crew: "Claire", Card: "Explorer", From: "Vera"}},
		{Round: 2, Phase: PhaseLightsOut, Payload: &ResolveEntry{Location: rules.Commissary}},
		// Out of order: the newest kind goes last, so the numbers above stay.
		{Round: 0, Phase: PhaseSetup, Payload: &SetupBonusEntry{Crew: "Claire", From: "Nimble Gnolls", Gain: rules.Resources{Scrap: 1, Gold: 1}, Power: 2, Suspicion: 1, Reputation: 3, Storage: -1, Goon: "Grub"}},
		{Round: 3, Phase: PhaseRollCall, Payload: &GuardDealEntry{Cards: []rules.GuardCard{{Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 2}, {Colour: rules.Green, Strength: 3}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Yellow, Strength: 3, Special: true}, {Colour: rules.Blue}, {Colour: rules.Blue, Strength: 2}}}},
		{Round: 3, Phase: PhaseRollCall, Payload: &GuardTurnEntry{Reveal: rules.CellBlock, Revealed: rules.GuardCard{Colour: rules.Blue, Strength: 2}, Drawn: rules.ChowHallCard, Placed: rules.GuardCard{Colour: rules.Green, Strength: 4}}},
		{Round: 3, Phase: PhaseLightsOut, Payload: &GuardCardEntry{Location: rules.Smithy, Brought: true}},
		{Round: 3, Phase: PhaseLightsOut, Payload: &GuardsEntry{Location: rules.CellBlock, Action: "craft", Cards: []string{"Sacred Robes"}, Pay: rules.Resources{Iron: 1, Scrap: 1}}},
		{Round: 3, Phase: PhaseLightsOut, Payload: &LegendEntry{Card: "Tog the Ogre Brute", Changes: []Change{{Crew: "Vera", Power: 1}, {Crew: "Isaac", Power: -1}}}},
		{Round: 3, Phase: PhaseLightsOut, Payload: &ShapeshiftEntry{Crew: "Isaac", Drawn: []string{"Moss the Dryad", "Rook the Golem"}, Keep: "Rook the Golem", Printed: []*catalog.Card{
			mustPrinted(catalog.GoonCard, "Moss the Dryad", map[string]string{"type": "dryads", "suspicion": "1", "valuables": "none", "effects": "none"}),
			mustPrinted(catalog.GoonCard, "Rook the Golem", map[string]string{"type": "golems", "suspicion": "0", "valuables": "1 gem", "effects": "none"}),
		}}},
	}
}

func numbered(entries []Entry) []Entry {
	out := append([]Entry(nil), entries...)
	for i := range out {
		out[i].Seq = i + 1
	}
	return out
}

func ExampleDescribeEntry() {
	for _, e := range numbered(sampleEntries()) {
		fmt.Println(DescribeEntry(e))
	}
	// Output:
	// 1. Setup: a game of the 2019 core game with Breakout for 3 crews, in seating order Vera, Isaac and Claire; Vera has the first player marker; goals: Explorer and Tomb Raider.
	// 2. Setup: Sacred Robes enters the item display (space 1).
	// 3. Setup: Grub the Dwarf enters the goon space at the Sewers (1 suspicion icon).
	// 4. Setup: a double tunnel is revealed at the Smithy.
	// 5. Setup: Tog the Ogre Brute becomes the active legend.
	// 6. Round 1, Roll Call: Vera assigns the enforcer and the 3 (face down) to the Smithy.
	// 7. Round 1, Roll Call: Isaac passes; the 2 goes face down to the legend card.
	// 8. Round 1, Lights Out: Vera exchanges 1 scrap for 1 gold at the Commissary.
	// 9. Round 1, Lights Out: Claire crafts Sacred Robes at the Cell Block, spending 2 iron.
	// 10. Round 1, Lights Out: Claire uses Give Suspicion of Sacred Robes, choosing Vera.
	// 11. Round 1, Lights Out: Isaac draws the tome Atlas of Hideouts.
	// 12. Round 1, Lights Out: Vera moves their lantern to 3, spending 1 potion.
	// 13. Round 1, Lights Out: Vera takes the loot token two gold and scores one star instead of using it.
	// 14. Round 1, Patrol: Isaac discards 2 scrap.
	// 15. Round 1, Patrol: the item deck has run out; the goon at the Chow Hall is discarded and the other goons advance.
	// 16. Round 1, Patrol: Gil the Bandit enters the goon space at the Sewers (1 suspicion icon) (a Bandit showing gold).
	// 17. Round 1, Patrol: the supply is short of suspicion cubes: a raid; then suspicion cubes are added at the goons' locations, and the next round begins.
	// 18. Round 2, Roll Call: Isaac plays the tome Atlas of Hideouts on Vera.
	// 19. Round 2, Lights Out: Claire claims the goal Explorer from Vera.
	// 20. Round 2, Lights Out: the Commissary is resolved.
	// 21. Setup: Claire gains a starting bonus from Nimble Gnolls: 2 power cubes, 1 scrap and 1 gold, 1 suspicion cube, 3 reputation, the goon Grub and a storage limit change of -1.
	// 22. Round 3, Roll Call: a guard card is dealt face down at each of locations 1 to 7.
	// 23. Round 3, Roll Call: guard turn: the guard card at the Cell Block is turned up (blue 2); the location card is Chow Hall: green 4 goes face up to the Chow Hall.
	// 24. Round 3, Lights Out: the special guard card brings the top guard card face down to the Smithy.
	// 25. Round 3, Lights Out: the guards craft Sacred Robes at the Cell Block, spending 1 scrap and 1 iron.
	// 26. Round 3, Lights Out: Tog the Ogre Brute is resolved: Vera gains 1 power; Isaac loses 1 power.
	// 27. Round 3, Lights Out: Isaac's Shapeshifter draws Moss the Dryad and Rook the Golem; Isaac keeps Rook the Golem.
}
