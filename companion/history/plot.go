package history

import (
	"slices"
	"strings"
	"time"
)

// Total is one play of a player: its date and the player's total.
type Total struct {
	Date  time.Time `json:"date"`
	Total int       `json:"total"`
}

// PlayerTotals returns the totals of the player named in plays (newest
// first, as the history lists them), oldest play first, and the player's
// name as the history spells it. The name is matched as typed, letter case
// and outer spaces aside, on the sides that are not the opponent (the
// guards); with no play of the player, the name is the one typed, trimmed.
func PlayerTotals(plays []Play, player string) (name string, totals []Total) {
	name = strings.TrimSpace(player)
	if name == "" {
		return "", nil
	}
	want := name
	for i := len(plays) - 1; i >= 0; i-- {
		for _, s := range plays[i].Sides {
			if !s.Opponent && strings.EqualFold(strings.TrimSpace(s.Name()), want) {
				totals = append(totals, Total{Date: plays[i].Date, Total: s.Total})
				name = s.Name()
				break
			}
		}
	}
	slices.SortStableFunc(totals, func(a, b Total) int { return a.Date.Compare(b.Date) })
	return name, totals
}

// LevelWins is the solitary plays of one game at one difficulty, every
// edition together.
type LevelWins struct {
	Game       string
	Difficulty string
	Plays      int
	Wins       int
}

// SoloByLevel adds up Stats.Solo's rows (one per game, difficulty and
// edition, in that order) per game and difficulty.
func SoloByLevel(solo []SoloStats) []LevelWins {
	var out []LevelWins
	for _, s := range solo {
		if n := len(out); n > 0 && out[n-1].Game == s.Game && out[n-1].Difficulty == s.Difficulty {
			out[n-1].Plays += s.Plays
			out[n-1].Wins += s.Wins
			continue
		}
		out = append(out, LevelWins{Game: s.Game, Difficulty: s.Difficulty, Plays: s.Plays, Wins: s.Wins})
	}
	return out
}
