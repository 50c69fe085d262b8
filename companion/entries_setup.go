package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/text"
)

// SetupEntry records the table at the start of a game (core rulebook,
// "Game Setup"; Breakout rulebook, "Expansion Setup"). It starts a game
// (NewGame) and is never played on one.
type SetupEntry struct {
	// Crews in seating order, clockwise; the first holds the first player
	// marker (core rulebook, "Game Setup", step 15).
	Crews    []SetupCrew `json:"crews"`
	Breakout bool        `json:"breakout,omitempty"`
	Solo     bool        `json:"solo,omitempty"`
	// Advanced is the advanced setup: B sides of the crew boards and traits
	// (core rulebook, "Advanced Setup").
	Advanced bool `json:"advanced,omitempty"`
	// Goals names the goal cards drawn (one leader, one instant unless solo,
	// one end game; core rulebook, "Game Setup", step 14).
	Goals   []string      `json:"goals,omitempty"`
	Edition rules.Edition `json:"edition"`
	// GoalCards are the printed values of the goals, by goal name (log
	// version 4).
	GoalCards map[string]*catalog.Card `json:"printed,omitempty"`
	// Difficulty is the level of a solitary game (log version 5).
	Difficulty rules.Difficulty `json:"difficulty,omitzero"`
	// Decks is how a solitary game's guard and location decks are run:
	// table (the default) or app (log version 5).
	Decks DeckMode `json:"decks,omitzero"`
	// GuardCards are the printed values of the guard cards the app shuffles
	// (Decks app): the game's copy of the card catalog's, so that a replay
	// and an audit never read the catalog (log version 5).
	GuardCards []rules.GuardCard `json:"guard_cards,omitempty"`
	// LocationCard is what the location card Breakout adds shows, when the
	// app shuffles the location deck of a solitary Breakout game: the app
	// must know every card it shuffles (Breakout rulebook, "Solitary Mode –
	// Setup"; log version 6).
	LocationCard rules.LocationCard `json:"location_card,omitzero"`
	// Catacombs is the catacombs board as the player typed it into the
	// card catalog, copied here so that a replay never reads the catalog;
	// nil when it was not typed (Breakout; log version 6).
	Catacombs *CatacombsForm `json:"catacombs,omitempty"`
	// Legends are the legend cards the app shuffles into the legend deck
	// (Breakout with decks app; log version 6).
	Legends []string `json:"legends,omitempty"`
	// LegendCards are their printed values, by name, as the card catalog
	// gives them (log version 7): each legend card the app turns up
	// carries them.
	LegendCards map[string]*catalog.Card `json:"legend_cards,omitempty"`
}

// CatacombsForm is a catacombs board as game files write it: each space by
// its label, with its loot icon and the paths leaving it.
type CatacombsForm struct {
	Spaces []SpaceForm `json:"spaces"`
}

// SpaceForm is one space of a CatacombsForm.
type SpaceForm struct {
	Space string     `json:"space"`
	Loot  bool       `json:"loot,omitempty"`
	Paths []PathForm `json:"paths,omitempty"`
}

// PathForm is one path leaving a space: the next space and its cost.
type PathForm struct {
	To   string          `json:"to"`
	Cost rules.Resources `json:"cost,omitzero"`
}

// FormOf writes a board as game files do.
func FormOf(m rules.Catacombs) *CatacombsForm {
	f := &CatacombsForm{Spaces: make([]SpaceForm, len(m.Spaces))}
	for i, s := range m.Spaces {
		f.Spaces[i] = SpaceForm{Space: s.Label(), Loot: s.Loot}
	}
	for _, p := range m.Paths {
		sp := &f.Spaces[p.From]
		sp.Paths = append(sp.Paths, PathForm{To: m.Spaces[p.To].Label(), Cost: p.Cost})
	}
	return f
}

// board reads the form back into a board and checks it.
func (f *CatacombsForm) board() (rules.Catacombs, error) {
	var m rules.Catacombs
	if len(f.Spaces) > 200 {
		return m, fmt.Errorf("setup: catacombs: %d spaces; a board has far fewer", len(f.Spaces))
	}
	for _, sf := range f.Spaces {
		s, err := rules.ParseSpace(sf.Space)
		if err != nil {
			return m, fmt.Errorf("setup: catacombs: %w", err)
		}
		if m.Find(s) >= 0 {
			return m, fmt.Errorf("setup: catacombs: %s is written twice", sf.Space)
		}
		s.Loot = sf.Loot
		m.Spaces = append(m.Spaces, s)
	}
	for i, sf := range f.Spaces {
		for _, pf := range sf.Paths {
			to, err := rules.ParseSpace(pf.To)
			if err != nil {
				return m, fmt.Errorf("setup: catacombs: path from %s: %w", sf.Space, err)
			}
			j := m.Find(to)
			if j < 0 {
				return m, fmt.Errorf("setup: catacombs: a path from %s leads to %s, which the board does not have", sf.Space, pf.To)
			}
			if err := checkCubes(pf.Cost); err != nil {
				return m, fmt.Errorf("setup: catacombs: path from %s: %w", sf.Space, err)
			}
			m.Paths = append(m.Paths, rules.Path{From: i, To: j, Cost: pf.Cost})
		}
	}
	if err := m.Check(); err != nil {
		return m, fmt.Errorf("setup: catacombs: %w", err)
	}
	return m, nil
}

// SetupCrew is one crew at the table.
type SetupCrew struct {
	// Name is what the players call the crew: a player's name or a colour.
	Name string `json:"name"`
	// Trait is the trait card chosen in the advanced setup.
	Trait string `json:"trait,omitempty"`
	// Colour is the colour of the crew's board and tokens, in the players'
	// words (log version 2).
	Colour string `json:"colour,omitempty"`
}

// Kind returns EntrySetup.
func (*SetupEntry) Kind() EntryKind { return EntrySetup }

func (s *SetupEntry) bind() error {
	for name, c := range s.GoalCards {
		if !slices.Contains(s.Goals, name) {
			return fmt.Errorf("printed values for %q, which is not one of the goals", name)
		}
		if err := c.BindPrinted(catalog.GoalCard, name); err != nil {
			return err
		}
	}
	for name, c := range s.LegendCards {
		if !slices.Contains(s.Legends, name) {
			return fmt.Errorf("printed values for %q, which is not one of the legend cards", name)
		}
		if err := c.BindPrinted(catalog.LegendCard, name); err != nil {
			return err
		}
	}
	return nil
}

func (s *SetupEntry) checkVersion(v int) error {
	if v < 7 && (len(s.LegendCards) > 0 || s.LocationCard != rules.NoLocationCard) {
		return errors.New("the setup's legend_cards and location_card were added in version 7")
	}
	if v < 6 && (s.Catacombs != nil || len(s.Legends) > 0 || (s.Breakout && s.Decks != NoDeckMode)) {
		return errors.New("the Breakout games' catacombs, legends and decks were added in version 6")
	}
	if v < 5 && (s.Difficulty != rules.NoDifficulty || s.Decks != NoDeckMode || len(s.GuardCards) > 0) {
		return errors.New("solitary games (difficulty, decks, guard_cards) were added in version 5")
	}
	if v < 4 && len(s.GoalCards) > 0 {
		return errors.New("the goals' printed values were added in version 4")
	}
	if v < 2 {
		for _, c := range s.Crews {
			if c.Colour != "" {
				return errors.New("the crew's \"colour\" was added in version 2")
			}
		}
	}
	return nil
}

func (s *SetupEntry) check() error {
	if s.Edition != rules.Edition2019 && s.Edition != rules.Edition2018 {
		return errors.New("setup: the edition must be 2019 or 2018")
	}
	maxCrews := 5
	if s.Solo {
		maxCrews = 1
	}
	if len(s.Crews) < 1 || len(s.Crews) > maxCrews || (!s.Solo && len(s.Crews) < 2) {
		return fmt.Errorf("setup: %d crews; a game has 2 to 5 crews, or 1 in solitary mode", len(s.Crews))
	}
	seen := map[string]bool{}
	for _, c := range s.Crews {
		if err := checkCrewName(c.Name); err != nil {
			return fmt.Errorf("setup: %w", err)
		}
		if seen[text.Key(c.Name)] {
			return fmt.Errorf("setup: two crews are called %s (names match ignoring case, spacing and Unicode normalisation)", text.Quote(c.Name))
		}
		seen[text.Key(c.Name)] = true
		if c.Colour != "" {
			if err := input.CheckText(c.Colour); err != nil {
				return fmt.Errorf("setup: colour of %q: %w", c.Name, err)
			}
		}
		if c.Trait != "" {
			if !s.Advanced {
				return fmt.Errorf("setup: crew %q has a trait, but traits are only used in the advanced setup", c.Name)
			}
			if err := catalog.CheckCardName(c.Trait); err != nil {
				return fmt.Errorf("setup: trait of %q: %w", c.Name, err)
			}
		}
	}
	if s.Solo {
		if s.Difficulty == rules.NoDifficulty {
			return errors.New("setup: a solitary game needs its difficulty (moderate, challenging or expert)")
		}
		if strings.EqualFold(s.Crews[0].Name, rules.Guards) {
			return fmt.Errorf("setup: the crew cannot be called %q: that is the guards' name", s.Crews[0].Name)
		}
		if (s.Decks == AppDecks) != (len(s.GuardCards) > 0) {
			return errors.New("setup: the guard cards' values come with the app's decks (decks: app), and only with them")
		}
		if len(s.GuardCards) > 26 {
			return fmt.Errorf("setup: %d guard cards; the box holds 26 with Breakout", len(s.GuardCards))
		}
		if s.LocationCard != rules.NoLocationCard && (!s.Breakout || s.Decks != AppDecks) {
			return errors.New("setup: the Breakout location card's face is given only when the app shuffles a solitary Breakout game's decks")
		}
	} else if s.Difficulty != rules.NoDifficulty || (s.Decks != NoDeckMode && !s.Breakout) || len(s.GuardCards) > 0 {
		return errors.New("setup: difficulty, decks and guard cards belong to solitary games (decks to Breakout games too)")
	}
	if !s.Breakout && (s.Catacombs != nil || len(s.Legends) > 0) {
		return errors.New("setup: the catacombs and the legend cards belong to the Breakout expansion")
	}
	if s.Breakout && s.Decks == AppDecks && len(s.Legends) == 0 {
		return errors.New("setup: the app's decks shuffle the legend cards of the card catalog; none are given")
	}
	if len(s.Legends) > 18 {
		return fmt.Errorf("setup: %d legend cards; the box holds 18", len(s.Legends))
	}
	if err := checkCardNames("setup: legend", s.Legends); err != nil {
		return err
	}
	for name, c := range s.LegendCards {
		if !slices.Contains(s.Legends, name) {
			return fmt.Errorf("setup: printed values for legend card %q, which the app does not shuffle", name)
		}
		if err := checkPrintedOf(catalog.LegendCard, name, c); err != nil {
			return fmt.Errorf("setup: %w", err)
		}
	}
	if dup := firstDuplicate(s.Legends); dup != "" {
		return fmt.Errorf("setup: legend card %s is given twice", dup)
	}
	if s.Catacombs != nil {
		if _, err := s.Catacombs.board(); err != nil {
			return err
		}
	}
	maxGoals := 3
	if s.Solo {
		maxGoals = 2
	}
	if len(s.Goals) > maxGoals {
		return fmt.Errorf("setup: %d goal cards; a game draws at most %d (no instant goal in solitary mode)", len(s.Goals), maxGoals)
	}
	if len(s.Goals) > 3 {
		return fmt.Errorf("setup: %d goal cards; a game draws at most 3", len(s.Goals))
	}
	for _, g := range s.Goals {
		if err := catalog.CheckCardName(g); err != nil {
			return fmt.Errorf("setup: goal: %w", err)
		}
	}
	for name, c := range s.GoalCards {
		if c == nil || c.Kind != catalog.GoalCard || !slices.Contains(s.Goals, name) || !sameCard(c.Name, name) {
			return fmt.Errorf("setup: printed values for %q, which is not one of the goals", name)
		}
	}
	types := make([]catalog.GoalType, len(s.Goals))
	for i, name := range s.Goals {
		if c := s.GoalCards[name]; c != nil {
			types[i] = c.GoalType
		}
	}
	if clashes := GoalClashes(s.Goals, types); len(clashes) > 0 {
		c := clashes[0]
		return fmt.Errorf("setup: goals %s and %s are both %s goals; a game draws one goal of each type (core rulebook, \"Game Setup\", step 14)", c.First, c.Second, c.Type)
	}
	return nil
}

// play refuses: a game has one setup, its first entry.
func (s *SetupEntry) play(*Game) error {
	return &rules.RuleError{Err: ErrWrongPhase, Rule: srcGameSetup, Problem: "the game is already set up; start a new game for another table",
		ProblemKey: "refusal.tracker.already-set-up"}
}

func (s *SetupEntry) describe() string {
	names := make([]string, len(s.Crews))
	for i, c := range s.Crews {
		names[i] = c.Name
		if c.Colour != "" {
			names[i] += " (" + c.Colour + ")"
		}
		if c.Trait != "" {
			names[i] += " (" + c.Trait + ")"
		}
	}
	game := s.Edition.String() + " core game"
	if s.Breakout {
		game += " with Breakout"
	}
	var b strings.Builder
	if s.Solo {
		fmt.Fprintf(&b, "a solitary game of the %s for %s against the guards", game, names[0])
		if s.Difficulty != rules.NoDifficulty {
			fmt.Fprintf(&b, ", %s level (%s)", s.Difficulty, s.Difficulty.Title())
		}
		if s.Decks == AppDecks {
			b.WriteString(", the app running the guard and location decks")
		} else {
			b.WriteString(", the guard and location decks at the table")
		}
	} else {
		fmt.Fprintf(&b, "a game of the %s for %d crews, in seating order %s; %s has the first player marker", game, len(names), joinAnd(names), s.Crews[0].Name)
	}
	if s.Advanced {
		b.WriteString("; advanced setup")
	}
	if len(s.Goals) > 0 {
		b.WriteString("; goals: " + joinAnd(s.Goals))
	}
	return b.String()
}

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
	// Gain are the resource cubes taken from the supply.
	Gain rules.Resources `json:"gain,omitzero"`
	// Printed are the values printed on the goon card, as a goon-card entry
	// carries them.
	Printed *catalog.Card `json:"printed,omitempty"`
}

// Kind returns EntrySetupBonus.
func (*SetupBonusEntry) Kind() EntryKind { return EntrySetupBonus }

func (s *SetupBonusEntry) actingCrew() string { return s.Crew }

func (s *SetupBonusEntry) bind() error {
	if s.Printed != nil && s.Goon == "" {
		return errors.New("setup bonus: printed values without a goon")
	}
	return s.Printed.BindPrinted(catalog.GoonCard, s.Goon)
}

func (s *SetupBonusEntry) check() error {
	if err := checkCrewName(s.Crew); err != nil {
		return fmt.Errorf("setup bonus: %w", err)
	}
	if err := input.CheckText(s.From); err != nil {
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
		if err := catalog.CheckCardName(s.Goon); err != nil {
			return fmt.Errorf("setup bonus: goon: %w", err)
		}
	}
	if s.Gain.Total() == 0 && s.Power == 0 && s.Suspicion == 0 && s.Reputation == 0 && s.Storage == 0 && s.Goon == "" {
		return errors.New("setup bonus: the bonus gives nothing")
	}
	return checkPrintedOf(catalog.GoonCard, s.Goon, s.Printed)
}

func (s *SetupBonusEntry) describe() string {
	var parts []string
	if s.Power > 0 {
		parts = append(parts, plural(s.Power, "power cube", "power cubes"))
	}
	if s.Gain.Total() > 0 {
		parts = append(parts, describeCubes(s.Gain))
	}
	if s.Suspicion > 0 {
		parts = append(parts, plural(s.Suspicion, "suspicion cube", "suspicion cubes"))
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

// play checks a starting bonus (only in the setup of an advanced game, for
// a seated crew, with the cubes in the supply, a storage limit that stays
// at 0 or more, and a goon card still in the goon deck), then moves the
// cubes from the supply to the crew board, adds the reputation and the
// storage limit change, and gives the goon card, whose special effects
// resolve at once (waiting for a choice if they need one).
func (s *SetupBonusEntry) play(g *Game) error {
	if !g.Advanced {
		return &rules.RuleError{Err: ErrNotAdvanced, Rule: srcAdvanced, Crew: s.Crew, Problem: "starting bonuses come with the advanced setup, and this game uses the standard setup",
			ProblemKey: "refusal.tracker.bonus-advanced"}
	}
	i, err := g.seatedCrew(s.Crew, srcAdvanced)
	if err != nil {
		return err
	}
	var short []string
	var shortWords []any
	for _, k := range rules.AllResources {
		if n, have := s.Gain.Of(k), g.Supply.Resources.Of(k); n > have {
			short = append(short, fmt.Sprintf("%d %s but the supply has %d", n, k, have))
			shortWords = append(shortWords, phrase("refusal.tracker.bonus-short", phrase("refusal.tracker.cubes-of", n, k), have))
		}
	}
	if s.Power > g.Supply.Power {
		short = append(short, fmt.Sprintf("%s but the supply has %d", plural(s.Power, "power cube", "power cubes"), g.Supply.Power))
		shortWords = append(shortWords, phrase("refusal.tracker.bonus-short", countWords(s.Power, "refusal.tracker.power-cubes"), g.Supply.Power))
	}
	if s.Suspicion > g.Supply.Suspicion {
		short = append(short, fmt.Sprintf("%s but the supply has %d", plural(s.Suspicion, "suspicion cube", "suspicion cubes"), g.Supply.Suspicion))
		shortWords = append(shortWords, phrase("refusal.tracker.bonus-short", countWords(s.Suspicion, "refusal.tracker.suspicion-cubes"), g.Supply.Suspicion))
	}
	if len(short) > 0 {
		return &rules.RuleError{Err: ErrShort, Rule: srcAdvanced, Crew: s.Crew, Problem: "the bonus takes " + joinAnd(short) + "; a bonus takes cubes from the supply, and the box holds no more",
			ProblemKey: "refusal.tracker.bonus-supply", ProblemArgs: []any{andWords(shortWords)}}
	}
	cr := &g.Crews[i]
	if s.Storage != 0 && g.solo() && cr.Name == rules.Guards && g.rulesAt(8) {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcSoloStorage, Crew: s.Crew, Problem: "the guards have no storage limit to change", Allowed: "a bonus without a storage limit change",
			ProblemKey: "refusal.tracker.guards-no-storage-limit", AllowedKey: "refusal.tracker.bonus-without-storage"}
	}
	if limit := cr.Board.StorageLimit + s.Storage; limit < 0 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcAdvanced, Crew: s.Crew, Problem: fmt.Sprintf("the storage limit of %s would be %d; it cannot go below 0", s.Crew, limit),
			ProblemKey: "refusal.tracker.storage-below-zero", ProblemArgs: []any{s.Crew, limit}}
	}
	var goon catalog.Card
	if s.Goon != "" {
		if err := g.legalDraw(catalog.GoonCard, s.Goon, srcAdvanced); err != nil {
			return err
		}
		if err := g.legalPrinted(catalog.GoonCard, s.Goon, s.Printed); err != nil {
			return err
		}
		if err := g.checkCardEffects(*s.Printed); err != nil {
			return err
		}
		goon = g.enterPlay(catalog.GoonCard, s.Goon, s.Printed)
	}
	b := &cr.Board
	b.Resources = b.Resources.Plus(s.Gain)
	g.Supply.Resources = g.Supply.Resources.Minus(s.Gain)
	b.Power += s.Power
	g.Supply.Power -= s.Power
	b.Suspicion += s.Suspicion
	g.Supply.Suspicion -= s.Suspicion
	b.Reputation += s.Reputation
	b.StorageLimit += s.Storage
	if s.Goon != "" {
		cr.Goons = append(cr.Goons, s.Goon)
		return g.gainEffects(s.Crew, rules.NoLocation, goon)
	}
	return nil
}
