package history

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// What the player types to the history commands, read: the filter flags,
// a play typed by hand, a BoardGameGeek id, the BG Stats names to map. The
// errors name the flag (or argument) at fault, as the player typed it;
// the command line only marks them as a usage error.

// ParseFilter reads the filter flags the history commands share: player
// (--player, as typed), game (--game: "" or one of Kinds) and since
// (--since: "" or a date, YYYY-MM-DD).
func ParseFilter(player, game, since string) (Filter, error) {
	f := Filter{Player: player, Game: game}
	if game != "" && !slices.Contains(Kinds, game) {
		return f, fmt.Errorf("--game %q is not a game the history keeps; use one of %s", game, strings.Join(Kinds, ", "))
	}
	if since != "" {
		t, err := time.Parse(time.DateOnly, since)
		if err != nil {
			return f, fmt.Errorf("--since %q is not a date; write it YYYY-MM-DD, e.g. 2025-01-31", since)
		}
		f.Since = t
	}
	return f, nil
}

// ParseBggID reads lockup history bgg-id's GAME and ID: the game (one of
// BggGames, letter case and outer spaces aside) and a positive id.
func ParseBggID(game, id string) (string, int, error) {
	g := strings.ToLower(strings.TrimSpace(game))
	if BggGameName(g) == "" {
		return "", 0, fmt.Errorf("%q is no game lockup keeps a BoardGameGeek id for; use one of %s", game, strings.Join(BggGames, ", "))
	}
	n, err := strconv.Atoi(strings.TrimSpace(id))
	if err != nil || n <= 0 {
		return "", 0, fmt.Errorf("ID %q: a BoardGameGeek id is a positive whole number (boardgamegeek.com/boardgame/ID/...)", id)
	}
	return g, n, nil
}

// BggIDRow is a game with the BoardGameGeek id kept for it (0: none), as
// lockup history bgg-id lists it.
type BggIDRow struct {
	Game  string `json:"game"`
	Name  string `json:"name"`
	BggID int    `json:"bgg_id"`
}

// BggIDRows lists every game of BggGames with its id in ids (game → id,
// as DB.BggIDs returns them), in BggGames' order.
func BggIDRows(ids map[string]int) []BggIDRow {
	rows := []BggIDRow{}
	for _, g := range BggGames {
		rows = append(rows, BggIDRow{g, BggGameName(g), ids[g]})
	}
	return rows
}

// BggIDsCSV is the rows as lockup history bgg-id --output csv writes
// them: a header, then a row per game.
func BggIDsCSV(rows []BggIDRow) [][]string {
	out := [][]string{{"game", "name", "bgg_id"}}
	for _, r := range rows {
		out = append(out, []string{r.Game, r.Name, strconv.Itoa(r.BggID)})
	}
	return out
}

// ParseRenames reads --map-player's BGSTATS-NAME=NAME, each name trimmed,
// into the names BGStatsPlays takes.
func ParseRenames(pairs []string) (map[string]string, error) {
	rename := map[string]string{}
	for _, n := range pairs {
		from, to, ok := strings.Cut(n, "=")
		if !ok || strings.TrimSpace(from) == "" || strings.TrimSpace(to) == "" {
			return nil, fmt.Errorf("--map-player %q: write BGSTATS-NAME=NAME, e.g. Vee=Vera", n)
		}
		rename[strings.TrimSpace(from)] = strings.TrimSpace(to)
	}
	return rename, nil
}

// Typed is a play as lockup history add's flags give it: each flag's
// text, read by Play.
type Typed struct {
	// Game is --game: "" (Lockup), GameLockup or GamePrisonArchitect.
	Game string
	// Date is --date, YYYY-MM-DD ("": Today).
	Date string
	// Today is the date of a play typed without one.
	Today               time.Time
	Edition, Difficulty string
	// Scores are --score's NAME=TOTAL, in seating order.
	Scores []string
	// Winners are --winner's names; none: the highest total.
	Winners        []string
	Breakout, Solo bool
}

// Play reads the flags into the play typed (Manual.Play makes it); its
// UUID comes from what was typed.
func (t *Typed) Play() (Play, error) {
	game := t.Game
	switch game {
	case "", GameLockup:
		game = GameLockup
	case GamePrisonArchitect:
	default:
		return Play{}, fmt.Errorf("--game %q: a play added by hand is lockup or prison-architect", game)
	}
	date := t.Today
	if t.Date != "" {
		d, err := time.Parse(time.DateOnly, t.Date)
		if err != nil {
			return Play{}, fmt.Errorf("--date %q is not a date; write it YYYY-MM-DD", t.Date)
		}
		date = d
	}
	if len(t.Scores) == 0 {
		return Play{}, errors.New("give each side's total with --score NAME=TOTAL")
	}
	m := Manual{Date: date, Game: game, Edition: t.Edition, Solo: t.Solo, Difficulty: t.Difficulty, Breakout: t.Breakout, Winners: t.Winners}
	for _, s := range t.Scores {
		name, total, ok := strings.Cut(s, "=")
		n, err := strconv.Atoi(strings.TrimSpace(total))
		if !ok || err != nil || strings.TrimSpace(name) == "" {
			return Play{}, fmt.Errorf("--score %q: write NAME=TOTAL, e.g. Vera=41", s)
		}
		m.Sides = append(m.Sides, Side{Crew: strings.TrimSpace(name), Total: n})
	}
	p, err := m.Play()
	var unknown *UnknownWinnerError
	if errors.As(err, &unknown) {
		return Play{}, fmt.Errorf("--winner %q names no side given with --score", unknown.Name)
	}
	return p, err
}
