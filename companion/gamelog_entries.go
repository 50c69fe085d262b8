package companion

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Phase is the part of the game an entry happened in: setup, then each
// round's three phases (core rulebook, "Round Overview"), then the game end
// (core rulebook, "Game End").
type Phase int

// The phases, in the order of a game.
const (
	NoPhase Phase = iota
	PhaseSetup
	PhaseRollCall
	PhaseLightsOut
	PhasePatrol
	PhaseGameEnd
)

var phaseSlugs = [...]string{"", "setup", "roll-call", "lights-out", "patrol", "game-end"}
var phaseNames = [...]string{"", "Setup", "Roll Call", "Lights Out", "Patrol", "Game End"}

// String returns the phase's name as the rulebook writes it ("Roll Call").
func (p Phase) String() string {
	if p <= NoPhase || int(p) >= len(phaseNames) {
		return "no phase"
	}
	return phaseNames[p]
}

// Slug returns the phase as written in game files ("roll-call").
func (p Phase) Slug() string {
	if p <= NoPhase || int(p) >= len(phaseSlugs) {
		return ""
	}
	return phaseSlugs[p]
}

func parsePhase(s string) (Phase, bool) {
	for p := PhaseSetup; p <= PhaseGameEnd; p++ {
		if phaseSlugs[p] == s {
			return p, true
		}
	}
	return NoPhase, false
}

// EntryKind is the kind of a game log entry. Each kind has one payload type.
type EntryKind int

// The entry kinds. The log version is bumped whenever one is added.
const (
	NoEntryKind       EntryKind = iota
	EntrySetup                  // the table at the start: crews, seating, box, goals
	EntryAssign                 // a crew assigns tokens to a location (Roll Call)
	EntryPass                   // a crew passes (Roll Call)
	EntryRewardChoice           // a crew takes, declines or chooses a location reward (Lights Out)
	EntryEffectChoice           // a crew chooses how a special effect icon resolves
	EntryDisplayCard            // an item card enters the item display
	EntryGoonCard               // a goon card enters a goon space
	EntryTomeDrawn              // a crew draws a tome card
	EntryTomePlayed             // a crew plays a tome card
	EntryGoalClaimed            // a crew claims a goal card
	EntryDiscard                // a crew discards resources or cards
	EntryLegendCard             // a legend card becomes the active legend (Breakout)
	EntryTunnel                 // a tunnel marker is revealed at a location (Breakout)
	EntryLantern                // a crew's lantern moves in the catacombs (Breakout)
	EntryLoot                   // a crew takes a loot token (Breakout)
	EntryResolve                // the engine resolves a location (Lights Out); log version 2
	EntryPatrol                 // a Patrol phase step without choices (advance goons, add suspicion); log version 3
	EntrySetupBonus             // a starting bonus of the advanced setup (crew board side B, trait card); log version 4
)

var entryKindNames = [...]string{"", "setup", "assign", "pass", "reward-choice", "effect-choice", "display-card", "goon-card", "tome-drawn", "tome-played", "goal-claimed", "discard", "legend-card", "tunnel", "lantern", "loot", "resolve", "patrol", "setup-bonus"}

// String returns the kind as written in game files ("reward-choice").
func (k EntryKind) String() string {
	if k <= NoEntryKind || int(k) >= len(entryKindNames) {
		return "no entry kind"
	}
	return entryKindNames[k]
}

func parseEntryKind(s string) (EntryKind, bool) {
	for k := EntrySetup; int(k) < len(entryKindNames); k++ {
		if entryKindNames[k] == s {
			return k, true
		}
	}
	return NoEntryKind, false
}

func (k EntryKind) newPayload() Payload {
	switch k {
	case EntrySetup:
		return &SetupEntry{}
	case EntryAssign:
		return &AssignEntry{}
	case EntryPass:
		return &PassEntry{}
	case EntryRewardChoice:
		return &RewardChoiceEntry{}
	case EntryEffectChoice:
		return &EffectChoiceEntry{}
	case EntryDisplayCard:
		return &DisplayCardEntry{}
	case EntryGoonCard:
		return &GoonCardEntry{}
	case EntryTomeDrawn:
		return &TomeDrawnEntry{}
	case EntryTomePlayed:
		return &TomePlayedEntry{}
	case EntryGoalClaimed:
		return &GoalClaimedEntry{}
	case EntryDiscard:
		return &DiscardEntry{}
	case EntryLegendCard:
		return &LegendCardEntry{}
	case EntryTunnel:
		return &TunnelEntry{}
	case EntryLantern:
		return &LanternEntry{}
	case EntryLoot:
		return &LootEntry{}
	case EntryResolve:
		return &ResolveEntry{}
	case EntryPatrol:
		return &PatrolEntry{}
	case EntrySetupBonus:
		return &SetupBonusEntry{}
	}
	return nil
}

// Payload is what an entry records. The payload types of this package are
// the only ones: SetupEntry, AssignEntry, PassEntry, RewardChoiceEntry,
// EffectChoiceEntry, DisplayCardEntry, GoonCardEntry, TomeDrawnEntry,
// TomePlayedEntry, GoalClaimedEntry, DiscardEntry, LegendCardEntry,
// TunnelEntry, LanternEntry, LootEntry, ResolveEntry, PatrolEntry and
// SetupBonusEntry. Use
// pointers to them.
type Payload interface {
	// Kind returns the kind of entry the payload belongs to.
	Kind() EntryKind
	check() error
	describe() string
}

// SetupEntry records the table at the start of a game (core rulebook,
// "Game Setup"; Breakout rulebook, "Expansion Setup").
type SetupEntry struct {
	// Crews in seating order, clockwise; the first holds the first player
	// marker (core rulebook, "Game Setup", step 15).
	Crews    []SetupCrew   `json:"crews"`
	Edition  rules.Edition `json:"-"`
	Breakout bool          `json:"breakout,omitempty"`
	Solo     bool          `json:"solo,omitempty"`
	// Advanced is the advanced setup: B sides of the crew boards and traits
	// (core rulebook, "Advanced Setup").
	Advanced bool `json:"advanced,omitempty"`
	// Goals names the goal cards drawn (one leader, one instant unless solo,
	// one end game; core rulebook, "Game Setup", step 14).
	Goals []string `json:"goals,omitempty"`
	// GoalCards are the printed values of the goals, written under
	// "printed" keyed by goal name (log version 4).
	GoalCards []Card `json:"-"`
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

// MarshalJSON writes the edition as its year.
func (s SetupEntry) MarshalJSON() ([]byte, error) {
	type plain SetupEntry
	var printed map[string]map[string]string
	if len(s.GoalCards) > 0 {
		printed = map[string]map[string]string{}
		for i := range s.GoalCards {
			printed[s.GoalCards[i].Name] = encodePrinted(&s.GoalCards[i])
		}
	}
	return json.Marshal(struct {
		plain
		Edition string                       `json:"edition"`
		Printed map[string]map[string]string `json:"printed,omitempty"`
	}{plain(s), s.Edition.String(), printed})
}

// UnmarshalJSON reads the edition from its year.
func (s *SetupEntry) UnmarshalJSON(data []byte) error {
	type plain SetupEntry
	var w struct {
		plain
		Edition string                       `json:"edition"`
		Printed map[string]map[string]string `json:"printed"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*s = SetupEntry(w.plain)
	if w.Printed != nil {
		for name := range w.Printed {
			if !slices.Contains(s.Goals, name) {
				return fmt.Errorf("printed values for %q, which is not one of the goals", name)
			}
		}
		for _, name := range s.Goals {
			m, ok := w.Printed[name]
			if !ok {
				continue
			}
			c, err := decodePrinted(GoalCard, name, m)
			if err != nil {
				return err
			}
			s.GoalCards = append(s.GoalCards, *c)
		}
	}
	switch w.Edition {
	case "2019":
		s.Edition = rules.Edition2019
	case "2018":
		s.Edition = rules.Edition2018
	default:
		return fmt.Errorf("edition %q is not 2019 or 2018", w.Edition)
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
		if seen[strings.ToLower(c.Name)] {
			return fmt.Errorf("setup: two crews are called %q", c.Name)
		}
		seen[strings.ToLower(c.Name)] = true
		if c.Colour != "" {
			if err := checkText(c.Colour); err != nil {
				return fmt.Errorf("setup: colour of %q: %w", c.Name, err)
			}
		}
		if c.Trait != "" {
			if !s.Advanced {
				return fmt.Errorf("setup: crew %q has a trait, but traits are only used in the advanced setup", c.Name)
			}
			if err := checkCardName(c.Trait); err != nil {
				return fmt.Errorf("setup: trait of %q: %w", c.Name, err)
			}
		}
	}
	if len(s.Goals) > 3 {
		return fmt.Errorf("setup: %d goal cards; a game draws at most 3", len(s.Goals))
	}
	for _, g := range s.Goals {
		if err := checkCardName(g); err != nil {
			return fmt.Errorf("setup: goal: %w", err)
		}
	}
	for _, c := range s.GoalCards {
		if c.Kind != GoalCard || !slices.Contains(s.Goals, c.Name) {
			return fmt.Errorf("setup: printed values for %q, which is not one of the goals", c.Name)
		}
	}
	return nil
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
		fmt.Fprintf(&b, "a solitary game of the %s for %s", game, names[0])
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

// AssignEntry records a crew assigning one or more tokens to one location
// (core rulebook, "Assigning Crew Tokens").
type AssignEntry struct {
	Crew     string         `json:"crew"`
	Location rules.Location `json:"-"`
	// Tokens are the tokens assigned: lookout, enforcer, seeker, 2, 3, 4, 5.
	Tokens []string `json:"tokens"`
	// FaceDown lists which of them went face down.
	FaceDown []string `json:"face_down,omitempty"`
}

// Kind returns EntryAssign.
func (*AssignEntry) Kind() EntryKind { return EntryAssign }

// MarshalJSON writes the location as its slug.
func (a AssignEntry) MarshalJSON() ([]byte, error) {
	type plain AssignEntry
	return json.Marshal(struct {
		plain
		Location string `json:"location"`
	}{plain(a), a.Location.Slug()})
}

// UnmarshalJSON reads the location from its slug.
func (a *AssignEntry) UnmarshalJSON(data []byte) error {
	type plain AssignEntry
	var w struct {
		plain
		Location string `json:"location"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*a = AssignEntry(w.plain)
	var err error
	a.Location, err = rules.ParseLocation(w.Location)
	return err
}

// tokenNames are the crew tokens (core rulebook, "Crew Tokens"; Breakout
// rulebook, "Roll Call Phase").
var tokenNames = []string{"lookout", "enforcer", "2", "3", "4", "5", "seeker"}

func checkTokens(tokens []string) error {
	seen := map[string]bool{}
	for _, t := range tokens {
		if !slices.Contains(tokenNames, t) {
			return fmt.Errorf("%q is not a crew token (lookout, enforcer, 2, 3, 4, 5, seeker)", t)
		}
		if seen[t] {
			return fmt.Errorf("the token %s is named twice", t)
		}
		seen[t] = true
	}
	return nil
}

func (a *AssignEntry) check() error {
	if err := checkCrewName(a.Crew); err != nil {
		return fmt.Errorf("assign: %w", err)
	}
	if a.Location == rules.NoLocation {
		return errors.New("assign: no location")
	}
	if len(a.Tokens) == 0 {
		return errors.New("assign: no tokens")
	}
	if err := checkTokens(a.Tokens); err != nil {
		return fmt.Errorf("assign: %w", err)
	}
	if err := checkTokens(a.FaceDown); err != nil {
		return fmt.Errorf("assign: face down: %w", err)
	}
	for _, t := range a.FaceDown {
		if !slices.Contains(a.Tokens, t) {
			return fmt.Errorf("assign: the token %s is face down but not assigned", t)
		}
	}
	return nil
}

func describeToken(t string) string {
	return "the " + t
}

func (a *AssignEntry) describe() string {
	parts := make([]string, len(a.Tokens))
	for i, t := range a.Tokens {
		parts[i] = describeToken(t)
		if slices.Contains(a.FaceDown, t) {
			parts[i] += " (face down)"
		}
	}
	return fmt.Sprintf("%s assigns %s to the %s", a.Crew, joinAnd(parts), a.Location)
}

// PassEntry records a crew passing (core rulebook, "Passing"). With
// Breakout the crew's last token goes face down to the legend card as it
// passes (Breakout rulebook, "Roll Call Phase").
type PassEntry struct {
	Crew        string `json:"crew"`
	LegendToken string `json:"legend_token,omitempty"`
}

// Kind returns EntryPass.
func (*PassEntry) Kind() EntryKind { return EntryPass }

func (p *PassEntry) check() error {
	if err := checkCrewName(p.Crew); err != nil {
		return fmt.Errorf("pass: %w", err)
	}
	if p.LegendToken != "" {
		if err := checkTokens([]string{p.LegendToken}); err != nil {
			return fmt.Errorf("pass: legend token: %w", err)
		}
	}
	return nil
}

func (p *PassEntry) describe() string {
	if p.LegendToken != "" {
		return fmt.Sprintf("%s passes; %s goes face down to the legend card", p.Crew, describeToken(p.LegendToken))
	}
	return p.Crew + " passes"
}

// RewardAction is what a crew does with its reward at a location.
type RewardAction int

// The reward actions (core rulebook, "Location Rewards"; Breakout rulebook,
// "Resolving Tunnel Locations").
const (
	NoRewardAction       RewardAction = iota
	RewardTake                        // take the reward as it is (power, cubes, a resource of one's choice)
	RewardDecline                     // decline it, to join the stragglers (core rulebook, "Move Stragglers to the Library")
	RewardExchange                    // exchange resources at the Commissary
	RewardRecruit                     // recruit goons at the Chow Hall
	RewardCraft                       // craft an item at the Cell Block
	RewardReserve                     // reserve an item at the Cell Block
	RewardKeepTome                    // keep one of two tomes drawn at the Library
	RewardAdvanceLantern              // advance the lantern from a tunnel location
	RewardNone                        // collect the Chow Hall or Cell Block reward but recruit or craft nothing (ruling choose-nothing)
)

var rewardActionNames = [...]string{"", "take", "decline", "exchange", "recruit", "craft", "reserve", "keep-tome", "advance-lantern", "none"}

// String returns the action as written in game files ("keep-tome").
func (a RewardAction) String() string {
	if a <= NoRewardAction || int(a) >= len(rewardActionNames) {
		return "no action"
	}
	return rewardActionNames[a]
}

func parseRewardAction(s string) (RewardAction, error) {
	for a := RewardTake; int(a) < len(rewardActionNames); a++ {
		if rewardActionNames[a] == s {
			return a, nil
		}
	}
	return NoRewardAction, fmt.Errorf("%q is not a reward action (%s)", s, strings.Join(rewardActionNames[1:], ", "))
}

// RewardChoiceEntry records what a crew did with its reward at a location.
type RewardChoiceEntry struct {
	Crew     string         `json:"crew"`
	Location rules.Location `json:"-"`
	Action   RewardAction   `json:"-"`
	// Gain and Spend are the cubes gained and spent.
	Gain  rules.Resources `json:"-"`
	Spend rules.Resources `json:"-"`
	// Cards names the cards recruited, crafted, reserved or kept.
	Cards []string `json:"cards,omitempty"`
}

// Kind returns EntryRewardChoice.
func (*RewardChoiceEntry) Kind() EntryKind { return EntryRewardChoice }

// MarshalJSON writes the location, action and cubes by name.
func (r RewardChoiceEntry) MarshalJSON() ([]byte, error) {
	type plain RewardChoiceEntry
	return json.Marshal(struct {
		plain
		Location string     `json:"location"`
		Action   string     `json:"action"`
		Gain     *cubesJSON `json:"gain,omitempty"`
		Spend    *cubesJSON `json:"spend,omitempty"`
	}{plain(r), r.Location.Slug(), r.Action.String(), toCubes(r.Gain), toCubes(r.Spend)})
}

// UnmarshalJSON reads the location, action and cubes by name.
func (r *RewardChoiceEntry) UnmarshalJSON(data []byte) error {
	type plain RewardChoiceEntry
	var w struct {
		plain
		Location string     `json:"location"`
		Action   string     `json:"action"`
		Gain     *cubesJSON `json:"gain"`
		Spend    *cubesJSON `json:"spend"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*r = RewardChoiceEntry(w.plain)
	var err error
	if r.Location, err = rules.ParseLocation(w.Location); err != nil {
		return err
	}
	if r.Action, err = parseRewardAction(w.Action); err != nil {
		return err
	}
	r.Gain, r.Spend = w.Gain.resources(), w.Spend.resources()
	return nil
}

func (r *RewardChoiceEntry) check() error {
	if err := checkCrewName(r.Crew); err != nil {
		return fmt.Errorf("reward choice: %w", err)
	}
	if r.Location == rules.NoLocation {
		return errors.New("reward choice: no location")
	}
	if r.Action == NoRewardAction {
		return errors.New("reward choice: no action")
	}
	if err := checkCubes(r.Gain, r.Spend); err != nil {
		return fmt.Errorf("reward choice: %w", err)
	}
	return checkCardNames("reward choice", r.Cards)
}

func (r *RewardChoiceEntry) describe() string {
	at := " at the " + r.Location.String()
	var s string
	switch r.Action {
	case RewardTake:
		s = r.Crew + " takes the reward" + at
	case RewardDecline:
		return r.Crew + " declines the reward" + at
	case RewardExchange:
		return fmt.Sprintf("%s exchanges %s for %s%s", r.Crew, describeCubes(r.Spend), describeCubes(r.Gain), at)
	case RewardRecruit:
		s = fmt.Sprintf("%s recruits %s%s", r.Crew, joinAnd(r.Cards), at)
	case RewardCraft:
		s = fmt.Sprintf("%s crafts %s%s", r.Crew, joinAnd(r.Cards), at)
	case RewardReserve:
		s = fmt.Sprintf("%s reserves %s%s", r.Crew, joinAnd(r.Cards), at)
	case RewardKeepTome:
		s = fmt.Sprintf("%s keeps the tome %s%s", r.Crew, joinAnd(r.Cards), at)
	case RewardAdvanceLantern:
		s = r.Crew + " advances their lantern from the tunnel" + at
	case RewardNone:
		return r.Crew + " chooses nothing" + at
	}
	return s + gainSpend(r.Gain, r.Spend)
}

// EffectChoiceEntry records how a special effect icon on a card resolved,
// when the player had a choice (core rulebook, "Special Effect Icons";
// Breakout rulebook, "Special Effect Icons").
type EffectChoiceEntry struct {
	Crew string `json:"crew"`
	// Card is the card showing the icon.
	Card   string     `json:"card"`
	Effect EffectKind `json:"-"`
	// Target is the crew given suspicion, or the card chosen (an item
	// reserved, a tome kept).
	Target string          `json:"target,omitempty"`
	Gain   rules.Resources `json:"-"`
	Spend  rules.Resources `json:"-"`
	// Declined is set when the player chose not to use an optional effect.
	Declined bool `json:"declined,omitempty"`
}

// Kind returns EntryEffectChoice.
func (*EffectChoiceEntry) Kind() EntryKind { return EntryEffectChoice }

// MarshalJSON writes the effect and cubes by name.
func (c EffectChoiceEntry) MarshalJSON() ([]byte, error) {
	type plain EffectChoiceEntry
	return json.Marshal(struct {
		plain
		Effect string     `json:"effect"`
		Gain   *cubesJSON `json:"gain,omitempty"`
		Spend  *cubesJSON `json:"spend,omitempty"`
	}{plain(c), c.Effect.Slug(), toCubes(c.Gain), toCubes(c.Spend)})
}

// UnmarshalJSON reads the effect and cubes by name.
func (c *EffectChoiceEntry) UnmarshalJSON(data []byte) error {
	type plain EffectChoiceEntry
	var w struct {
		plain
		Effect string     `json:"effect"`
		Gain   *cubesJSON `json:"gain"`
		Spend  *cubesJSON `json:"spend"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*c = EffectChoiceEntry(w.plain)
	var err error
	if c.Effect, err = rules.ParseEffectKind(w.Effect); err != nil {
		return err
	}
	c.Gain, c.Spend = w.Gain.resources(), w.Spend.resources()
	return nil
}

func (c *EffectChoiceEntry) check() error {
	if err := checkCrewName(c.Crew); err != nil {
		return fmt.Errorf("effect choice: %w", err)
	}
	if err := checkCardName(c.Card); err != nil {
		return fmt.Errorf("effect choice: %w", err)
	}
	if c.Effect == rules.NoEffect {
		return errors.New("effect choice: no effect")
	}
	if c.Target != "" {
		if err := checkCardName(c.Target); err != nil {
			return fmt.Errorf("effect choice: target: %w", err)
		}
	}
	if err := checkCubes(c.Gain, c.Spend); err != nil {
		return fmt.Errorf("effect choice: %w", err)
	}
	return nil
}

func (c *EffectChoiceEntry) describe() string {
	if c.Declined {
		return fmt.Sprintf("%s does not use %s of %s", c.Crew, c.Effect, c.Card)
	}
	s := fmt.Sprintf("%s uses %s of %s", c.Crew, c.Effect, c.Card)
	if c.Target != "" {
		s += ", choosing " + c.Target
	}
	return s + gainSpend(c.Gain, c.Spend)
}

// DisplayCardEntry records an item card entering the item display (core
// rulebook, "Game Setup", step 5; Patrol Phase, "Refill Item Display").
type DisplayCardEntry struct {
	Card string `json:"card"`
	// Space is the display space from the item deck, 1 first; 0 if not said.
	Space int `json:"space,omitempty"`
	// Printed are the values printed on the card (log version 4), written
	// as a "printed" object.
	Printed *Card `json:"-"`
}

// MarshalJSON writes the printed values as an object.
func (d DisplayCardEntry) MarshalJSON() ([]byte, error) {
	type plain DisplayCardEntry
	return json.Marshal(struct {
		plain
		Printed map[string]string `json:"printed,omitempty"`
	}{plain(d), encodePrinted(d.Printed)})
}

// UnmarshalJSON reads the printed values.
func (d *DisplayCardEntry) UnmarshalJSON(data []byte) error {
	type plain DisplayCardEntry
	var w struct {
		plain
		Printed map[string]string `json:"printed"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*d = DisplayCardEntry(w.plain)
	var err error
	d.Printed, err = decodePrinted(ItemCard, d.Card, w.Printed)
	return err
}

// Kind returns EntryDisplayCard.
func (*DisplayCardEntry) Kind() EntryKind { return EntryDisplayCard }

func (d *DisplayCardEntry) check() error {
	if err := checkCardName(d.Card); err != nil {
		return fmt.Errorf("display card: %w", err)
	}
	if d.Space < 0 || d.Space > 6 {
		return fmt.Errorf("display card: space %d; the item display has spaces 1 to 6", d.Space)
	}
	return checkPrintedOf(ItemCard, d.Card, d.Printed)
}

func (d *DisplayCardEntry) describe() string {
	if d.Space > 0 {
		return fmt.Sprintf("%s enters the item display (space %d)", d.Card, d.Space)
	}
	return d.Card + " enters the item display"
}

// GoonCardEntry records a goon card entering a goon space (core rulebook,
// "Game Setup", step 7; Patrol Phase, "Advance Goon Cards").
type GoonCardEntry struct {
	Card     string         `json:"card"`
	Location rules.Location `json:"-"`
	// Suspicion is the number of suspicion icons typed in a log version 2
	// or 3 entry; it is read, but such an entry has no Printed values and
	// its replay is refused. Version 4 keeps the icons in Printed.
	Suspicion *int `json:"suspicion,omitempty"`
	// Bandit is the resource a Bandit shows, typed in a log version 3
	// entry; like Suspicion, version 4 keeps it in Printed.
	Bandit rules.Resource `json:"-"`
	// Printed are the values printed on the card (log version 4): its
	// type, suspicion icons, valuables, effects and a Bandit's resource.
	// An entry with printed values has no Suspicion or Bandit.
	Printed *Card `json:"-"`
}

// Kind returns EntryGoonCard.
func (*GoonCardEntry) Kind() EntryKind { return EntryGoonCard }

// MarshalJSON writes the location and the Bandit's resource by name.
func (g GoonCardEntry) MarshalJSON() ([]byte, error) {
	type plain GoonCardEntry
	bandit := ""
	if g.Bandit != rules.NoResource {
		bandit = g.Bandit.String()
	}
	return json.Marshal(struct {
		plain
		Location string            `json:"location"`
		Bandit   string            `json:"bandit,omitempty"`
		Printed  map[string]string `json:"printed,omitempty"`
	}{plain(g), g.Location.Slug(), bandit, encodePrinted(g.Printed)})
}

// UnmarshalJSON reads the location and the Bandit's resource by name.
func (g *GoonCardEntry) UnmarshalJSON(data []byte) error {
	type plain GoonCardEntry
	var w struct {
		plain
		Location string            `json:"location"`
		Bandit   string            `json:"bandit"`
		Printed  map[string]string `json:"printed"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*g = GoonCardEntry(w.plain)
	var err error
	if g.Location, err = rules.ParseLocation(w.Location); err != nil {
		return err
	}
	if g.Printed, err = decodePrinted(GoonCard, g.Card, w.Printed); err != nil {
		return err
	}
	if w.Bandit != "" {
		g.Bandit, err = rules.ParseResource(w.Bandit)
	}
	return err
}

// goonSpaces are the locations with a goon space (core rulebook, "Game
// Board", item 3, and "Game Setup", step 7).
var goonSpaces = []rules.Location{rules.Sewers, rules.Infirmary, rules.Smithy, rules.Commissary, rules.ChowHall}

func (g *GoonCardEntry) check() error {
	if err := checkCardName(g.Card); err != nil {
		return fmt.Errorf("goon card: %w", err)
	}
	if !slices.Contains(goonSpaces, g.Location) {
		return fmt.Errorf("goon card: the %s has no goon space (only the Sewers, Infirmary, Smithy, Commissary and Chow Hall do)", g.Location)
	}
	if g.Suspicion != nil && (*g.Suspicion < 0 || *g.Suspicion > 12) {
		return fmt.Errorf("goon card: %d suspicion icons; a goon card shows 0 to a few, never more than the 12 cubes in the box", *g.Suspicion)
	}
	if g.Bandit < rules.NoResource || g.Bandit > rules.Gold {
		return fmt.Errorf("goon card: a Bandit shows scrap, potions, iron or gold")
	}
	if g.Printed != nil && (g.Suspicion != nil || g.Bandit != rules.NoResource) {
		return errors.New("goon card: since version 4 the suspicion icons and a Bandit's resource are among the printed values, not beside them")
	}
	return checkPrintedOf(GoonCard, g.Card, g.Printed)
}

// checkPrintedOf checks that printed values belong to the card named.
func checkPrintedOf(kind CardKind, name string, c *Card) error {
	if c == nil {
		return nil
	}
	if c.Kind != kind || nameKey(c.Name) != nameKey(name) {
		return fmt.Errorf("%s card %s: the printed values are those of %s card %s", kind, name, c.Kind, c.Name)
	}
	return c.Check()
}

func (g *GoonCardEntry) describe() string {
	s := fmt.Sprintf("%s enters the goon space at the %s", g.Card, g.Location)
	if g.Suspicion != nil {
		s += fmt.Sprintf(" (%d suspicion icon(s), as typed)", *g.Suspicion)
	}
	if g.Bandit != rules.NoResource {
		s += fmt.Sprintf(" (a Bandit showing %s)", g.Bandit)
	}
	if c := g.Printed; c != nil && c.Suspicion.Known {
		s += fmt.Sprintf(" (%d suspicion icon(s))", c.Suspicion.Value)
	}
	if c := g.Printed; c != nil && c.BanditResource != rules.NoResource {
		s += fmt.Sprintf(" (a Bandit showing %s)", c.BanditResource)
	}
	return s
}

// GoonSpaces returns the locations with a goon space, in board order:
// the Sewers, Infirmary, Smithy, Commissary and Chow Hall (core rulebook,
// "Game Setup", step 7).
func GoonSpaces() []rules.Location { return slices.Clone(goonSpaces) }

// ResolveEntry records the table finishing a location in the Lights Out
// phase: the engine ranks the crews there and hands out the suspicion,
// the fixed rewards, the first player marker and the stragglers (core
// rulebook, "Lights Out Phase"). Declines and reward choices at the
// location are entered before it. Log version 2.
type ResolveEntry struct {
	Location rules.Location `json:"-"`
}

// Kind returns EntryResolve.
func (*ResolveEntry) Kind() EntryKind { return EntryResolve }

// MarshalJSON writes the location as its slug.
func (r ResolveEntry) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Location string `json:"location"`
	}{r.Location.Slug()})
}

// UnmarshalJSON reads the location from its slug.
func (r *ResolveEntry) UnmarshalJSON(data []byte) error {
	var w struct {
		Location string `json:"location"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	var err error
	r.Location, err = rules.ParseLocation(w.Location)
	return err
}

func (r *ResolveEntry) check() error {
	if r.Location < rules.ExerciseYard || r.Location > rules.Library {
		return errors.New("resolve: no location")
	}
	return nil
}

func (r *ResolveEntry) describe() string {
	return fmt.Sprintf("the %s is resolved", r.Location)
}

// checkEntryVersion refuses an entry that uses what a later version added:
// version 2 the resolve kind, a crew's colour and a goon card's suspicion;
// version 3 the patrol kind and a goon card's Bandit resource; version 4
// the setup-bonus kind and the printed values of cards entering play, which
// replace a goon card's own suspicion and bandit keys. lockup never wrote
// such a line.
func checkEntryVersion(v int, e Entry) error {
	if v >= 4 {
		if p, ok := e.Payload.(*GoonCardEntry); ok && (p.Suspicion != nil || p.Bandit != rules.NoResource) {
			return errors.New("the goon card's \"suspicion\" and \"bandit\" are inside \"printed\" since version 4")
		}
		return nil
	}
	if _, ok := e.Payload.(*SetupBonusEntry); ok {
		return errors.New("the setup-bonus entry was added in version 4")
	}
	if _, card, c, ok := entering(e); ok && c != nil {
		return fmt.Errorf("the printed values of %s were added in version 4", card)
	}
	if p, ok := e.Payload.(*SetupEntry); ok && len(p.GoalCards) > 0 {
		return errors.New("the goals' printed values were added in version 4")
	}
	if v >= 3 {
		return nil
	}
	switch p := e.Payload.(type) {
	case *PatrolEntry:
		return errors.New("the patrol entry was added in version 3")
	case *GoonCardEntry:
		if p.Bandit != rules.NoResource {
			return errors.New("the goon card's \"bandit\" was added in version 3")
		}
	}
	if v >= 2 {
		return nil
	}
	switch p := e.Payload.(type) {
	case *ResolveEntry:
		return errors.New("the resolve entry was added in version 2")
	case *GoonCardEntry:
		if p.Suspicion != nil {
			return errors.New("the goon card's \"suspicion\" was added in version 2")
		}
	case *SetupEntry:
		for _, c := range p.Crews {
			if c.Colour != "" {
				return errors.New("the crew's \"colour\" was added in version 2")
			}
		}
	}
	return nil
}

// TomeDrawnEntry records a crew drawing a tome card.
type TomeDrawnEntry struct {
	Crew string `json:"crew"`
	Card string `json:"card"`
}

// Kind returns EntryTomeDrawn.
func (*TomeDrawnEntry) Kind() EntryKind { return EntryTomeDrawn }

func (t *TomeDrawnEntry) check() error { return checkCrewCard("tome drawn", t.Crew, t.Card) }

func (t *TomeDrawnEntry) describe() string {
	return fmt.Sprintf("%s draws the tome %s", t.Crew, t.Card)
}

// TomePlayedEntry records a crew playing a tome card (core rulebook, "Tome
// Cards").
type TomePlayedEntry struct {
	Crew string `json:"crew"`
	Card string `json:"card"`
	// Target is what the tome was played on (a crew, a location, a card), in
	// the words of the player, when it matters.
	Target string `json:"target,omitempty"`
}

// Kind returns EntryTomePlayed.
func (*TomePlayedEntry) Kind() EntryKind { return EntryTomePlayed }

func (t *TomePlayedEntry) check() error {
	if t.Target != "" {
		if err := checkCardName(t.Target); err != nil {
			return fmt.Errorf("tome played: target: %w", err)
		}
	}
	return checkCrewCard("tome played", t.Crew, t.Card)
}

func (t *TomePlayedEntry) describe() string {
	s := fmt.Sprintf("%s plays the tome %s", t.Crew, t.Card)
	if t.Target != "" {
		s += " on " + t.Target
	}
	return s
}

// GoalClaimedEntry records a crew claiming a goal card, from beside the
// board or, for a leader goal, from another crew (core rulebook, "Claiming
// Goals").
type GoalClaimedEntry struct {
	Crew string `json:"crew"`
	Card string `json:"card"`
	From string `json:"from,omitempty"`
}

// Kind returns EntryGoalClaimed.
func (*GoalClaimedEntry) Kind() EntryKind { return EntryGoalClaimed }

func (g *GoalClaimedEntry) check() error {
	if g.From != "" {
		if err := checkCrewName(g.From); err != nil {
			return fmt.Errorf("goal claimed: from: %w", err)
		}
		if strings.EqualFold(g.From, g.Crew) {
			return errors.New("goal claimed: a crew cannot take a goal from itself")
		}
	}
	return checkCrewCard("goal claimed", g.Crew, g.Card)
}

func (g *GoalClaimedEntry) describe() string {
	s := fmt.Sprintf("%s claims the goal %s", g.Crew, g.Card)
	if g.From != "" {
		s += " from " + g.From
	}
	return s
}

// DiscardEntry records a crew discarding resources (to its storage limit,
// core rulebook, Patrol Phase, "Check Resource Limits") or cards.
type DiscardEntry struct {
	Crew      string          `json:"crew"`
	Resources rules.Resources `json:"-"`
	Cards     []string        `json:"cards,omitempty"`
}

// Kind returns EntryDiscard.
func (*DiscardEntry) Kind() EntryKind { return EntryDiscard }

// MarshalJSON writes the cubes by name.
func (d DiscardEntry) MarshalJSON() ([]byte, error) {
	type plain DiscardEntry
	return json.Marshal(struct {
		plain
		Resources *cubesJSON `json:"resources,omitempty"`
	}{plain(d), toCubes(d.Resources)})
}

// UnmarshalJSON reads the cubes by name.
func (d *DiscardEntry) UnmarshalJSON(data []byte) error {
	type plain DiscardEntry
	var w struct {
		plain
		Resources *cubesJSON `json:"resources"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*d = DiscardEntry(w.plain)
	d.Resources = w.Resources.resources()
	return nil
}

func (d *DiscardEntry) check() error {
	if err := checkCrewName(d.Crew); err != nil {
		return fmt.Errorf("discard: %w", err)
	}
	if err := checkCubes(d.Resources); err != nil {
		return fmt.Errorf("discard: %w", err)
	}
	if d.Resources.Total() == 0 && len(d.Cards) == 0 {
		return errors.New("discard: nothing is discarded")
	}
	return checkCardNames("discard", d.Cards)
}

func (d *DiscardEntry) describe() string {
	var what []string
	if d.Resources.Total() > 0 {
		what = append(what, describeCubes(d.Resources))
	}
	what = append(what, d.Cards...)
	return fmt.Sprintf("%s discards %s", d.Crew, joinAnd(what))
}

// LegendCardEntry records a legend card becoming the active legend
// (Breakout rulebook, "Expansion Setup" and "Patrol Phase").
type LegendCardEntry struct {
	Card string `json:"card"`
}

// Kind returns EntryLegendCard.
func (*LegendCardEntry) Kind() EntryKind { return EntryLegendCard }

func (l *LegendCardEntry) check() error {
	if err := checkCardName(l.Card); err != nil {
		return fmt.Errorf("legend card: %w", err)
	}
	return nil
}

func (l *LegendCardEntry) describe() string { return l.Card + " becomes the active legend" }

// TunnelEntry records the tunnel marker revealed at a location at setup
// (Breakout rulebook, "Expansion Setup"). Collapsed tunnels are not logged.
type TunnelEntry struct {
	Location rules.Location `json:"-"`
	// Double is true for a double tunnel, false for a single one.
	Double bool `json:"double,omitempty"`
}

// Kind returns EntryTunnel.
func (*TunnelEntry) Kind() EntryKind { return EntryTunnel }

// MarshalJSON writes the location as its slug.
func (t TunnelEntry) MarshalJSON() ([]byte, error) {
	type plain TunnelEntry
	return json.Marshal(struct {
		plain
		Location string `json:"location"`
	}{plain(t), t.Location.Slug()})
}

// UnmarshalJSON reads the location from its slug.
func (t *TunnelEntry) UnmarshalJSON(data []byte) error {
	type plain TunnelEntry
	var w struct {
		plain
		Location string `json:"location"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*t = TunnelEntry(w.plain)
	var err error
	t.Location, err = rules.ParseLocation(w.Location)
	return err
}

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
	Spend rules.Resources `json:"-"`
}

// Kind returns EntryLantern.
func (*LanternEntry) Kind() EntryKind { return EntryLantern }

// MarshalJSON writes the cubes by name.
func (l LanternEntry) MarshalJSON() ([]byte, error) {
	type plain LanternEntry
	return json.Marshal(struct {
		plain
		Spend *cubesJSON `json:"spend,omitempty"`
	}{plain(l), toCubes(l.Spend)})
}

// UnmarshalJSON reads the cubes by name.
func (l *LanternEntry) UnmarshalJSON(data []byte) error {
	type plain LanternEntry
	var w struct {
		plain
		Spend *cubesJSON `json:"spend"`
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*l = LanternEntry(w.plain)
	l.Spend = w.Spend.resources()
	return nil
}

func (l *LanternEntry) check() error {
	if err := checkCrewName(l.Crew); err != nil {
		return fmt.Errorf("lantern: %w", err)
	}
	if err := checkCardName(l.Space); err != nil {
		return fmt.Errorf("lantern: space: %w", err)
	}
	if err := checkCubes(l.Spend); err != nil {
		return fmt.Errorf("lantern: %w", err)
	}
	return nil
}

func (l *LanternEntry) describe() string {
	s := fmt.Sprintf("%s moves their lantern to %s", l.Crew, l.Space)
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
}

// Kind returns EntryLoot.
func (*LootEntry) Kind() EntryKind { return EntryLoot }

func (l *LootEntry) check() error { return checkCrewCard("loot", l.Crew, l.Loot) }

func (l *LootEntry) describe() string {
	if l.Scored {
		return fmt.Sprintf("%s takes the loot token %s and scores one star instead of using it", l.Crew, l.Loot)
	}
	return fmt.Sprintf("%s takes and uses the loot token %s", l.Crew, l.Loot)
}

// DescribeEntry says an entry in words, with its number, round and phase,
// as `lockup log` prints it.
func DescribeEntry(e Entry) string {
	if e.Payload == nil {
		return fmt.Sprintf("%d. (empty entry)", e.Seq)
	}
	when := e.Phase.String()
	if e.Phase != PhaseSetup {
		when = fmt.Sprintf("Round %d, %s", e.Round, e.Phase)
	}
	return fmt.Sprintf("%d. %s: %s.", e.Seq, when, e.Payload.describe())
}

// cubesJSON is rules.Resources as written in game files.
type cubesJSON struct {
	Scrap   int `json:"scrap,omitempty"`
	Potions int `json:"potions,omitempty"`
	Iron    int `json:"iron,omitempty"`
	Gold    int `json:"gold,omitempty"`
}

func toCubes(r rules.Resources) *cubesJSON {
	if r == (rules.Resources{}) {
		return nil
	}
	return &cubesJSON{r.Scrap, r.Potions, r.Iron, r.Gold}
}

func (c *cubesJSON) resources() rules.Resources {
	if c == nil {
		return rules.Resources{}
	}
	return rules.Resources{Scrap: c.Scrap, Potions: c.Potions, Iron: c.Iron, Gold: c.Gold}
}

func checkCubes(rs ...rules.Resources) error {
	for _, r := range rs {
		for _, kind := range rules.AllResources {
			if n := r.Of(kind); n < 0 || n > 99 {
				return fmt.Errorf("%d %s is not a number of cubes (0 to 99)", n, kind)
			}
		}
	}
	return nil
}

// describeCubes says "2 scrap, 1 potion and 3 gold".
func describeCubes(r rules.Resources) string {
	var parts []string
	for _, kind := range rules.AllResources {
		n := r.Of(kind)
		if n == 0 {
			continue
		}
		name := kind.String()
		if kind == rules.Potions && n == 1 {
			name = "potion"
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, name))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return joinAnd(parts)
}

func gainSpend(gain, spend rules.Resources) string {
	var parts []string
	if gain.Total() > 0 {
		parts = append(parts, "gaining "+describeCubes(gain))
	}
	if spend.Total() > 0 {
		parts = append(parts, "spending "+describeCubes(spend))
	}
	if len(parts) == 0 {
		return ""
	}
	return ", " + strings.Join(parts, " and ")
}

func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return "nothing"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// strictUnmarshal decodes JSON refusing unknown keys.
func strictUnmarshal(data []byte, v any) error {
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// maxNameLen bounds crew and card names.
const maxNameLen = 60

// checkCrewName accepts a crew's name: 1 to 60 characters of printable text,
// without leading or trailing spaces.
func checkCrewName(name string) error {
	if err := checkText(name); err != nil {
		return fmt.Errorf("crew name: %w", err)
	}
	return nil
}

// checkCardName accepts a card's name in the same way.
func checkCardName(name string) error {
	if err := checkText(name); err != nil {
		return fmt.Errorf("card name: %w", err)
	}
	return nil
}

func checkCardNames(what string, names []string) error {
	for _, n := range names {
		if err := checkCardName(n); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
	}
	return nil
}

func checkCrewCard(what, crew, card string) error {
	if err := checkCrewName(crew); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if err := checkCardName(card); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

func checkText(s string) error {
	switch {
	case s == "":
		return errors.New("it is empty")
	case len([]rune(s)) > maxNameLen:
		return fmt.Errorf("%q is longer than %d characters", s, maxNameLen)
	case strings.TrimSpace(s) != s:
		return fmt.Errorf("%q starts or ends with a space", s)
	}
	for _, r := range s {
		if !unicode.IsPrint(r) || r == unicode.ReplacementChar {
			return fmt.Errorf("%q holds the character %U, which is not printable", s, r)
		}
	}
	return nil
}
