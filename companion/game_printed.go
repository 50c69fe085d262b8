package companion

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Printed card values in the game file (log version 4): the game keeps the
// values printed on a card while it is in play (package catalog reads and
// writes the "printed" object), so a replay reads the game file only and
// never the card catalog.

// CardInPlay returns the printed values of a card that entered play in
// this game, as the game file gives them; false when no entry brought the
// card into play. Names match ignoring case.
func (g *Game) CardInPlay(kind catalog.CardKind, name string) (catalog.Card, bool) {
	i := g.cardIndex(kind, name)
	if i < 0 {
		return catalog.Card{}, false
	}
	return g.Cards[i], true
}

// cardIndex returns the index in Cards of the last card of the kind named
// so (sameCard), or -1. Whether the name is plain is found out only for a
// card whose key may be the name's.
func (g *Game) cardIndex(kind catalog.CardKind, name string) int {
	if i, ok := g.cardsSpelled[name]; ok && i < len(g.Cards) && g.Cards[i].Kind == kind && g.Cards[i].Name == name {
		return i // the one card of its kind and key: enterPlay adds no other
	}
	n, known := cardName{name: name}, false
	for i := len(g.Cards) - 1; i >= 0; i-- {
		c := &g.Cards[i]
		if c.Kind != kind || keysStartApart(c.Name, name) {
			continue
		}
		if !known {
			n.plain, known = plainName(name), true
		}
		if n.same(c.Name) {
			return i
		}
	}
	return -1
}

// sameCard reports whether two names are the same card's: their
// catalog.NameKey are equal.
func sameCard(a, b string) bool { return cardName{b, plainName(b)}.same(a) }

// cardName is a card name to compare with others, and whether it is plain
// (plainName): plain names are compared without building their keys, as a
// replay compares names after every entry.
type cardName struct {
	name  string
	plain bool
}

// same reports whether s names the same card: the names' catalog.NameKey
// are equal.
func (n cardName) same(s string) bool {
	switch {
	case s == n.name:
		return true
	case keysStartApart(s, n.name):
		return false
	case n.plain && plainName(s):
		return len(s) == len(n.name) && strings.EqualFold(s, n.name)
	}
	return catalog.NameKey(s) == catalog.NameKey(n.name)
}

// keysStartApart reports whether the catalog.NameKey of two names start
// with different bytes, told from their first bytes alone (keyStart).
func keysStartApart(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	ka, kb := keyStart[a[0]], keyStart[b[0]]
	return ka != 0 && kb != 0 && ka != kb
}

// keyStart maps the first byte of a name to the first byte of its
// catalog.NameKey: an ASCII byte other than white space (unicode.IsSpace)
// and NUL starts the key as itself, in lower case (unicode.ToLower). It is
// 0 for any other byte, after which the key may start otherwise.
var keyStart = func() (t [256]byte) {
	for b := byte(1); b < utf8.RuneSelf; b++ {
		switch {
		case b == ' ' || b == '\t' || b == '\n' || b == '\v' || b == '\f' || b == '\r':
		case 'A' <= b && b <= 'Z':
			t[b] = b + 'a' - 'A'
		default:
			t[b] = b
		}
	}
	return t
}()

// plainName reports whether a name is its own catalog.NameKey but for the
// case of its ASCII letters: printable ASCII only (no apostrophe to
// straighten, no white space but single spaces between words). Two plain
// names have the same key exactly when they are equal ignoring ASCII case.
func plainName(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return s == ""
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ':
			if s[i-1] == ' ' {
				return false
			}
		case c < 0x21 || c > 0x7e:
			return false
		}
	}
	return true
}

// legalPrinted checks the printed values a card brings into play: every
// value the tracker needs (Card.PlayMissing), and the same values as a card
// of that name already in play.
func (g *Game) legalPrinted(kind catalog.CardKind, name string, c *catalog.Card) error {
	if c == nil {
		want := catalog.Card{Kind: kind, Name: name}
		return &input.InputError{Field: kind.String() + " card " + name,
			Problem: "the entry does not carry the card's printed values (" + joinAnd(want.PlayMissing()) + "); game files before version 4 read them from the card catalog, and a replay reads the game file only",
			Allowed: "a printed object with them (docs/game-log.md); enter the card again with a lockup that writes version 4, or finish the game with the lockup that started it"}
	}
	if missing := c.PlayMissing(); len(missing) > 0 {
		sets := make([]string, len(missing))
		for i, m := range missing {
			sets[i] = m + "=VALUE"
		}
		return &input.InputError{Field: kind.String() + " card " + name,
			Problem: "the game file carries the values printed on the card, and these are not known: " + joinAnd(missing),
			Allowed: "type them once in your card catalog: " + terms.Hint{Kind: terms.HintCardsEdit, Name: name, Args: append([]string{kind.String()}, sets...)}.String()}
	}
	if have, ok := g.CardInPlay(kind, name); ok && !catalog.SamePrinted(have, *c) {
		return &input.InputError{Field: kind.String() + " card " + name,
			Problem: fmt.Sprintf("the game already has %s in play showing %s; this entry says %s", have.Name, catalog.DescribePrinted(&have), catalog.DescribePrinted(c)),
			Allowed: "the values printed on the card, as entered before"}
	}
	return g.legalEdition(kind, name, c)
}

// enterPlay keeps a card's printed values in the game, named as the entry
// names it and as the game file writes them, so a game played and its
// replay from the file hold the same values; it returns the values kept.
// The Card values are never changed afterwards, so copies of the game may
// share them.
func (g *Game) enterPlay(kind catalog.CardKind, name string, c *catalog.Card) catalog.Card {
	if have, ok := g.CardInPlay(kind, name); ok {
		return have
	}
	card := catalog.InPlay(kind, name, *c)
	g.Cards = append(g.Cards, card)
	if g.cardsSpelled == nil {
		g.cardsSpelled = make(map[string]int)
	}
	g.cardsSpelled[card.Name] = len(g.Cards) - 1
	return card
}

// goonOf returns a goon's printed values as the goon space shows them.
func goonOf(c *catalog.Card) rules.GoonSpace {
	if c == nil {
		return rules.GoonSpace{}
	}
	return rules.GoonSpace{Card: c.Name, Suspicion: c.Suspicion.Value, Type: c.GoonType, Bandit: c.BanditResource}
}
