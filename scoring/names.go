package scoring

import "github.com/lockup-companion/lockup/companion/terms"

// NameIn is the side's name in the score table and the verdict, in a
// language: a crew's as typed, the solitary guards' in the reader's
// language ("guards" in English, as in files).
func (c *CrewScore) NameIn(lang terms.Lang) string {
	if c.Guards && lang != terms.En {
		return lang.Sprintf("score.guards")
	}
	return c.Name
}

// WinnersIn names the winners as Winners does, the guards in a language
// (NameIn).
func (r *Result) WinnersIn(lang terms.Lang) []string {
	var out []string
	for i := range r.crews[:r.seats] {
		if r.winners.Has(i) {
			out = append(out, r.crews[i].NameIn(lang))
		}
	}
	return out
}
