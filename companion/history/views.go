package history

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/lockup-companion/lockup/companion/store"
)

// The history's tables as data: what lockup history writes as csv, the
// categories of a play, a play typed by hand, and the plays of a games
// folder. The commands only encode or print them.

// PlaysCSV is the plays as lockup history --output csv writes them: a
// header, then a row per side of each play.
func PlaysCSV(plays []Play) [][]string {
	rows := [][]string{{"id", "date", "game", "expansions", "edition", "solo", "difficulty", "deck_mode", "seat", "crew", "player", "opponent", "winner", "total", "categories", "source", "file"}}
	for _, p := range plays {
		for i, s := range p.Sides {
			var cats []string
			for _, c := range s.Categories {
				cats = append(cats, c.Name+"="+strconv.Itoa(c.Points))
			}
			rows = append(rows, []string{p.ID, p.Date.Format(time.RFC3339), p.Game, strings.Join(p.Expansions, ","), p.Edition, strconv.FormatBool(p.Solo), p.Difficulty, p.DeckMode,
				strconv.Itoa(i + 1), s.Crew, s.Player, strconv.FormatBool(s.Opponent), strconv.FormatBool(s.Winner), strconv.Itoa(s.Total), strings.Join(cats, ";"), p.Source, p.File})
		}
	}
	return rows
}

// CSV is the statistics as lockup history stats --output csv writes them:
// a header, a row per player, then a row per solitary game and level.
func (st *Stats) CSV() [][]string {
	rows := [][]string{{"kind", "game", "name", "difficulty", "edition", "plays", "wins", "win_rate", "win_rate_low", "win_rate_high", "average", "best", "opponent_average", "categories"}}
	for _, p := range st.Players {
		var cats []string
		for _, c := range p.Categories {
			cats = append(cats, c.Name+"="+strconv.FormatFloat(c.Average, 'f', 2, 64))
		}
		rows = append(rows, []string{"player", p.Game, p.Name, "", "", strconv.Itoa(p.Plays), strconv.Itoa(p.Wins), strconv.FormatFloat(p.WinRate, 'f', 4, 64), "", "",
			strconv.FormatFloat(p.Average, 'f', 2, 64), strconv.Itoa(p.Best), "", strings.Join(cats, ";")})
	}
	for _, s := range st.Solo {
		rows = append(rows, []string{"solo", s.Game, "", s.Difficulty, s.Edition, strconv.Itoa(s.Plays), strconv.Itoa(s.Wins), strconv.FormatFloat(s.WinRate, 'f', 4, 64),
			strconv.FormatFloat(s.Low, 'f', 4, 64), strconv.FormatFloat(s.High, 'f', 4, 64), "", "", strconv.FormatFloat(s.OpponentAverage, 'f', 2, 64), ""})
	}
	return rows
}

// Manual is a play typed by hand (lockup history add): totals only.
type Manual struct {
	Date                time.Time
	Game                string // GameLockup or GamePrisonArchitect
	Edition, Difficulty string
	Solo, Breakout      bool
	Sides               []Side   // each side's crew and total, in seating order
	Winners             []string // the winners' names; none: the highest total
}

// UnknownWinnerError is a winner typed that names no side.
type UnknownWinnerError struct{ Name string }

func (e *UnknownWinnerError) Error() string { return fmt.Sprintf("%q names no side", e.Name) }

// Play makes the play typed: in a solitary game the side called "guards"
// or "governor" is the opponent; with no winner named, the highest totals
// win. Its UUID comes from what was typed, so the same play typed again
// is the same play.
func (m *Manual) Play() (Play, error) {
	p := Play{Date: m.Date, Game: m.Game, Edition: m.Edition, Solo: m.Solo, Difficulty: m.Difficulty, Source: SourceManual}
	if m.Breakout {
		p.Expansions = []string{ExpansionBreakout}
	}
	best := 0
	for i, s := range m.Sides {
		side := Side{Crew: s.Crew, Total: s.Total}
		side.Opponent = m.Solo && (strings.EqualFold(side.Crew, "guards") || strings.EqualFold(side.Crew, "governor"))
		if i == 0 || s.Total > best {
			best = s.Total
		}
		p.Sides = append(p.Sides, side)
	}
	for _, w := range m.Winners {
		found := false
		for i := range p.Sides {
			if strings.EqualFold(p.Sides[i].Crew, strings.TrimSpace(w)) {
				p.Sides[i].Winner, found = true, true
			}
		}
		if !found {
			return Play{}, &UnknownWinnerError{Name: w}
		}
	}
	if len(m.Winners) == 0 {
		for i := range p.Sides {
			p.Sides[i].Winner = p.Sides[i].Total == best
		}
	}
	var key strings.Builder
	fmt.Fprintf(&key, "manual:%s:%s:%v:%s:%s:%s", p.Date.Format(time.DateOnly), p.Game, p.Solo, p.Difficulty, p.Edition, strings.Join(p.Expansions, ","))
	for _, s := range p.Sides {
		fmt.Fprintf(&key, ":%s=%d/%v", strings.ToLower(s.Crew), s.Total, s.Winner)
	}
	p.ID = IDFor(key.String())
	return p, nil
}

// FromGamesDir replays every game file in dir and returns how many there
// are and the plays of those that reached their final scoring (as
// FromGameFile, dated by the file's modification time). A file that
// cannot be read or replayed is handed to skip (when not nil) and passed
// over.
func FromGamesDir(dir string, skip func(path string, err error)) (files int, plays []Play) {
	if skip == nil {
		skip = func(string, error) {}
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*"+store.GameFileExt))
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			skip(path, err)
			continue
		}
		st, _ := os.Stat(path)
		p, ok, err := FromGameFile(path, data, st.ModTime())
		if err != nil {
			skip(path, err)
			continue
		}
		if ok {
			plays = append(plays, p)
		}
	}
	return len(paths), plays
}
