package cmd

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
)

// Shell completion (lockup completion bash|zsh|fish|powershell, which the
// shells run as lockup __complete ARGS...): the crews of the current game
// (or the one --game names), the locations, the tokens a crew still holds,
// the cards in play and in the card catalog, the games, and the values of
// every flag that takes one of a few words. It is attached here, by command
// path, so the command files hold none of it, and only when the shell asks
// (execute): the other command lines need none of it, and cobra keeps flag
// completions in one table for the whole process.
//
// Completing reads the game file and the catalog and writes nothing; when
// they cannot be read it offers nothing rather than an error.

// completion is a completion function, as cobra calls it.
type completion = cobra.CompletionFunc

// noFiles is the directive of completions that are not files.
const noFiles = cobra.ShellCompDirectiveNoFileComp

// completers attach the completions of each command, by command path
// without "lockup ". A path whose command is not in the tree is passed over.
var completers = map[string]func(c *cobra.Command){
	"score": func(c *cobra.Command) {
		c.ValidArgsFunction = yamlFiles
		flagCompletion(c, "output", oneOf(scoreOutputs...))
		flagCompletion(c, "save", yamlFiles)
	},
	"resolve": func(c *cobra.Command) {
		c.ValidArgsFunction = yamlFiles
		flagCompletion(c, "output", oneOf("text", "json"))
		flagCompletion(c, "location", oneOf(append(rules.LocationSlugs(), "legend")...))
	},
	"new": func(c *cobra.Command) {
		flagCompletion(c, "edition", oneOf("2019", "2018"))
		flagCompletion(c, "first", typedCrews)
		flagCompletion(c, "display", catalogCards(catalog.ItemCard))
		flagCompletion(c, "goal", catalogCards(catalog.GoalCard))
		flagCompletion(c, "goon", goonSpaceCards)
		flagCompletion(c, "game", gameFiles)
		flagCompletion(c, "difficulty", oneOf("moderate", "challenging", "expert"))
		flagCompletion(c, "decks", oneOf("table", "app"))
	},
	"guards turn": func(c *cobra.Command) {
		flagCompletion(c, "reveal", oneOf(append(guardLocationSlugs(), "legend")...))
		flagCompletion(c, "card", oneOf(guardCardWords()...))
		flagCompletion(c, "placed", oneOf(guardCardWords()...))
		flagCompletion(c, "drawn", oneOf(append(guardLocationSlugs()[:6:6], "off-duty")...))
	},
	"guards card": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf(guardLocationSlugs()...), oneOf(guardCardWords()...))
	},
	"play": func(c *cobra.Command) {
		flagCompletion(c, "until", oneOf("phase", "round", "game-end"))
		flagCompletion(c, "answers", anyFile)
	},
	"status": func(c *cobra.Command) { flagCompletion(c, "output", oneOf("text", "json")) },
	"games":  func(c *cobra.Command) { flagCompletion(c, "output", oneOf("text", "json")) },
	"log":    func(c *cobra.Command) { flagCompletion(c, "output", oneOf("text", "json")) },
	"undo":   func(c *cobra.Command) { flagCompletion(c, "to", entryNumbers) },
	"use":    func(c *cobra.Command) { c.ValidArgsFunction = positional(false, games) },
	"bonus": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, crews)
		flagCompletion(c, "goon", catalogCards(catalog.GoonCard))
	},
	"assign": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(true, crews, assignLocations, crewTokens)
		flagCompletion(c, "face-down-token", typedTokens)
	},
	"pass": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, crews)
		flagCompletion(c, "legend", crewTokens)
	},
	"decline": func(c *cobra.Command) { c.ValidArgsFunction = positional(false, crews, resolvingLocation) },
	"take":    func(c *cobra.Command) { c.ValidArgsFunction = positional(false, crews, oneOf(resourceNames()...)) },
	"exchange": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, crews)
		flagCompletion(c, "give", resourceCounts)
		flagCompletion(c, "get", oneOf(resourceNames()...))
	},
	"recruit": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(true, crews, goonsInSpaces)
		flagCompletion(c, "pay", resourceCounts)
	},
	"craft": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, crews, craftableItems)
		flagCompletion(c, "pay", resourceCounts)
	},
	"reserve": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, crews, displayItems)
		flagCompletion(c, "pay", resourceCounts)
	},
	"effect": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, crews)
		flagCompletion(c, "target", otherCrews)
		flagCompletion(c, "give", oneOf(resourceNames()...))
		flagCompletion(c, "get", oneOf(resourceNames()...))
	},
	"tome": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf("draw", "keep", "play"), crews, tomeCards)
		flagCompletion(c, "from", oneOf(rules.Library.Slug(), rules.ChowHall.Slug(), rules.CellBlock.Slug()))
		flagCompletion(c, "card", oneOf(guardCardWords()...))
	},
	"tunnel": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf(rules.LocationSlugs()[:7]...), oneOf("single", "double"))
	},
	"lantern": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, crews, lanternSpaces)
		flagCompletion(c, "spend", resourceCounts)
	},
	"loot": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, crews)
		flagCompletion(c, "change", crewChanges)
	},
	"shapeshift": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(true, crews, catalogCards(catalog.GoonCard))
		flagCompletion(c, "keep", catalogCards(catalog.GoonCard))
	},
	"legend card":    func(c *cobra.Command) { c.ValidArgsFunction = positional(false, catalogCards(catalog.LegendCard)) },
	"legend resolve": func(c *cobra.Command) { flagCompletion(c, "change", crewChanges) },
	"discard":        func(c *cobra.Command) { c.ValidArgsFunction = positional(true, crews, heldResourceCounts) },
	"draw item": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, catalogCards(catalog.ItemCard))
		flagCompletion(c, "space", emptyDisplaySpaces)
	},
	"draw goon": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, emptyGoonSpaces, catalogCards(catalog.GoonCard))
	},
	"rules": func(c *cobra.Command) { flagCompletion(c, "output", oneOf("text", "json")) },
	"cards": func(c *cobra.Command) { flagCompletion(c, "catalog", yamlFiles) },
	"pa score": func(c *cobra.Command) {
		c.ValidArgsFunction = yamlFiles
		flagCompletion(c, "output", oneOf(scoreOutputs...))
		flagCompletion(c, "save", yamlFiles)
	},
	"pa tiles": func(c *cobra.Command) { flagCompletion(c, "output", oneOf("text", "json")) },
	"pa cards": func(c *cobra.Command) { flagCompletion(c, "output", oneOf("text", "json")) },
	"cards list": func(c *cobra.Command) {
		flagCompletion(c, "kind", oneOf(cardKindNames()...))
		flagCompletion(c, "output", oneOf("text", "json"))
	},
	"cards show": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, catalogCardsOfKindFlag)
		flagCompletion(c, "kind", oneOf(cardKindNames()...))
		flagCompletion(c, "output", oneOf("text", "json"))
	},
	"cards edit": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, catalogCardsOfKindFlag)
		flagCompletion(c, "kind", oneOf(cardKindNames()...))
		flagCompletion(c, "set", cardFields)
	},
	"cards guards": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf(guardColourNames()...))
		flagCompletion(c, "special", strengthPlaces)
		flagCompletion(c, "breakout", oneOf(guardStrengths()...))
	},
	"cards location-card": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf(catalog.LocationCardShows...))
	},
	"cards catacombs": func(c *cobra.Command) { flagCompletion(c, "output", oneOf("text", "json")) },
	"cards import":    func(c *cobra.Command) { c.ValidArgsFunction = positional(false, yamlFiles) },
	"cards export":    func(c *cobra.Command) { c.ValidArgsFunction = positional(false, yamlFiles) },
}

// attachCompletions gives every command of the tree its completions:
// those of completers, and the games for every --game flag but new's.
// Anything not completed offers nothing, never the files of the folder.
func attachCompletions(root *cobra.Command) {
	d := noFiles
	root.CompletionOptions.DefaultShellCompDirective = &d
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := strings.TrimPrefix(c.CommandPath(), root.Name()+" ")
		if c.Flags().Lookup("game") != nil && path != "new" {
			flagCompletion(c, "game", games)
		}
		if attach, ok := completers[path]; ok {
			attach(c)
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// flagCompletion registers fn for the flag of c. A flag that is not there,
// or is registered twice, is a mistake in completers: it panics, and the
// completion tests catch it.
func flagCompletion(c *cobra.Command, flag string, fn completion) {
	if err := c.RegisterFlagCompletionFunc(flag, fn); err != nil {
		panic(fmt.Sprintf("lockup %s --%s: %v", c.Name(), flag, err))
	}
}

// positional completes the arguments of a command, one function for each
// position; with rest the last one also completes every position after it.
func positional(rest bool, fns ...completion) completion {
	return func(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		i := len(args)
		if i >= len(fns) {
			if !rest {
				return nil, noFiles
			}
			i = len(fns) - 1
		}
		return fns[i](c, args, toComplete)
	}
}

// matching keeps the completions that start with toComplete, ignoring case
// (the shell puts the name as written in place of the word typed).
func matching(toComplete string, all []cobra.Completion) []cobra.Completion {
	var out []cobra.Completion
	for _, c := range all {
		word, _, _ := strings.Cut(c, "\t")
		if len(word) >= len(toComplete) && strings.EqualFold(word[:len(toComplete)], toComplete) {
			out = append(out, c)
		}
	}
	return out
}

// oneOf completes one of a fixed list of words.
func oneOf(list ...string) completion {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return matching(toComplete, list), noFiles
	}
}

func yamlFiles(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return []cobra.Completion{"yaml", "yml"}, cobra.ShellCompDirectiveFilterFileExt
}

func gameFiles(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return []cobra.Completion{strings.TrimPrefix(store.GameFileExt, ".")}, cobra.ShellCompDirectiveFilterFileExt
}

func anyFile(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return nil, cobra.ShellCompDirectiveDefault
}

// games completes a game's name, with where it stands, or a game file's
// path when the word typed looks like one (or names no game).
func games(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if strings.ContainsRune(toComplete, '/') || strings.HasPrefix(toComplete, ".") || strings.HasPrefix(toComplete, "~") {
		return gameFiles(c, args, toComplete)
	}
	dir, err := dirsOf(c).GamesDir()
	if err != nil {
		return nil, noFiles
	}
	names, err := gameNames(dir)
	if err != nil {
		return nil, noFiles
	}
	var out []cobra.Completion
	for _, n := range matching(toComplete, names) {
		s := summarizeGame(n, filepath.Join(dir, n+store.GameFileExt))
		where := s.problem
		if s.Error == "" {
			where = s.phase.String()
			if s.Round > 0 {
				where = fmt.Sprintf("round %d, %s", s.Round, s.phase)
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
	flag := ""
	if f := c.Flags().Lookup("game"); f != nil {
		flag = f.Value.String()
	}
	path, err := currentGame(dirsOf(c), flag)
	if err != nil {
		return companion.Game{}, false
	}
	h, entries, _, err := readGameFile(path, path)
	if err != nil {
		return companion.Game{}, false
	}
	g, err := companion.Replay(h, entries)
	return g, err == nil
}

// entryNumbers completes undo --to: the numbers of the game's entries that
// may be kept as the last one (the setup, entry 1, up to the one before the
// last), each described.
func entryNumbers(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	flag := ""
	if f := c.Flags().Lookup("game"); f != nil {
		flag = f.Value.String()
	}
	path, err := currentGame(dirsOf(c), flag)
	if err != nil {
		return nil, noFiles
	}
	_, entries, _, err := readGameFile(path, path)
	if err != nil || len(entries) < 2 {
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
	for _, c := range g.Crews {
		if c.Name == args[0] {
			return c, true
		}
	}
	return companion.CrewState{}, false
}

// crews completes the crews of the game in seating order, each with its
// colour, and whose turn it is in the Roll Call phase.
func crews(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	var all []cobra.Completion
	for _, crew := range g.Crews {
		desc := crew.Colour
		if g.Phase == companion.PhaseRollCall && g.RollCall.Turn == crew.Name {
			desc = strings.TrimPrefix(desc+", its turn", ", ")
		}
		all = append(all, cobra.CompletionWithDesc(crew.Name, desc))
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveKeepOrder
}

// otherCrews completes the crews but the one named first (effect --target).
func otherCrews(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	var all []cobra.Completion
	for _, crew := range g.Crews {
		if len(args) == 0 || crew.Name != args[0] {
			all = append(all, crew.Name)
		}
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveKeepOrder
}

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
	return matching(toComplete, names), noFiles | cobra.ShellCompDirectiveKeepOrder
}

// assignLocations completes the locations a crew may still assign to this
// round: not the Library, nor one it has assigned to.
func assignLocations(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, _ := completionGame(c)
	var all []cobra.Completion
	for _, l := range rules.AllLocations {
		if l == rules.Library || slices.ContainsFunc(g.RollCall.Assignments, func(a rules.Assignment) bool {
			return len(args) > 0 && a.Crew == args[0] && a.Location == l
		}) {
			continue
		}
		all = append(all, cobra.CompletionWithDesc(l.Slug(), l.String()))
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveKeepOrder
}

// resolvingLocation completes the location the Lights Out phase resolves,
// or any location outside it.
func resolvingLocation(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if g, ok := completionGame(c); ok && g.Phase == companion.PhaseLightsOut && g.LightsOut.Next != rules.NoLocation {
		return matching(toComplete, []cobra.Completion{g.LightsOut.Next.Slug()}), noFiles
	}
	return matching(toComplete, rules.LocationSlugs()), noFiles | cobra.ShellCompDirectiveKeepOrder
}

// crewTokens completes the tokens still in the crew's holding cell that the
// command line does not name yet.
func crewTokens(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	crew, ok := crewOf(g, args)
	if !ok {
		// No crew typed (pass --legend): the crew whose turn it is.
		if crew, ok = g.Crew(g.Expect().Crew); !ok {
			return nil, noFiles
		}
	}
	var all []cobra.Completion
	for _, t := range crew.Tokens {
		if !slices.Contains(args[min(2, len(args)):], t.String()) {
			all = append(all, t.String())
		}
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveKeepOrder
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
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	crew, ok := crewOf(g, args)
	if !ok {
		return nil, noFiles
	}
	var all []cobra.Completion
	for _, r := range rules.AllResources {
		if n := crew.Board.Resources.Of(r); n > 0 {
			all = append(all, cobra.CompletionWithDesc(r.String()+"=", fmt.Sprintf("holds %d", n)))
		}
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveNoSpace
}

// goonsInSpaces completes the goons in the goon spaces not named yet.
func goonsInSpaces(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	var all []cobra.Completion
	for _, l := range rules.GoonLocations[:] {
		if goon := g.Locations[l].Goon; goon != "" && !slices.Contains(args[min(1, len(args)):], goon) {
			all = append(all, cobra.CompletionWithDesc(goon, l.String()))
		}
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveKeepOrder
}

// displayItems completes the items in the item display.
func displayItems(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	return matching(toComplete, displayCards(g)), noFiles | cobra.ShellCompDirectiveKeepOrder
}

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
func craftableItems(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	all := displayCards(g)
	if crew, ok := crewOf(g, args); ok {
		for _, card := range crew.Reserved {
			all = append(all, cobra.CompletionWithDesc(card, "reserved"))
		}
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveKeepOrder
}

// tomeCards completes the tome of tome draw|keep|play CREW: a tome of the
// catalog to draw, one of the two drawn to keep, one in the hand to play.
func tomeCards(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) < 2 {
		return nil, noFiles
	}
	if args[0] == "draw" {
		return catalogCards(catalog.TomeCard)(c, args, toComplete)
	}
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	crew, ok := crewOf(g, args[1:])
	if !ok {
		return nil, noFiles
	}
	switch args[0] {
	case "keep":
		return matching(toComplete, crew.Drawn), noFiles
	case "play":
		return matching(toComplete, crew.Tomes), noFiles
	}
	return nil, noFiles
}

// emptyDisplaySpaces completes draw item --space with the empty spaces of
// the item display.
func emptyDisplaySpaces(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	var all []cobra.Completion
	for i, card := range g.Display {
		if card == "" {
			all = append(all, strconv.Itoa(i+1))
		}
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveKeepOrder
}

// emptyGoonSpaces completes draw goon's LOCATION: the goon spaces that are
// empty, or all five when none is (or there is no game).
func emptyGoonSpaces(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	var empty, all []cobra.Completion
	for _, l := range rules.GoonLocations[:] {
		all = append(all, l.Slug())
		if ok && g.Locations[l].Goon == "" {
			empty = append(empty, l.Slug())
		}
	}
	if len(empty) > 0 {
		all = empty
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveKeepOrder
}

// completionCatalog is the effective card catalog (lockup's with yours
// laid over it), or the one cards --catalog names; nil when it cannot be
// read.
func completionCatalog(c *cobra.Command) *catalog.Catalog {
	path := ""
	if f := c.Flags().Lookup("catalog"); f != nil {
		path = f.Value.String()
	}
	if path == "" {
		var err error
		if path, err = dirsOf(c).CatalogPath(); err != nil {
			return nil
		}
	}
	user, err := catalog.LoadCatalog(path)
	if err != nil {
		return nil
	}
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return nil
	}
	return eff
}

// catalogCards completes the names of the catalog's cards of a kind.
func catalogCards(kind catalog.CardKind) completion {
	return func(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		cat := completionCatalog(c)
		if cat == nil {
			return nil, noFiles
		}
		return matching(toComplete, cat.Names(kind)), noFiles
	}
}

// catalogCardsOfKindFlag completes a card of the kind --kind names, or of
// any kind.
func catalogCardsOfKindFlag(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	kind := catalog.NoCardKind
	if f := c.Flags().Lookup("kind"); f != nil && f.Value.String() != "" {
		k, err := catalog.ParseCardKind(f.Value.String())
		if err != nil {
			return nil, noFiles
		}
		kind = k
	}
	return catalogCards(kind)(c, args, toComplete)
}

// goonSpaceCards completes new --goon LOCATION=CARD: a goon space and "=",
// then the catalog's goons.
func goonSpaceCards(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	loc, card, ok := strings.Cut(toComplete, "=")
	if !ok {
		var all []cobra.Completion
		for _, l := range rules.GoonLocations[:] {
			all = append(all, l.Slug()+"=")
		}
		return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveNoSpace | cobra.ShellCompDirectiveKeepOrder
	}
	names, dir := catalogCards(catalog.GoonCard)(c, args, card)
	for i, n := range names {
		names[i] = loc + "=" + n
	}
	return names, dir
}

// strengthPlaces completes cards guards COLOUR STRENGTH... --special N
// with the places of the strengths given so far.
func strengthPlaces(_ *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var all []cobra.Completion
	for i := 1; i < len(args); i++ {
		all = append(all, fmt.Sprintf("%d\tstrength %s", i, args[i]))
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveKeepOrder
}

func cardKindNames() []string {
	out := make([]string, len(catalog.AllCardKinds))
	for i, k := range catalog.AllCardKinds {
		out[i] = k.String()
	}
	return out
}

// cardFields completes cards edit --set FIELD=VALUE with the fields of the
// kind --kind names (or of every kind), and "="; then the value of a field
// that takes one of a few words (the box, a yes-or-no value, a guard
// card's colour, a Bandit's resource, what Breakout's location card shows).
func cardFields(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if field, _, ok := strings.Cut(toComplete, "="); ok {
		var words []string
		switch field {
		case catalog.FieldExpansion:
			words = []string{"core", "breakout"}
		case catalog.FieldSpecial, catalog.FieldAsked, catalog.FieldLoot:
			words = []string{"yes", "no"}
		case catalog.FieldColour:
			words = guardColourNames()
		case catalog.FieldResource:
			words = resourceNames()
		case catalog.FieldShows:
			words = catalog.LocationCardShows
		}
		all := make([]cobra.Completion, len(words))
		for i, w := range words {
			all[i] = field + "=" + w
		}
		return matching(toComplete, all), noFiles
	}
	kinds := catalog.AllCardKinds
	if f := c.Flags().Lookup("kind"); f != nil && f.Value.String() != "" {
		k, err := catalog.ParseCardKind(f.Value.String())
		if err != nil {
			return nil, noFiles
		}
		kinds = []catalog.CardKind{k}
	}
	var all []cobra.Completion
	for _, k := range kinds {
		for _, field := range catalog.CardFields(k) {
			if !slices.Contains(all, field+"=") {
				all = append(all, field+"=")
			}
		}
	}
	return matching(toComplete, all), noFiles | cobra.ShellCompDirectiveNoSpace
}

// guardLocationSlugs are the locations guard cards lie at: the Exercise
// Yard to the Cell Block.
func guardLocationSlugs() []string {
	return rules.LocationSlugs()[:7]
}

// guardCardWords are the colours a guard card is typed with, ready for its
// strength: "blue:", "green:", ….
func guardCardWords() []string {
	return []string{"blue:", "green:", "yellow:", "red:"}
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
func crewChanges(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	g, ok := completionGame(c)
	if !ok {
		return nil, noFiles
	}
	var out []cobra.Completion
	for _, crew := range g.Seating() {
		out = append(out, crew+": ")
	}
	return matching(toComplete, out), noFiles | cobra.ShellCompDirectiveNoSpace
}

// guardStrengths are the strengths a guard card shows, 0 to
// rules.MaxStrength.
func guardStrengths() []string {
	out := make([]string, 0, rules.MaxStrength+1)
	for n := range rules.MaxStrength + 1 {
		out = append(out, strconv.Itoa(n))
	}
	return out
}
