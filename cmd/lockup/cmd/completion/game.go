package completion

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
)

// completeGames completes a game's name, with where it stands, or a game file's
// path when the word typed looks like one (or names no game).
func completeGames(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if strings.ContainsRune(toComplete, '/') || strings.HasPrefix(toComplete, ".") || strings.HasPrefix(toComplete, "~") {
		return gameFiles(c, args, toComplete)
	}
	dir, err := cmdutil.DirsOf(c).GamesDir()
	if err != nil {
		return nil, noFiles
	}
	names, err := gamelog.GameNames(dir)
	if err != nil {
		return nil, noFiles
	}
	var out []cobra.Completion
	for _, n := range matching(toComplete, names) {
		s := gamelog.Summarize(n, filepath.Join(dir, n+store.GameFileExt))
		where := s.Problem
		if s.Error == "" {
			where = s.GamePhase.String()
			if s.Round > 0 {
				where = fmt.Sprintf("round %d, %s", s.Round, s.GamePhase)
			}
		}
		out = append(out, cobra.CompletionWithDesc(n, where))
	}
	if len(out) == 0 {
		return gameFiles(c, args, toComplete)
	}
	return out, noFiles
}

// completionGame replays the game the command line names with --game, or
// the current game, writing nothing; false when there is none or it does
// not replay.
func completionGame(c *cobra.Command) (companion.Game, bool) {
	h, entries, ok := completionEntries(c)
	if !ok {
		return companion.Game{}, false
	}
	g, err := companion.Replay(h, entries)
	return g, err == nil
}

// completionEntries reads the game file the command line names with
// --game, or the current game's; false when it cannot be read.
func completionEntries(c *cobra.Command) (companion.LogHeader, []companion.Entry, bool) {
	flag := ""
	if f := c.Flags().Lookup("game"); f != nil {
		flag = f.Value.String()
	}
	_, h, entries, _, err := gamelog.ReadCurrentGame(cmdutil.DirsOf(c), flag)
	return h, entries, err == nil
}

// fromGame completes from the game (completionGame) the candidates fn
// offers given the words typed before, that start with the word being
// typed, with the directive dir besides noFiles; nothing when there is no
// game.
func fromGame(dir cobra.ShellCompDirective, fn func(g companion.Game, args []string) []companion.Candidate) completion {
	return func(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		g, ok := completionGame(c)
		if !ok {
			return nil, noFiles
		}
		return matching(toComplete, offer(fn(g, args))), noFiles | dir
	}
}

// offer makes completions of candidates, each with what it stands for as
// its description when it says something.
func offer(cands []companion.Candidate) []cobra.Completion {
	var out []cobra.Completion
	for _, c := range cands {
		if c.About == "" {
			out = append(out, c.Word)
		} else {
			out = append(out, cobra.CompletionWithDesc(c.Word, c.About))
		}
	}
	return out
}

// keepOrder is the directive of completions offered in the game's order.
const keepOrder = cobra.ShellCompDirectiveKeepOrder

// entryNumbers completes undo --to (companion.UndoCandidates).
func entryNumbers(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	_, entries, ok := completionEntries(c)
	if !ok {
		return nil, noFiles
	}
	return matching(toComplete, offer(companion.UndoCandidates(entries))), noFiles
}

// first is the first argument, the crew of most commands; "" when none is
// typed yet.
func first(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// crews completes the crews of the game in seating order.
var crews = fromGame(keepOrder, func(g companion.Game, _ []string) []companion.Candidate { return g.CrewCandidates() })

// otherCrews completes the crews but the one named first (effect --target).
var otherCrews = fromGame(keepOrder, func(g companion.Game, args []string) []companion.Candidate {
	return g.OtherCrewCandidates(first(args))
})

// typedCrews completes the crews given with --crew NAME:COLOUR (new
// --first), each once (cobra may parse the flags twice when completing).
func typedCrews(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	specs, err := c.Flags().GetStringArray("crew")
	if err != nil {
		return nil, noFiles
	}
	var names []string
	for _, s := range specs {
		if name, _, _ := strings.Cut(s, ":"); strings.TrimSpace(name) != "" && !slices.Contains(names, strings.TrimSpace(name)) {
			names = append(names, strings.TrimSpace(name))
		}
	}
	return matching(toComplete, names), noFiles | keepOrder
}

// assignLocations completes the locations a crew may still assign to this
// round, every one but the Library when there is no game.
func assignLocations(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, _ := completionGame(c)
	return matching(toComplete, offer(g.AssignCandidates(first(args)))), noFiles | keepOrder
}

// resolvingLocation completes the location the Lights Out phase resolves,
// nothing outside it.
var resolvingLocation = fromGame(0, func(g companion.Game, _ []string) []companion.Candidate { return g.DeclineCandidates() })

// crewTokens completes the tokens still in the crew's holding cell that the
// command line does not name yet (no crew typed, as with pass --legend:
// the crew whose turn it is).
func crewTokens(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	tokens, found := g.TokenCandidates(first(args), args[min(2, len(args)):])
	if !found {
		return nil, noFiles
	}
	return matching(toComplete, offer(tokens)), noFiles | keepOrder
}

// typedTokens completes --face-down-token with the tokens named.
func typedTokens(_ *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return matching(toComplete, args[min(2, len(args)):]), noFiles
}

// resources completes a resource's name.
func resources(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return matching(toComplete, offer(companion.ResourceCandidates())), noFiles
}

// resourceCounts completes RESOURCE=N values (--pay, --give): a resource
// and "=", with no space after, so the count is typed next.
func resourceCounts(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	cands, counting := companion.CubeCandidates(toComplete)
	if counting {
		return nil, noFiles
	}
	return matching(toComplete, offer(cands)), noFiles | cobra.ShellCompDirectiveNoSpace
}

// heldResourceCounts completes discard's RESOURCE=N with the resources the
// crew holds, and how many.
func heldResourceCounts(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if strings.Contains(toComplete, "=") {
		return nil, noFiles
	}
	return fromGame(cobra.ShellCompDirectiveNoSpace, func(g companion.Game, args []string) []companion.Candidate {
		return g.HeldResourceCandidates(first(args))
	})(c, args, toComplete)
}

// goonsInSpaces completes the goons in the goon spaces not named yet.
var goonsInSpaces = fromGame(keepOrder, func(g companion.Game, args []string) []companion.Candidate {
	return g.RecruitCandidates(args[min(1, len(args)):])
})

// displayItems completes the items in the item display.
var displayItems = fromGame(keepOrder, func(g companion.Game, _ []string) []companion.Candidate { return g.DisplayCandidates() })

// craftableItems completes the items in the display and those the crew
// reserved.
var craftableItems = fromGame(keepOrder, func(g companion.Game, args []string) []companion.Candidate {
	return g.CraftCandidates(first(args))
})

// tomeCards completes the tome of tome draw|keep|play CREW: a tome of the
// catalog to draw, one of the two drawn to keep, one in the hand to play.
func tomeCards(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) < 2 {
		return nil, noFiles
	}
	if args[0] == "draw" {
		return catalogCards(catalog.TomeCard)(c, args, toComplete)
	}
	return fromGame(0, func(g companion.Game, args []string) []companion.Candidate {
		return g.TomeCandidates(args[0], args[1])
	})(c, args, toComplete)
}

// emptyDisplaySpaces completes draw item --space with the empty spaces of
// the item display.
var emptyDisplaySpaces = fromGame(keepOrder, func(g companion.Game, _ []string) []companion.Candidate {
	return g.EmptyDisplayCandidates()
})

// emptyGoonSpaces completes draw goon's LOCATION: the goon spaces that are
// empty (all five when there is no game).
func emptyGoonSpaces(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, _ := completionGame(c)
	return matching(toComplete, offer(g.GoonSpaceCandidates())), noFiles | keepOrder
}

// drawnCards completes guards turn --drawn: the location cards left in the
// round's location deck.
var drawnCards = fromGame(0, func(g companion.Game, _ []string) []companion.Candidate { return g.DrawnCandidates() })

// tomeFrom completes tome keep --from: where the crew's choice of two
// tomes comes from.
var tomeFrom = fromGame(0, func(g companion.Game, args []string) []companion.Candidate {
	return g.TomeFromCandidates(first(args), first(args[min(1, len(args)):]))
})

// lanternSpaces completes the space a lantern moves to.
var lanternSpaces = fromGame(0, func(g companion.Game, args []string) []companion.Candidate {
	return g.LanternCandidates(first(args))
})

// crewChanges completes --change: a crew's name and its colon.
var crewChanges = fromGame(cobra.ShellCompDirectiveNoSpace, func(g companion.Game, _ []string) []companion.Candidate {
	var out []companion.Candidate
	for _, crew := range g.Seating() {
		out = append(out, companion.Candidate{Word: crew + ": "})
	}
	return out
})
