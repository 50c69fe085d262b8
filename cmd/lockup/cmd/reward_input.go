package cmd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// The Lights Out commands (recruit, craft, reserve, decline, take,
// exchange, next, tome, effect) share these helpers.

// parseCubes reads --pay / --give values, or discard's words: RES=N or RES
// (one cube), e.g. scrap=2 iron, in any case. flag names the flag in
// errors; "" for words.
func parseCubes(flag string, values []string) (rules.Resources, error) {
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

// oneCube reads a single resource name for take, exchange --get and effect
// --give and --get; field names it in an error ("--get").
func oneCube(field, s string) (rules.Resources, error) {
	if s == "" {
		return rules.Resources{}, &UsageError{Err: fmt.Errorf("%s: give a resource: scrap, potions, iron or gold", field)}
	}
	r, err := companion.MatchResource(s)
	if err != nil {
		return rules.Resources{}, &UsageError{Err: fmt.Errorf("%s: %w", field, err)}
	}
	return rules.Resources{}.With(r, 1), nil
}

func gameFlag(cmd *cobra.Command, path *string) {
	cmd.Flags().StringVar(path, "game", "", "the game file (default: the current game)")
}

func wantArgs(min, max int, usage string) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) < min || (max >= 0 && len(args) > max) {
			return &UsageError{Err: fmt.Errorf("usage: %s", usage)}
		}
		return nil
	}
}

func errUsage(format string, args ...any) error { return fmt.Errorf(format, args...) }
