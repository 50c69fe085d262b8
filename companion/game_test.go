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

func intp(n int) *int { return &n }

func crewsNamed(names ...string) []SetupCrew {
	out := make([]SetupCrew, len(names))
	for i, n := range names {
		out[i] = SetupCrew{Name: n}
	}
	return out
}

// tracker drives a game through the API, keeping the log beside it.
type tracker struct {
	t       *testing.T
	g       Game
	entries []Entry
	// cat gives the printed values of the cards entering play, as the
	// commands fill them (see withPrinted); nil means the shipped catalog.
	cat *catalog.Catalog
}

func newTracker(t *testing.T, setup SetupEntry) *tracker {
	t.Helper()
	return newTrackerWith(t, nil, setup)
}

// newTrackerWith sets a game up with the goals' printed values from cat.
func newTrackerWith(t *testing.T, cat *catalog.Catalog, setup SetupEntry) *tracker {
	t.Helper()
	if cat == nil {
		cat = catalog.ShippedCatalog()
	}
	for _, name := range setup.Goals {
		if c, ok := cat.Lookup(catalog.GoalCard, name); ok && setup.GoalCards[name] == nil {
			if setup.GoalCards == nil {
				setup.GoalCards = map[string]*catalog.Card{}
			}
			setup.GoalCards[name] = &c
		}
	}
	g, err := NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	return &tracker{t: t, g: g, entries: []Entry{{Seq: 1, Phase: PhaseSetup, Payload: &setup}}, cat: cat}
}

// testItem and testGoon are the made-up values of the test cards the
// catalog does not know (card values are not in the rulebooks).
func testItem(name string) *catalog.Card {
	return &catalog.Card{Kind: catalog.ItemCard, Name: name, Reputation: catalog.Know(1), Cost: catalog.Know(catalog.CardCost{}), Valuables: catalog.Know(catalog.CardValuables{}), Effects: catalog.Know([]catalog.Effect{}), Barrels: catalog.Know(0)}
}

func testGoon(name string, icons int, bandit rules.Resource) *catalog.Card {
	c := &catalog.Card{Kind: catalog.GoonCard, Name: name, GoonType: rules.Ratmen, Suspicion: catalog.Know(icons), Valuables: catalog.Know(catalog.CardValuables{}), Effects: catalog.Know([]catalog.Effect{})}
	if bandit != rules.NoResource {
		c.GoonType, c.BanditResource = rules.Bandits, bandit
	}
	return c
}

// withPrinted fills the printed values of a card entering play, as the
// commands do: from the catalog; an item it does not know gets testItem's
// values; a goon with typed suspicion icons (the old form) gets testGoon's.
// A goon neither typed nor known stays without printed values.
func withPrinted(cat *catalog.Catalog, p Payload) Payload {
	switch e := p.(type) {
	case *DisplayCardEntry:
		if e.Printed != nil {
			break
		}
		if c, ok := cat.Lookup(catalog.ItemCard, e.Card); ok {
			e.Printed = &c
		} else {
			e.Printed = testItem(e.Card)
		}
	case *GoonCardEntry:
		if e.Printed != nil {
			break
		}
		if e.Suspicion != nil {
			e.Printed = testGoon(e.Card, *e.Suspicion, e.Bandit)
			e.Suspicion, e.Bandit = nil, rules.NoResource
		} else if c, ok := cat.Lookup(catalog.GoonCard, e.Card); ok {
			if e.Bandit != rules.NoResource {
				c.BanditResource = e.Bandit
				e.Bandit = rules.NoResource
			}
			e.Printed = &c
		}
	case *SetupBonusEntry:
		if e.Printed != nil || e.Goon == "" {
			break
		}
		if c, ok := cat.Lookup(catalog.GoonCard, e.Goon); ok {
			e.Printed = &c
		}
	}
	return p
}

func (tr *tracker) try(p Payload) error {
	if tr.cat == nil {
		tr.cat = catalog.ShippedCatalog()
	}
	p = withPrinted(tr.cat, p)
	e := tr.g.NextEntry(p)
	e.Seq = len(tr.entries) + 1
	g, err := tr.g.Play(e)
	if err != nil {
		checkRefusalKeyed(tr.t, err)
		return err
	}
	tr.g = g
	tr.entries = append(tr.entries, e)
	return nil
}

func (tr *tracker) do(p Payload) {
	tr.t.Helper()
	if err := tr.try(p); err != nil {
		tr.t.Fatalf("entry %d refused: %v", len(tr.entries)+1, err)
	}
}

// setUp fills the item display and the goon spaces: one suspicion icon at
// the Sewers and two at the Chow Hall.
func (tr *tracker) setUp() {
	for i := range tr.g.DisplaySize() {
		tr.do(&DisplayCardEntry{Card: "Item " + string(rune('A'+i))})
	}
	icons := map[rules.Location]int{rules.Sewers: 1, rules.ChowHall: 2}
	for _, l := range rules.GoonLocations {
		tr.do(&GoonCardEntry{Card: "Goon at " + l.String(), Location: l, Suspicion: intp(icons[l])})
	}
}

func assign(crew string, loc rules.Location, tokens ...string) *AssignEntry {
	return &AssignEntry{Crew: crew, Location: loc, Tokens: tokens}
}

func TestNewGameSetupValues(t *testing.T) {
	for _, tc := range []struct {
		crews    int
		advanced bool
		rep      int
		power    int
		tokens   int
	}{
		{2, false, 10, 1, 6}, {3, false, 10, 1, 6}, {4, false, 10, 1, 6}, {5, false, 10, 1, 5},
		{2, true, 0, 0, 6}, {5, true, 0, 0, 5},
	} {
		names := []string{"Vera", "Isaac", "Claire", "Stan", "Rin"}[:tc.crews]
		g, err := NewGame(SetupEntry{Crews: crewsNamed(names...), Edition: rules.Edition2019, Advanced: tc.advanced})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range g.Crews {
			if c.Board.Reputation != tc.rep || c.Board.Power != tc.power || c.Board.StorageLimit != 5 || len(c.Tokens) != tc.tokens {
				t.Errorf("%d crews advanced=%v: %s has %+v and %d tokens", tc.crews, tc.advanced, c.Name, c.Board, len(c.Tokens))
			}
			if tc.crews == 5 && slices.Contains(c.Tokens, rules.Two) {
				t.Errorf("five crews: %s kept its 2 token", c.Name)
			}
		}
		if g.Supply.Power != 22-tc.crews*tc.power || g.Supply.Suspicion != 12 || g.Supply.Resources.Total() != 65 {
			t.Errorf("%d crews: supply %+v", tc.crews, g.Supply)
		}
		if g.DisplaySize() != tc.crews+1 || len(g.Display) != tc.crews+1 {
			t.Errorf("%d crews: display of %d", tc.crews, g.DisplaySize())
		}
		if g.FirstPlayer != "Vera" || g.Phase != PhaseSetup || g.Round != 0 {
			t.Errorf("%d crews: first %s, %s round %d", tc.crews, g.FirstPlayer, g.Phase, g.Round)
		}
	}
}

func TestNewGameRefuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup SetupEntry
		want  error
	}{
		{"one crew", SetupEntry{Crews: crewsNamed("Vera"), Edition: rules.Edition2019}, nil},
		{"solo without a level", SetupEntry{Crews: crewsNamed("Vera"), Edition: rules.Edition2019, Solo: true}, nil},
		{"solo crew called guards", SetupEntry{Crews: crewsNamed("Guards"), Edition: rules.Edition2019, Solo: true, Difficulty: rules.Moderate}, nil},
		{"solo app decks without guard cards", SetupEntry{Crews: crewsNamed("Vera"), Edition: rules.Edition2019, Solo: true, Difficulty: rules.Moderate, Decks: AppDecks}, nil},
		// "Solitary Mode – Difficulty Levels", p. 19: the deck is 7 blue
		// cards and 5 of the level's colour.
		{"solo app decks short of cards", SetupEntry{Crews: crewsNamed("Vera"), Edition: rules.Edition2019, Solo: true, Difficulty: rules.Moderate, Decks: AppDecks, GuardCards: soloTestBox[:9]}, rules.ErrGuardCard},
		{"a level in a game of crews", SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019, Difficulty: rules.Moderate}, nil},
		{"breakout app decks without legend cards", SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019, Breakout: true, Decks: AppDecks}, nil},
	} {
		_, err := NewGame(tc.setup)
		if err == nil || (tc.want != nil && !errors.Is(err, tc.want)) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

func TestSetupCards(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
	if err := tr.try(assign("Vera", rules.Smithy, "3")); !errors.Is(err, ErrSetupIncomplete) {
		t.Errorf("Roll Call before setup: %v", err)
	}
	tr.do(&DisplayCardEntry{Card: "Lockpick", Space: 2})
	if err := tr.try(&DisplayCardEntry{Card: "Shiv", Space: 2}); !errors.Is(err, ErrSpaceTaken) {
		t.Errorf("taken space: %v", err)
	}
	if err := tr.try(&DisplayCardEntry{Card: "Shiv", Space: 4}); !errors.Is(err, ErrSpaceTaken) {
		t.Errorf("space 4 with two crews: %v", err)
	}
	tr.do(&DisplayCardEntry{Card: "Shiv"})
	tr.do(&DisplayCardEntry{Card: "Rope"})
	if want := []string{"Shiv", "Lockpick", "Rope"}; !slices.Equal(tr.g.Display, want) {
		t.Errorf("display %v, want %v", tr.g.Display, want)
	}
	if err := tr.try(&DisplayCardEntry{Card: "Key"}); !errors.Is(err, ErrSpaceTaken) {
		t.Errorf("fourth card with two crews: %v", err)
	}
	var ie *input.InputError
	if err := tr.try(&GoonCardEntry{Card: "Unknown Goon", Location: rules.Sewers}); !errors.As(err, &ie) {
		t.Errorf("goon without suspicion: %v", err)
	}
	tr.do(&GoonCardEntry{Card: "Grub", Location: rules.Sewers, Suspicion: intp(2)})
	if err := tr.try(&GoonCardEntry{Card: "Snag", Location: rules.Sewers, Suspicion: intp(0)}); !errors.Is(err, ErrSpaceTaken) {
		t.Errorf("second goon at the Sewers: %v", err)
	}
	if tr.g.Locations[rules.Sewers].Suspicion != 2 || tr.g.Supply.Suspicion != 10 {
		t.Errorf("suspicion: %d at the Sewers, %d in the supply", tr.g.Locations[rules.Sewers].Suspicion, tr.g.Supply.Suspicion)
	}
	if err := tr.try(&GoonCardEntry{Card: "Big", Location: rules.Smithy, Suspicion: intp(11)}); !errors.Is(err, ErrShort) {
		t.Errorf("more icons than cubes: %v", err)
	}
	if err := tr.try(&TomeDrawnEntry{Crew: "Vera", Card: "Atlas of Hideouts"}); !errors.Is(err, ErrNoReward) {
		t.Errorf("tome: %v", err)
	}
}

func TestPrintedValuesGiveGoonSuspicion(t *testing.T) {
	g, err := NewGame(SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
	if err != nil {
		t.Fatal(err)
	}
	grub := testGoon("Grub", 2, rules.NoResource)
	e := g.NextEntry(&GoonCardEntry{Card: "grub", Location: rules.Infirmary, Printed: grub})
	if g, err = g.Play(e); err != nil {
		t.Fatal(err)
	}
	if g.Locations[rules.Infirmary].Suspicion != 2 {
		t.Errorf("suspicion %d, want the printed 2", g.Locations[rules.Infirmary].Suspicion)
	}
	if c, ok := g.CardInPlay(catalog.GoonCard, "GRUB"); !ok || c.Suspicion.Value != 2 || c.GoonType != rules.Ratmen {
		t.Errorf("card in play %+v, %v", c, ok)
	}
	// The same card again is refused: every card is in one place only,
	// and a card shows what it shows.
	other := testGoon("Grub", 1, rules.NoResource)
	e = g.NextEntry(&GoonCardEntry{Card: "Grub", Location: rules.Sewers, Printed: other})
	var in *input.InputError
	if _, err := g.Play(e); !errors.As(err, &in) || !strings.Contains(err.Error(), "already has grub in play showing type ratmen; suspicion 2") {
		t.Errorf("other values: %v", err)
	}
}

func TestEntriesLackingPrintedValuesAreRefused(t *testing.T) {
	g, err := NewGame(SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
	if err != nil {
		t.Fatal(err)
	}
	partial := testItem("Shiv")
	partial.Cost, partial.Barrels = catalog.Printed[catalog.CardCost]{}, catalog.Printed[int]{}
	for _, tc := range []struct {
		name string
		p    Payload
		want []string
	}{
		{"an item without values", &DisplayCardEntry{Card: "Rope"}, []string{"item card Rope", "does not carry", "reputation, cost, valuables and effects"}},
		{"an item with some", &DisplayCardEntry{Card: "Shiv", Printed: partial}, []string{"item card Shiv", "not known: cost", "cards edit Shiv item cost=VALUE"}},
		{"a goon without values", &GoonCardEntry{Card: "Grub", Location: rules.Sewers}, []string{"goon card Grub", "type, suspicion, valuables and effects"}},
	} {
		_, err := g.Play(g.NextEntry(tc.p))
		var in *input.InputError
		if !errors.As(err, &in) {
			t.Errorf("%s: %v, want an *InputError", tc.name, err)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q lacks %q", tc.name, err, w)
			}
		}
	}
	_, err = NewGame(SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019, Goals: []string{"Hoard"}})
	if err == nil || !strings.Contains(err.Error(), "goal card Hoard") || !strings.Contains(err.Error(), "type and condition") {
		t.Errorf("a goal without values: %v", err)
	}
}

func TestRollCallTurnsAndRefusals(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
	tr.setUp()
	for _, tc := range []struct {
		name string
		p    Payload
		want error
	}{
		{"not the first player", assign("Isaac", rules.Smithy, "3"), ErrNotYourTurn},
		{"unknown crew", assign("Stan", rules.Smithy, "3"), ErrUnknownCrew},
		{"library", assign("Vera", rules.Library, "3"), rules.ErrLibrary},
		{"seeker without breakout", assign("Vera", rules.Smithy, "seeker"), rules.ErrBreakout},
		{"legend token", &PassEntry{Crew: "Vera", LegendToken: "2"}, rules.ErrBreakout},
		{"reward in roll call", &RewardChoiceEntry{Crew: "Vera", Location: rules.Commissary, Action: RewardDecline}, ErrWrongPhase},
		{"resolve in roll call", &ResolveEntry{Location: rules.ExerciseYard}, ErrWrongPhase},
		{"too many face down", &AssignEntry{Crew: "Vera", Location: rules.Smithy, Tokens: []string{"3", "4", "5"}, FaceDown: []string{"3", "4", "5"}}, rules.ErrFaceDown},
	} {
		before := tr.g.Clone()
		err := tr.try(tc.p)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
		var re *rules.RuleError
		if !errors.As(err, &re) || re.Rule.Book == rules.NoBook {
			t.Errorf("%s: %v names no rule", tc.name, err)
		}
		if !reflect.DeepEqual(before, tr.g) {
			t.Errorf("%s: a refused entry changed the game", tc.name)
		}
	}
	tr.do(assign("Vera", rules.Smithy, "3"))
	if tr.g.Round != 1 || tr.g.Phase != PhaseRollCall || tr.g.RollCall.Turn != "Isaac" {
		t.Fatalf("after the first turn: round %d %s, turn %s", tr.g.Round, tr.g.Phase, tr.g.RollCall.Turn)
	}
	tr.do(&PassEntry{Crew: "Isaac"})
	tr.do(assign("Claire", rules.Smithy, "5"))
	if tr.g.RollCall.Turn != "Vera" {
		t.Errorf("turn %s, want Vera", tr.g.RollCall.Turn)
	}
	if err := tr.try(assign("Vera", rules.Smithy, "4")); !errors.Is(err, rules.ErrAssignedTwice) {
		t.Errorf("second visit: %v", err)
	}
	if err := tr.try(assign("Vera", rules.Sewers, "3")); !errors.Is(err, rules.ErrTokenTwice) {
		t.Errorf("token twice: %v", err)
	}
	tr.do(assign("Vera", rules.Sewers, "4"))
	if tr.g.RollCall.Turn != "Claire" {
		t.Errorf("passed crews are skipped: turn %s, want Claire", tr.g.RollCall.Turn)
	}
	if err := tr.try(&PassEntry{Crew: "Isaac"}); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("pass twice: %v", err)
	}
	v, _ := tr.g.Crew("Vera")
	if want := []rules.Token{rules.Lookout, rules.Enforcer, rules.Two, rules.Five}; !slices.Equal(v.Tokens, want) {
		t.Errorf("Vera's holding cell %v, want %v", v.Tokens, want)
	}
	tr.do(&PassEntry{Crew: "Claire"})
	tr.do(&PassEntry{Crew: "Vera"})
	if tr.g.Phase != PhaseLightsOut || tr.g.LightsOut.Next != rules.ExerciseYard {
		t.Errorf("after every pass: %s at %s", tr.g.Phase, tr.g.LightsOut.Next)
	}
}

// playRound1 plays a whole first round's Roll Call and Lights Out for
// Vera, Isaac and Claire (Vera first).
func playRound1(tr *tracker) {
	tr.setUp()
	// Roll Call: Vera, Isaac, Claire, clockwise.
	tr.do(assign("Vera", rules.ExerciseYard, "5"))
	tr.do(assign("Isaac", rules.ExerciseYard, "4"))
	tr.do(assign("Claire", rules.Sewers, "3"))
	tr.do(assign("Vera", rules.Sewers, "2"))
	tr.do(&AssignEntry{Crew: "Isaac", Location: rules.Commissary, Tokens: []string{"5", "lookout"}, FaceDown: []string{"5"}})
	tr.do(assign("Claire", rules.Commissary, "4"))
	tr.do(assign("Vera", rules.Commissary, "3"))
	tr.do(assign("Isaac", rules.ChowHall, "3"))
	tr.do(assign("Claire", rules.Infirmary, "5", "enforcer"))
	tr.do(assign("Vera", rules.Infirmary, "4"))
	tr.do(assign("Isaac", rules.Smithy, "2"))
	tr.do(&PassEntry{Crew: "Claire"})
	tr.do(&PassEntry{Crew: "Vera"})
	tr.do(&PassEntry{Crew: "Isaac"})
	// Lights Out.
	tr.do(&ResolveEntry{Location: rules.ExerciseYard})
	tr.do(&ResolveEntry{Location: rules.Sewers})
	tr.do(&ResolveEntry{Location: rules.Infirmary})
	tr.do(&ResolveEntry{Location: rules.Smithy})
	tr.do(&RewardChoiceEntry{Crew: "Isaac", Location: rules.Commissary, Action: RewardTake, Gain: rules.Resources{Gold: 1}})
	tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.Commissary, Action: RewardDecline})
	tr.do(&RewardChoiceEntry{Crew: "Vera", Location: rules.Commissary, Action: RewardExchange, Spend: rules.Resources{Scrap: 1, Potions: 1}, Gain: rules.Resources{Iron: 1}})
	tr.do(&ResolveEntry{Location: rules.Commissary})
	// Isaac, who could recruit, chooses nothing: its token straggles.
	tr.do(&RewardChoiceEntry{Crew: "Isaac", Location: rules.ChowHall, Action: RewardNone})
	tr.do(&ResolveEntry{Location: rules.ChowHall})
	tr.do(&ResolveEntry{Location: rules.CellBlock})
	tr.do(&ResolveEntry{Location: rules.Library})
}

func TestWholeRound(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019, Goals: []string{"Tomb Raider"}})
	playRound1(tr)
	g := tr.g
	if g.Phase != PhasePatrol || g.Round != 1 {
		t.Fatalf("after the Library: round %d %s", g.Round, g.Phase)
	}
	v, _ := g.Crew("Vera")
	i, _ := g.Crew("Isaac")
	c, _ := g.Crew("Claire")
	// Exercise Yard: Vera 5 beats Isaac 4: a power cube each, Vera keeps the
	// marker. Sewers (3 crews, no second tier): Claire 3 beats Vera 2; the
	// Sewers' suspicion cube goes to Claire, 3 scrap to her, 1 to Vera.
	// Infirmary: Claire 5+1 most (3 potions), Vera 4 alone is least (1).
	// Smithy: Isaac alone, 2 iron. Commissary: Isaac 5 most (with lookout,
	// no suspicion there), takes gold; Claire 4 declines and straggles;
	// Vera 3 exchanges her scrap and potion for an iron. Chow Hall: Isaac alone takes the
	// 2 suspicion cubes and chooses nothing: having collected no reward,
	// his 3 straggles ("Lights Out Phase", step 4). Library: Claire's 4
	// most strength, 1 tome owed (drawn from two); Isaac's 3 second most, 1
	// tome.
	if v.Board.Power != 2 || i.Board.Power != 2 || c.Board.Power != 1 {
		t.Errorf("power %d %d %d", v.Board.Power, i.Board.Power, c.Board.Power)
	}
	if want := (rules.Resources{Iron: 1}); v.Board.Resources != want {
		t.Errorf("Vera %+v, want %+v", v.Board.Resources, want)
	}
	if want := (rules.Resources{Iron: 2, Gold: 1}); i.Board.Resources != want {
		t.Errorf("Isaac %+v, want %+v", i.Board.Resources, want)
	}
	if want := (rules.Resources{Scrap: 3, Potions: 3}); c.Board.Resources != want {
		t.Errorf("Claire %+v, want %+v", c.Board.Resources, want)
	}
	if c.Board.Suspicion != 1 || i.Board.Suspicion != 2 || v.Board.Suspicion != 0 {
		t.Errorf("suspicion V%d I%d C%d", v.Board.Suspicion, i.Board.Suspicion, c.Board.Suspicion)
	}
	if c.TomesToDraw != 1 || len(c.TomeChoices) != 1 || i.TomesToDraw != 1 || len(i.TomeChoices) != 0 || v.TomesToDraw != 0 {
		t.Errorf("tomes owed: Claire %d (choices %v), Isaac %d (choices %v), Vera %d", c.TomesToDraw, c.TomeChoices, i.TomesToDraw, i.TomeChoices, v.TomesToDraw)
	}
	if g.FirstPlayer != "Vera" {
		t.Errorf("first player %s", g.FirstPlayer)
	}
	for _, l := range rules.AllLocations {
		if len(g.Locations[l].Placements) != 0 {
			t.Errorf("tokens left at the %s", l)
		}
	}
	total := g.Supply.Resources
	for _, c := range g.Crews {
		total = total.Plus(c.Board.Resources)
	}
	if total != (rules.Resources{Scrap: 25, Potions: 15, Iron: 15, Gold: 10}) {
		t.Errorf("cubes lost or made: %+v", total)
	}
	// Patrol step 1: Claire holds 6 resources with a storage limit of 5.
	if g.PatrolStep() != StepStorage || !reflect.DeepEqual(g.OverLimit(), map[string]int{"Claire": 1}) {
		t.Errorf("patrol: step %s, over the limit %v", g.PatrolStep(), g.OverLimit())
	}
	if err := tr.try(&DiscardEntry{Crew: "Vera", Resources: rules.Resources{Iron: 1}}); !errors.Is(err, rules.ErrDiscard) {
		t.Errorf("a discard within the limit: %v", err)
	}
}

func TestLightsOutRefusals(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
	playRound1(tr)
	// Rewind to the Commissary, before its choices.
	g, err := Replay(LogHeader{}, tr.entries[:len(tr.entries)-8])
	if err != nil {
		t.Fatal(err)
	}
	tr.g, tr.entries = g, tr.entries[:len(tr.entries)-8]
	if g.LightsOut.Next != rules.Commissary {
		t.Fatalf("at %s", g.LightsOut.Next)
	}
	for _, tc := range []struct {
		name string
		p    Payload
		want error
	}{
		{"out of order", &ResolveEntry{Location: rules.CellBlock}, ErrWrongPhase},
		// Isaac takes his cube, Claire and Vera may exchange: nobody
		// chooses for them (issue 20; "Lights Out Phase", step 3).
		{"choice before its take", &ResolveEntry{Location: rules.Commissary}, ErrChoiceOpen},
		{"no tokens there", &RewardChoiceEntry{Crew: "Stan", Location: rules.Commissary, Action: RewardDecline}, ErrUnknownCrew},
		{"take two", &RewardChoiceEntry{Crew: "Isaac", Location: rules.Commissary, Action: RewardTake, Gain: rules.Resources{Gold: 2}}, ErrNoReward},
		{"exchange as most", &RewardChoiceEntry{Crew: "Isaac", Location: rules.Commissary, Action: RewardExchange, Gain: rules.Resources{Gold: 1}, Spend: rules.Resources{Iron: 1}}, ErrNoReward},
		{"second spends two", &RewardChoiceEntry{Crew: "Claire", Location: rules.Commissary, Action: RewardExchange, Gain: rules.Resources{Gold: 1}, Spend: rules.Resources{Scrap: 2}}, rules.ErrPayment},
		{"spend what it lacks", &RewardChoiceEntry{Crew: "Vera", Location: rules.Commissary, Action: RewardExchange, Gain: rules.Resources{Gold: 1}, Spend: rules.Resources{Iron: 2}}, rules.ErrPayment},
		{"recruit at the Commissary", &RewardChoiceEntry{Crew: "Isaac", Location: rules.Commissary, Action: RewardRecruit}, ErrNoReward},
		{"other location", &RewardChoiceEntry{Crew: "Isaac", Location: rules.ChowHall, Action: RewardDecline}, ErrWrongPhase},
	} {
		before := tr.g.Clone()
		if err := tr.try(tc.p); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
		if !reflect.DeepEqual(before, tr.g) {
			t.Errorf("%s: a refused entry changed the game", tc.name)
		}
	}
}

func TestCopiesDoNotAlias(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
	tr.setUp()
	before := tr.g
	snapshot := tr.g.Clone()
	tr.do(assign("Vera", rules.Smithy, "3"))
	if !reflect.DeepEqual(before, snapshot) {
		t.Error("Play changed the game it was played on")
	}
}

// TestUndoEveryEntry takes back every entry of a game one by one and finds
// each state equal to the replay of the shorter log (issue 4).
func TestUndoEveryEntry(t *testing.T) {
	dir := t.TempDir()
	l, err := TestLog.Create(dir+"/g.jsonl", 7, created)
	if err != nil {
		t.Fatal(err)
	}
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019, Goals: []string{"Tomb Raider"}})
	playRound1(tr)
	if len(tr.entries) < 30 {
		t.Fatalf("only %d entries", len(tr.entries))
	}
	for _, e := range tr.entries {
		if err := l.Append(e); err != nil {
			t.Fatal(err)
		}
	}
	// Reopen, so the entries come back through the file.
	l, err = TestLog.Open(l.Path())
	if err != nil {
		t.Fatal(err)
	}
	states := []Game{}
	for k := 1; k <= len(tr.entries); k++ {
		g, err := Replay(LogHeader{}, tr.entries[:k])
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, g)
	}
	if !reflect.DeepEqual(states[len(states)-1], tr.g) {
		t.Fatal("the replay differs from the game played")
	}
	for k := len(tr.entries); k > 1; k-- {
		if _, err := l.Undo(); err != nil {
			t.Fatal(err)
		}
		got, err := Replay(LogHeader{}, l.Entries())
		if err != nil {
			t.Fatalf("after undoing to %d entries: %v", k-1, err)
		}
		if !reflect.DeepEqual(got, states[k-2]) {
			t.Fatalf("after undoing to %d entries the state differs from the replay", k-1)
		}
	}
	if _, err := l.Undo(); err != nil {
		t.Fatal(err)
	}
	if _, err := Replay(LogHeader{}, l.Entries()); err == nil {
		t.Error("a game without its setup replayed")
	}
	if _, err := l.Undo(); !errors.Is(err, TestLog.ErrNothingToUndo) {
		t.Errorf("undo on an empty log: %v", err)
	}
}

func TestReplayNamesTheEntry(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
	tr.setUp()
	bad := append(slices.Clone(tr.entries), Entry{Seq: len(tr.entries) + 1, Round: 1, Phase: PhaseRollCall, Payload: assign("Isaac", rules.Smithy, "3")})
	_, err := Replay(LogHeader{}, bad)
	var re *ReplayError
	if !errors.As(err, &re) || re.Seq != len(bad) || re.Line != len(bad)+1 || !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("%v", err)
	}
	if !strings.Contains(err.Error(), "it is Vera's turn") {
		t.Errorf("message %q", err)
	}
}

// FuzzReplay feeds arbitrary entry sequences to Replay: it never panics,
// and every refusal is a *ReplayError holding a typed error.
func FuzzReplay(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 1, 0, 0, 0, 0, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte("lockup game tracker fuzz seed with many bytes to read"))
	f.Fuzz(func(t *testing.T, data []byte) {
		entries := decodeFuzzEntries(data)
		// Entries without a round and phase take the ones the game expects,
		// so that the fuzzer reaches deep into a game.
		if g, err := NewGame(*entries[0].Payload.(*SetupEntry)); err == nil {
			for i := 1; i < len(entries); i++ {
				if entries[i].Phase == NoPhase {
					e := g.NextEntry(entries[i].Payload)
					entries[i].Round, entries[i].Phase = e.Round, e.Phase
				}
				if after, err := g.Play(entries[i]); err == nil {
					g = after
				}
			}
		}
		g, err := Replay(LogHeader{}, entries)
		if err != nil {
			var re *ReplayError
			if !errors.As(err, &re) {
				t.Fatalf("untyped error %T: %v", err, err)
			}
			var rule *rules.RuleError
			var input *input.InputError
			if !errors.As(re.Err, &rule) && !errors.As(re.Err, &input) && re.Seq != 1 {
				t.Fatalf("refusal of entry %d is neither a rule nor an input error: %T %v", re.Seq, re.Err, re.Err)
			}
			return
		}
		_ = g.Clone()
	})
}

// decodeFuzzEntries turns bytes into a setup and a run of entries.
func decodeFuzzEntries(data []byte) []Entry {
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return int(b)
	}
	names := []string{"Vera", "Isaac", "Claire", "Stan", "Rin"}
	n := 2 + next()%4
	setup := &SetupEntry{Crews: crewsNamed(names[:n]...), Edition: rules.Edition(1 + next()%2), Advanced: next()%2 == 1}
	entries := []Entry{{Seq: 1, Phase: PhaseSetup, Payload: setup}}
	tokens := rules.TokenNames()
	for len(data) > 0 && len(entries) < 200 {
		crew := names[next()%5]
		loc := rules.Location(next() % 10)
		var p Payload
		switch next() % 8 {
		case 0:
			d := &DisplayCardEntry{Card: "Item", Space: next() % 8}
			if next()%4 != 0 {
				d.Printed = testItem("Item")
				d.Printed.Reputation = catalog.Know(next() % 4)
			}
			p = d
		case 1:
			e := &GoonCardEntry{Card: "Goon", Location: loc}
			switch next() % 4 {
			case 0: // no printed values: refused
			case 1:
				e.Printed = testGoon("Goon", next()%4, rules.AllResources[next()%4])
			default:
				e.Printed = testGoon("Goon", next()%4, rules.NoResource)
			}
			p = e
		case 2:
			a := &AssignEntry{Crew: crew, Location: loc}
			for range 1 + next()%3 {
				a.Tokens = append(a.Tokens, tokens[next()%len(tokens)])
			}
			if next()%2 == 1 {
				a.FaceDown = a.Tokens[:1]
			}
			p = a
		case 3:
			p = &PassEntry{Crew: crew}
		case 4:
			p = &ResolveEntry{Location: loc}
		case 5:
			k := rules.AllResources[next()%4]
			p = &RewardChoiceEntry{Crew: crew, Location: loc, Action: RewardAction(1 + next()%8), Gain: rules.Resources{}.With(k, next()%3), Spend: rules.Resources{}.With(rules.AllResources[next()%4], next()%3)}
		case 6:
			p = &DiscardEntry{Crew: crew, Resources: rules.Resources{Scrap: 1}}
		default:
			p = &TomeDrawnEntry{Crew: crew, Card: "Tome"}
		}
		round := next() % 3
		phase := Phase(next() % 6)
		if phase != NoPhase {
			phase = Phase(next()%5 + 1)
		}
		entries = append(entries, Entry{Seq: len(entries) + 1, Round: round, Phase: phase, Payload: p})
	}
	return entries
}

// TestSeatedIsSeating: the seating a game keeps for the rules engine is
// the crews' names in seating order, and a copy whose crews are renamed
// gets their new names without touching the game's.
func TestSeatedIsSeating(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
	if got := tr.g.seated(); !slices.Equal(got, tr.g.Seating()) || !slices.Equal(got, []string{"Vera", "Isaac", "Claire"}) {
		t.Fatalf("seated %v, seating %v", got, tr.g.Seating())
	}
	renamed := tr.g.Clone()
	renamed.Crews[1].Name = "Ike"
	if got := renamed.seated(); !slices.Equal(got, []string{"Vera", "Ike", "Claire"}) {
		t.Errorf("renamed copy seated %v", got)
	}
	if got := tr.g.seated(); !slices.Equal(got, []string{"Vera", "Isaac", "Claire"}) {
		t.Errorf("the game's seating became %v", got)
	}
	if got := (&Game{Crews: []CrewState{{Name: "Vera"}}}).seated(); !slices.Equal(got, []string{"Vera"}) {
		t.Errorf("a game not set up by NewGame: seated %v", got)
	}
}
