package companion

import (
	"reflect"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestPlayReportIsPlay: PlayReport gives the game Play gives, for every
// entry of every corpus game, and leaves no trace in it; Lines says
// something of every Lights Out resolve entry.
func TestPlayReportIsPlay(t *testing.T) {
	for _, cg := range readCorpus(t) {
		if cg.refused {
			continue
		}
		g, err := Replay(cg.header, cg.entries[:1])
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range cg.entries[1:] {
			played, err := g.Play(e)
			if err != nil {
				t.Fatalf("%s: entry %d: %v", cg.name, e.Seq, err)
			}
			reported, rep, err := g.PlayReport(e)
			if err != nil {
				t.Fatalf("%s: entry %d: %v", cg.name, e.Seq, err)
			}
			if !reflect.DeepEqual(played, reported) || reported.trace != nil {
				t.Fatalf("%s: entry %d: PlayReport's game differs from Play's", cg.name, e.Seq)
			}
			if !reflect.DeepEqual(rep.After, played) || rep.Entry.Seq != e.Seq {
				t.Fatalf("%s: entry %d: the report holds another game or entry", cg.name, e.Seq)
			}
			rep.Lines()
			g = played
		}
	}
}

// TestReportLines: what the entries of playRound1 changed, in words: the
// rewards in ranking order with their tier, the suspicion cubes and who
// took them, the first player marker, the stragglers, a crew that chose
// nothing, the tomes owed, the phase that begins (core rulebook, "II.
// Lights Out Phase" and "Location Rewards", p. 11). What the entry itself
// says (a take's cube) is not said again.
func TestReportLines(t *testing.T) {
	full := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
	playRound1(full)
	want := map[int][]string{
		// The last pass.
		24: {"Every crew has passed: the Lights Out phase begins."},
		// Exercise Yard: Vera 5, Isaac 4.
		25: {"Vera (most strength): +1 power.", "Isaac (second most): +1 power.", "Vera keeps the first player marker."},
		// Sewers: Claire 3, Vera 2; the Sewers' 1 cube.
		26: {"Claire takes the 1 suspicion cube at the Sewers.", "Claire (most strength): +3 scrap.", "Vera (less strength): +1 scrap."},
		27: {"Claire (most strength): +3 potions.", "Vera (least strength): +1 potion."},
		// The take says its gold cube.
		29: nil,
		32: {"Claire's 4 straggles to the Library."},
		// Chow Hall: Isaac alone takes the 2 cubes and recruits nothing:
		// having collected no reward, his 3 straggles ("Lights Out Phase",
		// step 4).
		33: {"Isaac takes the 2 suspicion cubes at the Chow Hall."},
		34: {"Isaac took nothing here.", "Isaac's 3 straggles to the Library."},
		// Library: Claire's 4 most, Isaac's 3 second most.
		36: {"Claire (most strength): +1 tome owed (draws 2, keeps 1).", "Isaac (second most): +1 tome owed.", "Every location is resolved: the Patrol phase begins."},
	}
	g, err := NewGame(*full.entries[0].Payload.(*SetupEntry))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range full.entries[1:] {
		after, rep, err := g.PlayReport(e)
		if err != nil {
			t.Fatal(err)
		}
		if w, ok := want[e.Seq]; ok && !reflect.DeepEqual(rep.Lines(), w) {
			t.Errorf("entry %d (%s):\n got %q\nwant %q", e.Seq, DescribeEntry(e), rep.Lines(), w)
		}
		g = after
	}
}

// TestReportPatrolAndAuto: the goons' advance says which goon left and
// where each went; an automatic entry starts with why.
func TestReportPatrolAndAuto(t *testing.T) {
	tr := patrolStep1(t)
	tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Potions: 1}})
	auto, ok := tr.g.Expect().Auto()
	if !ok {
		t.Fatal("the goons' advance is not automatic")
	}
	_, rep, err := tr.g.PlayReport(tr.g.NextEntry(auto.Payload))
	if err != nil {
		t.Fatal(err)
	}
	rep.Auto = auto
	want := []string{
		"Automatic: the goons advance without a choice.",
		"Goon at Chow Hall leaves the Chow Hall for the goon discard pile.",
		"The goons advance: Goon at Sewers to the Infirmary, Goon at Infirmary to the Smithy, Goon at Smithy to the Commissary and Goon at Commissary to the Chow Hall.",
		"Empty goon spaces: the Sewers.",
	}
	if got := rep.Lines(); !reflect.DeepEqual(got, want) {
		t.Errorf("\n got %q\nwant %q", got, want)
	}
}

// TestExpectationString: what the game waits for, then the commands that
// answer it (worded by the stand-in of wording_test.go; lockup's own words
// are tested in cmd/lockup/cmd, TestExpectCommandsWording).
func TestExpectationString(t *testing.T) {
	for _, tc := range []struct {
		name string
		game func(t *testing.T) Game
		want string
	}{
		{"a turn", func(t *testing.T) Game { return upToRound1(t, 13) },
			"Next: Isaac's turn (tokens left: enforcer): answer Roll Call turn Isaac."},
		{"fixed rewards", func(t *testing.T) Game { return upToRound1(t, 14) },
			"Next: Lights Out; the Exercise Yard resolves; Vera (most strength) gains 1 power, takes the first player marker; Isaac (second most) gains 1 power: answer location to resolve, reward Vera exercise-yard or reward Isaac exercise-yard."},
		{"the Commissary's cube first", func(t *testing.T) Game { return upToRound1(t, 18) },
			"Next: the Commissary resolves; Isaac (most strength) gains 1 resource of their choice from the supply; Claire (second most) may exchange 1 of their resources for 1 from the supply; Vera (less strength) may exchange 2 of their resources for 1 from the supply: " +
				"answer location to resolve, reward Isaac commissary, reward Isaac take, reward Claire commissary, reward Claire exchange, reward Vera commissary or reward Vera exchange."},
		{"the crew ranked first chooses first", func(t *testing.T) Game { return toChowHall(t).g },
			"Next: the Chow Hall resolves; Vera (most strength) chooses first (may recruit 1 goon for any 1 resource, or 2 goons for any 4 resources): answer location to resolve, reward Vera chow-hall, reward Vera recruit, reward Isaac chow-hall, reward Isaac recruit, reward Claire chow-hall or reward Claire recruit."},
		{"a tome owed", func(t *testing.T) Game { return patrolRound1(t).g },
			"Next: Isaac draws 1 tome card: answer tome Isaac."},
		{"a discard", func(t *testing.T) Game { return patrolStep1(t).g },
			"Next: Patrol, step 1, resource limits: Claire discards 1 resource cube: answer storage discard."},
		{"the game end", func(t *testing.T) Game { return playSixRounds(t).g },
			"The game is over after round 6: answer game over."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := tc.game(t).Expect()
			if got := x.String(); got != tc.want {
				t.Errorf("\n got %s\nwant %s", got, tc.want)
			}
			if a := x.Answer(); !strings.Contains(tc.want, a) {
				t.Errorf("Answer %q is not in the sentence", a)
			}
		})
	}
}
