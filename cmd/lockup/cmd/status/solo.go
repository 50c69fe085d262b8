package status

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// What lockup status shows of a solitary game's guards (core rulebook,
// "Solitary Mode"): the guard board, the guard cards at each location with
// the face-down ones hidden, and the decks. It is worked out once, as a
// soloView, for the text and the JSON alike; a face-down card's values never
// enter it, even when the app dealt the card and knows them.

// guardCardView is one guard card at a location as the player may see it.
type guardCardView struct {
	// Card is the values the card shows: the zero GuardCard while it is
	// face down.
	Card    rules.GuardCard
	FaceUp  bool
	Brought bool
}

// String writes the card as the status shows it: "face down", or its
// values as everywhere else (rules.GuardCard.String: "blue 3", "yellow 3,
// special"), then "brought" for the card the special card brought ("green
// 2, brought").
func (v guardCardView) String() string { return v.in(statusLang{terms.En}) }

// in is the card as the status shows it in a language: the colour by the
// glossary's word.
func (v guardCardView) in(lang statusLang) string {
	s := lang.Sprintf("status.face-down")
	if v.FaceUp {
		s = guardCardIn(lang, v.Card)
	}
	if v.Brought {
		s = lang.Sprintf("status.brought", s)
	}
	return s
}

// guardCardIn is a guard card's values in a language (rules.GuardCard.String
// in English: "blue 3", "yellow 3, special").
func guardCardIn(lang statusLang, c rules.GuardCard) string {
	if lang.Lang == terms.En || !c.Known() {
		return c.String()
	}
	s := lang.Sprintf("status.guard-card-strength", c.Strength)
	if c.Colour != rules.NoColour {
		s = lang.Sprintf("status.guard-card", lang.Word(c.Colour.String()), c.Strength)
	}
	if c.Special {
		s = lang.Sprintf("status.guard-card-special", s)
	}
	return s
}

// guardSpot is what the guards have at one location: their cards, or at
// the Library the strengths of the cards that straggled there, and their
// strength once every card is face up.
type guardSpot struct {
	Cards     []guardCardView
	Straggled []int
	// Strength is the total of the strengths; Known is true when there is
	// a card and every one is face up.
	Strength int
	Known    bool
}

// empty reports whether no guard card lies at the location.
func (s guardSpot) empty() bool { return len(s.Cards) == 0 && len(s.Straggled) == 0 }

// thingsIn lists the cards for a status table's cell (joined by "; ") or
// line (joined by " + "), in a language, as the cards are named everywhere
// (a card holds a comma: "yellow 3, special"): "face down", "blue 3", or at
// the Library "straggled: 2", "3"; "-" for none.
func (s guardSpot) thingsIn(lang statusLang) []string {
	if s.empty() {
		return []string{"-"}
	}
	var out []string
	for _, c := range s.Cards {
		out = append(out, c.in(lang))
	}
	for i, n := range s.Straggled {
		if i == 0 {
			out = append(out, lang.Sprintf("status.straggled", n))
			continue
		}
		out = append(out, fmt.Sprint(n))
	}
	return out
}

// strengthCell is the guards' strength at a location for the table: the
// total, "?" while a card there is face down, "-" when no card is there.
func (s guardSpot) strengthCell() string {
	switch {
	case s.empty():
		return "-"
	case !s.Known:
		return "?"
	}
	return fmt.Sprint(s.Strength)
}

// soloView is a solitary game as status shows it.
type soloView struct {
	Difficulty rules.Difficulty
	Decks      companion.DeckMode
	// Guards is the guard board: the guards' crew.
	Guards companion.CrewState
	// Spots are the guards' cards by location (indexed by rules.Location),
	// where they still lie: every location until the Lights Out phase
	// resolves it.
	Spots [rules.Library + 1]guardSpot
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

// newSoloView works out what status shows of a solitary game.
func newSoloView(g companion.Game) soloView {
	s := g.Solo
	v := soloView{Difficulty: s.Config.Difficulty, Decks: s.Decks, GuardsLeft: s.Round.GuardsLeft(), Round: guardCardsLie(g, rules.Library)}
	if c, ok := g.Crew(rules.Guards); ok {
		v.Guards = c
	}
	var lying [rules.Library + 1][]automa.Card
	for _, c := range s.Round.Cards() {
		if !guardCardsLie(g, c.Location) {
			continue
		}
		lying[c.Location] = append(lying[c.Location], c)
		spot := &v.Spots[c.Location]
		// Visible, never the card's own values: a face-down card the app
		// dealt is known to the round, not to the player.
		spot.Cards = append(spot.Cards, guardCardView{Card: c.Visible(), FaceUp: c.FaceUp, Brought: c.Brought})
	}
	if v.Round {
		v.Spots[rules.Library].Straggled = s.Library
	}
	for i := range v.Spots {
		v.Spots[i].Strength, v.Spots[i].Known = companion.GuardsStrength(lying[i], v.Spots[i].Straggled)
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
func guardCardsLie(g companion.Game, loc rules.Location) bool {
	switch g.Phase {
	case companion.PhaseSetup, companion.PhaseRollCall:
		return true
	case companion.PhaseLightsOut:
		return loc >= g.LightsOut.Next
	}
	return false
}

// playerCrews returns the crews the crew layouts show: in a solitary game
// the player's crew alone, the guards having a board of their own.
func playerCrews(g companion.Game) []companion.CrewState {
	if g.Solo == nil {
		return g.Crews
	}
	var out []companion.CrewState
	for _, c := range g.Crews {
		if c.Name != rules.Guards {
			out = append(out, c)
		}
	}
	return out
}

// header says the level and who runs the decks.
func (v *soloView) header(lang statusLang) string {
	if v.Decks == companion.AppDecks {
		return lang.Sprintf("status.solo-app", difficultyWord(lang, v.Difficulty), v.Difficulty.Title())
	}
	return lang.Sprintf("status.solo-table", difficultyWord(lang, v.Difficulty), v.Difficulty.Title())
}

// difficultyWord is a difficulty level in a language: the glossary's term
// ("moderate" in English).
func difficultyWord(lang statusLang, d rules.Difficulty) string {
	if lang.Lang == terms.En {
		return d.String()
	}
	return lang.Word(d.String())
}

// writeGuardBoard writes the guard board: the guards' numbers, their
// resources (no storage limit) and cards, a star when they hold the first
// player marker.
func (v *soloView) writeGuardBoard(b *strings.Builder, lang statusLang, g companion.Game, width int) {
	c := v.Guards
	items := []string{
		lang.Sprintf("status.reputation", c.Board.Reputation), lang.Sprintf("status.power", c.Board.Power), lang.Sprintf("status.suspicion", c.Board.Suspicion),
		lang.Sprintf("status.resources-no-limit", resourcesIn(lang, c.Board.Resources)),
	}
	items = append(items, labelled(lang, lang.Sprintf("status.items"), c.Items)...)
	items = append(items, labelled(lang, lang.Sprintf("status.reserved"), c.Reserved)...)
	items = append(items, labelled(lang, lang.Sprintf("status.goons"), c.Goons)...)
	if len(c.Goals) > 0 {
		items = append(items, labelled(lang, lang.Sprintf("status.goals"), c.Goals)...)
	}
	label := lang.Sprintf("status.guard-board")
	if g.FirstPlayer == rules.Guards {
		label = lang.Sprintf("status.guard-board-first")
	}
	b.WriteString(fitItems(items, width, label, "  "))
}

// labelled returns a list of cards as things for fitItems, the first
// labelled ("goons: Grub,", "Tusk"): a long list breaks between two cards,
// never inside a name.
func labelled(lang statusLang, label string, cards []string) []string {
	out := listItems(cards)
	out[0] = lang.Sprintf("status.cards-labelled", label, out[0])
	return out
}

// writeDecks writes what is left in the decks: the guard deck while guard
// cards may still be drawn this round, the location deck and the odds of
// the next location card while guard turns may still come.
func (v *soloView) writeDecks(b *strings.Builder, lang statusLang, g companion.Game, width int) {
	if !v.Round {
		return
	}
	guards := lang.Sprintf("status.next.end", cardsLeft(lang, v.GuardsLeft))
	if v.GuardsLeft == 0 {
		guards = lang.Sprintf("status.guard-deck-empty")
	}
	b.WriteString(fitItems([]string{guards}, width, lang.Sprintf("status.guard-deck"), "  "))
	if g.Phase == companion.PhaseLightsOut {
		return
	}
	if v.LocationsLeft == 0 {
		b.WriteString(fitItems([]string{lang.Sprintf("status.empty-deck")}, width, lang.Sprintf("status.location-deck"), "  "))
		return
	}
	// The odds of the next card, Off Duty (no guard card moves) first.
	var odds []string
	if n := v.Next[rules.OffDuty]; n > 0 {
		key := "status.odds-off-duty"
		if n == 1 {
			key = "status.odds-off-duty-one"
		}
		odds = append(odds, lang.Sprintf(key, n, v.LocationsLeft, wordOr(lang, "off-duty", "Off Duty")))
	}
	for c := rules.ExerciseYardCard; c < rules.OffDuty; c++ {
		if n := v.Next[c]; n > 0 {
			odds = append(odds, lang.Sprintf("status.odds", companion.LocationIn(lang.Lang, c.Location()), n, v.LocationsLeft))
		}
	}
	odds[0] = lang.Sprintf("status.next-location-card", odds[0])
	odds[len(odds)-1] = lang.Sprintf("status.next.end", odds[len(odds)-1])
	items := append([]string{cardsLeft(lang, v.LocationsLeft)}, odds...)
	b.WriteString(fitItems(items, width, lang.Sprintf("status.location-deck"), "  "))
}

// wordOr is the glossary's term of id in a language, english in English.
func wordOr(lang statusLang, id, english string) string {
	if lang.Lang == terms.En {
		return english
	}
	return lang.Word(id)
}

// items are a location's guard cards as things of its line in the
// labelled layout: "guard cards: face down, blue 3", and "guard strength:
// 4" once all are face up.
func (s guardSpot) items(lang statusLang) []string {
	out := []string{lang.Sprintf("status.guard-cards", strings.Join(s.thingsIn(lang), " + "))}
	if s.Known {
		out = append(out, lang.Sprintf("status.guard-strength", s.Strength))
	}
	return out
}

// statusSoloJSON is a solitary game's guards in lockup status --output
// json.
type statusSoloJSON struct {
	// Level is the difficulty ("challenging"), LevelName its printed name.
	Level     string `json:"level"`
	LevelName string `json:"level_name"`
	// Decks is who runs the decks: "table" or "app".
	Decks      string               `json:"decks"`
	GuardBoard statusGuardBoardJSON `json:"guard_board"`
	// GuardCards are the guard cards where they still lie, by location.
	GuardCards []statusGuardSpotJSON `json:"guard_cards"`
	// GuardDeckLeft is the cards left in the guard deck.
	GuardDeckLeft int                    `json:"guard_deck_left"`
	LocationDeck  statusLocationDeckJSON `json:"location_deck"`
}

// statusGuardBoardJSON is the guard board: no storage limit, no holding
// cell.
type statusGuardBoardJSON struct {
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

// statusGuardSpotJSON is the guards at one location: their cards, or at
// the Library the strengths of those that straggled there, and their
// strength once every card is face up.
type statusGuardSpotJSON struct {
	Location  string                `json:"location"`
	Cards     []statusGuardCardJSON `json:"cards,omitempty"`
	Straggled []int                 `json:"straggled,omitempty"`
	Strength  *int                  `json:"strength,omitempty"`
}

// statusGuardCardJSON is one guard card: its values only when it is face
// up.
type statusGuardCardJSON struct {
	FaceUp   bool   `json:"face_up"`
	Colour   string `json:"colour,omitempty"`
	Strength *int   `json:"strength,omitempty"`
	Special  bool   `json:"special,omitempty"`
	Brought  bool   `json:"brought,omitempty"`
}

// statusLocationDeckJSON is the location deck: the cards left, and how
// many of each (the odds of the next one are Cards[i].Left of Left).
type statusLocationDeckJSON struct {
	Left  int                      `json:"left"`
	Cards []statusLocationCardJSON `json:"cards"`
}

// statusLocationCardJSON is how many of one location card are left.
type statusLocationCardJSON struct {
	Card string `json:"card"`
	Left int    `json:"left"`
}

// json returns the view as status --output json writes it.
func (v *soloView) json(g companion.Game) *statusSoloJSON {
	c := v.Guards
	s := &statusSoloJSON{Level: v.Difficulty.String(), LevelName: v.Difficulty.Title(), Decks: v.Decks.String(),
		GuardBoard: statusGuardBoardJSON{FirstPlayer: g.FirstPlayer == rules.Guards, Reputation: c.Board.Reputation, Power: c.Board.Power,
			Suspicion: c.Board.Suspicion, Resources: resourceMap(c.Board.Resources),
			Items: nonNil(c.Items), Reserved: nonNil(c.Reserved), Goons: nonNil(c.Goons), Goals: nonNil(c.Goals)},
		GuardCards: []statusGuardSpotJSON{}, GuardDeckLeft: v.GuardsLeft,
		LocationDeck: statusLocationDeckJSON{Left: v.LocationsLeft, Cards: []statusLocationCardJSON{}}}
	for _, l := range rules.AllLocations {
		spot := v.Spots[l]
		if spot.empty() {
			continue
		}
		sj := statusGuardSpotJSON{Location: l.Slug(), Straggled: spot.Straggled}
		for _, gc := range spot.Cards {
			cj := statusGuardCardJSON{FaceUp: gc.FaceUp, Special: gc.Card.Special, Brought: gc.Brought}
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
			s.LocationDeck.Cards = append(s.LocationDeck.Cards, statusLocationCardJSON{Card: lc.Slug(), Left: n})
		}
	}
	return s
}

// cardsLeft says how many cards a deck has left: "1 card left", "5 cards
// left".
func cardsLeft(lang statusLang, n int) string {
	if n == 1 {
		return lang.Sprintf("status.card-left")
	}
	return lang.Sprintf("status.cards-left", n)
}
