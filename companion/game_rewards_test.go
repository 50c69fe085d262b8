package companion

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// rewardCatalog holds made-up cards: card values are not in the rulebooks.
func rewardCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	eff := func(es ...string) catalog.Printed[[]catalog.Effect] {
		var out []catalog.Effect
		for _, s := range es {
			e, err := rules.ParseEffect(s)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, e)
		}
		return catalog.Know(out)
	}
	goon := func(name string, ty rules.GoonType, icons int, v catalog.CardValuables, es ...string) catalog.Card {
		return catalog.Card{Kind: catalog.GoonCard, Name: name, GoonType: ty, Suspicion: catalog.Know(icons), Valuables: catalog.Know(v), Effects: eff(es...)}
	}
	item := func(name string, rep int, cost string, v catalog.CardValuables, es ...string) catalog.Card {
		c, err := catalog.ParseCardCost(cost)
		if err != nil {
			t.Fatal(err)
		}
		return catalog.Card{Kind: catalog.ItemCard, Name: name, Reputation: catalog.Know(rep), Cost: catalog.Know(c), Valuables: catalog.Know(v), Effects: eff(es...), Barrels: catalog.Know(0)}
	}
	cat, err := catalog.NewCatalog(
		goon("Grub", rules.Dwarves, 0, catalog.CardValuables{Shields: 1}, "gain-power"),
		goon("Snag", rules.Ratmen, 0, catalog.CardValuables{}, "choose-tome"),
		goon("Mox", rules.Cultists, 0, catalog.CardValuables{}, "exchange-resource"),
		goon("Pip", rules.Flayers, 0, catalog.CardValuables{Gems: 1}),
		goon("Tusk", rules.Hobgoblins, 2, catalog.CardValuables{}, "give-suspicion"),
		item("Lockpick", 3, "1 iron, 1 any", catalog.CardValuables{Gems: 1}, "gain-gold"),
		item("Crown", 2, "2 scrap", catalog.CardValuables{Gems: 2}),
		item("Rope", 1, "1 potions", catalog.CardValuables{Shields: 1}, "draw-tome"),
		item("Key", 4, "1 gold, 2 iron", catalog.CardValuables{Magic: 1}),
		catalog.Card{Kind: catalog.GoalCard, Name: "Gang", GoalType: catalog.InstantGoal, Condition: catalog.Know(catalog.Condition{Rule: rules.RuleFirstTo, What: rules.CountGoons, N: 2}), Reputation: catalog.Know(3)},
		catalog.Card{Kind: catalog.GoalCard, Name: "Hoard", GoalType: catalog.LeaderGoal, Condition: catalog.Know(catalog.Condition{Rule: rules.RuleMost, What: rules.CountValuables, N: 1})},
	)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// toChowHall sets up Vera, Isaac and Claire, assigns them to the Chow Hall
// (Vera 5+1, Isaac 4, Claire 3) and the Cell Block, and resolves the empty
// locations before it.
func toChowHall(t *testing.T) *tracker {
	t.Helper()
	setup := SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019, Goals: []string{"Gang", "Hoard"}}
	tr := newTrackerWith(t, rewardCatalog(t), setup)
	for _, c := range []string{"Lockpick", "Crown", "Rope", "Key"} {
		tr.do(&DisplayCardEntry{Card: c})
	}
	for l, goon := range map[rules.Location]string{rules.Sewers: "Grub", rules.Infirmary: "Snag", rules.Smithy: "Mox", rules.Commissary: "Pip", rules.ChowHall: "Tusk"} {
		tr.do(&GoonCardEntry{Card: goon, Location: l})
	}
	tr.do(assign("Vera", rules.ChowHall, "5", "enforcer"))
	tr.do(assign("Isaac", rules.ChowHall, "4"))
	tr.do(assign("Claire", rules.ChowHall, "3"))
	tr.do(assign("Vera", rules.CellBlock, "4"))
	tr.do(assign("Isaac", rules.CellBlock, "3"))
	tr.do(assign("Claire", rules.CellBlock, "2"))
	tr.do(&PassEntry{Crew: "Vera"})
	tr.do(&PassEntry{Crew: "Isaac"})
	tr.do(&PassEntry{Crew: "Claire"})
	for l := rules.ExerciseYard; l < rules.ChowHall; l++ {
		tr.do(&ResolveEntry{Location: l})
	}
	return tr
}

// give puts cubes on crew boards, taking them from the supply: a test's
// shortcut for rounds not played.
func (tr *tracker) give(crew string, r rules.Resources) {
	i := tr.g.crewIndex(crew)
	tr.g.Crews[i].Board.Resources = tr.g.Crews[i].Board.Resources.Plus(r)
	for _, k := range rules.AllResources {
		tr.g.Supply.Resources = tr.g.Supply.Resources.With(k, tr.g.Supply.Resources.Of(k)-r.Of(k))
	}
}

func recruit(crew string, spend rules.Resources, cards ...string) *RewardChoiceEntry {
	return &RewardChoiceEntry{Crew: crew, Location: rules.ChowHall, Action: RewardRecruit, Spend: spend, Cards: cards}
}

func TestChowHallRefusals(t *testing.T) {
	tr := toChowHall(t)
	tr.give("Vera", rules.Resources{Scrap: 4, Iron: 1})
	tr.give("Isaac", rules.Resources{Scrap: 1})
	tr.give("Claire", rules.Resources{Potions: 2})
	for _, tc := range []struct {
		name string
		p    Payload
		want error
	}{
		// Most strength: any 1 for one goon, any 4 for two.
		{"most pays 3 for two", recruit("Vera", rules.Resources{Scrap: 3}, "Grub", "Pip"), rules.ErrPayment},
		{"most pays 2 for one", recruit("Vera", rules.Resources{Scrap: 2}, "Grub"), rules.ErrPayment},
		{"three goons", recruit("Vera", rules.Resources{Scrap: 4}, "Grub", "Pip", "Mox"), rules.ErrPayment},
		// Every other crew: any 2 for one goon, never two.
		// Claire ranks last: she waits for Vera and Isaac (ruling reward-order).
		{"other before most", recruit("Claire", rules.Resources{Potions: 2}, "Grub"), ErrNotYourChoice},
		{"choose nothing elsewhere", &RewardChoiceEntry{Crew: "Vera", Location: rules.Smithy, Action: RewardNone}, ErrNoReward},
		{"choose nothing paying", &RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardNone, Spend: rules.Resources{Scrap: 1}}, nil},
		{"goon not on the board", recruit("Vera", rules.Resources{Scrap: 1}, "Gorm"), ErrNoReward},
		{"same goon twice", recruit("Vera", rules.Resources{Scrap: 4}, "Grub", "grub"), nil},
		{"recruit at the Cell Block", &RewardChoiceEntry{Crew: "Vera", Location: rules.CellBlock, Action: RewardRecruit, Spend: rules.Resources{Scrap: 1}, Cards: []string{"Grub"}}, ErrNoReward},
		{"craft before the Cell Block", &RewardChoiceEntry{Crew: "Vera", Location: rules.CellBlock, Action: RewardCraft, Spend: rules.Resources{Scrap: 1, Iron: 1}, Cards: []string{"Lockpick"}}, ErrWrongPhase},
		{"nobody", recruit("Stan", rules.Resources{Scrap: 1}, "Grub"), ErrUnknownCrew},
		{"goal claimed by hand", &GoalClaimedEntry{Crew: "Vera", Card: "Gang"}, ErrNoReward},
	} {
		before := tr.g.Clone()
		err := tr.try(tc.p)
		if tc.want == nil {
			var ie *input.InputError
			if !errors.As(err, &ie) {
				t.Errorf("%s: %v, want an input error", tc.name, err)
			}
		} else if !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
		if !reflect.DeepEqual(before, tr.g) {
			t.Errorf("%s: a refused entry changed the game", tc.name)
		}
	}
	// Vera chooses nothing; Isaac's turn, then, after his decline, Claire's.
	tr.do(&RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardNone})
	for _, tc := range []struct {
		name string
		p    Payload
	}{
		// Second most: any 1 for one goon, any 5 for two.
		{"second pays 4 for two", recruit("Isaac", rules.Resources{Scrap: 1}, "Grub", "Pip")},
		{"paying what it lacks", recruit("Isaac", rules.Resources{Gold: 1}, "Grub")},
	} {
		if err := tr.try(tc.p); !errors.Is(err, rules.ErrPayment) {
			t.Errorf("%s: %v, want %v", tc.name, err, rules.ErrPayment)
		}
	}
	if err := tr.try(recruit("Claire", rules.Resources{Potions: 2}, "Grub")); !errors.Is(err, ErrNotYourChoice) || !strings.Contains(err.Error(), "Isaac ranks above Claire") {
		t.Errorf("Claire before Isaac: %v", err)
	}
	tr.do(&RewardChoiceEntry{Crew: "Isaac", Location: rules.ChowHall, Action: RewardDecline})
	for _, tc := range []struct {
		name string
		p    Payload
	}{
		{"other pays 1", recruit("Claire", rules.Resources{Potions: 1}, "Grub")},
		{"other recruits two", recruit("Claire", rules.Resources{Potions: 2}, "Grub", "Pip")},
	} {
		if err := tr.try(tc.p); !errors.Is(err, rules.ErrPayment) {
			t.Errorf("%s: %v, want %v", tc.name, err, rules.ErrPayment)
		}
	}
	// Claire, who can pay 2 potions for a goon, still chooses: the Chow
	// Hall does not resolve without her choice.
	if err := tr.try(&ResolveEntry{Location: rules.ChowHall}); !errors.Is(err, ErrChoiceOpen) || !strings.Contains(err.Error(), "Claire still chooses") || !strings.Contains(err.Error(), "(allowed: reward Claire chow-hall; reward Claire recruit)") {
		t.Errorf("the Chow Hall resolved with Claire's choice open: %v", err)
	}
	tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.ChowHall, Action: RewardNone})
	// Vera and Claire chose nothing and Isaac declined: none collected a
	// reward, so all three straggle to the Library (core rulebook, "Lights
	// Out Phase", step 4; ruling choose-nothing).
	tr.do(&ResolveEntry{Location: rules.ChowHall})
	var at []string
	for _, pl := range tr.g.Locations[rules.Library].Placements {
		at = append(at, pl.Crew)
	}
	if !slices.Contains(at, "Vera") || !slices.Contains(at, "Isaac") || !slices.Contains(at, "Claire") {
		t.Errorf("at the Library: %v", at)
	}
}

func TestChowHallRecruits(t *testing.T) {
	tr := toChowHall(t)
	tr.give("Vera", rules.Resources{Scrap: 4, Iron: 1})
	tr.give("Isaac", rules.Resources{Scrap: 1})
	tr.give("Claire", rules.Resources{Potions: 2, Gold: 1})
	tr.g.Crews[1].Board.Suspicion = 1 // Isaac has a cube to give
	supply := tr.g.Supply
	// Vera, most strength, recruits two goons for any 4.
	tr.do(recruit("Vera", rules.Resources{Scrap: 4}, "Grub", "Pip"))
	v, _ := tr.g.Crew("Vera")
	if !slices.Equal(v.Goons, []string{"Grub", "Pip"}) || v.Board.Resources != (rules.Resources{Iron: 1}) {
		t.Errorf("Vera: goons %v, resources %+v", v.Goons, v.Board.Resources)
	}
	// Grub's Gain Power: 1 + 1; the 4 scrap went back to the supply.
	if v.Board.Power != 2 || tr.g.Supply.Power != supply.Power-1 || tr.g.Supply.Resources.Scrap != supply.Resources.Scrap+4 {
		t.Errorf("power %d, supply %+v", v.Board.Power, tr.g.Supply)
	}
	if tr.g.Locations[rules.Sewers].Goon != "" || tr.g.Locations[rules.Commissary].Goon != "" {
		t.Error("the recruited goons are still on the board")
	}
	// Instant goal "first to 2 goons": Vera scores its 3 stars at once.
	// Leader goal "most valuables (at least 1)": Vera has 2 (shield, gem).
	if !slices.Equal(v.Goals, []string{"Gang", "Hoard"}) || v.Board.Reputation != 13 || len(tr.g.Goals) != 0 {
		t.Errorf("Vera's goals %v, reputation %d; beside the board %v", v.Goals, v.Board.Reputation, tr.g.Goals)
	}
	// Isaac, second, recruits Tusk for any 1: Give Suspicion waits.
	tr.do(recruit("Isaac", rules.Resources{Scrap: 1}, "Tusk"))
	if err := tr.try(&ResolveEntry{Location: rules.ChowHall}); !errors.Is(err, ErrChoicePending) {
		t.Errorf("resolve with an effect waiting: %v", err)
	}
	if err := tr.try(&EffectChoiceEntry{Crew: "Isaac", Card: "Tusk", Effect: rules.EffectGiveSuspicion, Target: "Isaac"}); !errors.Is(err, rules.ErrEffect) {
		t.Errorf("give to itself: %v", err)
	}
	if err := tr.try(&EffectChoiceEntry{Crew: "Isaac", Card: "Tusk", Effect: rules.EffectGiveSuspicion, Declined: true}); !errors.Is(err, ErrNoReward) {
		t.Errorf("decline give suspicion: %v", err)
	}
	tr.do(&EffectChoiceEntry{Crew: "Isaac", Card: "Tusk", Effect: rules.EffectGiveSuspicion, Target: "Claire"})
	i, _ := tr.g.Crew("Isaac")
	c, _ := tr.g.Crew("Claire")
	if i.Board.Suspicion != 0 || c.Board.Suspicion != 1 {
		t.Errorf("suspicion Isaac %d, Claire %d", i.Board.Suspicion, c.Board.Suspicion)
	}
	// Claire, other, recruits Mox for any 2; its Exchange Resource waits.
	tr.do(recruit("Claire", rules.Resources{Potions: 2}, "Mox"))
	tr.do(&EffectChoiceEntry{Crew: "Claire", Card: "Mox", Effect: rules.EffectExchangeResource, Spend: rules.Resources{Gold: 1}, Gain: rules.Resources{Iron: 1}})
	c, _ = tr.g.Crew("Claire")
	if c.Board.Resources != (rules.Resources{Iron: 1}) || len(tr.g.Pending) != 0 {
		t.Errorf("Claire %+v, pending %v", c.Board.Resources, tr.g.Pending)
	}
	if err := tr.try(recruit("Claire", rules.Resources{}, "Snag")); !errors.Is(err, ErrNoReward) {
		t.Errorf("second recruit: %v", err)
	}
	tr.do(&ResolveEntry{Location: rules.ChowHall})
	// Tusk's 2 suspicion cubes stay at the Chow Hall and go to Vera, the
	// most strength without a lookout.
	v, _ = tr.g.Crew("Vera")
	if v.Board.Suspicion != 2 || tr.g.Locations[rules.ChowHall].Goon != "" {
		t.Errorf("Vera's suspicion %d", v.Board.Suspicion)
	}
}

func craft(crew string, spend rules.Resources, card string) *RewardChoiceEntry {
	return &RewardChoiceEntry{Crew: crew, Location: rules.CellBlock, Action: RewardCraft, Spend: spend, Cards: []string{card}}
}

func TestCellBlockAndTomes(t *testing.T) {
	tr := toChowHall(t)
	tr.give("Vera", rules.Resources{Scrap: 1, Iron: 1, Gold: 1})
	tr.give("Isaac", rules.Resources{Scrap: 2})
	tr.give("Claire", rules.Resources{Scrap: 2, Potions: 1})
	tr.do(recruit("Vera", rules.Resources{Scrap: 1}, "Grub")) // 1 shield: Vera holds Hoard
	tr.do(&RewardChoiceEntry{Crew: "Isaac", Location: rules.ChowHall, Action: RewardNone})
	tr.do(recruit("Claire", rules.Resources{Scrap: 2}, "Snag")) // Choose Tome: draw 2, keep 1
	tr.do(&ResolveEntry{Location: rules.ChowHall})
	for _, tc := range []struct {
		name string
		p    Payload
		want error
	}{
		{"cost not met", craft("Vera", rules.Resources{Iron: 1, Gold: 1}, "Key"), rules.ErrPayment},
		{"paying one cube short", craft("Vera", rules.Resources{Iron: 1}, "Lockpick"), rules.ErrPayment},
		{"not in the display", craft("Vera", rules.Resources{Iron: 1, Gold: 1}, "Shiv"), ErrNoReward},
		// Claire ranks below Vera and Isaac: she waits for their choices.
		{"Claire before Vera", &RewardChoiceEntry{Crew: "Claire", Location: rules.CellBlock, Action: RewardReserve, Spend: rules.Resources{Potions: 1}, Cards: []string{"Rope"}}, ErrNotYourChoice},
		{"Claire chooses nothing before Vera", &RewardChoiceEntry{Crew: "Claire", Location: rules.CellBlock, Action: RewardNone}, ErrNotYourChoice},
	} {
		before := tr.g.Clone()
		if err := tr.try(tc.p); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
		if !reflect.DeepEqual(before, tr.g) {
			t.Errorf("%s: a refused entry changed the game", tc.name)
		}
	}
	// Vera crafts Lockpick (1 iron, 1 any) with her iron and gold: 3 stars,
	// a gem, and its Gain Gold icon gives the gold back from the supply.
	tr.do(craft("Vera", rules.Resources{Iron: 1, Gold: 1}, "Lockpick"))
	v, _ := tr.g.Crew("Vera")
	if v.Board.Reputation != 13 || v.Board.Resources != (rules.Resources{Gold: 1}) || !slices.Equal(v.Items, []string{"Lockpick"}) || tr.g.Display[0] != "" {
		t.Errorf("Vera: reputation %d, %+v, items %v, display %v", v.Board.Reputation, v.Board.Resources, v.Items, tr.g.Display)
	}
	// Isaac crafts Crown (2 scrap, 2 gems): 2 valuables ties Vera's 2, and
	// the leader goal stays with her.
	tr.do(craft("Isaac", rules.Resources{Scrap: 2}, "Crown"))
	i, _ := tr.g.Crew("Isaac")
	v, _ = tr.g.Crew("Vera")
	if i.Board.Reputation != 12 || !slices.Contains(v.Goals, "Hoard") || len(i.Goals) != 0 {
		t.Errorf("Isaac reputation %d goals %v; Vera's goals %v", i.Board.Reputation, i.Goals, v.Goals)
	}
	for _, tc := range []struct {
		name string
		p    Payload
	}{
		{"reserve for 2", &RewardChoiceEntry{Crew: "Claire", Location: rules.CellBlock, Action: RewardReserve, Spend: rules.Resources{Potions: 1, Scrap: 1}, Cards: []string{"Rope"}}},
		{"reserve for nothing", &RewardChoiceEntry{Crew: "Claire", Location: rules.CellBlock, Action: RewardReserve, Cards: []string{"Rope"}}},
	} {
		if err := tr.try(tc.p); !errors.Is(err, rules.ErrPayment) {
			t.Errorf("%s: %v, want %v", tc.name, err, rules.ErrPayment)
		}
	}
	// Claire reserves Rope for any 1.
	tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.CellBlock, Action: RewardReserve, Spend: rules.Resources{Potions: 1}, Cards: []string{"Rope"}})
	c, _ := tr.g.Crew("Claire")
	if !slices.Equal(c.Reserved, []string{"Rope"}) || c.Board.Resources.Total() != 0 || tr.g.Display[2] != "" {
		t.Errorf("Claire reserved %v, %+v, display %v", c.Reserved, c.Board.Resources, tr.g.Display)
	}
	tr.do(&ResolveEntry{Location: rules.CellBlock})
	tr.do(&ResolveEntry{Location: rules.Library})
	// Claire's Choose Tome: two drawn, one kept, in the Patrol phase too.
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Atlas of Hideouts"})
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Big Book of Stealth"})
	for _, tc := range []struct {
		name string
		p    Payload
	}{
		{"third draw", &TomeDrawnEntry{Crew: "Claire", Card: "Cutthroat Crafting"}},
		{"not owed", &TomeDrawnEntry{Crew: "Vera", Card: "Cutthroat Crafting"}},
		{"keep one not drawn", &RewardChoiceEntry{Crew: "Claire", Location: rules.ChowHall, Action: RewardKeepTome, Cards: []string{"Cutthroat Crafting"}}},
		{"keep at the Library", &RewardChoiceEntry{Crew: "Claire", Location: rules.Library, Action: RewardKeepTome, Cards: []string{"Atlas of Hideouts"}}},
		{"play a tome not held", &TomePlayedEntry{Crew: "Claire", Card: "Atlas of Hideouts"}},
	} {
		if err := tr.try(tc.p); !errors.Is(err, ErrNoReward) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.ChowHall, Action: RewardKeepTome, Cards: []string{"Atlas of Hideouts"}})
	c, _ = tr.g.Crew("Claire")
	if !slices.Equal(c.Tomes, []string{"Atlas of Hideouts"}) || c.TomesToDraw != 0 || len(c.Drawn) != 0 {
		t.Errorf("Claire tomes %v, owed %d, drawn %v", c.Tomes, c.TomesToDraw, c.Drawn)
	}
	tr.do(&TomePlayedEntry{Crew: "Claire", Card: "Atlas of Hideouts"})
	if c, _ = tr.g.Crew("Claire"); len(c.Tomes) != 0 {
		t.Errorf("played tome still held: %v", c.Tomes)
	}
}

func TestLibraryMostChoosesTome(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
	playRound1(tr)
	c, _ := tr.g.Crew("Claire")
	if c.TomesToDraw != 1 || !slices.Equal(c.TomeChoices, []rules.Location{rules.Library}) {
		t.Fatalf("Claire owes %d, choices %v", c.TomesToDraw, c.TomeChoices)
	}
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Atlas of Hideouts"})
	if err := tr.try(&RewardChoiceEntry{Crew: "Claire", Location: rules.Library, Action: RewardKeepTome, Cards: []string{"Atlas of Hideouts"}}); !errors.Is(err, ErrNoReward) {
		t.Errorf("keep after one draw: %v", err)
	}
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Big Book of Stealth"})
	tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.Library, Action: RewardKeepTome, Cards: []string{"big book of stealth"}})
	c, _ = tr.g.Crew("Claire")
	if !slices.Equal(c.Tomes, []string{"Big Book of Stealth"}) || c.TomesToDraw != 0 || len(c.TomeChoices) != 0 {
		t.Errorf("Claire tomes %v owed %d choices %v", c.Tomes, c.TomesToDraw, c.TomeChoices)
	}
}

// boCatalog holds made-up Breakout cards (card values are not in the
// rulebooks): goons and items showing the expansion's icons.
func boCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	eff := func(es ...string) catalog.Printed[[]catalog.Effect] {
		var out []catalog.Effect
		for _, s := range es {
			e, err := rules.ParseEffect(s)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, e)
		}
		return catalog.Know(out)
	}
	bo := catalog.BreakoutExpansion
	goon := func(name string, ty rules.GoonType, v catalog.CardValuables, es ...string) catalog.Card {
		return catalog.Card{Kind: catalog.GoonCard, Name: name, Expansion: bo, GoonType: ty, Suspicion: catalog.Know(0), Valuables: catalog.Know(v), Effects: eff(es...)}
	}
	item := func(name string, rep int, cost string, v catalog.CardValuables, barrels int, es ...string) catalog.Card {
		c, err := catalog.ParseCardCost(cost)
		if err != nil {
			t.Fatal(err)
		}
		return catalog.Card{Kind: catalog.ItemCard, Name: name, Expansion: bo, Reputation: catalog.Know(rep), Cost: catalog.Know(c), Valuables: catalog.Know(v), Effects: eff(es...), Barrels: catalog.Know(barrels)}
	}
	cat, err := catalog.NewCatalog(
		goon("Spore", rules.Fungoids, catalog.CardValuables{}),
		goon("Bramble", rules.Dryads, catalog.CardValuables{Gems: 1}, "remove-goon"),
		goon("Clay", rules.Golems, catalog.CardValuables{Wild: 1}),
		goon("Mimic", rules.Shapeshifters, catalog.CardValuables{}),
		goon("Grub", rules.Dwarves, catalog.CardValuables{Shields: 1}, "reserve-item"),
		goon("Mole", rules.Ratmen, catalog.CardValuables{}, "advance-lantern"),
		goon("Tusk", rules.Hobgoblins, catalog.CardValuables{}),
		item("Lamp", 3, "1 iron", catalog.CardValuables{Gems: 1}, 1, "improve-gold+2"),
		item("Crown", 2, "2 scrap", catalog.CardValuables{Gems: 2}, 0),
		item("Cask", 1, "1 potions", catalog.CardValuables{}, 2),
		item("Robes", 4, "1 gold", catalog.CardValuables{Wild: 1}, 0),
		catalog.Card{Kind: catalog.LegendCard, Name: "Old Map", Expansion: bo},
	)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// boToChowHall sets up a Breakout game for Vera, Isaac and Claire (tunnels
// at the Sewers, the Infirmary and the Smithy, where nobody assigns a
// seeker), assigns them to the Chow Hall (Vera 5+1, Isaac 4, Claire 3) and
// the Cell Block, and resolves the locations before the Chow Hall.
func boToChowHall(t *testing.T) *tracker {
	t.Helper()
	setup := SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019, Breakout: true}
	tr := newTrackerWith(t, boCatalog(t), setup)
	tr.do(&TunnelEntry{Location: rules.Sewers})
	tr.do(&TunnelEntry{Location: rules.Infirmary})
	tr.do(&TunnelEntry{Location: rules.Smithy, Double: true})
	tr.do(&LegendCardEntry{Card: "Old Map"})
	for _, c := range []string{"Lamp", "Crown", "Cask", "Robes"} {
		tr.do(&DisplayCardEntry{Card: c})
	}
	for l, goon := range map[rules.Location]string{rules.Sewers: "Spore", rules.Infirmary: "Bramble", rules.Smithy: "Grub", rules.Commissary: "Mole", rules.ChowHall: "Tusk"} {
		tr.do(&GoonCardEntry{Card: goon, Location: l})
	}
	tr.do(assign("Vera", rules.ChowHall, "5", "enforcer"))
	tr.do(assign("Isaac", rules.ChowHall, "4"))
	tr.do(assign("Claire", rules.ChowHall, "3"))
	tr.do(assign("Vera", rules.CellBlock, "4"))
	tr.do(assign("Isaac", rules.CellBlock, "3"))
	tr.do(assign("Claire", rules.CellBlock, "2"))
	tr.do(&PassEntry{Crew: "Vera"})
	tr.do(&PassEntry{Crew: "Isaac"})
	tr.do(&PassEntry{Crew: "Claire"})
	for l := rules.ExerciseYard; l < rules.ChowHall; l++ {
		tr.do(&ResolveEntry{Location: l})
	}
	return tr
}

// TestBreakoutIcons follows Breakout's icons on cards gained (Breakout
// rulebook, "Special Effect Icons"): Reserve Item takes a display item for
// nothing, Improve Item may pay one more cube of the kind shown when the
// item is crafted, Advance Lantern waits for a lantern entry, Remove Goon
// and the wild valuable do nothing when gained.
func TestBreakoutIcons(t *testing.T) {
	tr := boToChowHall(t)
	tr.give("Vera", rules.Resources{Scrap: 2, Iron: 1, Gold: 1})
	tr.give("Isaac", rules.Resources{Scrap: 2})
	tr.give("Claire", rules.Resources{Scrap: 2})
	tr.do(recruit("Vera", rules.Resources{Scrap: 1}, "Grub"))
	if len(tr.g.Pending) != 1 || tr.g.Pending[0].Effect.Kind != rules.EffectReserveItem {
		t.Fatalf("pending after Grub: %+v", tr.g.Pending)
	}
	reserve := func(target string) *EffectChoiceEntry {
		return &EffectChoiceEntry{Crew: "Vera", Card: "Grub", Effect: rules.EffectReserveItem, Target: target}
	}
	for _, tc := range []struct {
		name string
		p    Payload
		want error
	}{
		{"an item not in the display", reserve("Shiv"), ErrNoReward},
		{"paying for it", &EffectChoiceEntry{Crew: "Vera", Card: "Grub", Effect: rules.EffectReserveItem, Target: "Cask", Spend: rules.Resources{Scrap: 1}}, errBadInput},
		{"declined", &EffectChoiceEntry{Crew: "Vera", Card: "Grub", Effect: rules.EffectReserveItem, Declined: true}, errBadInput},
		{"the next crew first", recruit("Isaac", rules.Resources{Scrap: 1}, "Mole"), ErrChoicePending},
	} {
		refused(t, tr, tc.name, tc.p, tc.want)
	}
	tr.do(reserve("Cask"))
	v, _ := tr.g.Crew("Vera")
	if !slices.Equal(v.Reserved, []string{"Cask"}) || v.Board.Resources != (rules.Resources{Scrap: 1, Iron: 1, Gold: 1}) || tr.g.Display[2] != "" {
		t.Errorf("Vera reserved %v, holds %+v, display %v", v.Reserved, v.Board.Resources, tr.g.Display)
	}
	// Mole's Advance Lantern waits for Isaac's lantern entry.
	tr.do(recruit("Isaac", rules.Resources{Scrap: 1}, "Mole"))
	if x := tr.g.Expect(); x.Kind != ExpectLantern || x.Crew != "Isaac" {
		t.Errorf("after Mole: expect %v for %s", x.Kind, x.Crew)
	}
	if err := tr.try(&EffectChoiceEntry{Crew: "Isaac", Card: "Mole", Effect: rules.EffectAdvanceLantern}); !errors.Is(err, ErrChoicePending) {
		t.Errorf("an effect choice for Advance Lantern: %v", err)
	}
	tr.do(&LanternEntry{Crew: "Isaac", Space: "1"})
	if at, _ := tr.g.Lantern("Isaac"); at != (rules.Space{Kind: rules.Numbered, Number: 1}) || len(tr.g.Pending) != 0 {
		t.Errorf("Isaac's lantern at %v, pending %+v", at, tr.g.Pending)
	}
	// Bramble's Remove Goon acts in the Patrol phase only.
	tr.do(recruit("Claire", rules.Resources{Scrap: 2}, "Bramble"))
	if len(tr.g.Pending) != 0 {
		t.Errorf("pending after Bramble: %+v", tr.g.Pending)
	}
	tr.do(&ResolveEntry{Location: rules.ChowHall})
	// Lamp: 1 iron, 3 stars, improve-gold+2.
	tr.do(craft("Vera", rules.Resources{Iron: 1}, "Lamp"))
	improve := func(spend rules.Resources) *EffectChoiceEntry {
		return &EffectChoiceEntry{Crew: "Vera", Card: "Lamp", Effect: rules.EffectImproveItem, Spend: spend}
	}
	for _, tc := range []struct {
		name string
		p    Payload
		want error
	}{
		{"another kind of cube", improve(rules.Resources{Scrap: 1}), ErrShort},
		{"two gold", improve(rules.Resources{Gold: 2}), ErrShort},
		{"a cube gained", &EffectChoiceEntry{Crew: "Vera", Card: "Lamp", Effect: rules.EffectImproveItem, Gain: rules.Resources{Gold: 1}}, errBadInput},
		{"declined with a cube", &EffectChoiceEntry{Crew: "Vera", Card: "Lamp", Effect: rules.EffectImproveItem, Declined: true, Spend: rules.Resources{Gold: 1}}, errBadInput},
	} {
		refused(t, tr, tc.name, tc.p, tc.want)
	}
	rep := func() int { v, _ := tr.g.Crew("Vera"); return v.Board.Reputation }
	before := rep()
	tr.do(improve(rules.Resources{Gold: 1}))
	v, _ = tr.g.Crew("Vera")
	if rep() != before+2 || v.Board.Resources.Gold != 0 || len(tr.g.Pending) != 0 {
		t.Errorf("Vera improved Lamp: reputation %d (was %d), %+v, pending %+v", rep(), before, v.Board.Resources, tr.g.Pending)
	}
}

// TestImproveDeclined: an Improve Item is a "may", and waits only for a
// crew holding the cube shown (Breakout rulebook, "Special Effect Icons –
// Improve Item").
func TestImproveDeclined(t *testing.T) {
	for _, tc := range []struct {
		name    string
		gold    int
		decline bool
		waits   bool
	}{
		{"no gold: nothing to choose", 0, false, false},
		{"gold held, declined", 1, true, true},
	} {
		tr := boToChowHall(t)
		tr.give("Vera", rules.Resources{Scrap: 1, Iron: 1, Gold: tc.gold})
		tr.do(&RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardNone})
		tr.do(&RewardChoiceEntry{Crew: "Isaac", Location: rules.ChowHall, Action: RewardNone})
		tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.ChowHall, Action: RewardNone})
		tr.do(&ResolveEntry{Location: rules.ChowHall})
		tr.do(craft("Vera", rules.Resources{Iron: 1}, "Lamp"))
		if got := len(tr.g.Pending) == 1; got != tc.waits {
			t.Errorf("%s: waits %v, pending %+v", tc.name, got, tr.g.Pending)
		}
		if tc.decline {
			tr.do(&EffectChoiceEntry{Crew: "Vera", Card: "Lamp", Effect: rules.EffectImproveItem, Declined: true})
			if v, _ := tr.g.Crew("Vera"); v.Board.Resources.Gold != tc.gold || len(tr.g.Pending) != 0 {
				t.Errorf("%s: declined, yet gold %d, pending %+v", tc.name, v.Board.Resources.Gold, tr.g.Pending)
			}
		}
	}
}

// errBadInput stands for an *input.InputError in the refusal tables.
var errBadInput = errors.New("an input error")

// refused checks that the entry is refused with want and changes nothing.
func refused(t *testing.T, tr *tracker, name string, p Payload, want error) {
	t.Helper()
	before := tr.g.Clone()
	err := tr.try(p)
	var ie *input.InputError
	if want == errBadInput && !errors.As(err, &ie) || want != errBadInput && !errors.Is(err, want) {
		t.Errorf("%s: %v, want %v", name, err, want)
	}
	if !reflect.DeepEqual(before, tr.g) {
		t.Errorf("%s: a refused entry changed the game", name)
	}
}

// TestChooseNothingStraggles: core rulebook, "Lights Out Phase", step 4:
// a crew that collected no reward moves its tokens to the Library. At the
// Chow Hall Vera (5 and enforcer, most), who could pay a scrap for a goon,
// chooses nothing; Isaac (4) and Claire (3) hold no cube and cannot
// recruit: all three collected nothing and straggle. At the Cell Block
// Vera again chooses nothing and the others cannot pay: they straggle too.
// At the Library Vera's 5 + enforcer (1 power) + 4 = 10 ranks most (2
// tomes drawn, 1 kept), Isaac's 4 + 3 = 7 second (1 tome), Claire's 3 + 2 =
// 5 third (1 tome; "Location Rewards – Library", p. 11). A version 7 file
// replays as it was played: there the three went home (ruling
// choose-nothing as it then was).
func TestChooseNothingStraggles(t *testing.T) {
	for _, tc := range []struct {
		name    string
		version int
		want    []string
	}{
		{"version 8: every crew straggles", 0, []string{"Vera", "Isaac", "Claire"}},
		{"version 7: every crew goes home", 7, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := toChowHall(t)
			tr.give("Vera", rules.Resources{Scrap: 1})
			play := func(p Payload) {
				t.Helper()
				e := tr.g.NextEntry(p)
				e.Version = tc.version
				g, err := tr.g.Play(e)
				if err != nil {
					t.Fatal(err)
				}
				tr.g = g
			}
			if tc.version == 0 {
				// Vera can pay: nobody chooses for her.
				if err := tr.try(&ResolveEntry{Location: rules.ChowHall}); !errors.Is(err, ErrChoiceOpen) || !strings.Contains(err.Error(), "Vera still chooses") {
					t.Fatalf("resolved with Vera's choice open: %v", err)
				}
			}
			play(&RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardNone})
			play(&ResolveEntry{Location: rules.ChowHall})
			var at []string
			for _, pl := range tr.g.Locations[rules.Library].Placements {
				at = append(at, pl.Crew)
			}
			if !slices.Equal(at, tc.want) {
				t.Fatalf("at the Library: %v, want %v", at, tc.want)
			}
			if tc.version != 0 {
				return
			}
			// The Cell Block: each crew there can pay nothing but Vera,
			// whose scrap went nowhere: she still chooses.
			play(&RewardChoiceEntry{Crew: "Vera", Location: rules.CellBlock, Action: RewardNone})
			play(&ResolveEntry{Location: rules.CellBlock})
			play(&ResolveEntry{Location: rules.Library})
			for crew, want := range map[string]int{"Vera": 1, "Isaac": 1, "Claire": 1} {
				c, _ := tr.g.Crew(crew)
				if c.TomesToDraw != want || (crew == "Vera") != (len(c.TomeChoices) == 1) {
					t.Errorf("%s owes %d tomes (choices %v), want %d", crew, c.TomesToDraw, c.TomeChoices, want)
				}
			}
		})
	}
}

// TestOpenActions: the play form offers only the reward actions a crew can
// take as the table stands (core rulebook, "Location Rewards", p. 11, and
// "Crafting Items", p. 14; ruling may-reward). The cards are made-up
// fixtures (rewardCatalog). At the Chow Hall one goon costs the most and
// second most strength any 1 cube: Vera, given 1 scrap, can recruit; Isaac
// and Claire hold nothing. At the Cell Block, Vera's 1 scrap pays for no
// item (Crown costs 2 scrap) but for a reservation (any 1); Isaac, given 2
// scrap, can craft the Crown only, or reserve; Claire can do neither.
func TestOpenActions(t *testing.T) {
	tr := toChowHall(t)
	tr.give("Vera", rules.Resources{Scrap: 1})
	open := func(crew string) []RewardAction {
		t.Helper()
		for _, o := range tr.g.Expect().Open {
			if o.Crew == crew {
				return tr.g.OpenActions(o)
			}
		}
		t.Fatalf("%s has no open reward", crew)
		return nil
	}
	for crew, want := range map[string][]RewardAction{"Vera": {RewardRecruit}, "Isaac": nil, "Claire": nil} {
		if got := open(crew); !slices.Equal(got, want) {
			t.Errorf("Chow Hall, %s: %v, want %v", crew, got, want)
		}
	}
	tr.do(&RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardNone})
	tr.do(&ResolveEntry{Location: rules.ChowHall})
	tr.give("Isaac", rules.Resources{Scrap: 2})
	for crew, want := range map[string][]RewardAction{"Vera": {RewardReserve}, "Isaac": {RewardCraft, RewardReserve}, "Claire": nil} {
		if got := open(crew); !slices.Equal(got, want) {
			t.Errorf("Cell Block, %s: %v, want %v", crew, got, want)
		}
	}
	if got := tr.g.ItemChoices("Isaac", RewardCraft); !slices.Equal(got, []ItemChoice{{Name: "Crown"}}) {
		t.Errorf("Isaac crafts from %v, want the Crown only", got)
	}
	if got := tr.g.ItemChoices("Vera", RewardReserve); len(got) != 4 {
		t.Errorf("Vera reserves from %v, want the four display items", got)
	}
}
