package prisonarchitect

import "github.com/lockup-companion/lockup/companion/terms"

// WinnersIn names the winners as Winners does, the Governor in a language
// ("the Governor").
func (r *Result) WinnersIn(lang terms.Lang) []string {
	out := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		if w == GovernorName {
			w = lang.Sprintf("pa.the-governor")
		}
		out[i] = w
	}
	return out
}
