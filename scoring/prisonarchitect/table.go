package prisonarchitect

import (
	"strconv"

	"github.com/lockup-companion/lockup/companion/terms"
)

// Table is a scored game as the score table's cells, in a language: a
// header of the wardens' names (and the Governor's column) after the
// category's heading, a row per category, and a footer of totals. The
// commands draw it (terminal, markdown) or write it as it is (csv).
type Table struct {
	Header []string
	Rows   [][]string
	Footer []string
}

// categoryKeys are the catalog's keys of the score categories, in
// ScoreCategories' order.
var categoryKeys = [...]string{"pa.cash", "pa.brick-and-mortar", "pa.organization", "pa.tracks", "pa.specialists", "pa.objectives", "pa.escapees", "pa.reintegration", "pa.inmates"}

// In is the category's heading in a language ("Brick and Mortar").
func (c ScoreCategory) In(lang terms.Lang) string {
	if int(c) < len(categoryKeys) {
		return lang.Sprintf(categoryKeys[c])
	}
	return c.String()
}

// NewTable makes the score table in lang: a row per category, a column per
// warden and the Governor (blank where he scores no such category).
func NewTable(lang terms.Lang, res *Result) Table {
	n := len(res.Wardens)
	if res.Governor != nil {
		n++
	}
	t := Table{Header: make([]string, 1, 1+n), Footer: make([]string, 1, 1+n)}
	t.Header[0], t.Footer[0] = lang.Sprintf("score.category"), lang.Sprintf("score.total")
	for i := range res.Wardens {
		t.Header = append(t.Header, res.Wardens[i].Name)
		t.Footer = append(t.Footer, strconv.Itoa(res.Wardens[i].Total()))
	}
	gov := res.Governor
	if gov != nil {
		t.Header = append(t.Header, lang.Sprintf("pa.governor-column", gov.Difficulty.String()))
		t.Footer = append(t.Footer, strconv.Itoa(gov.Total()))
	}
	for _, c := range ScoreCategories {
		r := make([]string, 1, 1+n)
		r[0] = c.In(lang)
		for i := range res.Wardens {
			v := res.Wardens[i].Breakdown[c]
			if c == CashVP || c == TracksVP {
				r = append(r, strconv.Itoa(v))
			} else {
				r = append(r, signed(v))
			}
		}
		if gov != nil {
			cell := ""
			switch c {
			case BrickAndMortarVP:
				cell = signed(gov.BrickAndMortar)
			case OrganizationVP:
				cell = signed(gov.Organization)
			case SpecialistsVP:
				cell = signed(gov.Specialists)
			case ObjectivesVP:
				cell = signed(gov.Objectives)
			}
			r = append(r, cell)
		}
		t.Rows = append(t.Rows, r)
	}
	return t
}
