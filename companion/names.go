package companion

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// Names as players type them. Crews and cards match ignoring case and
// spacing (catalog.NameKey), locations also by their printed names
// (rules.LookupLocation); a name that matches nothing is refused with the
// closest allowed one (input.Closest) and the list of those allowed. The
// commands and lockup play read every name through here.

// NameError is a name typed that names nothing allowed: a crew not at the
// table, a location not on the board, a card not where it should be. It
// is bad input (exit code 2).
type NameError struct {
	// What is what the name should be, with its article: "a crew of this
	// game", "a location", "a goon in a goon space".
	What  string
	Typed string
	// Closest is the allowed name nearest to Typed, "" when none is near.
	Closest string
	// Allowed are the names allowed; none when empty.
	Allowed []string
}

// Error says what is wrong, the closest name and what is allowed.
func (e *NameError) Error() string {
	s := fmt.Sprintf("%q is not %s", e.Typed, e.What)
	if e.Closest != "" {
		s += fmt.Sprintf("; did you mean %q?", e.Closest)
	}
	allowed := "none"
	if len(e.Allowed) > 0 {
		allowed = strings.Join(e.Allowed, ", ")
	}
	return s + " (allowed: " + allowed + ")"
}

// BadInput reports that the player typed the name: exit code 2.
func (e *NameError) BadInput() bool { return true }

// MatchName returns the allowed name that typed names, ignoring case and
// spacing; else a *NameError saying it is not what (with its article: "a
// goon in a goon space").
func MatchName(what, typed string, allowed []string) (string, error) {
	if name, ok := FindName(typed, allowed); ok {
		return name, nil
	}
	return "", &NameError{What: what, Typed: typed, Closest: text.Closest(typed, allowed), Allowed: allowed}
}

// FindName returns the allowed name that typed names, ignoring case and
// spacing, without an error when there is none.
func FindName(typed string, allowed []string) (string, bool) {
	for _, a := range allowed {
		if a == typed {
			return a, true
		}
	}
	key := catalog.NameKey(typed)
	for _, a := range allowed {
		if catalog.NameKey(a) == key {
			return a, true
		}
	}
	return "", false
}

// MatchCrew returns the name of the crew typed, as seated.
func (g *Game) MatchCrew(typed string) (string, error) {
	return MatchName("a crew of this game", typed, g.Seating())
}

// MatchLocation reads a location typed by its slug or its printed name
// (rules.LookupLocation), among those allowed (every location when none is
// given).
func MatchLocation(typed string, allowed ...rules.Location) (rules.Location, error) {
	if len(allowed) == 0 {
		allowed = rules.AllLocations
	}
	l, ok := rules.LookupLocation(typed)
	for _, a := range allowed {
		if ok && a == l {
			return l, nil
		}
	}
	slugs := make([]string, len(allowed))
	for i, a := range allowed {
		slugs[i] = a.Slug()
	}
	if ok {
		// A location, but not one allowed here: no other is meant.
		return rules.NoLocation, &NameError{What: "a location allowed here", Typed: typed, Allowed: slugs}
	}
	// The closest among the slugs and the names in the language the word
	// looks written in ("enfermeria": "Enfermería").
	return rules.NoLocation, &NameError{What: "a location", Typed: typed, Closest: text.Closest(typed, append(slugs, terms.Candidates(typed, "location")...)), Allowed: slugs}
}

// RollCallLocations are the locations a crew may assign tokens to: all but
// the Library (core rulebook, "Assigning Crew Tokens").
func RollCallLocations() []rules.Location { return rules.AllLocations[:len(rules.AllLocations)-1] }

// MatchToken reads a crew token typed in any case: lookout, enforcer, 2 to
// 5 (and seeker).
func MatchToken(typed string) (string, error) {
	if t, err := rules.ParseToken(typed); err == nil {
		return t.String(), nil // also a Spanish or Chinese name ("matón", "瞭望员")
	}
	return MatchName("a crew token", typed, rules.TokenNames())
}

// MatchTokens reads crew tokens typed in any case (MatchToken).
func MatchTokens(words []string) ([]string, error) {
	out := make([]string, 0, len(words))
	for _, w := range words {
		t, err := MatchToken(w)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// MatchResource reads a resource typed in any case: scrap, potions (or
// potion), iron, gold.
func MatchResource(typed string) (rules.Resource, error) {
	if r, err := rules.ParseResource(strings.ToLower(strings.TrimSpace(typed))); err == nil {
		return r, nil
	}
	names := make([]string, len(rules.AllResources))
	for i, r := range rules.AllResources {
		names[i] = r.String()
	}
	return rules.NoResource, &NameError{What: "a resource", Typed: typed, Closest: text.Closest(typed, names), Allowed: names}
}

// GoonsOnBoard returns the goons in the goon spaces, from the Sewers on.
func (g *Game) GoonsOnBoard() []string {
	var out []string
	for _, l := range rules.GoonLocations {
		if n := g.Locations[l].Goon; n != "" {
			out = append(out, n)
		}
	}
	return out
}

// DisplayItems returns the items in the item display, space 1 first.
func (g *Game) DisplayItems() []string {
	var out []string
	for _, c := range g.Display {
		if c != "" {
			out = append(out, c)
		}
	}
	return out
}

// subject names a crew as the subject of a sentence: the crew's name, or
// "the guards", who take a plural verb (verb).
func subject(name string) string {
	if name == rules.Guards {
		return "the guards"
	}
	return name
}

// possessive names what belongs to a crew: "Vera's", "the guards'".
func possessive(name string) string {
	if name == rules.Guards {
		return "the guards'"
	}
	return name + "'s"
}

// verb returns the verb for a crew as subject: one for a crew, many for
// the guards.
func verb(name, one, many string) string {
	if name == rules.Guards {
		return many
	}
	return one
}
