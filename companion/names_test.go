package companion

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

func TestLookupLocation(t *testing.T) {
	for _, tc := range []struct {
		typed string
		want  rules.Location
	}{
		{"chow-hall", rules.ChowHall},
		{"Chow Hall", rules.ChowHall},
		{"chow hall", rules.ChowHall},
		{"CHOW_HALL", rules.ChowHall},
		{"the Chow Hall", rules.ChowHall},
		{"  exercise   yard ", rules.ExerciseYard},
		{"Library", rules.Library},
		{"chowhall", rules.NoLocation},
		{"the", rules.NoLocation},
		{"", rules.NoLocation},
		{"4", rules.NoLocation},
	} {
		got, ok := rules.LookupLocation(tc.typed)
		if got != tc.want || ok != (tc.want != rules.NoLocation) {
			t.Errorf("LookupLocation(%q) = %v, %v; want %v", tc.typed, got, ok, tc.want)
		}
	}
}

func TestMatchNames(t *testing.T) {
	g, err := NewGame(SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		match func() (string, error)
		want  string
		// refused, when not empty, is the error's text.
		refused string
	}{
		{"crew in any case", func() (string, error) { return g.MatchCrew("claire") }, "Claire", ""},
		{"crew with spaces", func() (string, error) { return g.MatchCrew(" ISAAC ") }, "Isaac", ""},
		{"crew misspelt", func() (string, error) { return g.MatchCrew("Clare") }, "",
			`"Clare" is not a crew of this game; did you mean "Claire"? (allowed: Vera, Isaac, Claire)`},
		{"crew far from any", func() (string, error) { return g.MatchCrew("Bartholomew") }, "",
			`"Bartholomew" is not a crew of this game (allowed: Vera, Isaac, Claire)`},
		{"location by its printed name", func() (string, error) {
			l, err := MatchLocation("Cell Block")
			return l.Slug(), err
		}, "cell-block", ""},
		{"location misspelt", func() (string, error) {
			l, err := MatchLocation("smity")
			return l.Slug(), err
		}, "", `"smity" is not a location; did you mean "smithy"? (allowed: exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, cell-block, library)`},
		{"location not allowed here", func() (string, error) {
			l, err := MatchLocation("library", rules.GoonLocations[:]...)
			return l.Slug(), err
		}, "", `"library" is not a location allowed here (allowed: sewers, infirmary, smithy, commissary, chow-hall)`},
		{"token in any case", func() (string, error) { return MatchToken("Enforcer") }, "enforcer", ""},
		{"token misspelt", func() (string, error) { return MatchToken("lokout") }, "",
			`"lokout" is not a crew token; did you mean "lookout"? (allowed: lookout, enforcer, 2, 3, 4, 5, seeker)`},
		{"resource in any case", func() (string, error) {
			r, err := MatchResource("Gold")
			return r.String(), err
		}, "gold", ""},
		{"resource misspelt", func() (string, error) {
			r, err := MatchResource("iorn")
			return r.String(), err
		}, "", `"iorn" is not a resource; did you mean "iron"? (allowed: scrap, potions, iron, gold)`},
		{"card ignoring case and spacing", func() (string, error) {
			return MatchName("a goon in a goon space", "big  grub", []string{"Big Grub", "Snag"})
		}, "Big Grub", ""},
		{"no card allowed", func() (string, error) { return MatchName("an item in the item display", "Rope", nil) }, "",
			`"Rope" is not an item in the item display (allowed: none)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.match()
			if tc.refused != "" {
				var ne *NameError
				if !errors.As(err, &ne) || !ne.BadInput() || err.Error() != tc.refused {
					t.Errorf("error %v, want %q", err, tc.refused)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("%q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

// TestActors: the crew a command may leave out is the one crew that can
// act; with none or several, the error says which, or what the game waits
// for.
func TestActors(t *testing.T) {
	for _, tc := range []struct {
		name string
		game func(t *testing.T) Game
		act  CrewAction
		want []string
	}{
		{"the crew whose turn it is", func(t *testing.T) Game { return upToRound1(t, 1) }, ActTurn, []string{"Isaac"}},
		{"no turn in the Lights Out phase", func(t *testing.T) Game { return upToRound1(t, 14) }, ActTurn, nil},
		{"both crews may decline at the Exercise Yard", func(t *testing.T) Game { return upToRound1(t, 14) }, ActDecline, []string{"Vera", "Isaac"}},
		{"the Commissary's most strength takes", func(t *testing.T) Game { return upToRound1(t, 18) }, ActTake, []string{"Isaac"}},
		{"two crews may exchange", func(t *testing.T) Game { return upToRound1(t, 18) }, ActExchange, []string{"Claire", "Vera"}},
		{"the crew ranked first recruits first", func(t *testing.T) Game { return toChowHall(t).g }, ActRecruit, []string{"Vera"}},
		{"no craft at the Chow Hall", func(t *testing.T) Game { return toChowHall(t).g }, ActCraft, nil},
		{"the crews owed a tome", func(t *testing.T) Game { return patrolRound1(t).g }, ActDrawTome, []string{"Isaac", "Claire"}},
		{"no tome to keep before two are drawn", func(t *testing.T) Game { return patrolRound1(t).g }, ActKeepTome, nil},
		{"the crew over its limit", func(t *testing.T) Game { return patrolStep1(t).g }, ActDiscard, []string{"Claire"}},
		{"the crew whose icon waits", func(t *testing.T) Game {
			tr := chowHallTie(t)
			tr.give("Vera", rules.Resources{Scrap: 1})
			tr.do(recruit("Vera", rules.Resources{Scrap: 1}, "Tusk"))
			return tr.g
		}, ActEffect, []string{"Vera"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game(t)
			if got := g.Actors(tc.act); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("Actors(%s) = %q, want %q", tc.act, got, tc.want)
			}
			crew, err := g.OnlyActor(tc.act)
			var ae *ActorError
			switch {
			case len(tc.want) == 1:
				if err != nil || crew != tc.want[0] {
					t.Errorf("OnlyActor = %q, %v", crew, err)
				}
			case !errors.As(err, &ae) || !ae.BadInput():
				t.Errorf("OnlyActor = %q, %v; want an ActorError", crew, err)
			case len(tc.want) == 0 && !strings.Contains(err.Error(), "Next: "):
				t.Errorf("%v: names no next step", err)
			case len(tc.want) > 1 && !strings.Contains(err.Error(), "name the crew: "+joinOr(tc.want)):
				t.Errorf("%v: names not %q", err, tc.want)
			}
		})
	}
}

// TestMatchTokens: tokens are read in any case, and one unknown refuses
// them all.
func TestMatchTokens(t *testing.T) {
	got, err := MatchTokens([]string{"LOOKOUT", "3"})
	if err != nil || !slices.Equal(got, []string{rules.Lookout.String(), "3"}) {
		t.Errorf("MatchTokens = %v, %v", got, err)
	}
	if _, err := MatchTokens([]string{"enforcer", "lookot"}); err == nil {
		t.Error("MatchTokens(lookot): no error")
	}
}

// TestTomeHolder: a tome played without its crew is the one crew's that
// holds it; none or several holding it is refused.
func TestTomeHolder(t *testing.T) {
	var g Game
	g.Crews = []CrewState{{Name: "Vera", Tomes: []string{"Atlas of Hideouts"}}, {Name: "Isaac", Tomes: []string{"Atlas of Hideouts", "Big Book of Stealth"}}}
	if crew, err := g.TomeHolder("big book of stealth"); err != nil || crew != "Isaac" {
		t.Errorf("TomeHolder(Big Book) = %q, %v", crew, err)
	}
	if _, err := g.TomeHolder("Atlas of Hideouts"); err == nil {
		t.Error("TomeHolder(Atlas), held twice: no error")
	}
	if _, err := g.TomeHolder("Cutthroat Crafting"); err == nil {
		t.Error("TomeHolder(Cutthroat Crafting), held by none: no error")
	}
}
