package completion

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
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

// fromGame completes from the game (completionGame) the words fn offers
// given the words typed before, that start with the word being typed,
// with the directive dir besides noFiles; nothing when there is no game.
func fromGame(dir cobra.ShellCompDirective, fn func(g companion.Game, args []string) []cobra.Completion) completion {
	return func(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		g, ok := completionGame(c)
		if !ok {
			return nil, noFiles
		}
		return matching(toComplete, fn(g, args)), noFiles | dir
	}
}

// keepOrder is the directive of completions offered in the game's order.
const keepOrder = cobra.ShellCompDirectiveKeepOrder

// entryNumbers completes undo --to: the numbers of the game's entries that
// may be kept as the last one (the setup, entry 1, up to the one before the
// last), each described.
func entryNumbers(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	_, entries, ok := completionEntries(c)
	if !ok || len(entries) < 2 {
		return nil, noFiles
	}
	out := make([]cobra.Completion, 0, len(entries)-1)
	for i, e := range entries[:len(entries)-1] {
		out = append(out, cobra.CompletionWithDesc(strconv.Itoa(i+1), companion.DescribeEntry(e)))
	}
	return matching(toComplete, out), noFiles
}

// crewOf returns the crew named by the first argument.
func crewOf(g companion.Game, args []string) (companion.CrewState, bool) {
	if len(args) == 0 {
		return companion.CrewState{}, false
	}
	return g.Crew(args[0])
}

// crews completes the crews of the game in seating order, each with its
// colour, and whose turn it is in the Roll Call phase.
var crews = fromGame(keepOrder, func(g companion.Game, _ []string) []cobra.Completion {
	var all []cobra.Completion
	for _, crew := range g.Crews {
		desc := crew.Colour
		if g.Phase == companion.PhaseRollCall && g.RollCall.Turn == crew.Name {
			desc = strings.TrimPrefix(desc+", its turn", ", ")
		}
		all = append(all, cobra.CompletionWithDesc(crew.Name, desc))
	}
	return all
})

// otherCrews completes the crews but the one named first (effect --target).
var otherCrews = fromGame(keepOrder, func(g companion.Game, args []string) []cobra.Completion {
	var all []cobra.Completion
	for _, crew := range g.Crews {
		if len(args) == 0 || crew.Name != args[0] {
			all = append(all, crew.Name)
		}
	}
	return all
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
// round (Game.AssignableLocations), every one but the Library when there is
// no game.
func assignLocations(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, _ := completionGame(c)
	crew := ""
	if len(args) > 0 {
		crew = args[0]
	}
	var all []cobra.Completion
	for _, l := range g.AssignableLocations(crew) {
		all = append(all, cobra.CompletionWithDesc(l.Slug(), l.String()))
	}
	return matching(toComplete, all), noFiles | keepOrder
}

// resolvingLocation completes the location the Lights Out phase resolves,
// or any location outside it.
func resolvingLocation(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if g, ok := completionGame(c); ok && g.Phase == companion.PhaseLightsOut && g.LightsOut.Next != rules.NoLocation {
		return matching(toComplete, []cobra.Completion{g.LightsOut.Next.Slug()}), noFiles
	}
	return matching(toComplete, rules.LocationSlugs()), noFiles | keepOrder
}

// crewTokens completes the tokens still in the crew's holding cell that the
// command line does not name yet (no crew typed, as with pass --legend:
// the crew whose turn it is).
func crewTokens(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	crew, found := crewOf(g, args)
	if !found {
		crew, found = g.Crew(g.Expect().Crew)
	}
	if !ok || !found {
		return nil, noFiles
	}
	return matching(toComplete, g.TokensLeft(crew.Name, args[min(2, len(args)):])), noFiles | keepOrder
}

// typedTokens completes --face-down-token with the tokens named.
func typedTokens(_ *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return matching(toComplete, args[min(2, len(args)):]), noFiles
}

func resourceNames() []string {
	out := make([]string, len(rules.AllResources))
	for i, r := range rules.AllResources {
		out[i] = r.String()
	}
	return out
}

// resourceCounts completes RESOURCE=N values (--pay, --give): a resource
// and "=", with no space after, so the count is typed next. What comes
// before the last comma stays.
func resourceCounts(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	done, word := "", toComplete
	if i := strings.LastIndexByte(toComplete, ','); i >= 0 {
		done, word = toComplete[:i+1], toComplete[i+1:]
	}
	if strings.Contains(word, "=") {
		return nil, noFiles
	}
	var all []cobra.Completion
	for _, r := range resourceNames() {
		all = append(all, done+r+"=")
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveNoSpace
}

// heldResourceCounts completes discard's RESOURCE=N with the resources the
// crew holds, and how many.
func heldResourceCounts(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if strings.Contains(toComplete, "=") {
		return nil, noFiles
	}
	return fromGame(cobra.ShellCompDirectiveNoSpace, func(g companion.Game, args []string) []cobra.Completion {
		crew, _ := crewOf(g, args)
		var all []cobra.Completion
		for _, r := range rules.AllResources {
			if n := crew.Board.Resources.Of(r); n > 0 {
				all = append(all, cobra.CompletionWithDesc(r.String()+"=", fmt.Sprintf("holds %d", n)))
			}
		}
		return all
	})(c, args, toComplete)
}

// goonsInSpaces completes the goons in the goon spaces not named yet.
var goonsInSpaces = fromGame(keepOrder, func(g companion.Game, args []string) []cobra.Completion {
	var all []cobra.Completion
	for _, l := range rules.GoonLocations[:] {
		if goon := g.Locations[l].Goon; goon != "" && !slices.Contains(args[min(1, len(args)):], goon) {
			all = append(all, cobra.CompletionWithDesc(goon, l.String()))
		}
	}
	return all
})

// displayItems completes the items in the item display.
var displayItems = fromGame(keepOrder, func(g companion.Game, _ []string) []cobra.Completion { return displayCards(g) })

func displayCards(g companion.Game) []cobra.Completion {
	var out []cobra.Completion
	for i, card := range g.Display {
		if card != "" {
			out = append(out, cobra.CompletionWithDesc(card, fmt.Sprintf("item display, space %d", i+1)))
		}
	}
	return out
}

// craftableItems completes the items in the display and those the crew
// reserved.
var craftableItems = fromGame(keepOrder, func(g companion.Game, args []string) []cobra.Completion {
	all := displayCards(g)
	if crew, ok := crewOf(g, args); ok {
		for _, card := range crew.Reserved {
			all = append(all, cobra.CompletionWithDesc(card, "reserved"))
		}
	}
	return all
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
	return fromGame(0, func(g companion.Game, args []string) []cobra.Completion {
		crew, _ := crewOf(g, args[1:])
		switch args[0] {
		case "keep":
			return crew.Drawn
		case "play":
			return crew.Tomes
		}
		return nil
	})(c, args, toComplete)
}

// emptyDisplaySpaces completes draw item --space with the empty spaces of
// the item display.
var emptyDisplaySpaces = fromGame(keepOrder, func(g companion.Game, _ []string) []cobra.Completion {
	var all []cobra.Completion
	for _, n := range g.EmptyDisplaySpaces() {
		all = append(all, strconv.Itoa(n))
	}
	return all
})

// emptyGoonSpaces completes draw goon's LOCATION: the goon spaces that are
// empty, or all five when none is (or there is no game).
func emptyGoonSpaces(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	spaces := rules.GoonLocations[:]
	if g, ok := completionGame(c); ok && len(g.EmptyGoonSpaces()) > 0 {
		spaces = g.EmptyGoonSpaces()
	}
	return matching(toComplete, rules.Slugs(spaces)), noFiles | keepOrder
}

// lanternSpaces completes the space a lantern moves to: the spaces the
// paths from the crew's lantern lead to with the catacombs map, else the
// tomb and escaped (a numbered space is typed).
func lanternSpaces(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok || g.Breakout == nil {
		return nil, noFiles
	}
	var out []cobra.Completion
	if len(args) > 0 {
		if moves, ok := g.LanternMoves(args[0]); ok {
			for _, m := range moves {
				out = append(out, cobra.CompletionWithDesc(m.To.Label(), "costs "+m.Cost.String()))
			}
			return matching(toComplete, out), noFiles
		}
	}
	return matching(toComplete, []cobra.Completion{"tomb", "escaped"}), noFiles
}

// crewChanges completes --change: a crew's name and its colon.
var crewChanges = fromGame(cobra.ShellCompDirectiveNoSpace, func(g companion.Game, _ []string) []cobra.Completion {
	var out []cobra.Completion
	for _, crew := range g.Seating() {
		out = append(out, crew+": ")
	}
	return out
})
