package companion

import (
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// BonusWords are the words of a starting bonus of the advanced setup
// (lockup bonus).
type BonusWords struct {
	// Crew is the crew typed; From where the bonus is printed.
	Crew string
	From string
	// What the bonus gives, as typed.
	Power      int
	Suspicion  int
	Cubes      rules.Resources
	Reputation int
	Storage    int
	// Goon is a goon card gained, as named; "" for none.
	Goon string
}

// Entry makes the bonus (core rulebook, "Advanced Setup"). A goon gained
// carries its printed values from the card catalog, which open reads only
// then, and takes the catalog's spelling.
func (w BonusWords) Entry(g *Game, open OpenCards) (Payload, error) {
	crew, err := g.MatchCrew(w.Crew)
	if err != nil {
		return nil, err
	}
	e := &SetupBonusEntry{
		Crew: crew, From: w.From, Gain: w.Cubes, Power: w.Power, Suspicion: w.Suspicion,
		Reputation: w.Reputation, Storage: w.Storage, Goon: w.Goon,
	}
	if w.Goon == "" {
		return e, nil
	}
	cards, err := open()
	if err != nil {
		return nil, err
	}
	if e.Printed, err = cards.Fill(catalog.GoonCard, w.Goon, catalog.Card{}); err != nil {
		return nil, err
	}
	e.Goon = e.Printed.Name
	return e, nil
}

// TunnelWords are the words of a tunnel marker revealed at setup (lockup
// tunnel): its location and single or double.
type TunnelWords struct {
	// Location is the location typed; Kind single or double.
	Location string
	Kind     string
}

// Entry makes the tunnel: one of locations 1 to 7 (Breakout rulebook,
// "Expansion Setup").
func (w TunnelWords) Entry() (*TunnelEntry, error) {
	loc, err := MatchLocation(w.Location, rules.FirstSevenLocations...)
	if err != nil {
		return nil, &WordsError{Err: err}
	}
	t, err := rules.ParseTunnel(strings.ToLower(strings.TrimSpace(w.Kind)))
	if err != nil {
		return nil, wordsErr("the tunnel: %w", err)
	}
	return &TunnelEntry{Location: loc, Double: t == rules.DoubleTunnel}, nil
}
