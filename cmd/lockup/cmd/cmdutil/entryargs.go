package cmdutil

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/spf13/cobra"
)

// Reading what the entry commands, play and new are typed: cubes, a goon
// card, the --game flag.

// ParseCubes reads --pay / --give values, or discard's words: RES=N or RES
// (one cube), e.g. scrap=2 iron, in any case. flag names the flag in
// errors; "" for words.
func ParseCubes(flag string, values []string) (rules.Resources, error) {
	var out rules.Resources
	where := func(part string) string {
		if flag == "" {
			return strconv.Quote(part)
		}
		return "--" + flag + " " + strconv.Quote(part)
	}
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			name, num, found := strings.Cut(strings.TrimSpace(part), "=")
			n := 1
			if found {
				var err error
				if n, err = strconv.Atoi(num); err != nil || n < 1 || n > 99 {
					return out, &UsageError{Err: fmt.Errorf("%s: %q is not a number of cubes from 1 to 99", where(part), num)}
				}
			}
			r, err := companion.MatchResource(name)
			if err != nil {
				return out, &UsageError{Err: fmt.Errorf("%s: %v; write RESOURCE=N, e.g. scrap=2", where(part), err)}
			}
			out = out.With(r, out.Of(r)+n)
		}
	}
	return out, nil
}

// OneCube reads a single resource name for take, exchange --get and effect
// --give and --get; field names it in an error ("--get").
func OneCube(field, s string) (rules.Resources, error) {
	if s == "" {
		return rules.Resources{}, &UsageError{Err: fmt.Errorf("%s: give a resource: scrap, potions, iron or gold", field)}
	}
	r, err := companion.MatchResource(s)
	if err != nil {
		return rules.Resources{}, &UsageError{Err: fmt.Errorf("%s: %w", field, err)}
	}
	return rules.Resources{}.With(r, 1), nil
}

// GameFlag gives cmd the --game flag of the commands that read or write
// the current game.
func GameFlag(cmd *cobra.Command, path *string) {
	cmd.Flags().StringVar(path, "game", "", "the game file (default: the current game)")
}

// ParseGoonArgs reads LOCATION and CARD[:SUSPICION[:RESOURCE]]: the entry
// and the values typed (a resource makes the card a Bandit).
func ParseGoonArgs(args []string) (*companion.GoonCardEntry, catalog.Card, error) {
	var typed catalog.Card
	loc, err := companion.MatchLocation(strings.TrimSpace(args[0]), rules.GoonLocations[:]...)
	if err != nil {
		return nil, typed, err
	}
	parts := strings.Split(args[1], ":")
	if len(parts) > 3 {
		return nil, typed, fmt.Errorf("%q: give CARD, CARD:SUSPICION or CARD:SUSPICION:RESOURCE", args[1])
	}
	e := &companion.GoonCardEntry{Card: strings.TrimSpace(parts[0]), Location: loc}
	if len(parts) >= 2 {
		v, err := strconv.Atoi(strings.TrimSpace(parts[1]))
		if err != nil || v < 0 {
			return nil, typed, fmt.Errorf("%q: the suspicion icons must be a number, 0 or more", args[1])
		}
		typed.Suspicion = catalog.Know(v)
	}
	if len(parts) == 3 {
		if typed.BanditResource, err = rules.ParseResource(strings.TrimSpace(parts[2])); err != nil {
			return nil, typed, fmt.Errorf("%q: %v", args[1], err)
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
