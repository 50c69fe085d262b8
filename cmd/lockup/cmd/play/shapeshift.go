package play

import (
	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// shapeshift asks for the goons a Shapeshifter draws, one at a time as
// they come off the goon deck (their printed values asked once), and
// which one the crew keeps; the guards keep theirs by their rule (Breakout
// rulebook, "Goon Cards – Shapeshifters").
func (p *player) shapeshift(x companion.Expectation) (companion.Payload, error) {
	p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.shapeshift-discarded", rules.NameIn(p.lang, x.Crew), x.Shapeshifter))
	e := &companion.ShapeshiftEntry{Crew: x.Crew}
	for i := range companion.ShapeshiftDraw {
		f, a := buildDrawnFormIn(p.lang, p.lang.Sprintf("play.shapeshift-draws", rules.NameIn(p.lang, x.Crew), i+1, companion.ShapeshiftDraw),
			p.lang.Sprintf("play.shapeshift-hint"), true)
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		if a.DeckEmpty {
			break
		}
		ge, typed, err := companion.ParseGoonCard(rules.Sewers.Slug(), a.Card)
		if err == nil {
			var printed *catalog.Card
			if printed, err = p.printed(catalog.GoonCard, ge.Card, typed); err == nil {
				e.Drawn = append(e.Drawn, printed.Name)
				e.Printed = append(e.Printed, printed)
			}
		}
		if err != nil {
			return nil, p.cardProblem(err)
		}
	}
	switch {
	case len(e.Drawn) == 0:
	case x.Crew == rules.Guards:
		if err := p.g.GuardsKeep(e); err != nil {
			return nil, err
		}
		p.only(p.lang.Sprintf("play.shapeshift-guards-keep", e.Keep))
	case len(e.Drawn) == 1:
		e.Keep = e.Drawn[0]
		p.only(p.lang.Sprintf("play.shapeshift-only", x.Crew, e.Keep))
	default:
		f, a := buildShapeshiftKeepForm(p.lang, x.Crew, e.Drawn)
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		e.Keep = a.Card
	}
	return e, nil
}

// buildShapeshiftKeepForm asks which of the goons drawn the crew keeps.
func buildShapeshiftKeepForm(lang terms.Lang, crew string, drawn []string) (*huh.Group, *cardAnswers) {
	a := &cardAnswers{Card: drawn[0]}
	opts := make([]huh.Option[string], len(drawn))
	for i, d := range drawn {
		opts[i] = huh.NewOption(d, d)
	}
	return cmdutil.NewGroup(cmdutil.NewSelect[string]().Title(lang.Sprintf("play.shapeshift-keep", crew)).Options(opts...).Value(&a.Card)), a
}
