package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// DisplayCardEntry records an item card entering the item display (core
// rulebook, "Game Setup", step 5; Patrol Phase, "Refill Item Display").
type DisplayCardEntry struct {
	Card string `json:"card"`
	// Space is the display space from the item deck, 1 first; 0 if not said.
	Space int `json:"space,omitempty"`
	// Printed are the values printed on the card (log version 4), written
	// as a "printed" object.
	Printed *catalog.Card `json:"printed,omitempty"`
}

// Kind returns EntryDisplayCard.
func (*DisplayCardEntry) Kind() EntryKind { return EntryDisplayCard }

func (d *DisplayCardEntry) bind() error { return d.Printed.BindPrinted(catalog.ItemCard, d.Card) }

func (d *DisplayCardEntry) checkVersion(v int) error {
	if v < 4 && d.Printed != nil {
		return fmt.Errorf("the printed values of %s were added in version 4", d.Card)
	}
	return nil
}

func (d *DisplayCardEntry) check() error {
	if err := catalog.CheckCardName(d.Card); err != nil {
		return fmt.Errorf("display card: %w", err)
	}
	if d.Space < 0 || d.Space > 6 {
		return fmt.Errorf("display card: space %d; the item display has spaces 1 to 6", d.Space)
	}
	return checkPrintedOf(catalog.ItemCard, d.Card, d.Printed)
}

func (d *DisplayCardEntry) describe() string {
	if d.Space > 0 {
		return fmt.Sprintf("%s enters the item display (space %d)", d.Card, d.Space)
	}
	return d.Card + " enters the item display"
}

// play puts an item card in the space the entry names, or in the first
// empty space (space 1 is next to the item deck): in the setup, or in
// step 2 of the Patrol phase.
func (d *DisplayCardEntry) play(g *Game) error {
	rule := srcGameSetup
	if g.Phase == PhasePatrol {
		rule = srcRefillDisplay
		if err := g.atStep(StepRefillDisplay, rule, "refusal.tracker.step.display-early", "refusal.tracker.step.display-late"); err != nil {
			return err
		}
	} else if countFilled(g.Display) >= g.DisplaySize() {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: rule, Problem: fmt.Sprintf("the item display already holds %d cards, one per crew plus one", g.DisplaySize()),
			ProblemKey: "refusal.tracker.display-full", ProblemArgs: []any{g.DisplaySize()}}
	}
	if d.Space > g.DisplaySize() {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: rule, Problem: fmt.Sprintf("space %d of the item display is not used with %d crews", d.Space, len(g.Crews)), Allowed: fmt.Sprintf("1 to %d", g.DisplaySize()),
			ProblemKey: "refusal.tracker.display-space-unused", ProblemArgs: []any{d.Space, len(g.Crews)}, AllowedKey: "refusal.tracker.one-to", AllowedArgs: []any{g.DisplaySize()}}
	}
	if d.Space > 0 && g.Display[d.Space-1] != "" {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: rule, Problem: fmt.Sprintf("space %d of the item display already holds %s", d.Space, g.Display[d.Space-1]), Allowed: freeSpaces(g.Display),
			ProblemKey: "refusal.tracker.display-space-taken", ProblemArgs: []any{d.Space, g.Display[d.Space-1]}, AllowedKey: typed, AllowedArgs: []any{freeSpaces(g.Display)}}
	}
	if err := g.legalDraw(catalog.ItemCard, d.Card, rule); err != nil {
		return err
	}
	if err := g.legalPrinted(catalog.ItemCard, d.Card, d.Printed); err != nil {
		return err
	}
	g.enterPlay(catalog.ItemCard, d.Card, d.Printed)
	space := d.Space
	if space == 0 {
		space = slices.Index(g.Display, "") + 1
	}
	g.Display[space-1] = d.Card
	return nil
}

func freeSpaces(display []string) string {
	var out []string
	for i, c := range display {
		if c == "" {
			out = append(out, fmt.Sprint(i+1))
		}
	}
	return strings.Join(out, ", ")
}

// GoonCardEntry records a goon card entering a goon space (core rulebook,
// "Game Setup", step 7; Patrol Phase, "Advance Goon Cards").
type GoonCardEntry struct {
	Card string `json:"card"`
	// Suspicion is the number of suspicion icons typed in a log version 2
	// or 3 entry; it is read, but such an entry has no Printed values and
	// its replay is refused. Version 4 keeps the icons in Printed.
	Suspicion *int           `json:"suspicion,omitempty"`
	Location  rules.Location `json:"location"`
	// Bandit is the resource a Bandit shows, typed in a log version 3
	// entry; like Suspicion, version 4 keeps it in Printed.
	Bandit rules.Resource `json:"bandit,omitempty"`
	// Printed are the values printed on the card (log version 4): its
	// type, suspicion icons, valuables, effects and a Bandit's resource.
	// An entry with printed values has no Suspicion or Bandit.
	Printed *catalog.Card `json:"printed,omitempty"`
}

// Kind returns EntryGoonCard.
func (*GoonCardEntry) Kind() EntryKind { return EntryGoonCard }

func (e *GoonCardEntry) bind() error { return e.Printed.BindPrinted(catalog.GoonCard, e.Card) }

func (e *GoonCardEntry) checkVersion(v int) error {
	switch {
	case v >= 4 && (e.Suspicion != nil || e.Bandit != rules.NoResource):
		return errors.New("the goon card's \"suspicion\" and \"bandit\" are inside \"printed\" since version 4")
	case v < 4 && e.Printed != nil:
		return fmt.Errorf("the printed values of %s were added in version 4", e.Card)
	case v < 3 && e.Bandit != rules.NoResource:
		return errors.New("the goon card's \"bandit\" was added in version 3")
	case v < 2 && e.Suspicion != nil:
		return errors.New("the goon card's \"suspicion\" was added in version 2")
	}
	return nil
}

func (e *GoonCardEntry) check() error {
	if err := catalog.CheckCardName(e.Card); err != nil {
		return fmt.Errorf("goon card: %w", err)
	}
	if !e.Location.HasGoonSpace() {
		return fmt.Errorf("goon card: the %s has no goon space (only the Sewers, Infirmary, Smithy, Commissary and Chow Hall do)", e.Location)
	}
	if e.Suspicion != nil && (*e.Suspicion < 0 || *e.Suspicion > 12) {
		return fmt.Errorf("goon card: %d suspicion icons; a goon card shows 0 to a few, never more than the 12 cubes in the box", *e.Suspicion)
	}
	if e.Bandit < rules.NoResource || e.Bandit > rules.Gold {
		return fmt.Errorf("goon card: a Bandit shows scrap, potions, iron or gold")
	}
	if e.Printed != nil && (e.Suspicion != nil || e.Bandit != rules.NoResource) {
		return errors.New("goon card: since version 4 the suspicion icons and a Bandit's resource are among the printed values, not beside them")
	}
	return checkPrintedOf(catalog.GoonCard, e.Card, e.Printed)
}

func (e *GoonCardEntry) describe() string {
	s := fmt.Sprintf("%s enters the goon space at the %s", e.Card, e.Location)
	if e.Suspicion != nil {
		s += fmt.Sprintf(" (%s, as typed)", plural(*e.Suspicion, "suspicion icon", "suspicion icons"))
	}
	if e.Bandit != rules.NoResource {
		s += fmt.Sprintf(" (a Bandit showing %s)", e.Bandit)
	}
	if c := e.Printed; c != nil && c.Suspicion.Known {
		s += fmt.Sprintf(" (%s)", plural(c.Suspicion.Value, "suspicion icon", "suspicion icons"))
	}
	if c := e.Printed; c != nil && c.BanditResource != rules.NoResource {
		s += fmt.Sprintf(" (a Bandit showing %s)", c.BanditResource)
	}
	return s
}

// checkPrintedOf checks that printed values belong to the card named.
func checkPrintedOf(kind catalog.CardKind, name string, c *catalog.Card) error {
	if c == nil {
		return nil
	}
	if c.Kind != kind || !sameCard(c.Name, name) {
		return fmt.Errorf("%s card %s: the printed values are those of %s card %s", kind, name, c.Kind, c.Name)
	}
	return c.Check()
}

// play puts a goon card in its space with its printed values. In the
// setup its suspicion icons bring their cubes from the supply at once (core
// rulebook, "Game Setup", step 7); in the Patrol phase it refills a space
// emptied by the goons' advance (step 3), and its cubes come in step 4.
func (e *GoonCardEntry) play(g *Game) error {
	rule := srcGameSetup
	if g.Phase == PhasePatrol {
		rule = srcAdvance
		if err := g.atStep(StepRefillGoons, rule, "refusal.tracker.step.goons-early", "refusal.tracker.step.goons-late"); err != nil {
			return err
		}
	}
	l := &g.Locations[e.Location]
	if l.Goon != "" && g.Phase == PhaseSetup {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: rule, Location: e.Location, Problem: fmt.Sprintf("the goon space at the %s already holds %s", e.Location, l.Goon),
			ProblemKey: "refusal.tracker.goon-space-taken", ProblemArgs: []any{e.Location, l.Goon}}
	}
	if err := g.legalPrinted(catalog.GoonCard, e.Card, e.Printed); err != nil {
		return err
	}
	s := goonOf(e.Printed)
	if g.Phase == PhasePatrol {
		s.Card = e.Card
		if _, err := rules.PlaceGoon(g.goonSpaces(), e.Location, s); err != nil {
			return err
		}
	}
	if err := g.legalDraw(catalog.GoonCard, e.Card, rule); err != nil {
		return err
	}
	if g.Phase == PhaseSetup {
		if s.Suspicion > g.Supply.Suspicion {
			return &rules.RuleError{Err: ErrShort, Rule: srcGameSetup, Location: e.Location, Problem: fmt.Sprintf("%s shows %s, but the supply has only %s left", e.Card, plural(s.Suspicion, "suspicion icon", "suspicion icons"), plural(g.Supply.Suspicion, "suspicion cube", "suspicion cubes")),
				ProblemKey: "refusal.tracker.goon-icons-short", ProblemArgs: []any{e.Card, countWords(s.Suspicion, "refusal.tracker.suspicion-icons"), countWords(g.Supply.Suspicion, "refusal.tracker.suspicion-cubes")}}
		}
		l.Suspicion += s.Suspicion
		g.Supply.Suspicion -= s.Suspicion
	}
	g.enterPlay(catalog.GoonCard, e.Card, e.Printed)
	l.Goon, l.GoonIcons, l.GoonType, l.GoonBandit = e.Card, s.Suspicion, s.Type, s.Bandit
	return nil
}
