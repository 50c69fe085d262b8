package rules

import (
	"errors"
	"fmt"
	"testing"
)

func counts(ns ...int) []Count {
	names := []string{"A", "B", "C", "D", "E"}
	out := make([]Count, len(ns))
	for i, n := range ns {
		out[i] = Count{names[i], n}
	}
	return out
}

// "Claiming Goals – Instant Goal Cards", p. 13; ruling "instant-goal-tie".
func TestInstantGoalClaim(t *testing.T) {
	cond := GoalCondition{Rule: RuleFirstTo, What: CountItems, N: 3}
	tests := []struct {
		name            string
		counts          []Count
		claimed, acting string
		first           string
		winner          string
		ok, tie         bool
	}{
		{"nobody there yet", counts(2, 1, 0), "", "A", "A", "", false, false},
		{"A reaches 3", counts(3, 1, 0), "", "A", "A", "A", true, false},
		{"already claimed by A", counts(3, 4, 0), "A", "B", "A", "", false, false},
		{"two at once, C acting", counts(3, 0, 3), "", "C", "A", "C", true, true},
		{"two at once, nobody of them acting: from the first player", counts(3, 0, 3), "", "B", "B", "C", true, true},
		{"above the target counts", counts(0, 5, 0), "", "B", "A", "B", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, ok, tie, err := InstantGoalClaim(cond, tt.counts, tt.claimed, tt.acting, tt.first)
			if err != nil || w != tt.winner || ok != tt.ok || tie != tt.tie {
				t.Errorf("= %q %v %v %v, want %q %v %v", w, ok, tie, err, tt.winner, tt.ok, tt.tie)
			}
		})
	}
	if _, _, _, err := InstantGoalClaim(GoalCondition{Rule: RuleMost, What: CountItems}, counts(1), "", "A", "A"); !errors.Is(err, ErrGoal) {
		t.Errorf("a most condition as an instant goal: %v", err)
	}
}

// "Claiming Goals – Leader Goal Cards", p. 13; ruling "leader-goal-tie".
func TestLeaderGoalHolder(t *testing.T) {
	tests := []struct {
		name   string
		holder string
		counts []Count
		min    int
		want   string
	}{
		{"below the minimum", "", counts(1, 0, 0), 2, ""},
		{"claims with the most and the minimum", "", counts(2, 1, 0), 2, "A"},
		{"tie for the most claims nothing", "", counts(2, 2, 0), 2, ""},
		{"tie with the holder: stays", "A", counts(2, 2, 0), 2, "A"},
		{"surpassed: moves", "A", counts(2, 3, 0), 2, "B"},
		{"two pass the holder and tie: stays", "A", counts(2, 3, 3), 2, "A"},
		{"holder falls, nobody surpasses: stays", "A", counts(0, 0, 0), 2, "A"},
		{"no minimum printed", "", counts(0, 1, 0), 0, "B"},
		{"nobody has any", "", counts(0, 0, 0), 0, ""},
	}
	for _, tt := range tests {
		if got := LeaderGoalHolder(tt.holder, tt.counts, tt.min); got != tt.want {
			t.Errorf("%s: LeaderGoalHolder = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// "Claiming Goals – End Game Goal Cards", last paragraph.
func TestPerUnitStars(t *testing.T) {
	tests := []struct {
		cond  GoalCondition
		count int
		want  int
	}{
		{GoalCondition{Rule: RulePerUnit, What: CountGems, N: 1, Stars: 2}, 3, 6},
		{GoalCondition{Rule: RulePerUnit, What: CountItems, N: 3, Stars: 1}, 8, 2},
		{GoalCondition{Rule: RulePerUnit, What: CountItems, N: 3, Stars: 1}, 2, 0},
		{GoalCondition{Rule: RuleMost, What: CountItems}, 8, 0},
	}
	for _, tt := range tests {
		if got := PerUnitStars(tt.cond, tt.count); got != tt.want {
			t.Errorf("PerUnitStars(%+v, %d) = %d, want %d", tt.cond, tt.count, got, tt.want)
		}
	}
}

func TestGoalConditionLegal(t *testing.T) {
	bad := []GoalCondition{
		{},
		{Rule: RuleMost},
		{Rule: RuleFirstTo, What: CountItems},
		{Rule: RulePerUnit, What: CountItems, N: 1},
		{Rule: RuleMost, What: CountItems, N: -1},
	}
	for _, c := range bad {
		if err := c.Legal(); !errors.Is(err, ErrGoal) {
			t.Errorf("%+v: %v", c, err)
		}
	}
}

func TestHoldingsCount(t *testing.T) {
	h := Holdings{Items: 4, Shields: 1, Gems: 2, Magic: 3, Goons: map[GoonType]int{Dwarves: 2, Golems: 1}, Resources: Resources{Iron: 2, Gold: 1}, Power: 3, Tomes: 1, Loot: 2, Barrels: 1, LanternProgress: 7}
	want := map[Countable]int{
		CountItems: 4, CountValuables: 6, CountShields: 1, CountGems: 2, CountMagic: 3, CountGoons: 3,
		CountDwarves: 2, CountGolems: 1, CountRatmen: 0, CountResources: 3, CountIron: 2, CountGold: 1,
		CountScrap: 0, CountPower: 3, CountTomes: 1, CountLoot: 2, CountBarrels: 1, CountLanternProgress: 7, NoCountable: 0,
	}
	for c, n := range want {
		if got := h.Count(c); got != n {
			t.Errorf("Count(%s) = %d, want %d", c, got, n)
		}
	}
	if CountLanternProgress.String() != "lantern progress" || CountDwarves.String() != "dwarves" {
		t.Error("countable names do not mirror the catalog's")
	}
}

func ExampleLeaderGoalHolder() {
	// Ana claimed "most gems (at least 2)"; Bo ties her, then passes her.
	fmt.Println(LeaderGoalHolder("Ana", []Count{{"Ana", 2}, {"Bo", 2}}, 2))
	fmt.Println(LeaderGoalHolder("Ana", []Count{{"Ana", 2}, {"Bo", 3}}, 2))
	// Output:
	// Ana
	// Bo
}

// TestLeaderGoalMinimum: the 2018 leader goal asks at least two of the type
// (2018 rulebook, "Claiming Goals – Leader Goal Cards", p. 12), the card's
// own minimum when higher (ruling first-edition-leader-goal); the 2019 rule
// the card's minimum only ("Claiming Goals – Leader Goal Cards", p. 13).
// With one Dwarf against none, a 2019 "most dwarves" is taken, a 2018 one
// is not; two Dwarves take it in both.
func TestLeaderGoalMinimum(t *testing.T) {
	for _, tc := range []struct {
		printed int
		e       Edition
		want    int
	}{
		{0, Edition2019, 0}, {1, Edition2019, 1}, {3, Edition2019, 3},
		{0, Edition2018, 2}, {1, Edition2018, 2}, {2, Edition2018, 2}, {3, Edition2018, 3},
	} {
		if got := LeaderGoalMinimum(tc.printed, tc.e); got != tc.want {
			t.Errorf("printed %d, %s: minimum %d, want %d", tc.printed, tc.e, got, tc.want)
		}
	}
	one := []Count{{"Vera", 1}, {"Isaac", 0}}
	two := []Count{{"Vera", 2}, {"Isaac", 0}}
	if got := LeaderGoalHolder("", one, LeaderGoalMinimum(0, Edition2019)); got != "Vera" {
		t.Errorf("2019, one Dwarf: %q", got)
	}
	if got := LeaderGoalHolder("", one, LeaderGoalMinimum(0, Edition2018)); got != "" {
		t.Errorf("2018, one Dwarf: %q", got)
	}
	if got := LeaderGoalHolder("", two, LeaderGoalMinimum(0, Edition2018)); got != "Vera" {
		t.Errorf("2018, two Dwarves: %q", got)
	}
}
