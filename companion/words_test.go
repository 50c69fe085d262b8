package companion

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestSoloRaidTextKeepsThePlayersCubes: in a solitary raid where the guards
// have the most suspicion, the guards lose 6 and only their cubes go back;
// the player's stay (core rulebook, "Solitary Mode – Patrol Phase", Raids),
// and those at the locations go back (ruling solo-raid-locations). Rin holds
// 2 cubes, the guards 3, 3 wait at the locations (setUp's goons), the supply
// has 1: the goons need 3, so a raid comes first; afterwards Rin still has
// 2, and the text says so instead of "every suspicion cube went back".
func TestSoloRaidTextKeepsThePlayersCubes(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Rin"), Solo: true, Edition: rules.Edition2019, Difficulty: rules.Moderate})
	tr.setUp()
	g := &tr.g
	g.Round = 3
	rin, guards := g.crewIndex("Rin"), g.crewIndex(rules.Guards)
	g.Crews[rin].Board.Suspicion, g.Crews[guards].Board.Suspicion = 2, 3
	g.Supply.Suspicion = 1
	out, err := g.addSuspicion()
	if err != nil || !out.raid {
		t.Fatalf("raid %v, %v", out.raid, err)
	}
	if out.seats[rin].Board.Suspicion != 2 || out.seats[guards].Board.Suspicion != 0 || out.report.Kept != "Rin" {
		t.Fatalf("after the raid: Rin %d, guards %d, kept %q", out.seats[rin].Board.Suspicion, out.seats[guards].Board.Suspicion, out.report.Kept)
	}
	g.Patrol.LastRaid = out.report
	want := "Raid in round 3's Patrol phase: the guards lost 6 reputation; the guards' suspicion cubes and those at the locations went back to the supply, and Rin kept its own."
	if got := g.RaidText(); got != want {
		t.Errorf("raid text\n got %s\nwant %s", got, want)
	}
}

// TestNobodyThereOnlyWithoutGuardCards: where only guard cards lie at a
// location, the automatic resolve says the guards' own rules decide
// ("Solitary Mode – Lights Out Phase"), never that nobody is there; a whole
// solitary game checks every Lights Out step.
func TestNobodyThereOnlyWithoutGuardCards(t *testing.T) {
	s := newSoloTable(t, rules.Moderate, AppDecks, 7)
	guardsOnly := 0
	for i := 0; i < 2000 && s.g.Phase != PhaseGameEnd; i++ {
		if s.g.Phase == PhaseLightsOut {
			x := s.g.Expect()
			loc := x.Location
			if a, ok := x.Auto(); ok && len(s.g.Locations[loc].Placements) == 0 {
				there := s.g.guardsAt(loc)
				if there {
					guardsOnly++
				}
				if there && (a.Reason == AutoNobodyThere || strings.Contains(a.String(), "nobody")) {
					t.Fatalf("round %d, the %s: guard cards lie there, yet %q", s.g.Round, loc, a)
				}
				if !there && a.Reason != AutoNobodyThere {
					t.Errorf("round %d, the %s: nobody there, reason %q", s.g.Round, loc, a)
				}
			}
		}
		if !s.step() {
			break
		}
	}
	if guardsOnly == 0 {
		t.Error("the game never had a location with guard cards only: the test proves nothing")
	}
}

// TestWordsAgreeWithCounts: one cube, icon, space is singular, the guards
// take (plural verb); "1 potion", never "1 potions" (core rulebook,
// "Location Rewards": the Infirmary's least-strength reward is one potion).
func TestWordsAgreeWithCounts(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{rules.Gains{Resources: rules.Resources{Potions: 1}}.String(), "1 potion"},
		{rules.Gains{Resources: rules.Resources{Potions: 3, Scrap: 1}}.String(), "1 scrap, 3 potions"},
		{rules.Potions.Count(1), "1 potion"},
		{rules.Gold.Count(2), "2 gold"},
		{(&GoonCardEntry{Card: "Grub", Location: rules.Sewers, Suspicion: intp(1)}).describe(), "Grub enters the goon space at the Sewers (1 suspicion icon, as typed)"},
		{(&GoonCardEntry{Card: "Tusk", Location: rules.ChowHall, Suspicion: intp(2)}).describe(), "Tusk enters the goon space at the Chow Hall (2 suspicion icons, as typed)"},
		{verb(rules.Guards, "takes", "take"), "take"},
		{verb("Vera", "takes", "take"), "takes"},
		{countWords(1, "refusal.tracker.step.spaces-empty").String(), "1 goon space is still empty"},
		{countWords(2, "refusal.tracker.step.spaces-empty").String(), "2 goon spaces are still empty"},
	} {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}
