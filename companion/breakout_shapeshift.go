package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// Shapeshifters (Breakout rulebook, "Goon Cards – Shapeshifters"): a crew
// that recruits one discards it at once instead of gaining it, draws three
// goons from the top of the goon deck, keeps one and discards the others,
// and does it again when the goon kept is another Shapeshifter. The goons
// drawn are real cards, so the table tells which came up (a shapeshift
// entry); the guards keep the one the automa picks (ruling
// bo-solo-shapeshifter).

var srcBoShapeshifters = rules.Source{Book: rules.BreakoutRulebook, Section: "Goon Cards – Shapeshifters"}

// ShapeshiftDraw is the number of goons a Shapeshifter draws.
const ShapeshiftDraw = 3

// ShapeshiftDue is a Shapeshifter recruited whose draw waits: who recruited
// it, where, and the card.
type ShapeshiftDue struct {
	Crew     string
	Location rules.Location
	Card     string
}

// isShapeshifter reports whether a goon card's printed type is
// Shapeshifters, in a Breakout game.
func (g *Game) isShapeshifter(c catalog.Card) bool {
	return g.Breakout != nil && c.GoonType == rules.Shapeshifters
}

// shapeshift discards a Shapeshifter just recruited and queues its draw.
func (g *Game) shapeshift(crew string, loc rules.Location, card string) {
	g.GoonDiscard = append(g.GoonDiscard, card)
	g.Breakout.Shapeshifts = append(g.Breakout.Shapeshifts, ShapeshiftDue{Crew: crew, Location: loc, Card: card})
}

// ShapeshiftEntry records what a Shapeshifter's draw brought: the goons
// drawn from the goon deck (three, fewer only when the deck runs out) with
// their printed values, and the one kept (log version 7).
type ShapeshiftEntry struct {
	Crew  string   `json:"crew"`
	Drawn []string `json:"drawn,omitempty"`
	// Keep is the goon kept; empty only when nothing could be drawn.
	Keep string `json:"keep,omitempty"`
	// Printed are the printed values of the goons drawn, in the order of
	// Drawn.
	Printed []*catalog.Card `json:"printed,omitempty"`
}

// Kind returns EntryShapeshift.
func (*ShapeshiftEntry) Kind() EntryKind { return EntryShapeshift }

func (s *ShapeshiftEntry) actingCrew() string { return s.Crew }

func (s *ShapeshiftEntry) bind() error {
	for i, c := range s.Printed {
		if i < len(s.Drawn) {
			if err := c.BindPrinted(catalog.GoonCard, s.Drawn[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *ShapeshiftEntry) check() error {
	if err := checkCrewName(s.Crew); err != nil {
		return fmt.Errorf("shapeshift: %w", err)
	}
	if len(s.Drawn) > ShapeshiftDraw {
		return fmt.Errorf("shapeshift: %d goons drawn; a Shapeshifter draws %d", len(s.Drawn), ShapeshiftDraw)
	}
	if err := checkCardNames("shapeshift", s.Drawn); err != nil {
		return err
	}
	if dup := firstDuplicate(s.Drawn); dup != "" {
		return fmt.Errorf("shapeshift: %s is drawn twice", dup)
	}
	switch {
	case len(s.Drawn) == 0 && s.Keep != "":
		return fmt.Errorf("shapeshift: %s is kept, but no goon was drawn", s.Keep)
	case len(s.Drawn) > 0 && indexFold(s.Drawn, s.Keep) < 0:
		return fmt.Errorf("shapeshift: the goon kept must be one of those drawn (%s)", strings.Join(s.Drawn, ", "))
	case len(s.Printed) != 0 && len(s.Printed) != len(s.Drawn):
		return fmt.Errorf("shapeshift: printed values for %d goons, but %d were drawn", len(s.Printed), len(s.Drawn))
	}
	for i, c := range s.Printed {
		if err := checkPrintedOf(catalog.GoonCard, s.Drawn[i], c); err != nil {
			return fmt.Errorf("shapeshift: %w", err)
		}
	}
	return nil
}

func (s *ShapeshiftEntry) describe() string {
	if len(s.Drawn) == 0 {
		return fmt.Sprintf("%s Shapeshifter draws nothing: the goon deck is empty", possessive(s.Crew))
	}
	return fmt.Sprintf("%s Shapeshifter draws %s; %s %s %s", possessive(s.Crew), joinAnd(s.Drawn), subject(s.Crew), verb(s.Crew, "keeps", "keep"), s.Keep)
}

// play draws the goons, keeps one and discards the rest: the goon kept is
// gained as if recruited, with its icons, or draws again if it is a
// Shapeshifter too.
func (s *ShapeshiftEntry) play(g *Game) error {
	if err := g.needBreakout(s.Kind()); err != nil {
		return err
	}
	b := g.Breakout
	if len(b.Shapeshifts) == 0 || !strings.EqualFold(b.Shapeshifts[0].Crew, s.Crew) {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcBoShapeshifters, Crew: s.Crew, Problem: fmt.Sprintf("no Shapeshifter of %s waits for its draw", s.Crew), Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.no-shapeshift", ProblemArgs: []any{s.Crew}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	due := b.Shapeshifts[0]
	cards := make([]catalog.Card, len(s.Drawn))
	for i, name := range s.Drawn {
		if err := g.legalDraw(catalog.GoonCard, name, srcBoShapeshifters); err != nil {
			return err
		}
		var printed *catalog.Card
		if i < len(s.Printed) {
			printed = s.Printed[i]
		}
		if err := g.legalPrinted(catalog.GoonCard, name, printed); err != nil {
			return err
		}
		if err := g.checkCardEffects(*printed); err != nil {
			return err
		}
		cards[i] = g.enterPlay(catalog.GoonCard, name, printed)
	}
	if due.Crew == rules.Guards && len(cards) > 0 {
		if want := guardsShapeshiftKeep(cards); !sameCard(s.Keep, want) {
			return &rules.RuleError{Err: ErrNoReward, Rule: srcBoShapeshifters, Crew: rules.Guards, Problem: fmt.Sprintf("the guards keep %s, the goon showing the most suspicion icons (the first drawn on a tie), not %s", want, s.Keep), Allowed: want,
				ProblemKey: "refusal.tracker.guards-keep", ProblemArgs: []any{want, s.Keep}, AllowedKey: typed, AllowedArgs: []any{want}}
		}
	}
	b.Shapeshifts = b.Shapeshifts[1:]
	keep := indexFold(s.Drawn, s.Keep)
	for i, name := range s.Drawn {
		if i != keep {
			g.GoonDiscard = append(g.GoonDiscard, name)
		}
	}
	if keep < 0 {
		return nil // the goon deck is empty: nothing is gained
	}
	kept := cards[keep]
	if g.isShapeshifter(kept) {
		// Another Shapeshifter: it is discarded in turn and draws again,
		// before anything else.
		g.GoonDiscard = append(g.GoonDiscard, kept.Name)
		b.Shapeshifts = slices.Insert(b.Shapeshifts, 0, ShapeshiftDue{Crew: due.Crew, Location: due.Location, Card: kept.Name})
		return nil
	}
	cr := &g.Crews[g.crewIndex(due.Crew)]
	cr.Goons = append(cr.Goons, kept.Name)
	return g.gainEffects(due.Crew, due.Location, kept)
}

// guardsShapeshiftKeep returns the goon the guards keep of those drawn
// (automa.GuardsShapeshift).
func guardsShapeshiftKeep(drawn []catalog.Card) string {
	spaces := make([]rules.GoonSpace, len(drawn))
	for i := range drawn {
		spaces[i] = goonOf(&drawn[i])
	}
	keep, _ := automa.GuardsShapeshift(spaces)
	if keep < 0 {
		return ""
	}
	return drawn[keep].Name
}

// GuardsKeep fills in the goon the guards keep of those drawn for their
// Shapeshifter, from the printed values the entry carries or the game
// knows; it changes nothing when the entry's crew is not the guards.
func (g Game) GuardsKeep(s *ShapeshiftEntry) error {
	if s.Crew != rules.Guards || len(s.Drawn) == 0 {
		return nil
	}
	cards := make([]catalog.Card, len(s.Drawn))
	for i, name := range s.Drawn {
		switch c, ok := g.CardInPlay(catalog.GoonCard, name); {
		case i < len(s.Printed) && s.Printed[i] != nil:
			cards[i] = *s.Printed[i]
		case ok:
			cards[i] = c
		default:
			return errors.New("shapeshift: the suspicion icons of " + name + " are not known: type them after its name, as " + name + ":SUSPICION (e.g. " + name + ":2)")
		}
	}
	s.Keep = guardsShapeshiftKeep(cards)
	return nil
}
