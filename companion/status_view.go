package companion

import (
	"slices"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// What lockup status shows of a game as data: StatusView is the shape of
// `lockup status --output json` (package cmd only encodes it), SoloView
// what a solitary game's guards hold, worked out once for the text and the
// JSON alike. Face-down things stay hidden: a face-down guard card's
// values never enter a view, even when the app dealt the card and knows
// them, and the tokens at a location are counted, never named.

// StatusView is a game's state in `lockup status --output json`.
type StatusView struct {
	Round     int              `json:"round"`
	Phase     string           `json:"phase"`
	Next      string           `json:"next"`
	LastRaid  string           `json:"last_raid,omitempty"`
	Edition   string           `json:"edition"`
	Advanced  bool             `json:"advanced"`
	Crews     []StatusCrew     `json:"crews"`
	Locations []StatusLocation `json:"locations"`
	Display   []string         `json:"item_display"`
	Goals     []string         `json:"goals"`
	// GoonDiscard is the goon discard pile, first discarded first.
	GoonDiscard []string       `json:"goon_discard"`
	Supply      map[string]int `json:"supply"`
	// Waiting are the special effect icons waiting for a choice, the one
	// to choose first first (Next says how).
	Waiting []StatusEffect `json:"waiting_effects"`
	// FinalScore is there once the game has ended.
	FinalScore *StatusScore `json:"final_score,omitempty"`
	// Expect is what the game waits for, for scripts.
	Expect StatusExpect `json:"expect"`
	// Solo is there in a solitary game: the guards (who are not in Crews).
	Solo *StatusSolo `json:"solo,omitempty"`
	// Breakout is there in a game with the Breakout expansion.
	Breakout *StatusBreakout `json:"breakout,omitempty"`
}

// StatusCrew is a player's crew in a StatusView.
type StatusCrew struct {
	Name         string         `json:"name"`
	Colour       string         `json:"colour,omitempty"`
	FirstPlayer  bool           `json:"first_player"`
	Reputation   int            `json:"reputation"`
	Power        int            `json:"power"`
	Suspicion    int            `json:"suspicion"`
	Resources    map[string]int `json:"resources"`
	StorageLimit int            `json:"storage_limit"`
	TokensLeft   int            `json:"tokens_left"`
	Passed       bool           `json:"passed"`
	Items        []string       `json:"items"`
	Reserved     []string       `json:"reserved"`
	Goons        []string       `json:"goons"`
	Tomes        []string       `json:"tomes"`
	TomesToDraw  int            `json:"tomes_to_draw"`
	Goals        []string       `json:"goals"`
}

// StatusLocation is a location in a StatusView.
type StatusLocation struct {
	Location  string `json:"location"`
	Goon      string `json:"goon,omitempty"`
	Suspicion int    `json:"suspicion"`
	// Bandit are the Bandit cubes waiting there, when there are any.
	Bandit map[string]int `json:"bandit,omitempty"`
	// Tokens counts each crew's tokens there: face-down tokens stay hidden.
	Tokens map[string]int `json:"tokens,omitempty"`
}

// StatusEffect is a special effect icon waiting for its player's choice.
type StatusEffect struct {
	Crew     string `json:"crew"`
	Card     string `json:"card"`
	Effect   string `json:"effect"`
	Location string `json:"location,omitempty"`
}

// StatusExpect is what the game waits for (Expectation) in a StatusView.
type StatusExpect struct {
	Round int    `json:"round"`
	Phase string `json:"phase"`
	// Kind is what the game waits for: "roll-call-turn",
	// "location-to-resolve", "guard-turn"... (ExpectKind.Slug).
	Kind string `json:"kind"`
	// Location is the location being resolved or concerned, if any.
	Location string `json:"location,omitempty"`
	// Actors are the crews (or "guards") who make the entry; none when the
	// table makes it by itself or the game is over.
	Actors []string `json:"actors"`
	// Automatic is true when the table makes the entry by itself: Entry is
	// its kind and Reason why nobody has a choice.
	Automatic bool   `json:"automatic"`
	Entry     string `json:"entry,omitempty"`
	Reason    string `json:"reason,omitempty"`
	// Commands are the commands that answer it, one per possible answer, as
	// argument lists ("lockup" first; a word in capitals stands for what
	// the script fills in); when the table makes the entry by itself, the
	// command that has it made (lockup next, lockup patrol). The commands
	// are the command line's: NewStatusView takes them from its caller.
	Commands [][]string `json:"commands"`
	// Text is the "Next:" line of lockup status.
	Text string `json:"text"`
}

// StatusSolo is a solitary game's guards in a StatusView.
type StatusSolo struct {
	// Level is the difficulty ("challenging"), LevelName its printed name.
	Level     string `json:"level"`
	LevelName string `json:"level_name"`
	// Decks is who runs the decks: "table" or "app".
	Decks      string           `json:"decks"`
	GuardBoard StatusGuardBoard `json:"guard_board"`
	// GuardCards are the guard cards where they still lie, by location.
	GuardCards []StatusGuardSpot `json:"guard_cards"`
	// GuardDeckLeft is the cards left in the guard deck.
	GuardDeckLeft int                `json:"guard_deck_left"`
	LocationDeck  StatusLocationDeck `json:"location_deck"`
}

// StatusGuardBoard is the guard board: no storage limit, no holding cell.
type StatusGuardBoard struct {
	FirstPlayer bool           `json:"first_player"`
	Reputation  int            `json:"reputation"`
	Power       int            `json:"power"`
	Suspicion   int            `json:"suspicion"`
	Resources   map[string]int `json:"resources"`
	Items       []string       `json:"items"`
	Reserved    []string       `json:"reserved"`
	Goons       []string       `json:"goons"`
	Goals       []string       `json:"goals"`
}

// StatusGuardSpot is the guards at one location: their cards, or at the
// Library the strengths of those that straggled there, and their strength
// once every card is face up.
type StatusGuardSpot struct {
	Location  string            `json:"location"`
	Cards     []StatusGuardCard `json:"cards,omitempty"`
	Straggled []int             `json:"straggled,omitempty"`
	Strength  *int              `json:"strength,omitempty"`
}

// StatusGuardCard is one guard card: its values only when it is face up.
type StatusGuardCard struct {
	FaceUp   bool   `json:"face_up"`
	Colour   string `json:"colour,omitempty"`
	Strength *int   `json:"strength,omitempty"`
	Special  bool   `json:"special,omitempty"`
	Brought  bool   `json:"brought,omitempty"`
}

// StatusLocationDeck is the location deck: the cards left, and how many of
// each (the odds of the next one are Cards[i].Left of Left).
type StatusLocationDeck struct {
	Left  int                  `json:"left"`
	Cards []StatusLocationCard `json:"cards"`
}

// StatusLocationCard is how many of one location card are left.
type StatusLocationCard struct {
	Card string `json:"card"`
	Left int    `json:"left"`
}

// StatusBreakout is a Breakout game in a StatusView.
type StatusBreakout struct {
	// Decks is who lays the tunnels and turns up the legend cards: "table"
	// or "app".
	Decks   string         `json:"decks"`
	Tunnels []StatusTunnel `json:"tunnels"`
	// Legend is the active legend card, "" before the first; LegendFaceDown
	// counts the tokens face down on it (the guards' card while face down);
	// LegendGuard is the guards' card on it once turned up (solitary).
	Legend         string   `json:"legend"`
	LegendFaceDown int      `json:"legend_face_down"`
	LegendGuard    string   `json:"legend_guard,omitempty"`
	LegendsSeen    []string `json:"legends_seen"`
	// Lanterns are by seat, the guards' too in a solitary game.
	Lanterns []StatusLantern `json:"lanterns"`
	// LootStacks are every loot space's stack with the map, else those
	// taken from (Mapped false).
	LootStacks []StatusStack `json:"loot_stacks"`
	StackSize  int           `json:"stack_size"`
	Mapped     bool          `json:"catacombs_map"`
}

// StatusTunnel is a tunnel marker and the face-up seekers there.
type StatusTunnel struct {
	Location string         `json:"location"`
	Tunnel   string         `json:"tunnel"`
	Seekers  []StatusSeeker `json:"seekers"`
}

// StatusSeeker is a crew with its seeker at a tunnel: its strength from
// the face-up tokens, and the face-down ones not counted.
type StatusSeeker struct {
	Crew     string `json:"crew"`
	Strength int    `json:"strength"`
	FaceDown int    `json:"face_down,omitempty"`
}

// StatusLantern is a crew's lantern.
type StatusLantern struct {
	Crew string `json:"crew"`
	// Space is "entrance", "tomb", "escaped" or the printed number.
	Space       string       `json:"space"`
	EscapeStars int          `json:"escape_stars,omitempty"`
	EscapeRound int          `json:"escape_round,omitempty"`
	Loot        []StatusLoot `json:"loot"`
	// Next is there with the catacombs map.
	Next []StatusNext `json:"next,omitempty"`
}

// StatusLoot is a loot token kept: Used is "star" (kept for one star) or
// "used" (its icons, or what it did at the table).
type StatusLoot struct {
	Token string `json:"token"`
	Used  string `json:"used"`
}

// StatusNext is a space a lantern may move to and the path's cost.
type StatusNext struct {
	Space string         `json:"space"`
	Cost  map[string]int `json:"cost,omitempty"`
}

// StatusStack is a loot space's stack.
type StatusStack struct {
	Space string `json:"space"`
	Left  int    `json:"left"`
}

// nonNil is s, or an empty list for nil: the JSON writes [] for none.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// resourceMap is r by resource name, every resource counted.
func resourceMap(r rules.Resources) map[string]int {
	m := map[string]int{}
	for _, k := range rules.AllResources {
		m[k.String()] = r.Of(k)
	}
	return m
}

// positiveResources is r by resource name, the resources it has only.
func positiveResources(r rules.Resources) map[string]int {
	m := map[string]int{}
	for _, k := range rules.AllResources {
		if n := r.Of(k); n > 0 {
			m[k.String()] = n
		}
	}
	return m
}

// StatusScore is the final scoring of a game that has ended: what `lockup
// score --output json` prints, and the values the game file does not give,
// which are not counted (Game.FinalScore).
type StatusScore struct {
	scoring.JSON
	NotCounted []string `json:"not_counted"`
}

// NewStatusView is the game g, replayed from entries, as `lockup status
// --output json` writes it; commands gives the commands that answer an
// expectation (StatusExpect.Commands).
func NewStatusView(g Game, entries []Entry, commands func(Expectation) [][]string) StatusView {
	x := g.Expect()
	s := StatusView{Round: g.Round, Phase: g.Phase.Slug(), LastRaid: g.RaidText(), Edition: g.Box.Edition.String(), Advanced: g.Advanced,
		Display: nonNil(g.Display), Goals: nonNil(g.Goals), GoonDiscard: nonNil(g.GoonDiscard),
		Supply: resourceMap(g.Supply.Resources)}
	s.Supply["power"], s.Supply["suspicion"] = g.Supply.Power, g.Supply.Suspicion
	s.Expect = newStatusExpect(x, commands)
	s.Next = s.Expect.Text
	for _, c := range g.PlayerCrews() {
		s.Crews = append(s.Crews, StatusCrew{Name: c.Name, Colour: c.Colour, FirstPlayer: c.Name == g.FirstPlayer,
			Reputation: c.Board.Reputation, Power: c.Board.Power, Suspicion: c.Board.Suspicion,
			Resources: resourceMap(c.Board.Resources), StorageLimit: c.Board.StorageLimit,
			TokensLeft: len(c.Tokens), Passed: c.Passed,
			Items: nonNil(c.Items), Reserved: nonNil(c.Reserved), Goons: nonNil(c.Goons), Tomes: nonNil(c.Tomes), TomesToDraw: c.TomesToDraw, Goals: nonNil(c.Goals)})
	}
	for _, l := range rules.AllLocations {
		st := g.Locations[l]
		lj := StatusLocation{Location: l.Slug(), Goon: st.Goon, Suspicion: st.Suspicion}
		if st.Bandit.Total() > 0 {
			lj.Bandit = positiveResources(st.Bandit)
		}
		for _, p := range st.Placements {
			if lj.Tokens == nil {
				// Counts only: face-down tokens stay hidden.
				lj.Tokens = map[string]int{}
			}
			lj.Tokens[p.Crew] += len(p.Tokens)
		}
		s.Locations = append(s.Locations, lj)
	}
	s.Waiting = []StatusEffect{}
	for _, p := range g.Pending {
		e := StatusEffect{Crew: p.Crew, Card: p.Card, Effect: p.Effect.String()}
		if p.Location != rules.NoLocation {
			e.Location = p.Location.Slug()
		}
		s.Waiting = append(s.Waiting, e)
	}
	if g.Solo != nil {
		v := NewSoloView(g)
		s.Solo = v.status(g)
	}
	if v, ok := g.BreakoutView(entries); ok {
		s.Breakout = newStatusBreakout(v)
	}
	if g.Phase == PhaseGameEnd {
		res, unknown := g.FinalScore()
		s.FinalScore = &StatusScore{JSON: scoring.ToJSON(&res), NotCounted: nonNil(unknown)}
	}
	return s
}

// newStatusExpect is x in a StatusView.
func newStatusExpect(x Expectation, commands func(Expectation) [][]string) StatusExpect {
	e := StatusExpect{Round: x.Round, Phase: x.Phase.Slug(), Kind: x.Kind.Slug(), Actors: nonNil(x.Actors()), Commands: commands(x), Text: x.String()}
	if x.Location != rules.NoLocation {
		e.Location = x.Location.Slug()
	}
	if a, ok := x.Auto(); ok {
		e.Automatic, e.Entry, e.Reason = true, a.Payload.Kind().String(), a.String()
		e.Actors = []string{}
	}
	return e
}

// newStatusBreakout is v in a StatusView.
func newStatusBreakout(v BreakoutView) *StatusBreakout {
	s := &StatusBreakout{Decks: v.Decks.String(), Tunnels: []StatusTunnel{}, Legend: v.Legend, LegendFaceDown: v.LegendFaceDown, LegendGuard: v.LegendGuard,
		LegendsSeen: nonNil(v.Seen), Lanterns: []StatusLantern{}, LootStacks: []StatusStack{}, StackSize: v.StackSize, Mapped: v.Mapped}
	for _, t := range v.Tunnels {
		tj := StatusTunnel{Location: t.Location.Slug(), Tunnel: t.Tunnel.String(), Seekers: []StatusSeeker{}}
		for _, sk := range t.Seekers {
			tj.Seekers = append(tj.Seekers, StatusSeeker(sk))
		}
		s.Tunnels = append(s.Tunnels, tj)
	}
	for _, l := range v.Lanterns {
		lj := StatusLantern{Crew: l.Crew, Space: l.Space.Label(), EscapeStars: l.EscapeStars, EscapeRound: l.EscapeRound, Loot: []StatusLoot{}}
		for _, t := range l.Loot {
			used := "used"
			if t.Scored {
				used = "star"
			}
			lj.Loot = append(lj.Loot, StatusLoot{Token: t.Token, Used: used})
		}
		for _, n := range l.Next {
			nj := StatusNext{Space: n.Space.Label()}
			if n.Cost.Total() > 0 {
				nj.Cost = positiveResources(n.Cost)
			}
			lj.Next = append(lj.Next, nj)
		}
		s.Lanterns = append(s.Lanterns, lj)
	}
	for _, st := range v.Stacks {
		s.LootStacks = append(s.LootStacks, StatusStack{Space: st.Space.Label(), Left: st.Left})
	}
	return s
}

// GuardCardView is one guard card at a location as the player may see it.
type GuardCardView struct {
	// Card is the values the card shows: the zero GuardCard while it is
	// face down.
	Card    rules.GuardCard
	FaceUp  bool
	Brought bool
}

// GuardSpot is what the guards have at one location: their cards, or at
// the Library the strengths of the cards that straggled there, and their
// strength once every card is face up.
type GuardSpot struct {
	Cards     []GuardCardView
	Straggled []int
	// Strength is the total of the strengths; Known is true when there is
	// a card and every one is face up.
	Strength int
	Known    bool
}

// Empty reports whether no guard card lies at the location.
func (s GuardSpot) Empty() bool { return len(s.Cards) == 0 && len(s.Straggled) == 0 }

// SoloView is what a solitary game's guards hold, as the player may see
// it (core rulebook, "Solitary Mode"): the guard board, the guard cards at
// each location with the face-down ones hidden, and the decks.
type SoloView struct {
	Difficulty rules.Difficulty
	Decks      DeckMode
	// Guards is the guard board: the guards' crew.
	Guards CrewState
	// Spots are the guards' cards by location (indexed by rules.Location),
	// where they still lie: every location until the Lights Out phase
	// resolves it.
	Spots [rules.Library + 1]GuardSpot
	// GuardsLeft is the cards left in the guard deck; LocationsLeft those
	// left in the location deck, and Next how many of each location card
	// (indexed by rules.LocationCard).
	GuardsLeft, LocationsLeft int
	Next                      [rules.OffDuty + 1]int
	// Round is true from the setup to the Lights Out phase, while the
	// round's guard cards are in play: the status shows them and the
	// decks only then.
	Round bool
}

// NewSoloView works out what the player may see of a solitary game's
// guards (g.Solo is set).
func NewSoloView(g Game) SoloView {
	s := g.Solo
	v := SoloView{Difficulty: s.Config.Difficulty, Decks: s.Decks, GuardsLeft: s.Round.GuardsLeft(), Round: g.guardCardsLie(rules.Library)}
	if c, ok := g.Crew(rules.Guards); ok {
		v.Guards = c
	}
	var lying [rules.Library + 1][]automa.Card
	for _, c := range s.Round.Cards() {
		if !g.guardCardsLie(c.Location) {
			continue
		}
		lying[c.Location] = append(lying[c.Location], c)
		spot := &v.Spots[c.Location]
		// Visible, never the card's own values: a face-down card the app
		// dealt is known to the round, not to the player.
		spot.Cards = append(spot.Cards, GuardCardView{Card: c.Visible(), FaceUp: c.FaceUp, Brought: c.Brought})
	}
	if v.Round {
		v.Spots[rules.Library].Straggled = s.Library
	}
	for i := range v.Spots {
		v.Spots[i].Strength, v.Spots[i].Known = GuardsStrength(lying[i], v.Spots[i].Straggled)
	}
	for c := rules.ExerciseYardCard; c <= rules.OffDuty; c++ {
		v.Next[c] = s.Round.LocationCardsLeft(c)
	}
	// Breakout's location card, while its face is not known, counts once
	// in the cards left, though it may be any of several.
	_, v.LocationsLeft = s.Round.OffDutyLeft()
	return v
}

// guardCardsLie reports whether the round's guard cards still lie at a
// location: from the deal until the Lights Out phase has resolved it. Those
// that collected a reward leave the board there, as the crews' tokens go
// home; the others straggle to the Library.
func (g Game) guardCardsLie(loc rules.Location) bool {
	switch g.Phase {
	case PhaseSetup, PhaseRollCall:
		return true
	case PhaseLightsOut:
		return loc >= g.LightsOut.Next
	}
	return false
}

// PlayerCrews returns the players' crews: in a solitary game the player's
// crew alone, the guards having a board of their own.
func (g Game) PlayerCrews() []CrewState {
	if g.Solo == nil {
		return g.Crews
	}
	var out []CrewState
	for _, c := range g.Crews {
		if c.Name != rules.Guards {
			out = append(out, c)
		}
	}
	return out
}

// status is the view in a StatusView.
func (v *SoloView) status(g Game) *StatusSolo {
	c := v.Guards
	s := &StatusSolo{Level: v.Difficulty.String(), LevelName: v.Difficulty.Title(), Decks: v.Decks.String(),
		GuardBoard: StatusGuardBoard{FirstPlayer: g.FirstPlayer == rules.Guards, Reputation: c.Board.Reputation, Power: c.Board.Power,
			Suspicion: c.Board.Suspicion, Resources: resourceMap(c.Board.Resources),
			Items: nonNil(c.Items), Reserved: nonNil(c.Reserved), Goons: nonNil(c.Goons), Goals: nonNil(c.Goals)},
		GuardCards: []StatusGuardSpot{}, GuardDeckLeft: v.GuardsLeft,
		LocationDeck: StatusLocationDeck{Left: v.LocationsLeft, Cards: []StatusLocationCard{}}}
	for _, l := range rules.AllLocations {
		spot := v.Spots[l]
		if spot.Empty() {
			continue
		}
		sj := StatusGuardSpot{Location: l.Slug(), Straggled: spot.Straggled}
		for _, gc := range spot.Cards {
			cj := StatusGuardCard{FaceUp: gc.FaceUp, Special: gc.Card.Special, Brought: gc.Brought}
			if gc.FaceUp {
				n := gc.Card.Strength
				cj.Colour, cj.Strength = gc.Card.Colour.String(), &n
			}
			sj.Cards = append(sj.Cards, cj)
		}
		if spot.Known {
			n := spot.Strength
			sj.Strength = &n
		}
		s.GuardCards = append(s.GuardCards, sj)
	}
	for lc := rules.ExerciseYardCard; lc <= rules.OffDuty; lc++ {
		if n := v.Next[lc]; n > 0 {
			s.LocationDeck.Cards = append(s.LocationDeck.Cards, StatusLocationCard{Card: lc.Slug(), Left: n})
		}
	}
	return s
}

// PlacementSeen is a crew's tokens at a location as the players see them.
type PlacementSeen struct {
	Crew string
	// Tokens are the tokens named, in the order assigned; Marked are those
	// among them that lie face down but are named anyway (the player's own
	// in a solitary game); FaceDown counts the face-down tokens not named.
	Tokens   []rules.Token
	Marked   []rules.Token
	FaceDown int
}

// PlacementsSeen returns the tokens at a location as the players see them:
// during the Roll Call the face-down tokens are hidden from the other crews,
// counted only (core rulebook, "Roll Call"), but in a solitary game no
// other crew is at the table and the player knows their own, named and
// marked face down. From the Lights Out phase every token is face up.
func (g Game) PlacementsSeen(st LocationState) []PlacementSeen {
	var out []PlacementSeen
	rollCall := g.Phase == PhaseRollCall
	for _, p := range st.Placements {
		switch {
		case g.Solo != nil && rollCall && len(p.Hidden) > 0:
			out = append(out, PlacementSeen{Crew: p.Crew, Tokens: p.Tokens, Marked: p.Hidden})
		case rollCall:
			shown := slices.DeleteFunc(slices.Clone(p.Tokens), func(t rules.Token) bool { return slices.Contains(p.Hidden, t) })
			out = append(out, PlacementSeen{Crew: p.Crew, Tokens: shown, FaceDown: p.FaceDown})
		default:
			out = append(out, PlacementSeen{Crew: p.Crew, Tokens: p.Tokens})
		}
	}
	return out
}
