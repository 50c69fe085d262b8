package history

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Stats are the figures of lockup history stats.
type Stats struct {
	// Players are each player's figures per game (Lockup, Prison
	// Architect), by game then name. The solitary opponents are left out.
	Players []PlayerStats `json:"players"`
	// Solo are the solitary games' figures per game, difficulty and
	// edition.
	Solo []SoloStats `json:"solo"`
}

// PlayerStats are one player's figures in one game.
type PlayerStats struct {
	Game    string  `json:"game"`
	Name    string  `json:"name"`
	Plays   int     `json:"plays"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
	Average float64 `json:"average"`
	Best    int     `json:"best"`
	// Categories are the average of each category over the plays that
	// scored it (a play typed with totals only scores none).
	Categories []CategoryAverage `json:"categories"`
}

// CategoryAverage is a category's average points.
type CategoryAverage struct {
	Name    string  `json:"name"`
	Plays   int     `json:"plays"`
	Average float64 `json:"average"`
}

// SoloStats are the solitary plays of one game at one difficulty and
// edition: the player's wins against the opponent (the guards, the
// Governor), with the Wilson score interval at 95 %, and the opponent's
// average score.
type SoloStats struct {
	Game            string  `json:"game"`
	Difficulty      string  `json:"difficulty"`
	Edition         string  `json:"edition"`
	Plays           int     `json:"plays"`
	Wins            int     `json:"wins"`
	WinRate         float64 `json:"win_rate"`
	Low             float64 `json:"win_rate_low"`
	High            float64 `json:"win_rate_high"`
	OpponentAverage float64 `json:"opponent_average"`
}

// Wilson returns the Wilson score interval at 95 % (z = 1.96) of wins out
// of n: the range the true win rate lies in, which unlike p ± 1.96·SE
// stays within [0, 1] and means something for a handful of plays. For
// n = 0 it is [0, 1].
func Wilson(wins, n int) (low, high float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	nf := float64(n)
	p := float64(wins) / nf
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z / den * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return math.Max(0, centre-half), math.Min(1, centre+half)
}

// Compute works out the statistics of the plays.
func Compute(plays []Play) Stats {
	a := newStatsAcc()
	for i := range plays {
		a.add(&plays[i])
	}
	return a.result()
}

// statsAcc adds up the statistics play by play, keeping nothing of a play
// once added (Stats streams the rows into it).
type statsAcc struct {
	players map[[2]string]*playerAcc
	solos   map[[3]string]*soloAcc
}

type catSum struct{ sum, n int }

type playerAcc struct {
	PlayerStats
	sum int
	// order are the categories in the order first met, sums their sums
	// in that order, cats the same sums by name.
	order []string
	sums  []*catSum
	cats  map[string]*catSum
}

type soloAcc struct {
	SoloStats
	oppSum, oppN int
}

func newStatsAcc() *statsAcc {
	return &statsAcc{players: map[[2]string]*playerAcc{}, solos: map[[3]string]*soloAcc{}}
}

// add counts one play. The strings it keeps are cloned: p may be made of
// buffers the caller reuses.
func (x *statsAcc) add(p *Play) {
	for _, s := range p.Sides {
		if s.Opponent {
			continue
		}
		name := s.Name()
		key := [2]string{p.Game, normName(name)}
		a := x.players[key]
		if a == nil {
			key = [2]string{strings.Clone(key[0]), strings.Clone(key[1])}
			a = &playerAcc{PlayerStats: PlayerStats{Game: key[0], Name: strings.Clone(name), Best: s.Total}, cats: map[string]*catSum{}}
			x.players[key] = a
		}
		a.Plays++
		if s.Winner {
			a.Wins++
		}
		a.sum += s.Total
		a.Best = max(a.Best, s.Total)
		for k, c := range s.Categories {
			var cs *catSum
			if k < len(a.order) && a.order[k] == c.Name {
				cs = a.sums[k] // the categories come in the same order, play after play
			} else if cs = a.cats[c.Name]; cs == nil {
				cs = &catSum{}
				name := strings.Clone(c.Name)
				a.cats[name] = cs
				a.order = append(a.order, name)
				a.sums = append(a.sums, cs)
			}
			cs.sum += c.Points
			cs.n++
		}
	}
	if !p.Solo {
		return
	}
	key := [3]string{p.Game, p.Difficulty, p.Edition}
	sa := x.solos[key]
	if sa == nil {
		key = [3]string{strings.Clone(key[0]), strings.Clone(key[1]), strings.Clone(key[2])}
		sa = &soloAcc{SoloStats: SoloStats{Game: key[0], Difficulty: key[1], Edition: key[2]}}
		x.solos[key] = sa
	}
	sa.Plays++
	won := false
	for _, s := range p.Sides {
		if s.Opponent {
			sa.oppSum += s.Total
			sa.oppN++
		} else if s.Winner {
			won = true
		}
	}
	if won {
		sa.Wins++
	}
}

// result works out the rates and averages, in a fixed order.
func (x *statsAcc) result() Stats {
	var st Stats
	for _, a := range x.players {
		ps := a.PlayerStats
		ps.WinRate = float64(ps.Wins) / float64(ps.Plays)
		ps.Average = float64(a.sum) / float64(ps.Plays)
		ps.Categories = []CategoryAverage{}
		for _, name := range a.order {
			cs := a.cats[name]
			ps.Categories = append(ps.Categories, CategoryAverage{Name: name, Plays: cs.n, Average: float64(cs.sum) / float64(cs.n)})
		}
		st.Players = append(st.Players, ps)
	}
	sort.Slice(st.Players, func(i, j int) bool {
		a, b := st.Players[i], st.Players[j]
		if a.Game != b.Game {
			return a.Game < b.Game
		}
		return normName(a.Name) < normName(b.Name)
	})
	for _, sa := range x.solos {
		s := sa.SoloStats
		s.WinRate = float64(s.Wins) / float64(s.Plays)
		s.Low, s.High = Wilson(s.Wins, s.Plays)
		if sa.oppN > 0 {
			s.OpponentAverage = float64(sa.oppSum) / float64(sa.oppN)
		}
		st.Solo = append(st.Solo, s)
	}
	sort.Slice(st.Solo, func(i, j int) bool {
		a, b := st.Solo[i], st.Solo[j]
		if a.Game != b.Game {
			return a.Game < b.Game
		}
		if a.Difficulty != b.Difficulty {
			return a.Difficulty < b.Difficulty
		}
		return a.Edition < b.Edition
	})
	if st.Players == nil {
		st.Players = []PlayerStats{}
	}
	if st.Solo == nil {
		st.Solo = []SoloStats{}
	}
	return st
}

// Stats works out the statistics of the plays the filter keeps. It reads
// only what they need, one row per play in the table's order (no sorting):
// the game, whether it was solitary, its difficulty and edition, and the
// sides from the play's summary.
func (h *DB) Stats(f Filter) (Stats, error) {
	where, args, err := f.where()
	if err != nil {
		return Stats{}, err
	}
	rows, err := h.db.Query(`SELECT id, game, solo, difficulty, edition, summary FROM plays p WHERE `+where, args...)
	if err != nil {
		return Stats{}, fmt.Errorf("history %s: %w", h.path, err)
	}
	acc := newStatsAcc()
	var p Play
	var summary string
	var cats []Category // the categories' buffer, reused play after play
	for rows.Next() {
		if err := rows.Scan(&p.ID, &p.Game, &p.Solo, &p.Difficulty, &p.Edition, &summary); err != nil {
			rows.Close()
			return Stats{}, fmt.Errorf("history %s: %w", h.path, err)
		}
		if p.Sides, cats, err = appendSides(p.Sides[:0], cats[:0], summary); err != nil {
			rows.Close()
			return Stats{}, fmt.Errorf("history %s: play %s: %w", h.path, p.ID, err)
		}
		acc.add(&p)
	}
	if err := closeRows(rows); err != nil {
		return Stats{}, fmt.Errorf("history %s: %w", h.path, err)
	}
	return acc.result(), nil
}
