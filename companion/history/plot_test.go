package history

import (
	"fmt"
	"testing"
	"time"
)

// TestPlayerTotals: a player's totals come oldest first, matched whatever
// the letter case and spaces typed, spelled as the history spells them; an
// opponent's side (the guards) is never the player's.
func TestPlayerTotals(t *testing.T) {
	t.Parallel()
	day := func(d int) time.Time { return time.Date(2025, 3, d, 0, 0, 0, 0, time.UTC) }
	play := func(d int, sides ...Side) Play { return Play{Date: day(d), Game: GameLockup, Sides: sides} }
	plays := []Play{ // newest first, as the history lists them
		play(9, Side{Player: "Ana", Total: 55}, Side{Player: "Vera", Total: 39}),
		play(5, Side{Crew: "Ana", Total: 40}, Side{Crew: "ana", Opponent: true, Total: 99}),
		play(1, Side{Player: "Vera", Total: 48}),
		play(2, Side{Player: "Ana", Total: 52}),
	}
	name, totals := PlayerTotals(plays, "  ANA ")
	if got, want := fmt.Sprint(name, " ", totals), "Ana [{2025-03-02 00:00:00 +0000 UTC 52} {2025-03-05 00:00:00 +0000 UTC 40} {2025-03-09 00:00:00 +0000 UTC 55}]"; got != want {
		t.Errorf("PlayerTotals = %s\nwant %s", got, want)
	}
	if name, totals := PlayerTotals(plays, " Nobody "); name != "Nobody" || totals != nil {
		t.Errorf("an unknown player: %q, %v", name, totals)
	}
	if name, totals := PlayerTotals(plays, ""); name != "" || totals != nil {
		t.Errorf("no player: %q, %v", name, totals)
	}
}

// TestSoloByLevel: the rows of one game and difficulty (one per edition)
// add up; another game or difficulty starts a row of its own.
func TestSoloByLevel(t *testing.T) {
	t.Parallel()
	got := SoloByLevel([]SoloStats{
		{Game: GameLockup, Difficulty: "jailer", Edition: "2019", Plays: 1, Wins: 1},
		{Game: GameLockup, Difficulty: "warden", Edition: "2018", Plays: 2, Wins: 1},
		{Game: GameLockup, Difficulty: "warden", Edition: "2019", Plays: 3, Wins: 0},
		{Game: GamePrisonArchitect, Difficulty: "warden", Plays: 4, Wins: 2},
	})
	want := "[{lockup jailer 1 1} {lockup warden 5 1} {prison-architect warden 4 2}]"
	if fmt.Sprint(got) != want {
		t.Errorf("SoloByLevel = %v, want %s", got, want)
	}
}
