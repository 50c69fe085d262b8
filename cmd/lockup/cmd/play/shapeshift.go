package play

import (
	"errors"
	"fmt"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// shapeshift asks for the goons a Shapeshifter draws, one at a time as
// they come off the goon deck (their printed values asked once), and
// which one the crew keeps; the guards keep theirs by their rule (Breakout
// rulebook, "Goon Cards – Shapeshifters").
func (p *player) shapeshift(x companion.Expectation) (companion.Payload, error) {
	p.header = playHeader(p.g, x, fmt.Sprintf("%s's Shapeshifter %s is discarded", x.Crew, x.Shapeshifter))
	e := &companion.ShapeshiftEntry{Crew: x.Crew}
	for i := range companion.ShapeshiftDraw {
		f, a := buildDrawnForm(fmt.Sprintf("%s draws goon %d of %d from the goon deck: which is it?", x.Crew, i+1, companion.ShapeshiftDraw),
			`CARD, or CARD:SUSPICION[:RESOURCE] when the catalog does not know it, or "deck empty"`, true)
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		if a.DeckEmpty {
			break
		}
		ge, typed, err := cmdutil.ParseGoonArgs([]string{rules.Sewers.Slug(), a.Card})
		if err == nil {
			var printed *catalog.Card
			if printed, err = p.printed(catalog.GoonCard, ge.Card, typed); err == nil {
				e.Drawn = append(e.Drawn, printed.Name)
				e.Printed = append(e.Printed, printed)
			}
		}
		if errors.Is(err, errStopPlay) {
			return nil, err
		}
		if err != nil {
			cmdutil.PrintErrLine(p.io, err.Error())
			return nil, nil
		}
	}
	switch {
	case len(e.Drawn) == 0:
	case x.Crew == rules.Guards:
		if err := p.g.GuardsKeep(e); err != nil {
			return nil, err
		}
		p.only(fmt.Sprintf("The guards keep %s, the goon showing the most suspicion icons", e.Keep))
	case len(e.Drawn) == 1:
		e.Keep = e.Drawn[0]
		p.only(fmt.Sprintf("%s keeps %s, the only goon drawn", x.Crew, e.Keep))
	default:
		f, a := buildShapeshiftKeepForm(x.Crew, e.Drawn)
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		e.Keep = a.Card
	}
	return e, nil
}

// buildShapeshiftKeepForm asks which of the goons drawn the crew keeps.
func buildShapeshiftKeepForm(crew string, drawn []string) (*huh.Group, *cardAnswers) {
	a := &cardAnswers{Card: drawn[0]}
	opts := make([]huh.Option[string], len(drawn))
	for i, d := range drawn {
		opts[i] = huh.NewOption(d, d)
	}
	return huh.NewGroup(huh.NewSelect[string]().Title(crew + " keeps which goon? (the others are discarded)").Options(opts...).Value(&a.Card)), a
}
