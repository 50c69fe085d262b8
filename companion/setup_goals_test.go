package companion

import (
	"reflect"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestGoalTypesDrawn: one goal of each type (core rulebook, "Game Setup",
// step 14); no instant goal in solitary mode ("Solitary Mode – Setup").
func TestGoalTypesDrawn(t *testing.T) {
	for _, tc := range []struct {
		solo bool
		want []catalog.GoalType
	}{
		{false, []catalog.GoalType{catalog.LeaderGoal, catalog.InstantGoal, catalog.EndGameGoal}},
		{true, []catalog.GoalType{catalog.LeaderGoal, catalog.EndGameGoal}},
	} {
		if got := GoalTypesDrawn(tc.solo); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("solo %v: %v, want %v", tc.solo, got, tc.want)
		}
	}
}

// TestGoalClashes: a second goal of a type is a clash; an unknown type
// clashes with nothing ("Game Setup", step 14).
func TestGoalClashes(t *testing.T) {
	names := []string{"Hoarder", "Tinkerer", "Explorer", "Mystery", "Riddle"}
	types := []catalog.GoalType{catalog.LeaderGoal, catalog.InstantGoal, catalog.LeaderGoal, catalog.NoGoalType, catalog.NoGoalType}
	want := []GoalClash{{First: "Hoarder", Second: "Explorer", Type: catalog.LeaderGoal}}
	if got := GoalClashes(names, types); !reflect.DeepEqual(got, want) {
		t.Errorf("GoalClashes: %v, want %v", got, want)
	}
}

// TestSetupRefusesTwoGoalsOfOneType: the engine itself refuses a setup
// entry with two goals of one type, whatever wrote it.
func TestSetupRefusesTwoGoalsOfOneType(t *testing.T) {
	leader := func(name string) *catalog.Card {
		return &catalog.Card{Kind: catalog.GoalCard, Name: name, GoalType: catalog.LeaderGoal}
	}
	setup := SetupEntry{
		Crews:     []SetupCrew{{Name: "Vera"}, {Name: "Isaac"}},
		Edition:   rules.Edition2019,
		Goals:     []string{"Hoarder", "Explorer"},
		GoalCards: map[string]*catalog.Card{"Hoarder": leader("Hoarder"), "Explorer": leader("Explorer")},
	}
	_, err := NewGame(setup)
	if err == nil || !strings.Contains(err.Error(), "goals Hoarder and Explorer are both leader goals") {
		t.Errorf("NewGame with two leader goals: %v", err)
	}
}

// TestGoalTypeProblemsSolo: two goals of one type are refused, naming the
// types the game draws: leader, instant and end game (core rulebook, "Game
// Setup", step 14), and in solitary mode no instant goal ("Solitary Mode –
// Setup", step 1).
func TestGoalTypeProblemsSolo(t *testing.T) {
	list := []*SetupCard{
		{Kind: catalog.GoalCard, Name: "Explorer", Card: catalog.Card{GoalType: catalog.LeaderGoal}},
		{Kind: catalog.GoalCard, Name: "Hoarder", Card: catalog.Card{GoalType: catalog.LeaderGoal}},
	}
	for _, tt := range []struct {
		solo bool
		want string
	}{
		{false, `goals Explorer and Hoarder are both leader goals; a game draws one goal of each type: leader, instant, end game (core rulebook, "Game Setup", step 14)`},
		{true, `goals Explorer and Hoarder are both leader goals; a game draws one goal of each type: leader, end game (core rulebook, "Solitary Mode – Setup", step 1)`},
	} {
		if got := GoalTypeProblems(list, tt.solo); len(got) != 1 || got[0] != tt.want {
			t.Errorf("solo %v: %q, want %q", tt.solo, got, tt.want)
		}
	}
}
