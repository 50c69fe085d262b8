package scoring

import (
	"fmt"
	"strconv"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Table is a scored board as the score table's cells, in a language: a
// header of the sides' names after the category's heading, a row per
// category, and a footer of totals. The commands draw it (terminal,
// markdown) or write it as it is (csv).
type Table struct {
	Header []string
	Rows   [][]string
	Footer []string
	// Goons is the index in Rows of the Goons row; the goon types' rows
	// come before it, their headings indented by two spaces.
	Goons int
}

// NewTable makes the score table of the crews' results (Result.Crews) in
// lang: the catalog's score.* headings, the glossary's goon types, the
// guards named in lang (CrewScore.NameIn). A goon type no crew scored
// has no row; the catacombs have one with Breakout only.
func NewTable(lang terms.Lang, g Game, crews []CrewScore) Table {
	t := Table{Header: make([]string, 1, 1+len(crews)), Footer: make([]string, 1, 1+len(crews))}
	t.Header[0], t.Footer[0] = lang.Sprintf("score.category"), lang.Sprintf("score.total")
	for i := range crews {
		t.Header = append(t.Header, crews[i].NameIn(lang))
		t.Footer = append(t.Footer, strconv.Itoa(crews[i].Breakdown.Total()))
	}
	row := func(label string, value func(*CrewScore) string) {
		r := make([]string, 1, 1+len(crews))
		r[0] = label
		for i := range crews {
			r = append(r, value(&crews[i]))
		}
		t.Rows = append(t.Rows, r)
	}
	num := func(f func(*Breakdown) int) func(*CrewScore) string {
		return func(c *CrewScore) string { return signed(f(&c.Breakdown)) }
	}
	row(lang.Sprintf("score.track"), func(c *CrewScore) string { return strconv.Itoa(c.Breakdown.Track) })
	row(lang.Sprintf("score.raid"), num(func(b *Breakdown) int { return b.Raid }))
	row(lang.Sprintf("score.leader-goal"), num(func(b *Breakdown) int { return b.LeaderGoal }))
	row(lang.Sprintf("score.end-game-goal"), num(func(b *Breakdown) int { return b.EndGameGoal }))
	for _, typ := range rules.ScoringGoonTypes {
		if !anyHas(crews, typ) {
			continue
		}
		row("  "+lang.Word(typ.String()), func(c *CrewScore) string {
			gs, ok := c.Breakdown.GoonTypes.Of(typ)
			switch {
			case !ok:
				return ""
			case typ == rules.Golems:
				return "(" + strconv.Itoa(gs.Count) + ")"
			}
			return signed(gs.Points)
		})
	}
	t.Goons = len(t.Rows)
	row(lang.Sprintf("score.goons"), num(func(b *Breakdown) int { return b.Goons }))
	row(lang.Sprintf("score.resources"), num(func(b *Breakdown) int { return b.Resources }))
	row(lang.Sprintf("score.tomes"), num(func(b *Breakdown) int { return b.Tomes }))
	row(lang.Sprintf("score.first-player"), num(func(b *Breakdown) int { return b.FirstPlayer }))
	if g.Breakout {
		row(lang.Sprintf("score.catacombs"), num(func(b *Breakdown) int { return b.Catacombs }))
	}
	return t
}

func anyHas(crews []CrewScore, typ rules.GoonType) bool {
	for i := range crews {
		if _, ok := crews[i].Breakdown.GoonTypes.Of(typ); ok {
			return true
		}
	}
	return false
}

// signed writes points with their sign: "+3", "0", "-2".
func signed(n int) string {
	if n > 0 {
		return fmt.Sprintf("+%d", n)
	}
	if n == 0 {
		return "0"
	}
	return fmt.Sprint(n)
}
