package companion

import (
	"errors"
	"reflect"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// testCards are the card catalog as the commands give it to the words:
// the shipped catalog, with the values typed laid over a card's.
type testCards struct{ cat *catalog.Catalog }

func (c testCards) Catalog() *catalog.Catalog { return c.cat }

func (c testCards) Fill(kind catalog.CardKind, name string, typed catalog.Card) (*catalog.Card, error) {
	card, ok := c.cat.Lookup(kind, name)
	if !ok {
		card = catalog.Card{Kind: kind, Name: name}
	}
	if typed.Knows(catalog.FieldSuspicion) {
		card.Suspicion = typed.Suspicion
	}
	if typed.GoonType != 0 {
		card.GoonType, card.BanditResource = typed.GoonType, typed.BanditResource
	}
	return &card, nil
}

// The commands give the words a *catalog.Filler.
var _ Cards = (*catalog.Filler)(nil)

func shippedCards() Cards { return testCards{catalog.ShippedCatalog()} }

// openShipped opens the shipped catalog; noCards fails the test: words
// that name no card never open the catalog.
func openShipped() (Cards, error) { return shippedCards(), nil }

func noCards(t *testing.T) OpenCards {
	return func() (Cards, error) {
		t.Error("the catalog was opened")
		return nil, errors.New("no catalog")
	}
}

// wordsCase is one reading of words: the entry they make (want), or the
// kind of error (wantErr: a *WordsError, *Refusal, *NameError or
// *ActorError, as a pointer to a nil one) and its message.
type wordsCase struct {
	name    string
	entry   func(g *Game) (Payload, error)
	want    Payload
	wantErr any
	msg     string
}

func checkWords(t *testing.T, g *Game, cases []wordsCase) {
	t.Helper()
	for _, tc := range cases {
		before := g.Clone()
		got, err := tc.entry(g)
		if !reflect.DeepEqual(before, *g) {
			t.Errorf("%s: reading the words changed the game", tc.name)
		}
		if tc.wantErr == nil {
			if err != nil || !reflect.DeepEqual(got, tc.want) {
				t.Errorf("%s: %#v, %v; want %#v", tc.name, got, err, tc.want)
			}
			continue
		}
		if err == nil || !errors.As(err, tc.wantErr) {
			t.Errorf("%s: %#v, %v; want a %T", tc.name, got, err, tc.wantErr)
			continue
		}
		if tc.msg != "" && err.Error() != tc.msg {
			t.Errorf("%s: %q, want %q", tc.name, err.Error(), tc.msg)
		}
		var bad interface{ BadInput() bool }
		if !errors.As(err, &bad) || !bad.BadInput() {
			t.Errorf("%s: %v is not bad input (exit code 2)", tc.name, err)
		}
	}
}

var (
	wordsErrT  *WordsError
	refusalT   *Refusal
	nameErrT   *NameError
	actorErrT  *ActorError
	wordsErrP  = &wordsErrT
	refusalP   = &refusalT
	nameErrP   = &nameErrT
	actorErrP  = &actorErrT
	threeCrews = SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019}
	breakout3  = SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019, Breakout: true}
)

// upTo plays round 1 of playRound1 again up to the first entry stop
// matches, which is left unplayed.
func upTo(t *testing.T, stop func(Payload) bool) *tracker {
	full := newTracker(t, threeCrews)
	playRound1(full)
	tr := newTracker(t, threeCrews)
	for _, e := range full.entries[1:] {
		if stop(e.Payload) {
			return tr
		}
		tr.do(e.Payload)
	}
	t.Fatal("the round never reaches the entry")
	return nil
}

// TestRollCallWords: a Roll Call turn whose crew is left out is the turn of
// the crew whose turn it is, Vera's (core rulebook, "Roll Call Phase");
// a first word that names neither a crew nor a location is refused with
// both kinds allowed. A token typed twice is refused as the rules engine
// refuses it, naming the token and the tokens left (core rulebook, "Crew
// Tokens": one token of each kind): the words keep neither for the player;
// a token named face down twice is one token face down.
func TestRollCallWords(t *testing.T) {
	tr := newTracker(t, threeCrews)
	tr.setUp()
	checkWords(t, &tr.g, []wordsCase{
		{name: "assign, crew left out", entry: AssignWords{Args: []string{"chow hall", "5", "Lookout"}, FaceDownN: 1}.Entry,
			want: &AssignEntry{Crew: "Vera", Location: rules.ChowHall, Tokens: []string{"5", "lookout"}, FaceDown: []string{"lookout"}}},
		{name: "assign, crew named", entry: AssignWords{Args: []string{"isaac", "smithy", "3"}, FaceDown: []string{"3"}}.Entry,
			want: &AssignEntry{Crew: "Isaac", Location: rules.Smithy, Tokens: []string{"3"}, FaceDown: []string{"3"}}},
		{name: "assign, neither crew nor location", entry: AssignWords{Args: []string{"Bob", "3"}}.Entry, wantErr: nameErrP},
		{name: "assign, no token", entry: AssignWords{Args: []string{"Vera", "smithy"}}.Entry, wantErr: wordsErrP,
			msg: "give the location and at least one token, e.g. assign Vera"},
		{name: "assign, more face down than named", entry: AssignWords{Args: []string{"smithy", "3"}, FaceDownN: 2}.Entry, wantErr: wordsErrP,
			msg: "<tokens face down> 2: give 0 to 1, the number of tokens named"},
		{name: "assign, a token typed twice", entry: AssignWords{Args: []string{"smithy", "3", "5", "3"}}.Entry, wantErr: refusalP,
			msg: `refused: Vera's 3 token is used twice; each token is assigned once per round (allowed: lookout, enforcer, 2, 3, 4, 5) [Lockup core rulebook (2019), "Crew Tokens"]`},
		{name: "assign, a token face down twice", entry: AssignWords{Args: []string{"smithy", "3", "5"}, FaceDownN: 1, FaceDown: []string{"5", "5"}}.Entry,
			want: &AssignEntry{Crew: "Vera", Location: rules.Smithy, Tokens: []string{"3", "5"}, FaceDown: []string{"5"}}},
		{name: "pass, crew left out", entry: PassWords{Legend: " 5 "}.Entry, want: &PassEntry{Crew: "Vera", LegendToken: "5"}},
		{name: "pass, unknown crew", entry: PassWords{Crew: "Bob"}.Entry, wantErr: nameErrP},
		{name: "next in the Roll Call", entry: NextWords{}.Entry, wantErr: refusalP},
		{name: "patrol in the Roll Call: the step the rules refuse", entry: PatrolWords{DeckEmpty: true}.Entry,
			want: &PatrolEntry{Action: PatrolAdvanceGoons, DeckEmpty: true}},
	})
}

// TestLightsOutWords: the crew left out is the one crew that can make the
// choice now (core rulebook, "Location Rewards", p. 11: in order of
// strength rank): Isaac, most strength at the Commissary, takes; the
// location left out of a decline is the one being resolved.
func TestLightsOutWords(t *testing.T) {
	tr := upTo(t, func(p Payload) bool { _, ok := p.(*RewardChoiceEntry); return ok })
	if tr.g.LightsOut.Next != rules.Commissary {
		t.Fatalf("at the %s", tr.g.LightsOut.Next)
	}
	checkWords(t, &tr.g, []wordsCase{
		{name: "take, crew left out", entry: TakeWords{Args: []string{"Gold"}}.Entry,
			want: &RewardChoiceEntry{Crew: "Isaac", Location: rules.Commissary, Action: RewardTake, Gain: rules.Resources{Gold: 1}}},
		{name: "take, no resource", entry: TakeWords{Args: []string{"Isaac", "gems"}}.Entry, wantErr: wordsErrP},
		{name: "exchange, crew named", entry: ExchangeWords{Crew: "vera", Give: []string{"scrap=1,potions"}, Get: "iron"}.Entry,
			want: &RewardChoiceEntry{Crew: "Vera", Location: rules.Commissary, Action: RewardExchange, Spend: rules.Resources{Scrap: 1, Potions: 1}, Gain: rules.Resources{Iron: 1}}},
		{name: "exchange, nothing to get", entry: ExchangeWords{Crew: "Vera", Give: []string{"scrap"}}.Entry, wantErr: wordsErrP,
			msg: "<resource taken>: give a resource: scrap, potions, iron or gold"},
		{name: "decline, location left out", entry: DeclineWords{Args: []string{"Claire"}}.Entry,
			want: &RewardChoiceEntry{Crew: "Claire", Location: rules.Commissary, Action: RewardDecline}},
		{name: "decline, neither crew nor location", entry: DeclineWords{Args: []string{"Bob"}}.Entry, wantErr: nameErrP},
		{name: "decline, several crews may", entry: DeclineWords{}.Entry, wantErr: actorErrP},
		{name: "next while crews choose", entry: NextWords{}.Entry, wantErr: refusalP},
		{name: "next --none: the first crew choosing takes nothing", entry: NextWords{None: true}.Entry,
			want: &RewardChoiceEntry{Crew: "Isaac", Location: rules.Commissary, Action: RewardNone}},
		{name: "effect, none waits", entry: EffectWords{}.Entry, wantErr: refusalP},
	})
	if err := (ExchangeWords{Give: []string{"scrap=0"}, Get: "iron"}).Check(); !errors.As(err, wordsErrP) {
		t.Errorf("exchange check: %v", err)
	}
}

// TestCardRewardWords: recruit's crew left out is the crew choosing at the
// Chow Hall; a card is named as in the goon space or the display (reserve
// and craft with the crew named need no turn to read).
func TestCardRewardWords(t *testing.T) {
	tr := upTo(t, func(p Payload) bool { e, ok := p.(*RewardChoiceEntry); return ok && e.Location == rules.ChowHall })
	recruit := func(w CardRewardWords) CardRewardWords {
		w.Action, w.Usage = RewardRecruit, "recruit [CREW] (GOON [GOON] --pay RESOURCE=N... | --none)"
		return w
	}
	craft := CardRewardWords{Action: RewardCraft, Usage: "craft [CREW] ITEM", Args: []string{"Vera", "item b"}, Pay: []string{"iron"}}
	checkWords(t, &tr.g, []wordsCase{
		{name: "recruit, crew left out", entry: recruit(CardRewardWords{Args: []string{"goon at chow hall"}, Pay: []string{"gold"}}).Entry,
			want: &RewardChoiceEntry{Crew: "Isaac", Location: rules.ChowHall, Action: RewardRecruit, Spend: rules.Resources{Gold: 1}, Cards: []string{"Goon at Chow Hall"}}},
		{name: "recruit --none", entry: recruit(CardRewardWords{None: true}).Entry,
			want: &RewardChoiceEntry{Crew: "Isaac", Location: rules.ChowHall, Action: RewardNone}},
		{name: "recruit --none with a card", entry: recruit(CardRewardWords{Args: []string{"Grub"}, None: true}).Entry, wantErr: wordsErrP,
			msg: "<nothing taken> names no card: usage: recruit [CREW] (GOON [GOON] --pay RESOURCE=N... | --none)"},
		{name: "recruit, no card", entry: recruit(CardRewardWords{}).Entry, wantErr: wordsErrP},
		{name: "recruit, not in a goon space", entry: recruit(CardRewardWords{Args: []string{"Grub"}}).Entry, wantErr: nameErrP},
		{name: "craft, crew named", entry: craft.Entry,
			want: &RewardChoiceEntry{Crew: "Vera", Location: rules.CellBlock, Action: RewardCraft, Spend: rules.Resources{Iron: 1}, Cards: []string{"Item B"}}},
		{name: "reserve, crew named", entry: ReserveWords{Args: []string{"Claire", "ITEM A"}, Pay: []string{"potions=1"}}.Entry,
			want: &RewardChoiceEntry{Crew: "Claire", Location: rules.CellBlock, Action: RewardReserve, Spend: rules.Resources{Potions: 1}, Cards: []string{"Item A"}}},
		{name: "reserve, two items", entry: ReserveWords{Args: []string{"Claire", "Item A", "Item B"}, Usage: "reserve [CREW] ITEM --pay RESOURCE=1"}.Entry, wantErr: wordsErrP,
			msg: "usage: reserve [CREW] ITEM --pay RESOURCE=1"},
	})
	if craft.MaxCards() != 1 || recruit(CardRewardWords{}).MaxCards() != 2 || craft.Location() != rules.CellBlock {
		t.Errorf("craft names at most %d card(s) at the %s, recruit %d", craft.MaxCards(), craft.Location(), recruit(CardRewardWords{}).MaxCards())
	}
	if err := (ReserveWords{Pay: []string{"gems"}}).Check(); !errors.As(err, wordsErrP) {
		t.Errorf("reserve check: %v", err)
	}
}

// TestTomeWords: after round 1 Claire, most strength at the Library, owes
// a choice of two tomes and Isaac one tome (core rulebook, "Location
// Rewards – Library"). A tome drawn takes the catalog's spelling; one kept
// without --from comes from where the crew's choice comes from, else the
// Library, where the most strength draws two and keeps one.
func TestTomeWords(t *testing.T) {
	tr := newTracker(t, threeCrews)
	playRound1(tr)
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Atlas of Hideouts"})
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Big Book of Stealth"})
	draw := func(crew, card string) func(g *Game) (Payload, error) {
		return func(g *Game) (Payload, error) {
			return TomeWords{Action: "draw", Crew: crew, Card: card}.Entry(g, openShipped)
		}
	}
	keep := func(w TomeWords) func(g *Game) (Payload, error) {
		w.Action = "keep"
		return func(g *Game) (Payload, error) { return w.Entry(g, noCards(t)) }
	}
	checkWords(t, &tr.g, []wordsCase{
		{name: "draw, the catalog's spelling", entry: draw("isaac", "cutthroat  CRAFTING"), want: &TomeDrawnEntry{Crew: "Isaac", Card: "Cutthroat Crafting"}},
		{name: "draw, a tome the catalog does not know", entry: draw("Isaac", "Mystery Tome"), want: &TomeDrawnEntry{Crew: "Isaac", Card: "Mystery Tome"}},
		{name: "draw, a crew for a card", entry: draw("", "Isaac"), wantErr: wordsErrP, msg: "name the tome card: tome draw Isaac"},
		{name: "draw, a tome of two words unquoted", entry: draw("Big", "Book"), wantErr: nameErrP},
		{name: "keep, crew and place left out", entry: keep(TomeWords{Card: "big book of stealth"}),
			want: &RewardChoiceEntry{Crew: "Claire", Location: rules.Library, Action: RewardKeepTome, Cards: []string{"Big Book of Stealth"}}},
		{name: "keep --from", entry: keep(TomeWords{Crew: "Claire", Card: "Atlas of Hideouts", From: "chow hall"}),
			want: &RewardChoiceEntry{Crew: "Claire", Location: rules.ChowHall, Action: RewardKeepTome, Cards: []string{"Atlas of Hideouts"}}},
		{name: "keep, not drawn", entry: keep(TomeWords{Card: "Cutthroat Crafting"}), wantErr: nameErrP},
	})
	// Claire's choice came from the Chow Hall (a Choose Tome icon): kept
	// there; with no choice recorded, the Library (the rules then say why).
	g := tr.g.Clone()
	c := g.crewIndex("Claire")
	g.Crews[c].TomeChoices = []rules.Location{rules.ChowHall}
	checkWords(t, &g, []wordsCase{{name: "keep from the choice's place", entry: keep(TomeWords{Card: "Atlas of Hideouts"}),
		want: &RewardChoiceEntry{Crew: "Claire", Location: rules.ChowHall, Action: RewardKeepTome, Cards: []string{"Atlas of Hideouts"}}}})
	g.Crews[c].TomeChoices = nil
	checkWords(t, &g, []wordsCase{{name: "keep, no choice owed", entry: keep(TomeWords{Crew: "Claire", Card: "Atlas of Hideouts"}),
		want: &RewardChoiceEntry{Crew: "Claire", Location: rules.Library, Action: RewardKeepTome, Cards: []string{"Atlas of Hideouts"}}}})
	// A tome played: the crew left out is the one holding it.
	g.Crews[c].Tomes = []string{"Big Book of Stealth"}
	play := func(w TomeWords) func(g *Game) (Payload, error) {
		w.Action = "play"
		return func(g *Game) (Payload, error) { return w.Entry(g, noCards(t)) }
	}
	checkWords(t, &g, []wordsCase{
		{name: "play, the holder", entry: play(TomeWords{Card: "big book of stealth", Target: "Vera", Shows: "blue:3"}),
			want: &TomePlayedEntry{Crew: "Claire", Card: "Big Book of Stealth", Target: "Vera", Revealed: rules.GuardCard{Colour: rules.Blue, Strength: 3}}},
		{name: "play, a card shown wrong", entry: play(TomeWords{Card: "Big Book of Stealth", Shows: "blue"}), wantErr: wordsErrP},
		{name: "play, not in the hand", entry: play(TomeWords{Crew: "Vera", Card: "Big Book of Stealth"}), wantErr: nameErrP},
	})
}

// TestPatrolWords: after round 1 Claire is the one crew over her storage
// limit, so a discard leaves her out (core rulebook, "III. Patrol Phase –
// 1. Check Resource Limits"); every goon space is full, so a goon drawn
// must name its space.
func TestPatrolWords(t *testing.T) {
	tr := newTracker(t, threeCrews)
	playRound1(tr)
	// The tomes owed come first.
	tr.do(&TomeDrawnEntry{Crew: "Isaac", Card: "Atlas of Hideouts"})
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Big Book of Stealth"})
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Cutthroat Crafting"})
	tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.Library, Action: RewardKeepTome, Cards: []string{"Cutthroat Crafting"}})
	draw := func(w DrawWords) func(g *Game) (Payload, error) {
		return func(g *Game) (Payload, error) { return w.Entry(g, shippedCards()) }
	}
	sacred, _ := catalog.ShippedCatalog().Lookup(catalog.ItemCard, "Sacred Robes")
	gil := &catalog.Card{Kind: catalog.GoonCard, Name: "Gil", Suspicion: catalog.Know(1), GoonType: rules.Bandits, BanditResource: rules.Gold}
	checkWords(t, &tr.g, []wordsCase{
		{name: "discard, crew left out", entry: DiscardWords{Args: []string{"scrap=1"}}.Entry, want: &DiscardEntry{Crew: "Claire", Resources: rules.Resources{Scrap: 1}}},
		{name: "discard, neither crew nor resource", entry: DiscardWords{Args: []string{"Bob"}}.Entry, wantErr: nameErrP},
		{name: "discard, nothing", entry: DiscardWords{Args: []string{"Claire"}}.Entry, wantErr: wordsErrP,
			msg: "give what Claire discards, e.g. discard Claire"},
		{name: "draw item, the catalog's spelling", entry: draw(DrawWords{Item: " sacred robes ", Space: 2}),
			want: &DisplayCardEntry{Card: "Sacred Robes", Space: 2, Printed: &sacred}},
		{name: "draw goon, values typed", entry: draw(DrawWords{Goon: []string{"Chow Hall", "Gil:1:gold"}}),
			want: &GoonCardEntry{Card: "Gil", Location: rules.ChowHall, Printed: gil}},
		{name: "draw goon, space left out with none empty", entry: draw(DrawWords{Goon: []string{"Grub"}}), wantErr: wordsErrP,
			msg: "name the goon space: no goon spaces are empty, e.g. draw goon sewers Grub"},
		{name: "draw goon, icons written wrong", entry: draw(DrawWords{Goon: []string{"sewers", "Grub:x"}}), wantErr: wordsErrP},
	})
}

// TestSoloWords: guard turns belong to solitary games; at a real table
// every card is typed (core rulebook, "Solitary Mode – Roll Call Phase").
func TestSoloWords(t *testing.T) {
	several := newTracker(t, threeCrews)
	checkWords(t, &several.g, []wordsCase{{name: "guard turn, several crews", entry: GuardsWords{Reveal: "smithy"}.TurnEntry, wantErr: refusalP,
		msg: "refused: guard turns belong to solitary games; this game has several crews"}})
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Rin"), Solo: true, Edition: rules.Edition2019, Difficulty: rules.Moderate})
	checkWords(t, &tr.g, []wordsCase{
		{name: "guard turn at a table", entry: GuardsWords{Reveal: "Smithy", Card: "blue:2", Drawn: "Chow Hall", Placed: "green 3 special"}.TurnEntry,
			want: &GuardTurnEntry{Reveal: rules.Smithy, Revealed: rules.GuardCard{Colour: rules.Blue, Strength: 2}, Drawn: rules.LocationCard(rules.ChowHall),
				Placed: rules.GuardCard{Colour: rules.Green, Strength: 3, Special: true}}},
		{name: "guard turn, no location card", entry: GuardsWords{Reveal: "legend"}.TurnEntry, wantErr: wordsErrP},
		{name: "guard turn, unknown place", entry: GuardsWords{Reveal: "attic"}.TurnEntry, wantErr: wordsErrP},
		{name: "guard card", entry: GuardsWords{Location: "cell block", Card: "yellow:3:special"}.CardEntry,
			want: &GuardCardEntry{Location: rules.CellBlock, Card: rules.GuardCard{Colour: rules.Yellow, Strength: 3, Special: true}}},
		{name: "guard card on the legend card", entry: GuardsWords{Location: " Legend", Card: "blue:2"}.CardEntry,
			want: &GuardCardEntry{Legend: true, Card: rules.GuardCard{Colour: rules.Blue, Strength: 2}}},
		{name: "guard card written wrong", entry: GuardsWords{Location: "smithy", Card: "purple:9"}.CardEntry, wantErr: wordsErrP},
	})
}

// TestSetupWords: a starting bonus (core rulebook, "Advanced Setup", p. 16)
// opens the catalog only for a goon gained; a tunnel is laid at one of
// locations 1 to 7 (Breakout rulebook, "Expansion Setup").
func TestSetupWords(t *testing.T) {
	tr := newTracker(t, threeCrews)
	bonus := func(w BonusWords, open OpenCards) func(g *Game) (Payload, error) {
		return func(g *Game) (Payload, error) { return w.Entry(g, open) }
	}
	checkWords(t, &tr.g, []wordsCase{
		{name: "bonus", entry: bonus(BonusWords{Crew: "vera", From: "crew board", Power: 2, Cubes: rules.Resources{Gold: 1}, Storage: -1}, noCards(t)),
			want: &SetupBonusEntry{Crew: "Vera", From: "crew board", Power: 2, Gain: rules.Resources{Gold: 1}, Storage: -1}},
		{name: "bonus, a goon", entry: bonus(BonusWords{Crew: "Vera", From: "Nimble Gnolls", Goon: "Grub"}, openShipped),
			want: &SetupBonusEntry{Crew: "Vera", From: "Nimble Gnolls", Goon: "Grub", Printed: &catalog.Card{Kind: catalog.GoonCard, Name: "Grub"}}},
		{name: "bonus, unknown crew", entry: bonus(BonusWords{Crew: "Bob"}, noCards(t)), wantErr: nameErrP},
	})
	if e, err := (TunnelWords{Location: "Chow Hall", Kind: " DOUBLE"}).Entry(); err != nil || *e != (TunnelEntry{Location: rules.ChowHall, Double: true}) {
		t.Errorf("tunnel: %v, %v", e, err)
	}
	for _, w := range []TunnelWords{{Location: "library", Kind: "single"}, {Location: "smithy", Kind: "triple"}} {
		if _, err := w.Entry(); !errors.As(err, wordsErrP) {
			t.Errorf("tunnel %v: %v, want a *WordsError", w, err)
		}
	}
}

// TestBreakoutWords: lantern, loot and shapeshift name their crew when the
// game waits for no crew's (Breakout rulebook, "Advancing in the
// Catacombs"; "Goon Cards – Shapeshifters"); a legend card written short
// is read in full from the catalog.
func TestBreakoutWords(t *testing.T) {
	tr := newTracker(t, breakout3)
	cards := func(entry func(w *Game, c Cards) (Payload, error)) func(g *Game) (Payload, error) {
		return func(g *Game) (Payload, error) { return entry(g, shippedCards()) }
	}
	tog, _ := catalog.ShippedCatalog().Lookup(catalog.LegendCard, "Tog the Ogre Brute")
	checkWords(t, &tr.g, []wordsCase{
		{name: "lantern, crew named", entry: LanternWords{Args: []string{"vera", "3"}, Spend: []string{"iron"}}.Entry,
			want: &LanternEntry{Crew: "Vera", Space: "3", Spend: rules.Resources{Iron: 1}}},
		{name: "lantern, stay", entry: LanternWords{Args: []string{"Vera"}, Stay: true}.Entry, want: &LanternEntry{Crew: "Vera", Stay: true}},
		{name: "lantern, stay with a space", entry: LanternWords{Args: []string{"Vera", "3"}, Stay: true}.Entry, wantErr: wordsErrP},
		{name: "lantern, none waits", entry: LanternWords{}.Entry, wantErr: wordsErrP},
		{name: "loot, crew named", entry: cards(LootWords{Args: []string{"Vera", " 2 gold "}, Changes: []string{"vera: +2 gold"}}.Entry),
			want: &LootEntry{Crew: "Vera", Loot: "2 gold", Changes: []Change{{Crew: "Vera", Gain: rules.Resources{Gold: 2}}}}},
		{name: "loot, none waits", entry: cards(LootWords{Args: []string{"2 gold"}}.Entry), wantErr: wordsErrP},
		{name: "loot, star and change", entry: cards(LootWords{Args: []string{"Vera", "x"}, Star: true, Changes: []string{"Vera: +1 gold"}}.Entry), wantErr: wordsErrP},
		{name: "shapeshift, crew named", entry: cards(ShapeshiftWords{Args: []string{"Vera", "Grub:1", "Moss:0", "Rook:2"}, Keep: "rook"}.Entry),
			want: &ShapeshiftEntry{Crew: "Vera", Drawn: []string{"Grub", "Moss", "Rook"}, Keep: "Rook", Printed: []*catalog.Card{
				{Kind: catalog.GoonCard, Name: "Grub", Suspicion: catalog.Know(1)}, {Kind: catalog.GoonCard, Name: "Moss", Suspicion: catalog.Know(0)}, {Kind: catalog.GoonCard, Name: "Rook", Suspicion: catalog.Know(2)}}}},
		{name: "shapeshift, two without --deck-empty", entry: cards(ShapeshiftWords{Args: []string{"Vera", "Grub", "Moss"}}.Entry), wantErr: wordsErrP,
			msg: "2 goon(s) given: a Shapeshifter draws 3; add <deck ran out> if the goon deck ran out"},
		{name: "shapeshift, one goon left in the deck: kept without --keep", entry: cards(ShapeshiftWords{Args: []string{"Vera", "Grub:1"}, DeckEmpty: true}.Entry),
			want: &ShapeshiftEntry{Crew: "Vera", Drawn: []string{"Grub"}, Keep: "Grub", Printed: []*catalog.Card{{Kind: catalog.GoonCard, Name: "Grub", Suspicion: catalog.Know(1)}}}},
		{name: "shapeshift, two left: --keep asked", entry: cards(ShapeshiftWords{Args: []string{"Vera", "Grub:1", "Moss:0"}, DeckEmpty: true}.Entry), wantErr: wordsErrP,
			msg: "<goon kept>: which goon does Vera keep? one of Grub, Moss"},
		{name: "shapeshift, none waits", entry: cards(ShapeshiftWords{}.Entry), wantErr: wordsErrP},
		{name: "legend card written short", entry: cards(LegendWords{Card: "Tog"}.CardEntry), want: &LegendCardEntry{Card: "Tog the Ogre Brute", Printed: &tog}},
		{name: "legend card unknown", entry: cards(LegendWords{Card: "Zed"}.CardEntry), want: &LegendCardEntry{Card: "Zed"}},
		{name: "legend resolve", entry: LegendWords{Changes: []string{"Isaac: -2 suspicion"}}.ResolveEntry,
			want: &LegendEntry{Changes: []Change{{Crew: "Isaac", Suspicion: -2}}}},
		{name: "legend resolve, unknown crew", entry: LegendWords{Changes: []string{"Bob: +1 power"}}.ResolveEntry, wantErr: wordsErrP},
	})
}

// TestParseCubes: cubes are typed RESOURCE=N or RESOURCE, in any case; a
// value written wrong is the words' error.
func TestParseCubes(t *testing.T) {
	got, err := ParseCubes(terms.FlagPay, []string{"Scrap=2, iron", "scrap"})
	if err != nil || got != (rules.Resources{Scrap: 3, Iron: 1}) {
		t.Errorf("ParseCubes: %+v, %v", got, err)
	}
	for _, v := range []string{"scrap=0", "scrap=100", "gems=1"} {
		if _, err := ParseCubes(terms.FlagPay, []string{v}); !errors.As(err, wordsErrP) {
			t.Errorf("ParseCubes %q: %v, want a *WordsError", v, err)
		}
	}
	if _, err := OneCube("--get", ""); err == nil || err.Error() != "--get: give a resource: scrap, potions, iron or gold" {
		t.Errorf("OneCube: %v", err)
	}
}

// TestClosestKnown: the refusal of an entry naming a card the catalog does
// not know adds the closest card of its kind that it knows; a card it
// knows, a name too far from any, an entry naming no card leave the
// refusal as it is.
func TestClosestKnown(t *testing.T) {
	cat, err := catalog.NewCatalog(
		catalog.Card{Kind: catalog.GoonCard, Name: "Fen"},
		catalog.Card{Kind: catalog.ItemCard, Name: "Rope Ladder"},
	)
	if err != nil {
		t.Fatal(err)
	}
	refused := errors.New("refused: the entry")
	tests := []struct {
		name string
		p    Payload
		want string
	}{
		{"a goon card nearly known", &GoonCardEntry{Card: "Fenn"}, `refused: the entry; or did you mean "Fen", which your card catalog knows?`},
		{"an item nearly known", &DisplayCardEntry{Card: "Rope Ladders"}, `refused: the entry; or did you mean "Rope Ladder", which your card catalog knows?`},
		{"a setup bonus's goon nearly known", &SetupBonusEntry{Goon: "fen."}, `refused: the entry; or did you mean "Fen", which your card catalog knows?`},
		{"only cards of the kind", &GoonCardEntry{Card: "Rope Ladders"}, "refused: the entry"},
		{"a card known", &GoonCardEntry{Card: "fen"}, "refused: the entry"},
		{"too far from any", &DisplayCardEntry{Card: "Grappling Hook"}, "refused: the entry"},
		{"no card named", &SetupBonusEntry{}, "refused: the entry"},
		{"an entry of another kind", &DiscardEntry{Crew: "Fenn"}, "refused: the entry"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ClosestKnown(cat, tt.p, refused)
			if err.Error() != tt.want || !errors.Is(err, refused) {
				t.Errorf("ClosestKnown = %q, want %q wrapping the refusal", err, tt.want)
			}
		})
	}
}

// TestNoWordsNeverPanics: words left empty (or one empty word), whatever
// the game waits for, are refused or read; never a panic, the game
// unchanged.
func TestNoWordsNeverPanics(t *testing.T) {
	open := func() (Cards, error) { return shippedCards(), nil }
	entries := map[string]func(g *Game, args []string) (Payload, error){
		"lantern":    func(g *Game, a []string) (Payload, error) { return LanternWords{Args: a}.Entry(g) },
		"loot":       func(g *Game, a []string) (Payload, error) { return LootWords{Args: a}.Entry(g, shippedCards()) },
		"shapeshift": func(g *Game, a []string) (Payload, error) { return ShapeshiftWords{Args: a}.Entry(g, shippedCards()) },
		"legend":     func(g *Game, a []string) (Payload, error) { return LegendWords{}.CardEntry(g, shippedCards()) },
		"resolve":    func(g *Game, a []string) (Payload, error) { return LegendWords{}.ResolveEntry(g) },
		"decline":    func(g *Game, a []string) (Payload, error) { return DeclineWords{Args: a}.Entry(g) },
		"take":       func(g *Game, a []string) (Payload, error) { return TakeWords{Args: a}.Entry(g) },
		"exchange":   func(g *Game, a []string) (Payload, error) { return ExchangeWords{}.Entry(g) },
		"card":       func(g *Game, a []string) (Payload, error) { return CardRewardWords{Args: a}.Entry(g) },
		"reserve":    func(g *Game, a []string) (Payload, error) { return ReserveWords{}.Entry(g) },
		"effect":     func(g *Game, a []string) (Payload, error) { return EffectWords{}.Entry(g) },
		"tome":       func(g *Game, a []string) (Payload, error) { return TomeWords{}.Entry(g, open) },
		"next":       func(g *Game, a []string) (Payload, error) { return NextWords{}.Entry(g) },
		"discard":    func(g *Game, a []string) (Payload, error) { return DiscardWords{Args: a}.Entry(g) },
		"draw item":  func(g *Game, a []string) (Payload, error) { return DrawWords{}.Entry(g, shippedCards()) },
		"draw goon":  func(g *Game, a []string) (Payload, error) { return DrawWords{Goon: a}.Entry(g, shippedCards()) },
		"patrol":     func(g *Game, a []string) (Payload, error) { return PatrolWords{}.Entry(g) },
		"assign":     func(g *Game, a []string) (Payload, error) { return AssignWords{Args: a}.Entry(g) },
		"pass":       func(g *Game, a []string) (Payload, error) { return PassWords{}.Entry(g) },
		"bonus":      func(g *Game, a []string) (Payload, error) { return BonusWords{}.Entry(g, open) },
		"guards":     func(g *Game, a []string) (Payload, error) { return GuardsWords{}.TurnEntry(g) },
	}
	for _, setup := range []SetupEntry{threeCrews, breakout3} {
		tr := newTracker(t, setup)
		for name, entry := range entries {
			for _, args := range [][]string{nil, {}, {""}} {
				before := tr.g.Clone()
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("%s %q: panic %v", name, args, r)
						}
					}()
					_, _ = entry(&tr.g, args)
				}()
				if !reflect.DeepEqual(before, tr.g) {
					t.Errorf("%s %q changed the game", name, args)
				}
			}
		}
	}
}
