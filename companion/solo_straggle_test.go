package companion

import (
	"fmt"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestGuardsCellBlockNothingStraggles: core rulebook, "Solitary Mode –
// Lights Out Phase", Cell Block and Library, and "Lights Out Phase", step
// 4. Rin puts all her tokens on the Exercise Yard every round; the guards
// hold a card everywhere. The display holds three items (made-up test
// cards, 9 gold each) and the item deck is empty, so nothing refills it:
// the guards, unable to pay, reserve Gem A, Gem B and Gem C (the highest
// reputation left) in rounds 1 to 3. In round 4 the display is empty and
// their 4 gold (1 from the Commissary each round, gold being their fewest
// kind) pay for no reserved item: they neither craft nor reserve, collect
// no reward, and their card of 3 straggles to the Library. Alone there it
// has the most strength: 1 star instead of tomes (10 -> 11), and no tome
// to draw or choose. The same decision written in version 7 sends the card
// back, as it then did: nobody at the Library, no star.
func TestGuardsCellBlockNothingStraggles(t *testing.T) {
	for _, tc := range []struct {
		name    string
		version int
		library []int
		stars   int
	}{
		{"version 8: the card straggles and scores a star", 0, []int{3}, 11},
		{"version 7: the card goes back", 7, nil, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := newTracker(t, SetupEntry{Crews: crewsNamed("Rin"), Solo: true, Edition: rules.Edition2019, Difficulty: rules.Moderate, Decks: TableDecks})
			for i, rep := range []int{3, 2, 1} {
				c := testItem(fmt.Sprintf("Gem %c", 'A'+i))
				c.Reputation = catalog.Know(rep)
				c.Cost = catalog.Know(catalog.CardCost{Resources: rules.Resources{Gold: 9}})
				tr.do(&DisplayCardEntry{Card: c.Name, Printed: c})
			}
			goons := 0
			goon := func(l rules.Location) {
				goons++
				tr.do(&GoonCardEntry{Card: fmt.Sprintf("Goon %d", goons), Location: l, Suspicion: intp(0)})
			}
			for _, l := range rules.GoonLocations {
				goon(l)
			}
			// TEST FIXTURES: the guard cards turned up at each location,
			// every round (the moderate level's blue and green cards).
			cards := map[rules.Location]rules.GuardCard{
				rules.ExerciseYard: {Colour: rules.Blue}, rules.Sewers: {Colour: rules.Blue, Strength: 1}, rules.Infirmary: {Colour: rules.Blue, Strength: 1},
				rules.Smithy: {Colour: rules.Blue, Strength: 2}, rules.Commissary: {Colour: rules.Blue, Strength: 2}, rules.ChowHall: {Colour: rules.Green, Strength: 1},
				rules.CellBlock: {Colour: rules.Blue, Strength: 3},
			}
			for range 400 {
				x := tr.g.Expect()
				if tr.g.Round == 4 && tr.g.Phase == PhaseLightsOut && tr.g.LightsOut.Next == rules.CellBlock {
					break
				}
				if a, ok := x.Auto(); ok {
					tr.do(a.Payload)
					continue
				}
				switch x.Kind {
				case ExpectGuardTurn:
					tr.do(&GuardTurnEntry{Reveal: x.FaceDown[0], Revealed: cards[x.FaceDown[0]], Drawn: rules.OffDuty})
				case ExpectTurn:
					tr.do(assign("Rin", rules.ExerciseYard, "lookout", "enforcer", "2", "3", "4", "5"))
				case ExpectGuardCard:
					tr.do(&GuardCardEntry{Location: x.Location, Card: cards[x.Location]})
				case ExpectResolve:
					tr.do(&ResolveEntry{Location: x.Location})
				case ExpectDisplayCard:
					pe, _ := tr.g.NextPatrolEntry(true) // the item deck is empty
					tr.do(pe)
				case ExpectGoonCard:
					goon(x.GoonSpaces[0])
				default:
					t.Fatalf("round %d: %s", tr.g.Round, x)
				}
			}
			gi := tr.g.crewIndex(rules.Guards)
			guards := func() *CrewState { return &tr.g.Crews[gi] }
			if slices.ContainsFunc(tr.g.Display, func(s string) bool { return s != "" }) || !slices.Equal(guards().Reserved, []string{"Gem A", "Gem B", "Gem C"}) ||
				guards().Board.Resources.Gold != 4 || guards().Board.Reputation != 10 {
				t.Fatalf("round 4, at the Cell Block: display %q, the guards reserved %v, %v", tr.g.Display, guards().Reserved, guards().Board)
			}
			tr.do(&GuardCardEntry{Location: rules.CellBlock, Card: cards[rules.CellBlock]})
			a, ok := tr.g.Expect().Auto()
			d, isGuards := a.Payload.(*GuardsEntry)
			if !ok || !isGuards || d.Action != automa.NoAction.String() {
				t.Fatalf("the guards' Cell Block: %+v", a.Payload)
			}
			e := tr.g.NextEntry(d)
			e.Version = tc.version
			g, err := tr.g.Play(e)
			if err != nil {
				t.Fatal(err)
			}
			tr.g = g
			tr.do(&ResolveEntry{Location: rules.CellBlock})
			if tr.g.LightsOut.Next != rules.Library || !slices.Equal(tr.g.Solo.Library, tc.library) {
				t.Fatalf("at the Library (%s): guard cards %v, want %v", tr.g.LightsOut.Next, tr.g.Solo.Library, tc.library)
			}
			tr.do(&ResolveEntry{Location: rules.Library})
			if c := guards(); c.Board.Reputation != tc.stars || c.TomesToDraw != 0 || len(c.TomeChoices) != 0 {
				t.Errorf("the guards after the Library: %d stars, %d tomes owed, choices %v; want %d stars, no tome", c.Board.Reputation, c.TomesToDraw, c.TomeChoices, tc.stars)
			}
		})
	}
}
