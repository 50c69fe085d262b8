package history

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	playhistory "github.com/lockup-companion/lockup/companion/history"
)

// isUsage reports whether err is a usage error (exit code 2) with the
// message want.
func isUsage(err error, want string) bool {
	var u *cmdutil.UsageError
	return errors.As(err, &u) && err.Error() == want
}

// TestFilterFlags: --game is one of playhistory.Kinds, --since a date;
// the error names the flag and says what to write.
func TestFilterFlags(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		player, game, since string
		want                playhistory.Filter
		err                 string
	}{
		{"", "", "", playhistory.Filter{}, ""},
		{"Vera", "solo", "2025-01-31", playhistory.Filter{Player: "Vera", Game: "solo", Since: time.Date(2025, 1, 31, 0, 0, 0, 0, time.UTC)}, ""},
		{"", "chess", "", playhistory.Filter{}, `--game "chess" is not a game the history keeps; use one of lockup, breakout, solo, prison-architect`},
		{"", "", "31/01/2025", playhistory.Filter{}, `--since "31/01/2025" is not a date; write it YYYY-MM-DD, e.g. 2025-01-31`},
	} {
		o := Options{Player: tc.player, Game: tc.game, Since: tc.since}
		f, err := o.filter()
		if (err == nil) != (tc.err == "") || err != nil && !isUsage(err, tc.err) {
			t.Errorf("filter(%q, %q, %q): error %v, want %q", tc.player, tc.game, tc.since, err, tc.err)
		}
		if err == nil && f != tc.want {
			t.Errorf("filter(%q, %q, %q) = %+v, want %+v", tc.player, tc.game, tc.since, f, tc.want)
		}
	}
}

// TestBggIDArgs: the game as lockup names it, letter case aside, and a
// positive whole number.
func TestBggIDArgs(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		game, id string
		want     string
		n        int
		err      string
	}{
		{" Lockup ", " 12345 ", "lockup", 12345, ""},
		{"breakout", "7", "breakout", 7, ""},
		{"chess", "7", "", 0, `"chess" is no game lockup keeps a BoardGameGeek id for; use one of lockup, breakout, prison-architect`},
		{"lockup", "0", "", 0, `ID "0": a BoardGameGeek id is a positive whole number (boardgamegeek.com/boardgame/ID/...)`},
		{"lockup", "x", "", 0, `ID "x": a BoardGameGeek id is a positive whole number (boardgamegeek.com/boardgame/ID/...)`},
	} {
		g, n, err := bggIDArgs(tc.game, tc.id)
		if (err == nil) != (tc.err == "") || err != nil && !isUsage(err, tc.err) || g != tc.want || n != tc.n {
			t.Errorf("bggIDArgs(%q, %q) = %q, %d, %v; want %q, %d, %q", tc.game, tc.id, g, n, err, tc.want, tc.n, tc.err)
		}
	}
}

// TestRenames: --map-player's BGSTATS-NAME=NAME, trimmed; either name
// empty is refused.
func TestRenames(t *testing.T) {
	t.Parallel()
	m, err := renames([]string{" Vee = Vera ", "Bo=Bob"})
	if err != nil || len(m) != 2 || m["Vee"] != "Vera" || m["Bo"] != "Bob" {
		t.Errorf("renames = %q, %v", m, err)
	}
	for _, bad := range []string{"Vee", "=Vera", "Vee= "} {
		if _, err := renames([]string{bad}); !isUsage(err, fmt.Sprintf("--map-player %q: write BGSTATS-NAME=NAME, e.g. Vee=Vera", bad)) {
			t.Errorf("renames(%q): %v", bad, err)
		}
	}
}

// TestAddFlags: lockup history add's flags make the play
// playhistory.Manual makes, and each flag typed wrong is refused by name
// (a winner naming no side as Manual.Play finds it).
func TestAddFlags(t *testing.T) {
	t.Parallel()
	add := AddOptions{Options: &Options{}, date: "2025-03-01", solo: true, difficulty: "warden", scores: []string{"Ana=52", " guards = 47"}}
	p, err := add.play()
	m := playhistory.Manual{Date: time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC), Game: playhistory.GameLockup, Solo: true, Difficulty: "warden",
		Sides: []playhistory.Side{{Crew: "Ana", Total: 52}, {Crew: "guards", Total: 47}}}
	want, _ := m.Play()
	if err != nil || p.ID != want.ID || !p.Sides[0].Winner || !p.Sides[1].Opponent {
		t.Errorf("play = %+v, %v; want %+v", p, err, want)
	}
	for _, tc := range []struct {
		change func(*AddOptions)
		err    string
	}{
		{func(o *AddOptions) { o.Game = "solo" }, `--game "solo": a play added by hand is lockup or prison-architect`},
		{func(o *AddOptions) { o.date = "1 March" }, `--date "1 March" is not a date; write it YYYY-MM-DD`},
		{func(o *AddOptions) { o.scores = nil }, "give each side's total with --score NAME=TOTAL"},
		{func(o *AddOptions) { o.scores = []string{"Ana:52"} }, `--score "Ana:52": write NAME=TOTAL, e.g. Vera=41`},
		{func(o *AddOptions) { o.scores = []string{"=52"} }, `--score "=52": write NAME=TOTAL, e.g. Vera=41`},
		{func(o *AddOptions) { o.winners = []string{"Bo"} }, `--winner "Bo" names no side given with --score`},
	} {
		x := AddOptions{Options: &Options{}, scores: []string{"Ana=52", "Cy=40"}}
		tc.change(&x)
		if _, err := x.play(); !isUsage(err, tc.err) {
			t.Errorf("error %v, want %q", err, tc.err)
		}
	}
	pa := AddOptions{Options: &Options{Game: playhistory.GamePrisonArchitect}, scores: []string{"Ada=64", "Lin=70"}}
	if p, err := pa.play(); err != nil || p.Game != playhistory.GamePrisonArchitect || !p.Sides[1].Winner {
		t.Errorf("prison-architect: %+v, %v", p, err)
	}
}
