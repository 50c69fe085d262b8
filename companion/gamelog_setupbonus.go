package companion

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
)

// srcAdvanced is the advanced setup (core rulebook, "Advanced Setup", p. 16).
var srcAdvanced = rules.Source{Book: rules.CoreRulebook, Section: "Advanced Setup", Page: 16}

// ErrNotAdvanced: a starting bonus in a game without the advanced setup.
var ErrNotAdvanced = errors.New("not an advanced game")

// SetupBonusEntry records a starting bonus of the advanced setup: what the
// B side of a crew board or a chosen trait card gives its crew before the
// first round (core rulebook, "Advanced Setup", p. 16). The printed bonuses
// are not in the rulebook: the player enters what the board or card shows.
// Log version 4.
type SetupBonusEntry struct {
	Crew string `json:"crew"`
	// From is where the bonus is printed, in the player's words: "crew
	// board" or the trait card's name.
	From string `json:"from"`
	// Gain are the resource cubes taken from the supply.
	Gain rules.Resources `json:"-"`
	// Power and Suspicion are the cubes taken from the supply.
	Power     int `json:"power,omitempty"`
	Suspicion int `json:"suspicion,omitempty"`
	// Reputation is the stars gained on the reputation track.
	Reputation int `json:"reputation,omitempty"`
	// Storage changes the resource storage limit (side B may differ from 5):
	// the number added, negative to lower it.
	Storage int `json:"storage,omitempty"`
	// Goon is a goon card gained as a bonus; its effects resolve at once
	// (the rulebook's note under "Advanced Setup").
	Goon string `json:"goon,omitempty"`
	// Printed are the values printed on the goon card, written as a
	// "printed" object, as a goon-card entry writes them.
	Printed *Card `json:"-"`
}

// Kind returns EntrySetupBonus.
func (*SetupBonusEntry) Kind() EntryKind { return EntrySetupBonus }

// MarshalJSON writes the cubes by name.
func (s SetupBonusEntry) MarshalJSON() ([]byte, error) {
	type plain SetupBonusEntry
	return json.Marshal(struct {
		plain
		Gain    *cubesJSON        `json:"gain,omitempty"`
		Printed map[string]string `json:"printed,omitempty"`
	}{plain(s), toCubes(s.Gain), encodePrinted(s.Printed)})
}

// UnmarshalJSON reads the cubes by name.
func (s *SetupBonusEntry) UnmarshalJSON(data []byte) error {
	type plain SetupBonusEntry
	var w struct {
		plain
		Gain    *cubesJSON        `json:"gain"`
		Printed map[string]string `json:"printed"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*s = SetupBonusEntry(w.plain)
	s.Gain = w.Gain.resources()
	if w.Printed != nil && s.Goon == "" {
		return errors.New("setup bonus: printed values without a goon")
	}
	var err error
	s.Printed, err = decodePrinted(GoonCard, s.Goon, w.Printed)
	return err
}

func (s *SetupBonusEntry) check() error {
	if err := checkCrewName(s.Crew); err != nil {
		return fmt.Errorf("setup bonus: %w", err)
	}
	if err := checkText(s.From); err != nil {
		return fmt.Errorf("setup bonus: from: %w", err)
	}
	if err := checkCubes(s.Gain); err != nil {
		return fmt.Errorf("setup bonus: %w", err)
	}
	for _, n := range []struct {
		what string
		n    int
	}{{"power cubes", s.Power}, {"suspicion cubes", s.Suspicion}, {"reputation", s.Reputation}} {
		if n.n < 0 || n.n > 99 {
			return fmt.Errorf("setup bonus: %d %s; a bonus gives 0 to 99", n.n, n.what)
		}
	}
	if s.Storage < -99 || s.Storage > 99 {
		return fmt.Errorf("setup bonus: a storage limit change of %d; allowed: -99 to 99", s.Storage)
	}
	if s.Goon != "" {
		if err := checkCardName(s.Goon); err != nil {
			return fmt.Errorf("setup bonus: goon: %w", err)
		}
	}
	if s.Gain.Total() == 0 && s.Power == 0 && s.Suspicion == 0 && s.Reputation == 0 && s.Storage == 0 && s.Goon == "" {
		return errors.New("setup bonus: the bonus gives nothing")
	}
	return nil
}

func (s *SetupBonusEntry) describe() string {
	var parts []string
	if s.Power > 0 {
		parts = append(parts, fmt.Sprintf("%d power cube(s)", s.Power))
	}
	if s.Gain.Total() > 0 {
		parts = append(parts, describeCubes(s.Gain))
	}
	if s.Suspicion > 0 {
		parts = append(parts, fmt.Sprintf("%d suspicion cube(s)", s.Suspicion))
	}
	if s.Reputation > 0 {
		parts = append(parts, fmt.Sprintf("%d reputation", s.Reputation))
	}
	if s.Goon != "" {
		parts = append(parts, "the goon "+s.Goon)
	}
	if s.Storage != 0 {
		parts = append(parts, fmt.Sprintf("a storage limit change of %+d", s.Storage))
	}
	return fmt.Sprintf("%s gains a starting bonus from %s: %s", s.Crew, s.From, joinAnd(parts))
}

// heldBy returns the crew holding a goon card, or "".
func (g Game) heldBy(goon string) string {
	for _, c := range g.Crews {
		if containsFold(c.Goons, goon) {
			return c.Name
		}
	}
	return ""
}

// legalSetupBonus checks a starting bonus: only in the setup of an advanced
// game, for a seated crew, with the cubes in the supply, a storage limit
// that stays at 0 or more, and a goon card the catalog knows that is not
// on the board or with a crew.
func (g Game) legalSetupBonus(s *SetupBonusEntry) error {
	if !g.Advanced {
		return &rules.RuleError{Err: ErrNotAdvanced, Rule: srcAdvanced, Crew: s.Crew, Problem: "starting bonuses come with the advanced setup, and this game uses the standard setup"}
	}
	if g.Phase != PhaseSetup {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcAdvanced, Crew: s.Crew, Problem: fmt.Sprintf("starting bonuses are gained during setup, before round 1's Roll Call phase; the game is in %s", g.when())}
	}
	i, err := g.seatedCrew(s.Crew, srcAdvanced)
	if err != nil {
		return err
	}
	var short []string
	for _, k := range rules.AllResources {
		if n, have := s.Gain.Of(k), g.Supply.Resources.Of(k); n > have {
			short = append(short, fmt.Sprintf("%d %s but the supply has %d", n, k, have))
		}
	}
	if s.Power > g.Supply.Power {
		short = append(short, fmt.Sprintf("%d power cube(s) but the supply has %d", s.Power, g.Supply.Power))
	}
	if s.Suspicion > g.Supply.Suspicion {
		short = append(short, fmt.Sprintf("%d suspicion cube(s) but the supply has %d", s.Suspicion, g.Supply.Suspicion))
	}
	if len(short) > 0 {
		return &rules.RuleError{Err: ErrShort, Rule: srcAdvanced, Crew: s.Crew, Problem: "the bonus takes " + joinAnd(short) + "; a bonus takes cubes from the supply, and the box holds no more"}
	}
	if limit := g.Crews[i].Board.StorageLimit + s.Storage; limit < 0 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcAdvanced, Crew: s.Crew, Problem: fmt.Sprintf("the storage limit of %s would be %d; it cannot go below 0", s.Crew, limit)}
	}
	if s.Goon != "" {
		if l := g.goonSpaceOf(s.Goon); l != rules.NoLocation {
			return &rules.RuleError{Err: ErrSpaceTaken, Rule: srcAdvanced, Crew: s.Crew, Location: l, Problem: fmt.Sprintf("%s is in the goon space at the %s, not in the goon deck", s.Goon, l)}
		}
		if who := g.heldBy(s.Goon); who != "" {
			return &rules.RuleError{Err: ErrSpaceTaken, Rule: srcAdvanced, Crew: s.Crew, Problem: fmt.Sprintf("%s already has the goon %s", who, s.Goon)}
		}
		if err := g.legalPrinted(GoonCard, s.Goon, s.Printed); err != nil {
			return err
		}
		c, err := (Game{Cards: []Card{*s.Printed}}).cardValues(GoonCard, s.Goon, FieldType, FieldValuables, FieldEffects)
		if err != nil {
			return err
		}
		if err := checkCardEffects(c); err != nil {
			return err
		}
	}
	return nil
}

// applySetupBonus moves the cubes from the supply to the crew board, adds
// the reputation and the storage limit change, and gives the goon card,
// whose special effects resolve at once (waiting for a choice if they
// need one).
func (g *Game) applySetupBonus(s *SetupBonusEntry) {
	i := g.crewIndex(s.Crew)
	if i < 0 {
		return
	}
	cr := &g.Crews[i]
	b := &cr.Board
	for _, k := range rules.AllResources {
		b.Resources = b.Resources.With(k, b.Resources.Of(k)+s.Gain.Of(k))
		g.Supply.Resources = g.Supply.Resources.With(k, g.Supply.Resources.Of(k)-s.Gain.Of(k))
	}
	b.Power += s.Power
	g.Supply.Power -= s.Power
	b.Suspicion += s.Suspicion
	g.Supply.Suspicion -= s.Suspicion
	b.Reputation += s.Reputation
	b.StorageLimit += s.Storage
	if s.Goon == "" {
		return
	}
	c, _ := g.CardInPlay(GoonCard, s.Goon) // entered by Apply (entering)
	name := s.Goon
	cr.Goons = append(slices.Clone(cr.Goons), name)
	pending := slices.Clone(g.Pending)
	for _, e := range c.Effects.Value {
		pending = append(pending, PendingEffect{Crew: s.Crew, Card: name, Effect: e})
	}
	g.Pending = pending
	g.drainEffects()
}
