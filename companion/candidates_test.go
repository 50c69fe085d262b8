package companion

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// candidateGame is a game in the Roll Call phase of round 1: Isaac's
// turn, Vera has assigned to the Smithy, two goons in the goon spaces, the
// second display space empty.
func candidateGame() Game {
	var g Game
	g.Round, g.Phase = 1, PhaseRollCall
	g.Crews = []CrewState{
		{Name: "Vera", Colour: "blue", Tokens: []rules.Token{rules.Lookout, rules.Enforcer}, Reserved: []string{"Rope"}, Drawn: []string{"Atlas of Hideouts", "Tome of Keys"}},
		{Name: "Isaac", Colour: "purple", Tomes: []string{"Big Book of Stealth"}},
		{Name: "Claire"},
	}
	g.Crews[0].Board.Resources = rules.Resources{Potions: 2, Gold: 1}
	g.RollCall.Turn = "Isaac"
	g.RollCall.Assignments = []rules.Assignment{{Crew: "Vera", Location: rules.Smithy}}
	g.Display = []string{"Lockpick", "", "Shiv"}
	g.Locations[rules.Sewers].Goon, g.Locations[rules.ChowHall].Goon = "Grub", "Tusk"
	return g
}

// TestCandidates: the words offered for a field follow the game and the
// words typed before it.
func TestCandidates(t *testing.T) {
	g := candidateGame()
	lightsOut := candidateGame()
	lightsOut.Phase, lightsOut.LightsOut.Next = PhaseLightsOut, rules.Infirmary
	noGoons := candidateGame()
	for _, l := range rules.GoonLocations {
		noGoons.Locations[l].Goon = "Pip"
	}
	var none Game
	var rollCallLocations []Candidate
	for _, l := range RollCallLocations() {
		rollCallLocations = append(rollCallLocations, Candidate{l.Slug(), l.String()})
	}
	for _, tt := range []struct {
		name string
		got  []Candidate
		want []Candidate
	}{
		// Seating order, each crew's colour, and whose turn it is (core
		// rulebook, "Roll Call Phase": the players take turns clockwise).
		{"crews", g.CrewCandidates(), []Candidate{{"Vera", "blue"}, {"Isaac", "purple, its turn"}, {"Claire", ""}}},
		{"crews outside Roll Call", lightsOut.CrewCandidates(), []Candidate{{"Vera", "blue"}, {"Isaac", "purple"}, {"Claire", ""}}},
		// An effect's target is another crew.
		{"other crews", g.OtherCrewCandidates("Isaac"), []Candidate{{"Vera", ""}, {"Claire", ""}}},
		// Neither the Library nor a location assigned to already (core
		// rulebook, "Roll Call Phase").
		{"assign", g.AssignCandidates("Vera"), []Candidate{{"exercise-yard", "Exercise Yard"}, {"sewers", "Sewers"}, {"infirmary", "Infirmary"}, {"commissary", "Commissary"}, {"chow-hall", "Chow Hall"}, {"cell-block", "Cell Block"}}},
		{"assign without a game", none.AssignCandidates(""), rollCallLocations},
		// A crew discards only cubes it holds (core rulebook, "Patrol
		// Phase", step 1: resources of its choice).
		{"held resources", g.HeldResourceCandidates("Vera"), []Candidate{{"potions=", "holds 2"}, {"gold=", "holds 1"}}},
		{"held resources of none", g.HeldResourceCandidates("Claire"), nil},
		// Only the goons face up in the goon spaces are recruited (core
		// rulebook, "Recruiting Goons"), each once.
		{"recruit", g.RecruitCandidates(nil), []Candidate{{"Grub", "Sewers"}, {"Tusk", "Chow Hall"}}},
		{"recruit but those named", g.RecruitCandidates([]string{"Grub"}), []Candidate{{"Tusk", "Chow Hall"}}},
		// The display (reserving: core rulebook, "Reserving Items"), and
		// the display and the crew's reserve (crafting: "Crafting Items",
		// p. 14).
		{"display", g.DisplayCandidates(), []Candidate{{"Lockpick", "item display, space 1"}, {"Shiv", "item display, space 3"}}},
		{"craft", g.CraftCandidates("Vera"), []Candidate{{"Lockpick", "item display, space 1"}, {"Shiv", "item display, space 3"}, {"Rope", "reserved"}}},
		{"craft without a reserve", g.CraftCandidates("Isaac"), []Candidate{{"Lockpick", "item display, space 1"}, {"Shiv", "item display, space 3"}}},
		// Keep one of the tomes drawn (core rulebook, "Location Rewards –
		// Library"), play one in the hand ("Tome Cards").
		{"tome keep", g.TomeCandidates("keep", "Vera"), []Candidate{{"Atlas of Hideouts", ""}, {"Tome of Keys", ""}}},
		{"tome play", g.TomeCandidates("play", "Isaac"), []Candidate{{"Big Book of Stealth", ""}}},
		{"tome draw", g.TomeCandidates("draw", "Isaac"), nil},
		// An item is drawn to an empty display space; a goon to an empty
		// goon space only (core rulebook, "Patrol Phase", "2. Refill Item
		// Display" and "3. Advance Goon Cards": the empty spaces are
		// refilled; "Game Setup", step 7: one goon in each space), so
		// none when every space holds one, as the draw is refused.
		{"empty display spaces", g.EmptyDisplayCandidates(), []Candidate{{"2", ""}}},
		{"empty goon spaces", g.GoonSpaceCandidates(), []Candidate{{"infirmary", ""}, {"smithy", ""}, {"commissary", ""}}},
		{"no empty goon space", noGoons.GoonSpaceCandidates(), nil},
		{"goon spaces at setup", none.GoonSpaceCandidates(), []Candidate{{"sewers", ""}, {"infirmary", ""}, {"smithy", ""}, {"commissary", ""}, {"chow-hall", ""}}},
		// No Breakout, no lantern.
		{"lantern without Breakout", g.LanternCandidates("Vera"), nil},
	} {
		if !slices.Equal(tt.got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, tt.got, tt.want)
		}
	}
}

// TestDeclineCandidates: a crew declines the reward of the location the
// Lights Out phase resolves (core rulebook, "Move Stragglers to the
// Library", note; "Lights Out Phase": one location at a time); outside it
// a decline is refused, and nothing is offered.
func TestDeclineCandidates(t *testing.T) {
	g := candidateGame()
	if got := g.DeclineCandidates(); got != nil {
		t.Errorf("in Roll Call: %q, want none", got)
	}
	g.Phase, g.LightsOut.Next = PhaseLightsOut, rules.Infirmary
	if got := g.DeclineCandidates(); !slices.Equal(got, []Candidate{{Word: "infirmary"}}) {
		t.Errorf("resolving the Infirmary: %q", got)
	}
}

// TestCraftableItems: a craft names an item of the display or one the
// crew reserved (core rulebook, "Crafting Items", p. 14): the words
// CraftCandidates offers.
func TestCraftableItems(t *testing.T) {
	g := candidateGame()
	if got := g.craftableItems("Vera"); !slices.Equal(got, []string{"Lockpick", "Shiv", "Rope"}) {
		t.Errorf("craftableItems = %q", got)
	}
}

// TestTomeFromCandidates: a tome kept comes from where the crew's first
// choice of two tomes comes from (core rulebook, "Location Rewards –
// Library"; "Special Effect Icons", Choose Tome), the only place a keep
// may name; with no crew named, the crew the game expects.
func TestTomeFromCandidates(t *testing.T) {
	g := candidateGame()
	g.Crews[0].TomesToDraw, g.Crews[0].TomeChoices = 2, []rules.Location{rules.ChowHall, rules.Library}
	for _, tt := range []struct {
		verb, crew string
		want       []Candidate
	}{
		{"keep", "Vera", []Candidate{{Word: "chow-hall"}}},
		{"keep", "", []Candidate{{Word: "chow-hall"}}},
		{"keep", "Isaac", nil},
		{"play", "Vera", nil},
	} {
		if got := g.TomeFromCandidates(tt.verb, tt.crew); !slices.Equal(got, tt.want) {
			t.Errorf("TomeFromCandidates(%q, %q) = %q, want %q", tt.verb, tt.crew, got, tt.want)
		}
	}
}

// TestDrawnCandidates: a guard turn turns up a card of the location deck
// (core rulebook, "Solitary Mode", "Location Deck": the six locations from
// the Exercise Yard to the Chow Hall and two Off Duty cards; "Solitary
// Mode – Roll Call Phase", guard turns); a card drawn this round is not
// offered again, Off Duty while one is left. With Breakout a ninth card
// joins the deck (Breakout rulebook, "Solitary Mode – Setup"); while its
// face is unknown it may be any card it can show, the Cell Block too.
// When the app draws the cards, --drawn is refused and nothing offered.
func TestDrawnCandidates(t *testing.T) {
	core := []Candidate{{Word: "exercise-yard"}, {Word: "sewers"}, {Word: "infirmary"}, {Word: "smithy"}, {Word: "commissary"}, {Word: "chow-hall"}, {Word: "off-duty"}}
	withCellBlock := append(slices.Clone(core[:6]), Candidate{Word: "cell-block"}, core[6])
	firstGuardTurn := func(s *soloTable) {
		for i := 0; s.g.Expect().Kind != ExpectGuardTurn; i++ {
			if i > 100 || !s.step() {
				t.Fatal("no guard turn")
			}
		}
	}
	s := newSoloTable(t, rules.Moderate, TableDecks, 1)
	firstGuardTurn(s)
	if got := s.g.DrawnCandidates(); !slices.Equal(got, core) {
		t.Errorf("the first guard turn: %q, want %q", got, core)
	}
	drawn := map[rules.LocationCard]int{}
	for range 3 {
		firstGuardTurn(s)
		s.step()
		e := s.entries[len(s.entries)-1].Payload.(*GuardTurnEntry)
		drawn[e.Drawn]++
		for _, c := range core {
			card, _ := rules.ParseLocationCard(c.Word)
			left := drawn[card] == 0 || card == rules.OffDuty && drawn[card] < 2
			if got := slices.Contains(s.g.DrawnCandidates(), c); got != left {
				t.Errorf("after drawing %v: %s offered %v, want %v", drawn, c.Word, got, left)
			}
		}
	}
	b := newSoloBreakoutTable(t, rules.Moderate, TableDecks, 1)
	firstGuardTurn(b)
	if got := b.g.DrawnCandidates(); !slices.Equal(got, withCellBlock) {
		t.Errorf("Breakout's first guard turn: %q, want %q", got, withCellBlock)
	}
	// A guard turn typed without the card drawn names those it may be.
	_, err := GuardsWords{Reveal: "smithy", Card: "blue 2", Placed: "blue 3"}.TurnEntry(&b.g)
	if want := "which location card came up? one the round's location deck still holds: exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, cell-block, off-duty"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("guards turn without --drawn: %v; want it to say %q", err, want)
	}
	app := newSoloTable(t, rules.Moderate, AppDecks, 1)
	firstGuardTurn(app)
	if got := app.g.DrawnCandidates(); got != nil || len(app.g.LocationCardsLeft()) != len(core) {
		t.Errorf("app decks: %q offered, %v left", got, app.g.LocationCardsLeft())
	}
	if got := candidateGame().DrawnCandidates(); got != nil {
		t.Errorf("a game of three crews: %q", got)
	}
}

// TestTokenCandidates: a crew names the tokens still in its holding cell
// (core rulebook, "Assigning Crew Tokens"), but those named already; with
// no crew of the game named, those of the crew whose turn it is.
func TestTokenCandidates(t *testing.T) {
	g := candidateGame()
	g.Crews[1].Tokens = []rules.Token{rules.Lookout}
	for _, tt := range []struct {
		crew  string
		named []string
		want  []Candidate
		ok    bool
	}{
		{"Vera", nil, []Candidate{{Word: "lookout"}, {Word: "enforcer"}}, true},
		{"Vera", []string{"lookout"}, []Candidate{{Word: "enforcer"}}, true},
		{"", nil, []Candidate{{Word: "lookout"}}, true},
		{"Nobody", nil, []Candidate{{Word: "lookout"}}, true},
	} {
		if got, ok := g.TokenCandidates(tt.crew, tt.named); !slices.Equal(got, tt.want) || ok != tt.ok {
			t.Errorf("TokenCandidates(%q, %q) = %q, %v; want %q, %v", tt.crew, tt.named, got, ok, tt.want, tt.ok)
		}
	}
	var none Game
	if got, ok := none.TokenCandidates("Vera", nil); ok || got != nil {
		t.Errorf("without a crew: %q, %v", got, ok)
	}
}

// TestLanternCandidates: a lantern moves forward along the arrows
// (Breakout rulebook, "Advancing in the Catacombs"), each path with its
// cost; without the map only the TOMB and escaped are offered by name.
func TestLanternCandidates(t *testing.T) {
	tr := newBreakoutTracker(t)
	want := []Candidate{{"1", "costs " + rules.Resources{}.String()}, {"2", "costs " + rules.Resources{Iron: 1}.String()}}
	if got := tr.g.LanternCandidates("Vera"); !slices.Equal(got, want) {
		t.Errorf("from the ENTRANCE: %q, want %q", got, want)
	}
	g, err := NewGame(SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019, Breakout: true})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := g.LanternCandidates("Vera"), []Candidate{{Word: "tomb"}, {Word: "escaped"}}; !slices.Equal(got, want) {
		t.Errorf("without the map: %q, want %q", got, want)
	}
}

// TestUndoCandidates: undo --to keeps the setup (entry 1) up to the entry
// before the last, each described.
func TestUndoCandidates(t *testing.T) {
	tr := newBreakoutTracker(t)
	got := UndoCandidates(tr.entries)
	if len(tr.entries) < 2 || len(got) != len(tr.entries)-1 {
		t.Fatalf("%d entries: %d candidates", len(tr.entries), len(got))
	}
	for i, c := range got {
		if c.Word != strconv.Itoa(i+1) || c.About != DescribeEntry(tr.entries[i]) {
			t.Errorf("candidate %d: %q", i, c)
		}
	}
	if got := UndoCandidates(tr.entries[:1]); got != nil {
		t.Errorf("the setup alone: %q", got)
	}
}

// TestCubeCandidates: a RESOURCE=N value goes on with a resource and "="
// after what is typed up to its last comma, nothing while a count is
// typed; each word offered, with a count, reads back (ParseCubes), as
// each resource offered alone does (OneCube).
func TestCubeCandidates(t *testing.T) {
	for _, tt := range []struct {
		typed    string
		want     []string
		counting bool
	}{
		{"", []string{"scrap=", "potions=", "iron=", "gold="}, false},
		{"scrap=1,", []string{"scrap=1,scrap=", "scrap=1,potions=", "scrap=1,iron=", "scrap=1,gold="}, false},
		{"scrap=", nil, true},
		{"scrap=1,iron=2", nil, true},
	} {
		got, counting := CubeCandidates(tt.typed)
		var words []string
		for _, c := range got {
			words = append(words, c.Word)
			if _, err := ParseCubes(terms.FlagPay, []string{c.Word + "1"}); err != nil {
				t.Errorf("CubeCandidates(%q) offers %q: %v", tt.typed, c.Word, err)
			}
		}
		if !slices.Equal(words, tt.want) || counting != tt.counting {
			t.Errorf("CubeCandidates(%q) = %q, %v; want %q, %v", tt.typed, words, counting, tt.want, tt.counting)
		}
	}
	res := ResourceCandidates()
	if len(res) != len(rules.AllResources) {
		t.Errorf("ResourceCandidates = %q", res)
	}
	for _, c := range res {
		if _, err := OneCube("--get", c.Word); err != nil {
			t.Errorf("ResourceCandidates offers %q: %v", c.Word, err)
		}
	}
}
