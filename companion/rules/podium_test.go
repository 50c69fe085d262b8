package rules

import (
	"reflect"
	"slices"
	"testing"
)

// TestRaidLosses checks every case of the core rulebook's "Raids" (p. 12)
// and the solitary mode raid, plus the raid-zero ruling.
func TestRaidLosses(t *testing.T) {
	tests := []struct {
		name      string
		suspicion []int
		want      []int
		ruling    bool
	}{
		{"3 crews: most 8, second 4", []int{5, 3, 1}, []int{8, 4, 0}, false},
		{"3 crews: tie for most, nobody second", []int{4, 4, 2}, []int{4, 4, 0}, false},
		{"4 crews: tie for second, 2 each", []int{6, 2, 2, 1}, []int{8, 2, 2, 0}, false},
		{"5 crews: three tied for most", []int{3, 3, 3, 1, 0}, []int{4, 4, 4, 0, 0}, false},
		{"5 crews: three tied for second", []int{5, 2, 2, 2, 1}, []int{8, 2, 2, 2, 0}, false},
		{"2 crews: most loses 6", []int{4, 1}, []int{6, 0}, false},
		{"2 crews: the other loses nothing even with cubes", []int{1, 4}, []int{0, 6}, false},
		{"2 crews: a tie costs nobody", []int{3, 3}, []int{0, 0}, false},
		{"solo: crew and guards, guards most", []int{1, 2}, []int{0, 6}, false},
		{"ruling: second most with zero cubes loses nothing", []int{3, 0, 0}, []int{8, 0, 0}, true},
		{"ruling: nobody has cubes, nobody loses", []int{0, 0, 0}, []int{0, 0, 0}, true},
		{"ruling: 2 crews with no cubes", []int{0, 0}, []int{0, 0}, false},
		{"ruling: only one crew has cubes among four", []int{0, 0, 2, 0}, []int{0, 0, 8, 0}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			losses, ruling := RaidLosses(tt.suspicion)
			if got := losses[:len(tt.suspicion)]; !reflect.DeepEqual(got, tt.want) || slices.ContainsFunc(losses[len(got):], nonZero) {
				t.Errorf("RaidLosses(%v) = %v, want %v", tt.suspicion, got, tt.want)
			}
			if ruling != tt.ruling {
				t.Errorf("RaidLosses(%v) ruling applied = %v, want %v", tt.suspicion, ruling, tt.ruling)
			}
		})
	}
}

// TestEndGameGoalAwards checks "Claiming Goals", "End Game Goal Cards" (p. 13)
// and the goal-zero ruling.
func TestEndGameGoalAwards(t *testing.T) {
	tests := []struct {
		name   string
		counts []int
		want   []int
		ruling bool
	}{
		{"most 8, second 4", []int{3, 5, 1}, []int{4, 8, 0}, false},
		{"tie for most: 4 each, no second", []int{5, 5, 4, 1}, []int{4, 4, 0, 0}, false},
		{"tie for second: 2 each", []int{7, 2, 2}, []int{8, 2, 2}, false},
		{"2 crews: most 6", []int{2, 1}, []int{6, 0}, false},
		{"2 crews: tie scores nothing", []int{2, 2}, []int{0, 0}, false},
		{"ruling: nobody has any", []int{0, 0, 0}, []int{0, 0, 0}, true},
		{"ruling: a zero is never second", []int{0, 3, 0}, []int{0, 8, 0}, true},
		{"2 crews: one has none", []int{0, 1}, []int{0, 6}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			awards, ruling := EndGameGoalAwards(tt.counts)
			got := awards[:len(tt.counts)]
			if !reflect.DeepEqual(got, tt.want) || slices.ContainsFunc(awards[len(got):], nonZero) || ruling != tt.ruling {
				t.Errorf("EndGameGoalAwards(%v) = %v, %v; want %v, %v", tt.counts, got, ruling, tt.want, tt.ruling)
			}
		})
	}
}

func nonZero(n int) bool { return n != 0 }

func TestLimits(t *testing.T) {
	tests := []struct {
		box                       Box
		items, goons, tomes, loot int
	}{
		{Box{Edition: Edition2019}, 34, 33, 28, 0},
		{Box{Edition: Edition2019, Solo: true}, 34, 33, 24, 0},
		{Box{Edition: Edition2019, Breakout: true}, 42, 44, 35, 22},
		{Box{Edition: Edition2019, Breakout: true, Solo: true}, 42, 44, 31, 22},
		{Box{Edition: Edition2018}, 30, 29, 19, 0},
	}
	for _, tt := range tests {
		l := tt.box.Limits()
		if l.Items != tt.items || l.Goons != tt.goons || l.Tomes != tt.tomes || l.Loot != tt.loot {
			t.Errorf("%+v: got items %d goons %d tomes %d loot %d, want %d %d %d %d", tt.box, l.Items, l.Goons, l.Tomes, l.Loot, tt.items, tt.goons, tt.tomes, tt.loot)
		}
		if l.Resources != (Resources{Scrap: 25, Potions: 15, Iron: 15, Gold: 10}) || l.Power != 22 || l.Suspicion != 12 {
			t.Errorf("%+v: cube limits %+v", tt.box, l)
		}
	}
}
