package companion

import (
	"errors"
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// The entries of the Breakout expansion (breakout.go keeps its state).

// needBreakout refuses a Breakout entry in a core game.
func (g *Game) needBreakout(k EntryKind) error {
	if g.Breakout == nil {
		return &rules.RuleError{Err: rules.ErrBreakout, Rule: srcBreakout, Problem: fmt.Sprintf("%s entries belong to the Breakout expansion, which this game does not use", k),
			ProblemKey: "refusal.tracker.breakout-only", ProblemArgs: []any{k.String()}}
	}
	return nil
}

// LegendCardEntry records a legend card becoming the active legend
// (Breakout rulebook, "Expansion Setup" and "Patrol Phase").
type LegendCardEntry struct {
	Card string `json:"card"`
	// Printed are the card's printed values (log version 6).
	Printed *catalog.Card `json:"printed,omitempty"`
}

// Kind returns EntryLegendCard.
func (*LegendCardEntry) Kind() EntryKind { return EntryLegendCard }

func (l *LegendCardEntry) check() error {
	if err := catalog.CheckCardName(l.Card); err != nil {
		return fmt.Errorf("legend card: %w", err)
	}
	return checkPrintedOf(catalog.LegendCard, l.Card, l.Printed)
}

func (l *LegendCardEntry) describe() string { return l.Card + " becomes the active legend" }

// TunnelEntry records the tunnel marker revealed at a location at setup
// (Breakout rulebook, "Expansion Setup"). Collapsed tunnels are not logged.
type TunnelEntry struct {
	// Double is true for a double tunnel, false for a single one.
	Double   bool           `json:"double,omitempty"`
	Location rules.Location `json:"location"`
}

// Kind returns EntryTunnel.
func (*TunnelEntry) Kind() EntryKind { return EntryTunnel }

func (t *TunnelEntry) check() error {
	if t.Location < rules.ExerciseYard || t.Location > rules.CellBlock {
		return fmt.Errorf("tunnel: tunnel markers go on locations 1 to 7, not the %s", t.Location)
	}
	return nil
}

func (t *TunnelEntry) describe() string {
	kind := "single"
	if t.Double {
		kind = "double"
	}
	return fmt.Sprintf("a %s tunnel is revealed at the %s", kind, t.Location)
}

// LanternEntry records a crew's lantern marker moving in the catacombs
// (Breakout rulebook, "Advancing in the Catacombs").
type LanternEntry struct {
	Crew string `json:"crew"`
	// Space is the space reached, as printed on the catacombs board (a
	// number, "tomb" or "escaped"): the board is not in the rulebooks.
	Space string          `json:"space"`
	Spend rules.Resources `json:"spend,omitzero"`
	// Loot is true when the space reached shows the loot icon; it is read
	// only when the game has no catacombs map (log version 6).
	Loot bool `json:"loot,omitempty"`
	// Stay is true when the crew keeps its lantern where it is at the
	// tunnel, or stops after one space of a double tunnel (ruling
	// bo-tunnel-stay; log version 7): Space is then empty.
	Stay bool `json:"stay,omitempty"`
}

// Kind returns EntryLantern.
func (*LanternEntry) Kind() EntryKind { return EntryLantern }

func (l *LanternEntry) check() error {
	if err := checkCrewName(l.Crew); err != nil {
		return fmt.Errorf("lantern: %w", err)
	}
	if l.Stay {
		if l.Space != "" || l.Spend.Total() > 0 || l.Loot {
			return errors.New("lantern: a lantern that stays reaches no space and spends nothing")
		}
		return nil
	}
	if _, err := rules.ParseSpace(l.Space); err != nil {
		return fmt.Errorf("lantern: space: %w", err)
	}
	if err := checkCubes(l.Spend); err != nil {
		return fmt.Errorf("lantern: %w", err)
	}
	return nil
}

func (l *LanternEntry) describe() string {
	if l.Stay {
		return fmt.Sprintf("%s %s their lantern where it is", subject(l.Crew), verb(l.Crew, "keeps", "keep"))
	}
	s := fmt.Sprintf("%s %s their lantern to %s", subject(l.Crew), verb(l.Crew, "moves", "move"), l.Space)
	if l.Spend.Total() > 0 {
		s += ", spending " + describeCubes(l.Spend)
	}
	return s
}

// LootEntry records a crew taking a loot token (Breakout rulebook,
// "Advancing in the Catacombs"): it uses it at once or scores one star.
type LootEntry struct {
	Crew string `json:"crew"`
	// Loot is what the token shows, in the player's words.
	Loot string `json:"loot"`
	// Scored is true when the crew took one reputation star instead of
	// using the token.
	Scored bool `json:"scored,omitempty"`
	// Printed are the token's printed values (log version 6).
	Printed *catalog.Card `json:"printed,omitempty"`
	// Changes are what the token did when its effect is played at the
	// table and entered by hand (log version 6).
	Changes []Change `json:"changes,omitempty"`
}

// Kind returns EntryLoot.
func (*LootEntry) Kind() EntryKind { return EntryLoot }

func (l *LootEntry) check() error {
	if err := checkCrewCard("loot", l.Crew, l.Loot); err != nil {
		return err
	}
	for _, c := range l.Changes {
		if err := c.check(); err != nil {
			return fmt.Errorf("loot: change: %w", err)
		}
	}
	if l.Scored && len(l.Changes) > 0 {
		return errors.New("loot: a token scored for one star does nothing else")
	}
	return checkPrintedOf(catalog.LootCard, l.Loot, l.Printed)
}

func (l *LootEntry) describe() string {
	if l.Scored {
		return fmt.Sprintf("%s %s the loot token %s and %s one star instead of using it", subject(l.Crew), verb(l.Crew, "takes", "take"), l.Loot, verb(l.Crew, "scores", "score"))
	}
	return fmt.Sprintf("%s %s the loot token %s", subject(l.Crew), verb(l.Crew, "takes and uses", "take and use"), l.Loot)
}

func (l *LegendCardEntry) bind() error { return l.Printed.BindPrinted(catalog.LegendCard, l.Card) }

func (l *LegendCardEntry) checkVersion(v int) error {
	if v < 6 && l.Printed != nil {
		return fmt.Errorf("the printed values of %s were added in version 6", l.Card)
	}
	return nil
}

func (l *LootEntry) bind() error { return l.Printed.BindPrinted(catalog.LootCard, l.Loot) }

func (l *LootEntry) checkVersion(v int) error {
	if v < 6 && (l.Printed != nil || len(l.Changes) > 0) {
		return fmt.Errorf("the printed values and changes of loot %s were added in version 6", l.Loot)
	}
	return nil
}

func (l *LanternEntry) checkVersion(v int) error {
	if v < 7 && l.Stay {
		return errors.New("a lantern entry's \"stay\" was added in version 7")
	}
	if v < 6 && l.Loot {
		return errors.New("a lantern entry's \"loot\" was added in version 6")
	}
	return nil
}
