package automa

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// res builds resources from counts: scrap, potions, iron, gold.
func res(scrap, potions, iron, gold int) rules.Resources {
	return rules.Resources{Scrap: scrap, Potions: potions, Iron: iron, Gold: gold}
}

// fullSupply is the supply of a fresh box.
var fullSupply = rules.Supply{Resources: res(25, 15, 15, 10), Power: 20, Suspicion: 12}

// alone returns the guards' decision at a location where their guard card
// of 1 is alone, as the game reaches it: the rules engine resolves the
// location (the guards have the most strength; at the Cell Block, each
// crew's tier) and Decide reads the reward it gives them there. A lone card
// always resolves, so an error is a broken test.
func alone(loc rules.Location) func(*Board) Decision {
	return func(b *Board) Decision {
		var site rules.Site
		site.Guards = []int{1}
		table := soloTable(Guards)
		resolution, err := rules.ResolveSite(table, table.FirstPlayer, loc, site)
		if err != nil {
			panic(err)
		}
		d, err := Decide(&resolution, b)
		if err != nil {
			panic(err)
		}
		return d
	}
}

// TestCommissary checks the guards' cube at the Commissary ("Solitary Mode –
// Lights Out Phase, Commissary"): the kind they hold fewest of, the rarest
// on a tie (gold > iron > potions > scrap); only kinds the supply has (ruling
// solo-commissary-supply).
func TestCommissary(t *testing.T) {
	for _, tc := range []struct {
		name   string
		held   rules.Resources
		supply rules.Resources
		gain   rules.Resource // NoResource: nothing
		steps  []StepKind
	}{
		{"one kind fewest", res(2, 1, 3, 2), fullSupply.Resources, rules.Potions, []StepKind{StepFewest, StepGainCube}},
		{"potions and iron tie at 0: iron is rarer", res(1, 0, 0, 2), fullSupply.Resources, rules.Iron, []StepKind{StepFewest, StepRarest, StepGainCube}},
		{"nothing held: gold is the rarest", res(0, 0, 0, 0), fullSupply.Resources, rules.Gold, []StepKind{StepFewest, StepRarest, StepGainCube}},
		{"the supply has no gold (ruling)", res(1, 1, 1, 0), res(5, 5, 5, 0), rules.Iron, []StepKind{StepFewest, StepNotInSupply, StepFewest, StepRarest, StepGainCube}},
		{"the supply has scrap only (ruling)", res(0, 3, 3, 3), res(4, 0, 0, 0), rules.Scrap, []StepKind{StepFewest, StepGainCube}},
		{"the supply lacks the fewest, another kind fewest next", res(0, 2, 5, 5), res(0, 9, 1, 1), rules.Potions, []StepKind{StepFewest, StepNotInSupply, StepFewest, StepGainCube}},
		{"an empty supply (ruling)", res(0, 0, 0, 0), res(0, 0, 0, 0), rules.NoResource, []StepKind{StepSupplyEmpty}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := Board{Guards: rules.CrewBoard{Resources: tc.held}, Supply: rules.Supply{Resources: tc.supply}}
			d := alone(rules.Commissary)(&b)
			want := rules.Resources{}.With(tc.gain, 1)
			if d.Gain != want || (tc.gain != rules.NoResource) != (d.Action == Take) {
				t.Errorf("gain %v (%s), want %v", d.Gain, d.Action, want)
			}
			if got := kindsOf(d.Why); !slices.Equal(got, tc.steps) {
				t.Errorf("steps %v, want %v", got, tc.steps)
			}
		})
	}
}

// goons builds goon spaces from printed suspicion icons, Sewers first; a
// negative count is an empty space.
func goons(icons ...int) rules.GoonSpaces {
	var out rules.GoonSpaces
	names := []string{"Grub", "Snag", "Mox", "Pip", "Tusk"}
	for i, n := range icons {
		if n >= 0 {
			out[i] = rules.GoonSpace{Card: names[i], Suspicion: n}
		}
	}
	return out
}

// TestChowHall checks the goons the guards seize ("Solitary Mode – Lights
// Out Phase, Chow Hall"): the two with the most printed suspicion icons, the
// one at the lowest-numbered location on a tie; what is there when fewer
// than two are left (ruling solo-chow-hall-short).
func TestChowHall(t *testing.T) {
	for _, tc := range []struct {
		name  string
		goons rules.GoonSpaces
		want  []rules.Location
		steps []StepKind
	}{
		{"the two with the most icons", goons(0, 2, 1, 3, 0), []rules.Location{rules.Commissary, rules.Infirmary}, []StepKind{StepGoon, StepGoon, StepSeized}},
		{"a tie for the first: the lowest-numbered location", goons(1, 2, 2, 0, 0), []rules.Location{rules.Infirmary, rules.Smithy}, []StepKind{StepGoon, StepGoonTie, StepGoon, StepSeized}},
		{"a tie for the second", goons(3, 1, 0, 1, 1), []rules.Location{rules.Sewers, rules.Infirmary}, []StepKind{StepGoon, StepGoon, StepGoonTie, StepSeized}},
		{"all equal", goons(0, 0, 0, 0, 0), []rules.Location{rules.Sewers, rules.Infirmary}, []StepKind{StepGoon, StepGoonTie, StepGoon, StepGoonTie, StepSeized}},
		{"one goon left (ruling)", goons(-1, -1, 2, -1, -1), []rules.Location{rules.Smithy}, []StepKind{StepGoon, StepGoonsShort, StepSeized}},
		{"no goon left (ruling)", goons(-1, -1, -1, -1, -1), nil, []StepKind{StepGoonsShort}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := Board{Goons: tc.goons}
			d := alone(rules.ChowHall)(&b)
			if got := d.Goons(); !slices.Equal(got, tc.want) {
				t.Errorf("seized %v, want %v", got, tc.want)
			}
			if (len(tc.want) > 0) != (d.Action == Seize) || d.Pay != (rules.Resources{}) {
				t.Errorf("action %s, pay %v", d.Action, d.Pay)
			}
			if got := kindsOf(d.Why); !slices.Equal(got, tc.steps) {
				t.Errorf("steps %v, want %v", got, tc.steps)
			}
		})
	}
}

func item(name string, rep int, cost rules.Resources, anyCubes int) Item {
	return Item{Name: name, Reputation: rep, Cost: rules.Cost{Resources: cost, Any: anyCubes}}
}

// TestCellBlock checks the guards at the Cell Block ("Solitary Mode – Lights
// Out Phase, Cell Block"): craft the highest reputation they can pay for,
// nearest the item deck on a tie, paying "any" with their least rare cubes;
// else reserve the highest for free; rulings solo-cell-block-tie and
// solo-cell-block-nothing.
func TestCellBlock(t *testing.T) {
	shiv := item("Shiv", 3, res(0, 0, 1, 0), 1)
	rope := item("Rope", 2, res(1, 0, 0, 0), 0)
	key := item("Key", 5, res(0, 0, 0, 2), 0)
	pick := item("Lockpick", 3, res(0, 1, 0, 0), 0)
	crown := item("Crown", 9, res(0, 0, 0, 5), 0)
	for _, tc := range []struct {
		name        string
		held        rules.Resources
		display     []Item
		reserved    []Item
		action      Action
		item        int
		fromReserve bool
		pay         rules.Resources
		steps       []StepKind
	}{
		{"the highest they can pay for", res(2, 1, 1, 2), []Item{rope, key, shiv}, nil, Craft, 1, false, res(0, 0, 0, 2),
			[]StepKind{StepCanPay, StepBestCraft, StepPaid, StepCrafted}},
		{"any paid with the least rare cube", res(1, 1, 1, 1), []Item{shiv, crown}, nil, Craft, 0, false, res(1, 0, 1, 0),
			[]StepKind{StepCanPay, StepBestCraft, StepPayAny, StepPaid, StepCrafted}},
		{"any paid after the named cubes", res(0, 0, 2, 1), []Item{shiv}, nil, Craft, 0, false, res(0, 0, 2, 0),
			[]StepKind{StepCanPay, StepBestCraft, StepPayAny, StepPaid, StepCrafted}},
		{"a tie in the display: nearest the item deck", res(0, 1, 1, 0), []Item{rope, pick, shiv}, nil, Craft, 1, false, res(0, 1, 0, 0),
			[]StepKind{StepCanPay, StepBestCraft, StepTieDisplay, StepPaid, StepCrafted}},
		{"display against reserve: the display (ruling)", res(0, 1, 1, 1), []Item{rope, shiv}, []Item{pick}, Craft, 1, false, res(0, 1, 1, 0),
			[]StepKind{StepCanPay, StepBestCraft, StepTieReserve, StepPayAny, StepPaid, StepCrafted}},
		{"a reserved item worth more", res(0, 0, 0, 2), []Item{shiv}, []Item{key}, Craft, 0, true, res(0, 0, 0, 2),
			[]StepKind{StepCanPay, StepBestCraft, StepPaid, StepCrafted}},
		{"two reserved items tie: the first reserved (ruling)", res(0, 1, 1, 1), []Item{crown}, []Item{shiv, pick}, Craft, 0, true, res(0, 1, 1, 0),
			[]StepKind{StepCanPay, StepBestCraft, StepTieReserved, StepPayAny, StepPaid, StepCrafted}},
		{"nothing payable: reserve the highest", res(1, 0, 0, 0), []Item{shiv, crown, key}, []Item{key}, Reserve, 1, false, rules.Resources{},
			[]StepKind{StepCanPay, StepCannotCraft, StepBestReserve}},
		{"reserve with a tie: nearest the deck", res(0, 0, 0, 0), []Item{rope, shiv, pick}, nil, Reserve, 1, false, rules.Resources{},
			[]StepKind{StepCanPay, StepCannotCraft, StepBestReserve, StepTieDisplay}},
		{"an empty space is skipped", res(0, 0, 0, 0), []Item{{}, rope}, nil, Reserve, 1, false, rules.Resources{},
			[]StepKind{StepCanPay, StepCannotCraft, StepBestReserve}},
		{"neither craft nor reserve (ruling)", res(0, 0, 0, 0), []Item{{}, {}}, []Item{key}, NoAction, -1, false, rules.Resources{},
			[]StepKind{StepCanPay, StepCannotCraft, StepCellNothing}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := Board{Guards: rules.CrewBoard{Resources: tc.held}, Supply: fullSupply, Display: tc.display, Reserved: tc.reserved}
			d := alone(rules.CellBlock)(&b)
			if d.Action != tc.action || d.Item != tc.item || d.FromReserve != tc.fromReserve || d.Pay != tc.pay {
				t.Errorf("%s item %d (reserve %v) paying %v; want %s item %d (reserve %v) paying %v", d.Action, d.Item, d.FromReserve, d.Pay, tc.action, tc.item, tc.fromReserve, tc.pay)
			}
			if got := kindsOf(d.Why); !slices.Equal(got, tc.steps) {
				t.Errorf("steps %v, want %v", got, tc.steps)
			}
			// Neither crafting nor reserving is no reward: the guard cards
			// straggle (core rulebook, "Lights Out Phase", step 4;
			// "Solitary Mode – Lights Out Phase, Library").
			if d.Straggle != (tc.action == NoAction) {
				t.Errorf("Straggle %v with %s", d.Straggle, d.Action)
			}
			if d.Action == Craft {
				list := tc.display
				if d.FromReserve {
					list = tc.reserved
				}
				if err := rules.CheckPayment(rules.CrewBoard{Resources: tc.held}, list[d.Item].Cost, d.Pay); err != nil {
					t.Errorf("the payment does not pay: %v", err)
				}
				if d.Reputation != list[d.Item].Reputation {
					t.Errorf("reputation %d", d.Reputation)
				}
			}
		})
	}
}

// TestLibrary checks the guards at the Library ("Solitary Mode – Lights Out
// Phase, Library"), as the game reaches it: their guard card of 2 loses the
// Commissary to Rin's 5 and collects nothing, so it straggles to the
// Library; the rules engine ranks the Library, and the guards score 1 star
// instead of tomes with the most or the second most strength, the star the
// engine's table gives them (a solitary table has two crews: no third).
// Second: Rin declines the Smithy's reward, so Rin's 4 straggles there too
// (core rulebook, "Move Stragglers to the Library", note) and outranks them.
func TestLibrary(t *testing.T) {
	for _, tc := range []struct {
		name    string
		decline bool // Rin's 4 at the Smithy declines its reward
		tier    rules.Tier
	}{
		{"the guards' stragglers alone: most", false, rules.Most},
		{"below Rin's stragglers: second", true, rules.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			round := rules.Round{Table: soloTable(Guards)}
			round.Sites[rules.Commissary].Tokens[0] = []rules.Token{rules.Five}
			round.Sites[rules.Commissary].Guards = []int{2}
			round.Sites[rules.Smithy].Tokens[0] = []rules.Token{rules.Four}
			if tc.decline {
				round.Sites[rules.Smithy].Declines = []rules.Seat{0}
			}
			lo, err := rules.ResolveLightsOut(round)
			if err != nil {
				t.Fatal(err)
			}
			library, ok := lo.Resolution("library")
			if !ok {
				t.Fatal("no Library")
			}
			rw, ok := library.RewardOf(rules.Guards)
			if !ok || rw.Tier != tc.tier || rw.Gains.Reputation != 1 {
				t.Fatalf("the guards' reward at the Library %+v, want 1 star with %s", rw, tc.tier)
			}
			d, err := Decide(&library, &Board{Supply: fullSupply})
			if err != nil {
				t.Fatal(err)
			}
			if d.Action != Score || d.Reputation != 1 || d.Tier != tc.tier || d.Straggle || !slices.Equal(kindsOf(d.Why), []StepKind{StepLibraryStar}) {
				t.Errorf("%s: %s, %v", tc.tier, d.String(), kindsOf(d.Why))
			}
		})
	}
}

// TestEffect checks the guards' special effects ("Solitary Mode – Special
// Effects"; core "Special Effect Icons").
func TestEffect(t *testing.T) {
	var reused Decision // Decision.Effect overwrites it whole, icon after icon
	var quiet Decision  // the same with SkipSteps: the results without their path
	quiet.SkipSteps(true)
	for _, tc := range []struct {
		name      string
		effect    rules.Effect
		held      rules.Resources
		suspicion int
		supply    rules.Supply
		action    Action
		gain, pay rules.Resources
		steps     []StepKind
		rulings   []string
	}{
		{"draw tome: 1 star", rules.Effect{Kind: rules.EffectDrawTome}, res(0, 0, 0, 0), 0, fullSupply, Score, rules.Resources{}, rules.Resources{}, []StepKind{StepTomeStar}, nil},
		{"choose tome: 1 star (ruling)", rules.Effect{Kind: rules.EffectChooseTome}, res(0, 0, 0, 0), 0, fullSupply, Score, rules.Resources{}, rules.Resources{}, []StepKind{StepChooseTomeStar}, []string{rules.RulingSoloChooseTome}},
		{"increase storage: nothing", rules.Effect{Kind: rules.EffectIncreaseStorage}, res(0, 0, 0, 0), 0, fullSupply, NoAction, rules.Resources{}, rules.Resources{}, []StepKind{StepStorageNothing}, nil},
		{"exchange: most scrap for fewest gold", rules.Effect{Kind: rules.EffectExchangeResource}, res(3, 1, 1, 0), 0, fullSupply, Exchange, res(0, 0, 0, 1), res(1, 0, 0, 0), []StepKind{StepExchangeGive, StepExchangeGet}, nil},
		{"exchange ties: give the least rare, take the rarest", rules.Effect{Kind: rules.EffectExchangeResource}, res(0, 2, 2, 1), 0, fullSupply, Exchange, res(1, 0, 0, 0), res(0, 1, 0, 0), []StepKind{StepExchangeGive, StepExchangeGet}, nil},
		{"exchange with one cube of each: scrap for gold", rules.Effect{Kind: rules.EffectExchangeResource}, res(1, 1, 1, 1), 0, fullSupply, Exchange, res(0, 0, 0, 1), res(1, 0, 0, 0), []StepKind{StepExchangeGive, StepExchangeGet}, nil},
		{"exchange with nothing held (ruling)", rules.Effect{Kind: rules.EffectExchangeResource}, res(0, 0, 0, 0), 0, fullSupply, NoAction, rules.Resources{}, rules.Resources{}, []StepKind{StepExchangeNone}, []string{rules.RulingSoloExchangeSupply}},
		{"give suspicion to the player", rules.Effect{Kind: rules.EffectGiveSuspicion}, res(0, 0, 0, 0), 2, fullSupply, GiveSuspicion, rules.Resources{}, rules.Resources{}, []StepKind{StepGiveSuspicion}, nil},
		{"give suspicion with none (ruling)", rules.Effect{Kind: rules.EffectGiveSuspicion}, res(0, 0, 0, 0), 0, fullSupply, NoAction, rules.Resources{}, rules.Resources{}, []StepKind{StepNoSuspicion}, []string{rules.RulingEffectNoSuspicion}},
		{"remove suspicion", rules.Effect{Kind: rules.EffectRemoveSuspicion}, res(0, 0, 0, 0), 1, fullSupply, ReturnSuspicion, rules.Resources{}, rules.Resources{}, []StepKind{StepRemoveSuspicion}, nil},
		{"gain iron", rules.Effect{Kind: rules.EffectGainResource, Resource: rules.Iron}, res(0, 0, 0, 0), 0, fullSupply, Collect, res(0, 0, 1, 0), rules.Resources{}, []StepKind{StepEffectGain}, nil},
		{"gain gold from an empty supply (ruling)", rules.Effect{Kind: rules.EffectGainResource, Resource: rules.Gold}, res(0, 0, 0, 0), 0, rules.Supply{Resources: res(1, 1, 1, 0)}, NoAction, rules.Resources{}, rules.Resources{}, []StepKind{StepEffectEmpty}, []string{rules.RulingEffectEmptySupply}},
		{"gain power", rules.Effect{Kind: rules.EffectGainPower}, res(0, 0, 0, 0), 0, fullSupply, Collect, rules.Resources{}, rules.Resources{}, []StepKind{StepEffectGain}, nil},
		{"improve item: never", rules.Effect{Kind: rules.EffectImproveItem, Resource: rules.Gold, Stars: 2}, res(0, 0, 0, 0), 0, fullSupply, NoAction, rules.Resources{}, rules.Resources{}, []StepKind{StepImproveIgnored}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := Board{Guards: rules.CrewBoard{Resources: tc.held, Suspicion: tc.suspicion}, Supply: tc.supply}
			d, err := Effect(tc.effect, &b)
			if err != nil {
				t.Fatal(err)
			}
			if err := reused.Effect(tc.effect, &b); err != nil || !reflect.DeepEqual(reused, d) {
				t.Errorf("Decision.Effect %+v, %v; Effect %+v", reused, err, d)
			}
			if err := quiet.Effect(tc.effect, &b); err != nil || !sameSkippingSteps(quiet, d) {
				t.Errorf("Decision.Effect skipping steps %+v, %v; Effect %+v", quiet, err, d)
			}
			if d.Action != tc.action || d.Gain != tc.gain || d.Pay != tc.pay {
				t.Errorf("%s +%v -%v, want %s +%v -%v", d.Action, d.Gain, d.Pay, tc.action, tc.gain, tc.pay)
			}
			if got := kindsOf(d.Why); !slices.Equal(got, tc.steps) {
				t.Errorf("steps %v, want %v", got, tc.steps)
			}
			if got := d.Rulings(); !slices.Equal(got, tc.rulings) {
				t.Errorf("rulings %v, want %v", got, tc.rulings)
			}
			// The guards' exchange is the rules engine's.
			if tc.effect.Kind == rules.EffectExchangeResource && d.Action == Exchange {
				give, get, _ := rules.GuardsExchange(tc.held, tc.supply.Resources)
				if d.Pay != (rules.Resources{}).With(give, 1) || d.Gain != (rules.Resources{}).With(get, 1) {
					t.Errorf("the automa and rules.GuardsExchange disagree: %v for %v", give, get)
				}
			}
		})
	}
	b := Board{}
	_, err := Effect(rules.Effect{Kind: rules.EffectKind(99)}, &b)
	if err == nil {
		t.Error("an icon that is none played for the guards")
	}
	if rerr := reused.Effect(rules.Effect{Kind: rules.EffectKind(99)}, &b); rerr == nil || rerr.Error() != err.Error() || !reflect.DeepEqual(reused, Decision{}) {
		t.Errorf("Decision.Effect of an unknown icon: %v, left %+v", rerr, reused)
	}
	if d, _ := Effect(rules.Effect{Kind: rules.EffectRemoveGoon}, &b); kindsOf(d.Why)[0] != StepEffectLater {
		t.Error("remove goon")
	}
}

// soloSeating seats the crew Rin and the guards.
var soloSeating = []string{"Rin", rules.Guards}

// soloTable is a solitary table: the crew Rin and the guards.
func soloTable(marker Side) rules.Table {
	fp := rules.Seat(1)
	if marker == Player {
		fp = 0
	}
	return rules.Table{Seating: soloSeating, FirstPlayer: fp, Power: [rules.MaxSeats]int{1}}
}

// TestDecide checks Decide over the rules engine's resolution of one
// location: the guards' own rules at the Commissary, Chow Hall, Cell Block
// and Library, a crew's reward elsewhere; ties broken by the marker (ruling
// solo-seating); no reward, no cards at the Library... the guard cards
// straggle.
func TestDecide(t *testing.T) {
	var reused Decision // Decision.Decide overwrites it whole, location after location
	var quiet Decision  // the same with SkipSteps
	quiet.SkipSteps(true)
	for _, tc := range []struct {
		name    string
		marker  Side
		loc     rules.Location
		player  []rules.Token
		guards  []int
		supply  rules.Supply
		action  Action
		gain    rules.Resources
		power   int
		marks   bool
		stragg  bool
		steps   []StepKind
		summary string
	}{
		{"Sewers: two scrap as a crew (two-player amount)", Guards, rules.Sewers, []rules.Token{rules.Two}, []int{3}, fullSupply, Collect, res(2, 0, 0, 0), 0, false, false,
			[]StepKind{StepStandard}, "Sewers: the guards collect 2 scrap"},
		{"Sewers with 1 scrap in the supply", Guards, rules.Sewers, nil, []int{1}, rules.Supply{Resources: res(1, 0, 0, 0)}, Collect, res(1, 0, 0, 0), 0, false, false,
			[]StepKind{StepStandard, StepSupplyShort}, "Sewers: the guards collect 1 scrap"},
		{"Exercise Yard: a tie goes to the marker's holder, the guards", Guards, rules.ExerciseYard, []rules.Token{rules.Three}, []int{3}, fullSupply, Collect, rules.Resources{}, 1, true, false,
			[]StepKind{StepTie, StepStandard, StepMarker}, "Exercise Yard: the guards collect 1 power"},
		{"Exercise Yard: a tie goes to the player holding the marker", Player, rules.ExerciseYard, []rules.Token{rules.Three}, []int{3}, fullSupply, Collect, rules.Resources{}, 1, false, false,
			[]StepKind{StepTie, StepStandard}, "Exercise Yard: the guards collect 1 power"},
		{"Commissary, most: their cube", Guards, rules.Commissary, []rules.Token{rules.Two}, []int{4}, fullSupply, Take, res(0, 0, 0, 1), 0, false, false,
			[]StepKind{StepFewest, StepGainCube}, "Commissary: the guards take 1 gold"},
		{"Commissary, second: nothing, the cards straggle", Guards, rules.Commissary, []rules.Token{rules.Five}, []int{4}, fullSupply, NoAction, rules.Resources{}, 0, false, true,
			[]StepKind{StepNoReward}, "Commissary: the guards collect no reward"},
		{"Chow Hall, most: two goons", Player, rules.ChowHall, []rules.Token{rules.Two}, []int{2, 3}, fullSupply, Seize, rules.Resources{}, 0, false, false,
			[]StepKind{StepGoon, StepGoon, StepSeized}, "Chow Hall: the guards seize Pip and Snag"},
		{"Cell Block: a craft", Guards, rules.CellBlock, []rules.Token{rules.Five}, []int{1}, fullSupply, Craft, rules.Resources{}, 0, false, false,
			[]StepKind{StepCanPay, StepBestCraft, StepPayAny, StepPaid, StepCrafted}, "Cell Block: the guards craft Shiv (display space 1), paying 1 scrap, 1 iron, for 3 reputation"},
		{"Smithy without guard cards", Guards, rules.Smithy, []rules.Token{rules.Five}, nil, fullSupply, NoAction, rules.Resources{}, 0, false, false,
			[]StepKind{StepNothingHere}, "Smithy: the guards do nothing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var site rules.Site
			site.Tokens[0] = tc.player
			site.Guards = tc.guards
			table := soloTable(tc.marker)
			resolution, err := rules.ResolveSite(table, table.FirstPlayer, tc.loc, site)
			if err != nil {
				t.Fatal(err)
			}
			b := Board{Guards: rules.CrewBoard{Resources: res(1, 1, 1, 0)}, Supply: tc.supply, Goons: goons(0, 2, 1, 3, 0), Marker: tc.marker,
				Display: []Item{item("Shiv", 3, res(0, 0, 1, 0), 1)}}
			d, err := Decide(&resolution, &b)
			if err != nil {
				t.Fatal(err)
			}
			if err := reused.Decide(&resolution, &b); err != nil || !reflect.DeepEqual(reused, d) {
				t.Errorf("Decision.Decide %+v, %v; Decide %+v", reused, err, d)
			}
			if err := quiet.Decide(&resolution, &b); err != nil || !sameSkippingSteps(quiet, d) {
				t.Errorf("Decision.Decide skipping steps %+v, %v; Decide %+v", quiet, err, d)
			}
			if d.Action != tc.action || d.Gain != tc.gain || d.Power != tc.power || d.TakesMarker != tc.marks || d.Straggle != tc.stragg {
				t.Errorf("%s +%v power %d marker %v straggle %v", d.Action, d.Gain, d.Power, d.TakesMarker, d.Straggle)
			}
			if got := kindsOf(d.Why); !slices.Equal(got, tc.steps) {
				t.Errorf("steps %v, want %v", got, tc.steps)
			}
			if got := d.Summary(); got != tc.summary {
				t.Errorf("summary %q, want %q", got, tc.summary)
			}
			for _, n := range d.Notes() {
				if n.Text == "" || n.Rule.Book == rules.NoBook {
					t.Errorf("a note without words or passage: %+v", n)
				}
			}
		})
	}
	legend := rules.Resolution{Legend: true}
	if _, err := Decide(&legend, &Board{}); err == nil {
		t.Error("the legend card decided")
	}
}

// TestDecideLibrary checks the guards at the Library of a whole Lights Out
// phase: guard cards that collected nothing elsewhere straggle there and
// score 1 star with the most strength.
func TestDecideLibrary(t *testing.T) {
	round := rules.Round{Table: soloTable(Guards)}
	round.Sites[rules.Commissary].Tokens[0] = []rules.Token{rules.Five}
	round.Sites[rules.Commissary].Guards = []int{2}
	round.Sites[rules.Smithy].Guards = []int{1}
	lo, err := rules.ResolveLightsOut(round)
	if err != nil {
		t.Fatal(err)
	}
	library, ok := lo.Resolution("library")
	if !ok {
		t.Fatal("no Library")
	}
	b := Board{Supply: fullSupply}
	d, err := Decide(&library, &b)
	if err != nil {
		t.Fatal(err)
	}
	if d.Action != Score || d.Reputation != 1 || !strings.Contains(d.String(), "1 star instead of tomes") {
		t.Errorf("%s", d.String())
	}
}

func TestDiscard(t *testing.T) {
	d := Discard()
	if kindsOf(d.Why)[0] != StepGuardsNeverStore || d.Action != NoAction {
		t.Errorf("%v", d.String())
	}
}

// TestTakeNothing: the guards at the Cell Block with nothing to craft or
// reserve collect no reward, so their card of 2 straggles to the Library
// (core rulebook, "Lights Out Phase", step 4, and "Solitary Mode – Lights
// Out Phase", Cell Block; ruling solo-cell-block-nothing). TakeNothing lists
// them among the Cell Block's seats that take nothing, once. At the
// Commissary Rin's 5 outranks their card of 1, which gets no reward: the
// engine straggles it already, and that decision (no tier) changes nothing.
// Resolved again, the Library holds both cards, strength 1 + 2 = 3, the
// most there: a star instead of tomes ("Solitary Mode – Lights Out Phase,
// Library").
func TestTakeNothing(t *testing.T) {
	r := rules.Round{Table: soloTable(Guards)}
	r.Sites[rules.CellBlock].Guards = []int{2}
	r.Sites[rules.Commissary].Guards = []int{1}
	r.Sites[rules.Commissary].Tokens[0] = []rules.Token{rules.Five}
	library := func() rules.Resolution {
		t.Helper()
		lo, err := rules.ResolveLightsOut(r)
		if err != nil {
			t.Fatal(err)
		}
		lib, _ := lo.Resolution("library")
		return lib
	}
	lo, err := rules.ResolveLightsOut(r)
	if err != nil {
		t.Fatal(err)
	}
	b := Board{Display: []Item{{}, {}}, Marker: Guards}
	var ds []Decision
	for _, loc := range []string{"commissary", "cell-block"} {
		res, _ := lo.Resolution(loc)
		d, err := Decide(&res, &b)
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, d)
	}
	if !ds[0].Straggle || ds[0].Tier != rules.NoTier || !ds[1].Straggle || ds[1].Tier != rules.Each {
		t.Fatalf("decisions: %s; %s", ds[0].Summary(), ds[1].Summary())
	}
	before := library()
	if rk := before.Ranking(); len(rk) != 1 || rk[0].Strength != 1 {
		t.Fatalf("the Library before: %+v", rk)
	}
	if !TakeNothing(&r, ds) {
		t.Fatal("the round did not change")
	}
	if TakeNothing(&r, ds) {
		t.Error("the guards were listed twice")
	}
	if got := r.Sites[rules.CellBlock].Nothing; !slices.Equal(got, []rules.Seat{1}) || len(r.Sites[rules.Commissary].Nothing) != 0 {
		t.Errorf("Nothing: Cell Block %v, Commissary %v", got, r.Sites[rules.Commissary].Nothing)
	}
	lib := library()
	rw, ok := lib.RewardOf(rules.Guards)
	if rk := lib.Ranking(); len(rk) != 1 || rk[0].Strength != 3 || !ok || rw.Tier != rules.Most || rw.Gains.Reputation != 1 || rw.Gains.Tomes != 0 {
		t.Errorf("the Library after: %+v, the guards' reward %+v", rk, rw)
	}
	if d, err := Decide(&lib, &b); err != nil || d.Action != Score || d.Reputation != 1 {
		t.Errorf("their Library decision: %s, %v", d.Summary(), err)
	}
	if TakeNothing(&rules.Round{Table: rules.Table{Seating: []string{"Vera", "Isaac"}, Power: [rules.MaxSeats]int{1, 1}}}, ds) {
		t.Error("a table without the guards changed")
	}
}

// Discard is what the guards discard in step 1 of the Patrol phase:
// nothing, as they have no storage limit ("Solitary Mode – Patrol Phase,
// Storage Limits"). A test helper: no production code asks it.
func Discard() Decision {
	d := Decision{Item: -1}
	d.add(StepGuardsNeverStore, 0, 0, 0)
	return d
}

// sameSkippingSteps reports whether a decision written with SkipSteps is d
// without its path: every result the same, no step recorded.
func sameSkippingSteps(quiet, d Decision) bool {
	if len(quiet.Steps()) != 0 || !quiet.quiet {
		return false
	}
	quiet.quiet, d.Why = false, Why{}
	return reflect.DeepEqual(quiet, d)
}
