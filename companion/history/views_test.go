package history

import (
	"errors"
	"testing"
	"time"
)

// TestManualPlay: a play typed by hand names its winners (the highest
// totals when none is named), marks the solitary opponent, refuses a
// winner who is no side, and gets the same UUID when typed again.
func TestManualPlay(t *testing.T) {
	t.Parallel()
	date := time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)
	m := Manual{Date: date, Game: GameLockup, Solo: true, Difficulty: "warden", Sides: []Side{{Crew: "Ana", Total: 52}, {Crew: "guards", Total: 47}}}
	p, err := m.Play()
	if err != nil {
		t.Fatal(err)
	}
	if !p.Sides[0].Winner || p.Sides[1].Winner || !p.Sides[1].Opponent || p.Source != SourceManual {
		t.Errorf("play = %+v", p)
	}
	again, _ := m.Play()
	if again.ID != p.ID || p.ID == "" {
		t.Errorf("IDs %q and %q", p.ID, again.ID)
	}
	m.Winners = []string{"guards"}
	if q, _ := m.Play(); q.ID == p.ID || !q.Sides[1].Winner || q.Sides[0].Winner {
		t.Errorf("named winner: %+v", q)
	}
	m.Winners = []string{"Bo"}
	var unknown *UnknownWinnerError
	if _, err := m.Play(); !errors.As(err, &unknown) || unknown.Name != "Bo" {
		t.Errorf("unknown winner: %v", err)
	}
}

// TestPlaysCSV: a row per side under the header, the categories joined.
func TestPlaysCSV(t *testing.T) {
	t.Parallel()
	p := Play{ID: "x", Game: GameLockup, Sides: []Side{{Crew: "Ana", Total: 3, Categories: []Category{{Name: "track", Points: 2}, {Name: "raid", Points: 1}}}, {Crew: "Bo", Total: 1}}}
	rows := PlaysCSV([]Play{p})
	if len(rows) != 3 || rows[1][9] != "Ana" || rows[1][14] != "track=2;raid=1" || rows[2][8] != "2" {
		t.Errorf("rows = %q", rows)
	}
	if names := p.CategoryNames(); len(names) != 2 || names[1] != "raid" {
		t.Errorf("categories = %q", names)
	}
	if n, ok := p.Sides[1].Points("raid"); ok || n != 0 {
		t.Errorf("Bo's raid = %d, %v", n, ok)
	}
}
