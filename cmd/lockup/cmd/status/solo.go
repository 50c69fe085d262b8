package status

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// What lockup status shows of a solitary game's guards (core rulebook,
// "Solitary Mode"): the guard board, the guard cards at each location with
// the face-down ones hidden, and the decks. companion.SoloView works it out
// once for the text and the JSON alike; a face-down card's values never
// enter it, even when the app dealt the card and knows them.

// guardCardIn is a guard card as the status shows it in a language:
// "face down", or its values as everywhere else (rules.GuardCardIn: "blue
// 3", "yellow 3, special"; the colour by the glossary's word), then
// "brought" for the card the special card brought ("green 2, brought").
func guardCardIn(lang statusLang, v companion.GuardCardView) string {
	s := lang.Sprintf("status.face-down")
	if v.FaceUp {
		s = rules.GuardCardIn(lang.Lang, v.Card)
	}
	if v.Brought {
		s = lang.Sprintf("status.brought", s)
	}
	return s
}

// thingsIn lists the cards for a status table's cell (joined by "; ") or
// line (joined by " + "), in a language, as the cards are named everywhere
// (a card holds a comma: "yellow 3, special"): "face down", "blue 3", or at
// the Library "straggled: 2", "3"; "-" for none.
func thingsIn(lang statusLang, s companion.GuardSpot) []string {
	if s.Empty() {
		return []string{"-"}
	}
	var out []string
	for _, c := range s.Cards {
		out = append(out, guardCardIn(lang, c))
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
func strengthCell(s companion.GuardSpot) string {
	switch {
	case s.Empty():
		return "-"
	case !s.Known:
		return "?"
	}
	return fmt.Sprint(s.Strength)
}

// soloHeader says the level and who runs the decks.
func soloHeader(v *companion.SoloView, lang statusLang) string {
	return levelLine(v, lang, "status.solo-")
}

// levelLine says the level and who runs the decks with the message key
// prefix+"app" or prefix+"table".
func levelLine(v *companion.SoloView, lang statusLang, prefix string) string {
	key := prefix + "table"
	if v.Decks == companion.AppDecks {
		key = prefix + "app"
	}
	return lang.Sprintf(key, rules.DifficultyIn(lang.Lang, v.Difficulty), v.Difficulty.Title())
}

// writeGuardBoard writes the guard board: the guards' numbers, their
// resources (no storage limit) and cards, a star when they hold the first
// player marker.
func writeGuardBoard(v *companion.SoloView, b *strings.Builder, lang statusLang, g companion.Game, width int) {
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
	b.WriteString(cmdutil.FitItems(items, width, label, "  "))
}

// labelled returns a list of cards as things for cmdutil.FitItems, the first
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
func writeDecks(v *companion.SoloView, b *strings.Builder, lang statusLang, g companion.Game, width int) {
	if !v.Round {
		return
	}
	guards := lang.Sprintf("status.next.end", cardsLeft(lang, v.GuardsLeft))
	if v.GuardsLeft == 0 {
		guards = lang.Sprintf("status.guard-deck-empty")
	}
	b.WriteString(cmdutil.FitItems([]string{guards}, width, lang.Sprintf("status.guard-deck"), "  "))
	if g.Phase == companion.PhaseLightsOut {
		return
	}
	if v.LocationsLeft == 0 {
		b.WriteString(cmdutil.FitItems([]string{lang.Sprintf("status.empty-deck")}, width, lang.Sprintf("status.location-deck"), "  "))
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
			odds = append(odds, lang.Sprintf("status.odds", rules.LocationIn(lang.Lang, c.Location()), n, v.LocationsLeft))
		}
	}
	odds[0] = lang.Sprintf("status.next-location-card", odds[0])
	odds[len(odds)-1] = lang.Sprintf("status.next.end", odds[len(odds)-1])
	items := append([]string{cardsLeft(lang, v.LocationsLeft)}, odds...)
	b.WriteString(cmdutil.FitItems(items, width, lang.Sprintf("status.location-deck"), "  "))
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
func spotItems(lang statusLang, s companion.GuardSpot) []string {
	out := []string{lang.Sprintf("status.guard-cards", strings.Join(thingsIn(lang, s), " + "))}
	if s.Known {
		out = append(out, lang.Sprintf("status.guard-strength", s.Strength))
	}
	return out
}

// cardsLeft says how many cards a deck has left: "1 card left", "5 cards
// left".
func cardsLeft(lang statusLang, n int) string {
	if n == 1 {
		return lang.Sprintf("status.card-left")
	}
	return lang.Sprintf("status.cards-left", n)
}
