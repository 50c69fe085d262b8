package companion

import (
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// RefilledIn says, in lang, which cards came up when the item display (k
// EntryDisplayCard) or the goon spaces (EntryGoonCard) have been refilled
// (core rulebook, "Patrol Phase", steps 2 and 3), as the board now shows
// them: each space with its card, those in drawn marked new; "" for
// another kind of entry.
func (g Game) RefilledIn(lang terms.Lang, k EntryKind, drawn map[string]bool) string {
	card := func(c string) string {
		switch {
		case c == "":
			return lang.Sprintf("play.space-empty")
		case drawn[c]:
			return lang.Sprintf("play.card-new", c)
		}
		return c
	}
	var spaces []string
	switch k {
	case EntryDisplayCard:
		for i, c := range g.Display {
			spaces = append(spaces, lang.Sprintf("play.display-space", i+1, card(c)))
		}
		return lang.Sprintf("play.display-now", rules.ListIn(lang, spaces))
	case EntryGoonCard:
		for _, l := range rules.AllLocations {
			if l.HasGoonSpace() {
				spaces = append(spaces, lang.Sprintf("play.goon-space", rules.LocationIn(lang, l), card(g.Locations[l].Goon)))
			}
		}
		return lang.Sprintf("play.goon-spaces-now", rules.ListIn(lang, spaces))
	}
	return ""
}
