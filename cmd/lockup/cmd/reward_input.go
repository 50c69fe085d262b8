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

// parseCubes reads --pay / --give values: RES=N or RES (one cube), e.g.
// scrap=2 iron.
func parseCubes(flag string, values []string) (rules.Resources, error) {
	var out rules.Resources
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			name, num, found := strings.Cut(strings.TrimSpace(part), "=")
			n := 1
			if found {
				var err error
				if n, err = strconv.Atoi(num); err != nil || n < 1 || n > 99 {
					return out, &UsageError{Err: fmt.Errorf("--%s %s: %q is not a number of cubes from 1 to 99", flag, part, num)}
				}
			}
			r, err := rules.ParseResource(name)
			if err != nil {
				return out, &UsageError{Err: fmt.Errorf("--%s %s: %v (write RESOURCE=N, e.g. scrap=2)", flag, part, err)}
			}
			out = out.With(r, out.Of(r)+n)
		}
	}
	return out, nil
}

// oneCube reads a single resource name for take, exchange --get and effect
// --get.
func oneCube(s string) (rules.Resources, error) {
	r, err := rules.ParseResource(s)
	if err != nil {
		return rules.Resources{}, &UsageError{Err: fmt.Errorf("%v", err)}
	}
	return rules.Resources{}.With(r, 1), nil
}

// recordAndSay records a payload in the current game and prints it and
// what comes next.
func recordAndSay(ios *IOStreams, gamePath string, p companion.Payload) error {
	l, g, err := openGame(ios, gamePath)
	if err != nil {
		return err
	}
	g, e, err := record(l, g, p)
	if err != nil {
		return err
	}
	fmt.Fprintln(ios.Out, companion.DescribeEntry(e))
	fmt.Fprintln(ios.Out, g.Expect().String())
	return nil
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

// noneArgs checks the arguments of recruit and craft: CREW alone with
// --none, else CREW and one card, or up to maxCards.
func noneArgs(none *bool, maxCards int, usage string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		max := 1 + maxCards
		if *none {
			max = 1
		}
		if len(args) < 1 || (!*none && len(args) < 2) || len(args) > max {
			if *none && len(args) > 1 {
				return &UsageError{Err: fmt.Errorf("--none names no card: usage: %s", usage)}
			}
			return &UsageError{Err: fmt.Errorf("usage: %s", usage)}
		}
		return nil
	}
}

func errUsage(format string, args ...any) error { return fmt.Errorf(format, args...) }
