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

// patrolCase is one entry tried against a game: the error wanted (nil: it
// is accepted).
type patrolCase struct {
	name string
	p    Payload
	want error
}

// tryCases checks that each refused entry leaves the game as it was; the
// accepted ones are not applied.
func tryCases(t *testing.T, g Game, cases []patrolCase) {
	t.Helper()
	for _, tc := range cases {
		before := g.Clone()
		_, err := g.Play(g.NextEntry(withPrinted(catalog.ShippedCatalog(), tc.p)))
		switch {
		case tc.want == nil && err != nil:
			t.Errorf("%s: refused: %v", tc.name, err)
		case tc.want != nil && !errors.Is(err, tc.want):
			var ie *input.InputError
			if !(errors.Is(tc.want, errInput) && errors.As(err, &ie)) {
				t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
			}
		}
		if !reflect.DeepEqual(before, g) {
			t.Errorf("%s: Legal changed the game", tc.name)
		}
	}
}

// errInput stands for any *InputError in a patrolCase.
var errInput = errors.New("input error")

// patrolRound1 plays round 1 (playRound1) with three crews: the Patrol
// phase begins with Claire holding 3 scrap and 3 potions.
func patrolRound1(t *testing.T) *tracker {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
	playRound1(tr)
	return tr
}

func TestPatrolStorageLimits(t *testing.T) {
	tr := patrolRound1(t)
	if tr.g.PatrolStep() != StepStorage {
		t.Fatalf("step %s", tr.g.PatrolStep())
	}
	tryCases(t, tr.g, []patrolCase{
		{"Claire discards two", &DiscardEntry{Crew: "Claire", Resources: rules.Resources{Scrap: 2}}, rules.ErrDiscard},
		{"Claire discards what she lacks", &DiscardEntry{Crew: "Claire", Resources: rules.Resources{Gold: 1}}, rules.ErrDiscard},
		{"Vera is within her limit", &DiscardEntry{Crew: "Vera", Resources: rules.Resources{Iron: 1}}, rules.ErrDiscard},
		{"a crew not at the table", &DiscardEntry{Crew: "Stan", Resources: rules.Resources{Iron: 1}}, ErrUnknownCrew},
		{"cards", &DiscardEntry{Crew: "Claire", Cards: []string{"Shiv"}}, errInput},
		{"the display before the discard", &DisplayCardEntry{Card: "Rope"}, ErrWrongPhase},
		{"the goons before the discard", &PatrolEntry{Action: PatrolAdvanceGoons}, ErrWrongPhase},
		{"a Roll Call entry", &PassEntry{Crew: "Vera"}, ErrWrongPhase},
		{"Claire discards one potion", &DiscardEntry{Crew: "Claire", Resources: rules.Resources{Potions: 1}}, nil},
	})
	supply := tr.g.Supply.Resources
	tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Potions: 1}})
	c, _ := tr.g.Crew("Claire")
	if c.Board.Resources != (rules.Resources{Scrap: 3, Potions: 2}) || tr.g.Supply.Resources.Potions != supply.Potions+1 {
		t.Errorf("after the discard: Claire %+v, supply %+v", c.Board.Resources, tr.g.Supply.Resources)
	}
	// Nobody else is over the limit and the display is full (nothing was
	// crafted): the goons advance next.
	if tr.g.PatrolStep() != StepAdvanceGoons {
		t.Errorf("step %s", tr.g.PatrolStep())
	}
}

func TestPatrolRefillDisplay(t *testing.T) {
	tr := patrolRound1(t)
	tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Scrap: 1}})
	// Two cards left the display (as crafting and reserving would).
	tr.g.Display[1], tr.g.Display[3] = "", ""
	if n := tr.g.DisplayToRefill(); n != 2 || tr.g.PatrolStep() != StepRefillDisplay {
		t.Fatalf("refill %d, step %s", n, tr.g.PatrolStep())
	}
	tryCases(t, tr.g, []patrolCase{
		{"a full space", &DisplayCardEntry{Card: "Rope", Space: 1}, ErrSpaceTaken},
		{"a space not used with 3 crews", &DisplayCardEntry{Card: "Rope", Space: 5}, ErrSpaceTaken},
		{"the goons before the refill", &PatrolEntry{Action: PatrolAdvanceGoons}, ErrWrongPhase},
		{"the item deck has run out", &PatrolEntry{Action: PatrolAdvanceGoons, DeckEmpty: true}, nil},
		{"a goon card now", &GoonCardEntry{Card: "Gil", Location: rules.Sewers, Suspicion: intp(1)}, ErrWrongPhase},
		{"space 2", &DisplayCardEntry{Card: "Rope", Space: 2}, nil},
	})
	tr.do(&DisplayCardEntry{Card: "Rope", Space: 2})
	tr.do(&DisplayCardEntry{Card: "Chain"})
	if !reflect.DeepEqual(tr.g.Display, []string{"Item A", "Rope", "Item C", "Chain"}) || tr.g.DisplayToRefill() != 0 {
		t.Errorf("display %v", tr.g.Display)
	}
	tryCases(t, tr.g, []patrolCase{
		{"a fifth card", &DisplayCardEntry{Card: "Key"}, ErrWrongPhase},
		{"deck empty with a full display", &PatrolEntry{Action: PatrolAdvanceGoons, DeckEmpty: true}, errInput},
	})
}

func TestPatrolAdvanceAndSuspicion(t *testing.T) {
	tr := patrolRound1(t)
	tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Scrap: 1}})
	tryCases(t, tr.g, []patrolCase{
		{"suspicion before the advance", &PatrolEntry{Action: PatrolAddSuspicion}, ErrWrongPhase},
	})
	tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
	// Step 3 (core rulebook, "Advance Goon Cards"): the Chow Hall's goon is
	// discarded, the other four move one space clockwise, the Sewers is
	// empty. The goon from the Sewers keeps its suspicion icon.
	want := map[rules.Location]string{rules.Sewers: "", rules.Infirmary: "Goon at Sewers", rules.Smithy: "Goon at Infirmary", rules.Commissary: "Goon at Smithy", rules.ChowHall: "Goon at Commissary"}
	for loc, goon := range want {
		if tr.g.Locations[loc].Goon != goon {
			t.Errorf("%s holds %q, want %q", loc, tr.g.Locations[loc].Goon, goon)
		}
	}
	if tr.g.Locations[rules.Infirmary].GoonIcons != 1 || tr.g.PatrolStep() != StepRefillGoons {
		t.Errorf("Infirmary icons %d, step %s", tr.g.Locations[rules.Infirmary].GoonIcons, tr.g.PatrolStep())
	}
	tryCases(t, tr.g, []patrolCase{
		{"advance twice", &PatrolEntry{Action: PatrolAdvanceGoons}, ErrWrongPhase},
		{"a taken space", &GoonCardEntry{Card: "Gil", Location: rules.Infirmary, Suspicion: intp(1)}, rules.ErrGoonSpace},
		{"icons unknown", &GoonCardEntry{Card: "Nobody", Location: rules.Sewers}, errInput},
		{"suspicion before the refill", &PatrolEntry{Action: PatrolAddSuspicion}, ErrWrongPhase},
		{"the goon deck has run out", &PatrolEntry{Action: PatrolAddSuspicion, DeckEmpty: true}, nil},
		{"a discard now", &DiscardEntry{Crew: "Claire", Resources: rules.Resources{Scrap: 1}}, ErrWrongPhase},
	})
	tr.do(&GoonCardEntry{Card: "Gil", Location: rules.Sewers, Suspicion: intp(1), Bandit: rules.Gold})
	// Step 4: the supply holds 9 suspicion cubes (12 less 3 at setup); the
	// goons need 1 (Gil) + 1 (the former Sewers goon, now at the
	// Infirmary): no raid.
	tryCases(t, tr.g, []patrolCase{
		{"a raid that is not", &PatrolEntry{Action: PatrolAddSuspicion, Raid: true}, ErrShort},
		{"deck empty with every space full", &PatrolEntry{Action: PatrolAddSuspicion, DeckEmpty: true}, errInput},
	})
	gold := tr.g.Supply.Resources.Gold
	tr.do(&PatrolEntry{Action: PatrolAddSuspicion})
	g := tr.g
	if g.Locations[rules.Sewers].Suspicion != 1 || g.Locations[rules.Infirmary].Suspicion != 1 || g.Supply.Suspicion != 7 {
		t.Errorf("suspicion: Sewers %d, Infirmary %d, supply %d", g.Locations[rules.Sewers].Suspicion, g.Locations[rules.Infirmary].Suspicion, g.Supply.Suspicion)
	}
	// Gil is a Bandit: one gold cube from the supply waits at the Sewers.
	if g.Locations[rules.Sewers].Bandit != (rules.Resources{Gold: 1}) || g.Supply.Resources.Gold != gold-1 {
		t.Errorf("Bandit cube %s, supply gold %d", g.Locations[rules.Sewers].Bandit, g.Supply.Resources.Gold)
	}
	// The next round: round 2's Roll Call, Vera (still first player) first,
	// every token back in its holding cell.
	if g.Round != 2 || g.Phase != PhaseRollCall || g.RollCall.Turn != "Vera" || g.FirstPlayer != "Vera" {
		t.Errorf("round %d %s, turn %s, first %s", g.Round, g.Phase, g.RollCall.Turn, g.FirstPlayer)
	}
	for _, c := range g.Crews {
		if len(c.Tokens) != 6 || c.Passed {
			t.Errorf("%s: %d tokens, passed %v", c.Name, len(c.Tokens), c.Passed)
		}
	}
	if g.Patrol.LastRaid.Round != 0 {
		t.Errorf("a raid was reported: %+v", g.Patrol.LastRaid)
	}
	tr.do(assign("Vera", rules.Sewers, "5"))
}

// TestPatrolRaid: two crews; the setup's goons show 3 suspicion icons at
// each of the Sewers, Infirmary, Smithy and Commissary, which empties the
// supply of its 12 cubes.
func TestPatrolRaid(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
	for i := range tr.g.DisplaySize() {
		tr.do(&DisplayCardEntry{Card: "Item " + string(rune('A'+i))})
	}
	for _, l := range rules.GoonLocations {
		n := 3
		if l == rules.ChowHall {
			n = 0
		}
		tr.do(&GoonCardEntry{Card: "Goon at " + l.String(), Location: l, Suspicion: intp(n)})
	}
	if tr.g.Supply.Suspicion != 0 {
		t.Fatalf("supply %d", tr.g.Supply.Suspicion)
	}
	// Vera takes the Sewers' and the Smithy's 3 cubes each, Isaac the
	// Infirmary's; the Commissary's 3 stay there.
	tr.do(assign("Vera", rules.Sewers, "5"))
	tr.do(assign("Isaac", rules.Infirmary, "5"))
	tr.do(assign("Vera", rules.Smithy, "4"))
	tr.do(&PassEntry{Crew: "Isaac"})
	tr.do(&PassEntry{Crew: "Vera"})
	for _, l := range rules.AllLocations {
		tr.do(&ResolveEntry{Location: l})
	}
	v, _ := tr.g.Crew("Vera")
	i, _ := tr.g.Crew("Isaac")
	// Vera: 2 scrap (Sewers, two crews) and 2 iron (Smithy); Isaac 2
	// potions: nobody is over the limit, the display is full.
	if v.Board.Suspicion != 6 || i.Board.Suspicion != 3 || tr.g.PatrolStep() != StepAdvanceGoons {
		t.Fatalf("suspicion V%d I%d, step %s", v.Board.Suspicion, i.Board.Suspicion, tr.g.PatrolStep())
	}
	tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
	tr.do(&GoonCardEntry{Card: "Quiet", Location: rules.Sewers, Suspicion: intp(0)})
	// The goons now need 3+3+3+3 = 12 cubes and the supply has none: a
	// raid first ("Raids", p. 12, two crews): Vera has the most and loses
	// 6; Isaac, second, loses nothing. Every suspicion cube (9 on the
	// boards, 3 at the Commissary) returns; then the 12 go out again.
	tryCases(t, tr.g, []patrolCase{
		{"no raid", &PatrolEntry{Action: PatrolAddSuspicion}, ErrShort},
	})
	next, ok := tr.g.NextPatrolEntry(false)
	if !ok || !next.Raid || next.Action != PatrolAddSuspicion {
		t.Fatalf("next patrol entry %+v %v", next, ok)
	}
	tr.do(next)
	g := tr.g
	v, _ = g.Crew("Vera")
	i, _ = g.Crew("Isaac")
	if v.Board.Reputation != 4 || i.Board.Reputation != 10 || v.Board.Suspicion != 0 || i.Board.Suspicion != 0 {
		t.Errorf("after the raid: Vera %+v, Isaac %+v", v.Board, i.Board)
	}
	if g.Patrol.LastRaid.Round != 1 || g.Patrol.LastRaid.Lost != [rules.MaxCrews]int{6, 0} {
		t.Errorf("raid report %+v", g.Patrol.LastRaid)
	}
	for _, l := range []rules.Location{rules.Infirmary, rules.Smithy, rules.Commissary, rules.ChowHall} {
		if g.Locations[l].Suspicion != 3 {
			t.Errorf("%s: %d suspicion", l, g.Locations[l].Suspicion)
		}
	}
	if g.Locations[rules.Sewers].Suspicion != 0 || g.Supply.Suspicion != 0 || g.Round != 2 {
		t.Errorf("Sewers %d, supply %d, round %d", g.Locations[rules.Sewers].Suspicion, g.Supply.Suspicion, g.Round)
	}
	if d := DescribeEntry(tr.entries[len(tr.entries)-1]); !strings.Contains(d, "a raid") {
		t.Errorf("log: %s", d)
	}
}

// playSixRounds plays a whole game of two crews. Every round Vera puts her
// 5 at the Exercise Yard, Isaac his lookout at the Sewers, and both pass;
// every Patrol phase Isaac discards scrap to his limit, the goons advance
// and one goon card enters the Sewers (Fen with one suspicion icon in
// round 1, then goons without icons).
func playSixRounds(t *testing.T) *tracker {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
	for i := range tr.g.DisplaySize() {
		tr.do(&DisplayCardEntry{Card: "Item " + string(rune('A'+i))})
	}
	for _, l := range rules.GoonLocations {
		n := 0
		if l == rules.ChowHall {
			n = 1
		}
		tr.do(&GoonCardEntry{Card: "Goon at " + l.String(), Location: l, Suspicion: intp(n)})
	}
	discards := []int{0, 0, 1, 2, 2}
	for round := 1; round <= 6; round++ {
		tr.do(assign("Vera", rules.ExerciseYard, "5"))
		tr.do(assign("Isaac", rules.Sewers, "lookout"))
		tr.do(&PassEntry{Crew: "Vera"})
		tr.do(&PassEntry{Crew: "Isaac"})
		for _, l := range rules.AllLocations {
			tr.do(&ResolveEntry{Location: l})
		}
		if round == 6 {
			break
		}
		if tr.g.Phase != PhasePatrol || tr.g.Round != round {
			t.Fatalf("round %d: %s", tr.g.Round, tr.g.Phase)
		}
		// Isaac gains 2 scrap a round (the Sewers, two crews) and keeps 5.
		if got := tr.g.OverLimit()["Isaac"]; got != discards[round-1] {
			t.Errorf("round %d: Isaac over by %d, want %d", round, got, discards[round-1])
		}
		if n := tr.g.OverLimit()["Isaac"]; n > 0 {
			tr.do(&DiscardEntry{Crew: "Isaac", Resources: rules.Resources{Scrap: n}})
		}
		tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
		icons := 0
		if round == 1 {
			icons = 1
		}
		tr.do(&GoonCardEntry{Card: "Fen " + string(rune('0'+round)), Location: rules.Sewers, Suspicion: intp(icons)})
		tr.do(&PatrolEntry{Action: PatrolAddSuspicion})
	}
	return tr
}

func TestSixRoundsToGameEnd(t *testing.T) {
	tr := playSixRounds(t)
	g := tr.g
	// Round 6 skips the Patrol phase (core rulebook, "III. Patrol Phase",
	// note): the game ends after its Library.
	if g.Phase != PhaseGameEnd || g.Round != 6 {
		t.Fatalf("round %d %s", g.Round, g.Phase)
	}
	tryCases(t, g, []patrolCase{
		{"a discard", &DiscardEntry{Crew: "Isaac", Resources: rules.Resources{Scrap: 2}}, ErrGameOver},
		{"a patrol step", &PatrolEntry{Action: PatrolAdvanceGoons}, ErrGameOver},
		{"a Roll Call", &PassEntry{Crew: "Vera"}, ErrGameOver},
	})
	// Suspicion: the Chow Hall's setup cube, and Fen 1's icon added once at
	// each location it passed (Sewers in round 1, then Infirmary, Smithy,
	// Commissary, Chow Hall): nobody took any (Isaac's lookout at the
	// Sewers makes him ineligible).
	if g.Locations[rules.ChowHall].Suspicion != 2 || g.Supply.Suspicion != 6 {
		t.Errorf("Chow Hall %d, supply %d", g.Locations[rules.ChowHall].Suspicion, g.Supply.Suspicion)
	}
	res, unknown := g.FinalScore()
	if len(unknown) != 0 {
		t.Errorf("unknown %v", unknown)
	}
	// Vera: reputation 10, no suspicion (the final raid costs nothing: both
	// crews have 0), no resources, the first player marker +2 = 12. Her
	// power is 1 + 6 from the Exercise Yard, which scores nothing.
	// Isaac: reputation 10, 5 scrap kept at the end of round 5 + 2 from
	// round 6's Sewers = 7 scrap, +7 = 17. Isaac wins.
	v, _ := g.Crew("Vera")
	if v.Board.Power != 7 {
		t.Errorf("Vera's power %d", v.Board.Power)
	}
	crews := res.Crews()
	if len(crews) != 2 || crews[0].Total() != 12 || crews[1].Total() != 17 || crews[1].Breakdown.Resources != 7 || crews[0].Breakdown.FirstPlayer != 2 {
		t.Errorf("final score %+v", crews)
	}
	if !reflect.DeepEqual(res.Winners(), []string{"Isaac"}) {
		t.Errorf("winners %v", res.Winners())
	}
}

func TestFinalScoreNamesTheEndGameGoal(t *testing.T) {
	g := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019, Goals: []string{"Tomb Raider"}}).g
	_, unknown := g.FinalScore()
	if len(unknown) != 1 || !strings.Contains(unknown[0], "Tomb Raider") {
		t.Errorf("unknown %v", unknown)
	}
}

// TestUndoAcrossPatrol takes back every entry of a whole game, through
// five Patrol phases and the game end: each state equals the replay of
// the shorter log, read back from the file.
func TestUndoAcrossPatrol(t *testing.T) {
	tr := playSixRounds(t)
	l, err := TestLog.Create(t.TempDir()+"/g.jsonl", 7, created)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range tr.entries {
		if err := l.Append(e); err != nil {
			t.Fatal(err)
		}
	}
	if l, err = TestLog.Open(l.Path()); err != nil {
		t.Fatal(err)
	}
	states := make([]Game, 0, len(tr.entries))
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
}

func TestOlderFileWithoutPrintedValuesIsRefused(t *testing.T) {
	// A version 2 game file reads, but its goon card carries no printed
	// values (its values were in the card catalog then): the replay stops
	// there and names the card and the values missing.
	data := `{"lockup_log":2,"seed":7,"created":"2025-03-01T19:30:00Z"}
{"v":2,"seq":1,"kind":"setup","round":0,"phase":"setup","crews":[{"name":"Vera","colour":"blue"},{"name":"Isaac"}],"edition":"2019"}
{"v":2,"seq":2,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","suspicion":1,"location":"sewers"}
`
	_, entries, err := TestLog.Read("old.jsonl", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Replay(LogHeader{}, entries)
	var re *ReplayError
	var in *input.InputError
	if !errors.As(err, &re) || re.Seq != 2 || !errors.As(err, &in) {
		t.Fatalf("replay: %v", err)
	}
	for _, want := range []string{"goon card Grub", "printed values", "type, suspicion, valuables and effects", "version 4"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q lacks %q", err, want)
		}
	}
}

func TestBanditNeedsItsResource(t *testing.T) {
	bandit := testGoon("Gil", 1, rules.NoResource)
	bandit.GoonType = rules.Bandits
	dwarf := testGoon("Dorn", 0, rules.Iron)
	dwarf.GoonType = rules.Dwarves
	g := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019}).g
	tryCases(t, g, []patrolCase{
		{"a Bandit without its resource", &GoonCardEntry{Card: "Gil", Location: rules.Sewers, Printed: bandit}, errInput},
		{"a Bandit with it", &GoonCardEntry{Card: "Gil", Location: rules.Sewers, Printed: testGoon("Gil", 1, rules.Iron)}, nil},
		{"a Dwarf with a resource", &GoonCardEntry{Card: "Dorn", Location: rules.Sewers, Printed: dwarf}, errInput},
	})
}

// boToPatrol plays the Breakout round of boToChowHall on to the Patrol
// phase: nobody takes a reward, and the legend card resolves.
func boToPatrol(t *testing.T) *tracker {
	t.Helper()
	tr := boToChowHall(t)
	for tr.g.Phase == PhaseLightsOut {
		x := tr.g.Expect()
		switch {
		case x.Kind == ExpectResolve && x.Crew != "":
			tr.do(&RewardChoiceEntry{Crew: x.Crew, Location: tr.g.LightsOut.Next, Action: RewardNone})
		case x.Kind == ExpectLegend:
			tr.do(&LegendEntry{Card: x.Legend})
		default:
			tr.do(&ResolveEntry{Location: tr.g.LightsOut.Next})
		}
	}
	return tr
}

// TestBreakoutGoonsLeave: a Fungoid and a goon with the Remove Goon icon go
// to the goon discard pile when they would advance, with the Chow Hall's
// goon; the others close up (Breakout rulebook, "Goon Cards – Fungoids",
// "Special Effect Icons – Remove Goon"; ruling remove-goon-gap).
func TestBreakoutGoonsLeave(t *testing.T) {
	tr := boToPatrol(t)
	gs := tr.g.goonSpaces()
	for _, tc := range []struct {
		loc    rules.Location
		card   string
		ty     rules.GoonType
		remove bool
	}{
		{rules.Sewers, "Spore", rules.Fungoids, false},
		{rules.Infirmary, "Bramble", rules.Dryads, true},
		{rules.Smithy, "Grub", rules.Dwarves, false},
	} {
		if s := gs.At(tc.loc); s.Card != tc.card || s.Type != tc.ty || s.RemoveGoon != tc.remove {
			t.Errorf("%s: %+v, want %s, %s, remove goon %v", tc.loc, s, tc.card, tc.ty, tc.remove)
		}
	}
	for tr.g.PatrolStep() != StepAdvanceGoons {
		x := tr.g.Expect()
		switch x.Kind {
		case ExpectLegendCard:
			tr.do(&LegendCardEntry{Card: "Old Map"})
		default:
			a, ok := x.Auto()
			if !ok {
				t.Fatalf("patrol: expect %v, step %v", x.Kind, tr.g.PatrolStep())
			}
			tr.do(a.Payload)
		}
	}
	tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
	if want := []string{"Tusk", "Spore", "Bramble"}; !slices.Equal(tr.g.GoonDiscard, want) {
		t.Errorf("goon discard pile %v, want %v", tr.g.GoonDiscard, want)
	}
	want := map[rules.Location]string{rules.Sewers: "", rules.Infirmary: "", rules.Smithy: "", rules.Commissary: "Grub", rules.ChowHall: "Mole"}
	for loc, goon := range want {
		if tr.g.Locations[loc].Goon != goon {
			t.Errorf("%s holds %q, want %q", loc, tr.g.Locations[loc].Goon, goon)
		}
	}
}
