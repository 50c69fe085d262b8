package companion

import (
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// HeadingIn words, in lang, the heading lockup play shows above the
// question x calls for: its first line says the round, the phase, in Lights
// Out the location (or the legend card) the phase has reached, and who (in
// lang already: whose turn, what happens); at a location whose rewards
// wait, details says what each crew there gets (ResolutionPreviewIn), a
// line each.
func (g Game) HeadingIn(lang terms.Lang, x Expectation, who string) (head, details string) {
	head = RoundPhaseIn(lang, x.Round, x.Phase)
	switch {
	case x.Phase == PhaseLightsOut && g.LightsOut.Legend:
		head += lang.Sprintf("play.header-legend")
	case x.Phase == PhaseLightsOut:
		head += lang.Sprintf("play.header-location", rules.LocationIn(lang, g.LightsOut.Next))
	}
	head = lang.Sprintf("play.header-who", head, who)
	if x.Kind != ExpectResolve {
		return head, ""
	}
	if res, err := g.Resolution(); err == nil {
		details = strings.Join(ResolutionPreviewIn(lang, &res, g.FirstPlayer), "\n")
	}
	return head, details
}

// RoundPhaseIn words, in lang, a round and its phase as a heading begins:
// "Round 2 · Roll Call". The phase is the glossary's term, or the English
// name where the glossary has none.
func RoundPhaseIn(lang terms.Lang, round int, p Phase) string {
	phase := p.String()
	if w := lang.Word(p.Slug()); lang != terms.En && w != p.Slug() {
		phase = w
	}
	return lang.Sprintf("play.header", round, phase)
}
