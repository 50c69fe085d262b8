package companion

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// The words typed into an entry command, read at this point of the game:
// one small type per command (AssignWords, TomeWords...) holds what the
// player typed, as typed, and its Entry method makes the entry the player
// means, or says why the words cannot make one. What is left out is taken
// from the table: the one crew that can act (Game.OnlyActor), the location
// being resolved, where a crew's choice of tomes came from. The commands
// fill the words from their arguments and flags and record the entry; the
// card catalog comes in as Cards, so this package never reads a file.

// WordsError is words that cannot make the entry as they stand: an
// argument missing or one too many, flags that contradict each other, a
// value written wrong. The commands print its message as it is; it is bad
// input (exit code 2).
type WordsError struct{ Err error }

// Error is the message, as the player reads it.
func (e *WordsError) Error() string { return e.Err.Error() }

// Unwrap returns what is wrong with the words.
func (e *WordsError) Unwrap() error { return e.Err }

// BadInput reports that the player typed the words: exit code 2.
func (e *WordsError) BadInput() bool { return true }

// wordsErr is a *WordsError with a message made as fmt.Errorf makes it.
func wordsErr(format string, args ...any) error {
	return &WordsError{Err: fmt.Errorf(format, args...)}
}

// Refusal is words the game refuses where it stands: no icon waits for a
// choice, guard turns in a game of several crews. Its message begins with
// "refused: "; it is bad input (exit code 2).
type Refusal struct{ Err error }

// Error is the message, as the player reads it.
func (e *Refusal) Error() string { return e.Err.Error() }

// Unwrap returns the refusal.
func (e *Refusal) Unwrap() error { return e.Err }

// BadInput reports that the player can fix it: exit code 2.
func (e *Refusal) BadInput() bool { return true }

// refusedErr is a *Refusal with a message made as fmt.Errorf makes it.
func refusedErr(format string, args ...any) error {
	return &Refusal{Err: fmt.Errorf(format, args...)}
}

// Cards are the card catalog as the words of an entry naming cards need
// it: the catalog to look names up in, and the printed values of a card
// entering play, the catalog's with the values typed laid over them
// (catalog.Filler, which keeps the values typed in the player's catalog
// once the entry is recorded).
type Cards interface {
	// Catalog is the catalog the names are looked up in.
	Catalog() *catalog.Catalog
	// Fill returns the printed values of the named card with the values
	// typed laid over them, or why they cannot be.
	Fill(kind catalog.CardKind, name string, typed catalog.Card) (*catalog.Card, error)
}

// OpenCards opens the card catalog when the words need it, so that words
// naming no card never read it.
type OpenCards func() (Cards, error)

// ClosestKnown adds to refused, the rules' refusal of an entry naming a
// card the catalog (cat) does not know (a goon card in a goon space, an
// item in the display, the goon of a setup bonus), the closest card of its
// kind the catalog knows, which the player may have meant. Any other
// refusal is returned as it is.
func ClosestKnown(cat *catalog.Catalog, p Payload, refused error) error {
	kind, name := catalog.ItemCard, ""
	switch e := p.(type) {
	case *GoonCardEntry:
		kind, name = catalog.GoonCard, e.Card
	case *DisplayCardEntry:
		name = e.Card
	case *SetupBonusEntry:
		kind, name = catalog.GoonCard, e.Goon
	}
	if name == "" || cat.Has(kind, name) {
		return refused
	}
	if best := text.Closest(name, cat.Names(kind)); best != "" {
		return fmt.Errorf("%w; or did you mean %q, which your card catalog knows?", refused, best)
	}
	return refused
}

// ParseCubes reads cubes typed as RESOURCE=N or RESOURCE (one cube), in
// any case, several in one value when separated by commas: the cubes paid,
// given or spent (FlagPay, FlagGive, FlagSpend), or discard's words. flag
// names the flag in an error; NoFlag for words. A value written wrong is a
// *WordsError.
func ParseCubes(flag terms.Flag, values []string) (rules.Resources, error) {
	var out rules.Resources
	where := func(part string) string {
		if flag == terms.NoFlag {
			return strconv.Quote(part)
		}
		return flag.String() + " " + strconv.Quote(part)
	}
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			name, num, found := strings.Cut(strings.TrimSpace(part), "=")
			n := 1
			if found {
				var err error
				if n, err = strconv.Atoi(num); err != nil || n < 1 || n > 99 {
					return out, wordsErr("%s: %q is not a number of cubes from 1 to 99", where(part), num)
				}
			}
			r, err := MatchResource(name)
			if err != nil {
				return out, wordsErr("%s: %v; write RESOURCE=N, e.g. scrap=2", where(part), err)
			}
			out = out.With(r, out.Of(r)+n)
		}
	}
	return out, nil
}

// OneCube reads a single resource typed (take's, the resource an exchange
// or an effect gets and gives): one cube of it. field names it in an error
// (FlagGet.String()); a resource left out or unknown is a *WordsError.
func OneCube(field, s string) (rules.Resources, error) {
	if s == "" {
		return rules.Resources{}, wordsErr("%s: give a resource: scrap, potions, iron or gold", field)
	}
	r, err := MatchResource(s)
	if err != nil {
		return rules.Resources{}, wordsErr("%s: %w", field, err)
	}
	return rules.Resources{}.With(r, 1), nil
}

// ParseGoonCard reads a goon card typed with its goon space: LOCATION and
// CARD[:SUSPICION[:RESOURCE]]. It returns the entry and the values typed
// (a resource makes the card a Bandit); the card's other printed values
// are the catalog's.
func ParseGoonCard(location, card string) (*GoonCardEntry, catalog.Card, error) {
	var typed catalog.Card
	loc, err := MatchLocation(strings.TrimSpace(location), rules.GoonLocations[:]...)
	if err != nil {
		return nil, typed, err
	}
	parts := strings.Split(card, ":")
	if len(parts) > 3 {
		return nil, typed, fmt.Errorf("%q: give CARD, CARD:SUSPICION or CARD:SUSPICION:RESOURCE", card)
	}
	e := &GoonCardEntry{Card: strings.TrimSpace(parts[0]), Location: loc}
	if len(parts) >= 2 {
		v, err := strconv.Atoi(strings.TrimSpace(parts[1]))
		if err != nil || v < 0 {
			return nil, typed, fmt.Errorf("%q: the suspicion icons must be a number, 0 or more", card)
		}
		typed.Suspicion = catalog.Know(v)
	}
	if len(parts) == 3 {
		if typed.BanditResource, err = rules.ParseResource(strings.TrimSpace(parts[2])); err != nil {
			return nil, typed, fmt.Errorf("%q: %v", card, err)
		}
		typed.GoonType = rules.Bandits
	}
	return e, typed, nil
}

// Dedupe is s without its repeated words, in the order they first come.
func Dedupe(s []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// leadingCrew reads the crew words may name first: when args[0] names a
// crew of the game (ignoring case), it returns that crew's name and the
// other words; otherwise "" and every word. A crew takes precedence over a
// location, a card or a resource of the same name.
func (g *Game) leadingCrew(args []string) (string, []string) {
	if len(args) > 0 {
		if crew, ok := FindName(args[0], g.Seating()); ok {
			return crew, args[1:]
		}
	}
	return "", args
}

// crewOrError refuses a first word that names neither a crew of the game
// nor one of others (what they are, e.g. "a location"), with the closest
// of them all.
func (g *Game) crewOrError(typed, what string, others []string) error {
	_, err := MatchName("a crew of this game or "+what, typed, append(g.Seating(), others...))
	return err
}

// crewOr returns the crew typed, as seated, or when none is typed the one
// crew that can make the action now.
func (g *Game) crewOr(typed string, a CrewAction) (string, error) {
	if typed != "" {
		return g.MatchCrew(typed)
	}
	return g.OnlyActor(a)
}

// crewAndCards reads [CREW] CARD...: the crew named first, else the one
// crew that can make the action now.
func (g *Game) crewAndCards(args []string, act CrewAction) (string, []string, error) {
	crew, cards := g.leadingCrew(args)
	if crew != "" {
		return crew, cards, nil
	}
	crew, err := g.OnlyActor(act)
	return crew, cards, err
}

// guardCardWord reads a guard card typed in a flag or an argument (name);
// "" is no card.
func guardCardWord(name, s string) (rules.GuardCard, error) {
	if s == "" {
		return rules.GuardCard{}, nil
	}
	c, err := ParseGuardCard(s)
	if err != nil {
		return c, wordsErr("%s: %w", name, err)
	}
	return c, nil
}

// readChanges reads a crew's changes (FlagChange: "Vera: +1 power, -1
// gold"), matching each crew to the game's.
func (g *Game) readChanges(values []string) ([]Change, error) {
	var out []Change
	for _, v := range values {
		c, err := input.ParseChange(v)
		if err != nil {
			return nil, wordsErr("%s %w", terms.FlagChange, err)
		}
		crew, err := g.MatchCrew(c.Crew)
		if err != nil {
			return nil, wordsErr("%s %q: %w", terms.FlagChange, v, err)
		}
		out = append(out, Change{Crew: crew, Gain: c.Gain, Lose: c.Lose, Power: c.Power, Suspicion: c.Suspicion, Reputation: c.Reputation, Tomes: c.Tomes})
	}
	return out, nil
}
