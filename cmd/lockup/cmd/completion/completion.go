package completion

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/score"
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
// they cannot be read it offers nothing rather than an error. Which words
// a game or the catalog allows is theirs to say (companion.Candidate and
// the Game methods that give them, catalog's candidates.go): this package
// reads the command line, asks them, and keeps the words that start with
// the one being typed.

// completion is a completion function, as cobra calls it.
type completion = cobra.CompletionFunc

// noFiles is the directive of completions that are not files.
const noFiles = cobra.ShellCompDirectiveNoFileComp

// completers attach the completions of each command, by command path
// without "lockup ". A path whose command is not in the tree is passed over.
var completers = map[string]func(c *cobra.Command){
	"score": func(c *cobra.Command) {
		c.ValidArgsFunction = yamlFiles
		flagCompletion(c, "output", oneOf(score.Outputs...))
		flagCompletion(c, "save", yamlFiles)
	},
	"resolve": func(c *cobra.Command) {
		c.ValidArgsFunction = yamlFiles
		flagCompletion(c, "location", oneOf(append(rules.LocationSlugs(), "legend")...))
	},
	"new": func(c *cobra.Command) {
		flagCompletion(c, "edition", oneOf("2019", "2018"))
		flagCompletion(c, "first", typedCrews)
		flagCompletion(c, "display", catalogCards(catalog.ItemCard))
		flagCompletion(c, "goal", catalogCards(catalog.GoalCard))
		flagCompletion(c, "goon", goonSpaceCards)
		flagCompletion(c, "game", gameFiles)
		flagCompletion(c, "difficulty", oneOf(difficulties()...))
		flagCompletion(c, "decks", oneOf("table", "app"))
	},
	"guards turn": func(c *cobra.Command) {
		flagCompletion(c, "reveal", oneOf(append(firstSevenSlugs(), "legend")...))
		flagCompletion(c, "card", oneOf(catalog.GuardCardCandidates()...))
		flagCompletion(c, "placed", oneOf(catalog.GuardCardCandidates()...))
		flagCompletion(c, "drawn", drawnCards)
	},
	"guards card": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf(firstSevenSlugs()...), oneOf(catalog.GuardCardCandidates()...))
	},
	"play": func(c *cobra.Command) {
		flagCompletion(c, "until", oneOf("phase", "round", "game-end"))
		flagCompletion(c, "answers", anyFile)
	},
	"undo": func(c *cobra.Command) { flagCompletion(c, "to", entryNumbers) },
	"use":  func(c *cobra.Command) { c.ValidArgsFunction = positional(false, completeGames) },
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
	"take":    func(c *cobra.Command) { c.ValidArgsFunction = positional(false, crews, resources) },
	"exchange": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, crews)
		flagCompletion(c, "give", resourceCounts)
		flagCompletion(c, "get", resources)
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
		flagCompletion(c, "give", resources)
		flagCompletion(c, "get", resources)
	},
	"tome": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf("draw", "keep", "play"), crews, tomeCards)
		flagCompletion(c, "from", tomeFrom)
		flagCompletion(c, "card", oneOf(catalog.GuardCardCandidates()...))
	},
	"tunnel": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf(firstSevenSlugs()...), oneOf("single", "double"))
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
	"cards": func(c *cobra.Command) { flagCompletion(c, "catalog", yamlFiles) },
	"pa score": func(c *cobra.Command) {
		c.ValidArgsFunction = yamlFiles
		flagCompletion(c, "output", oneOf(score.Outputs...))
		flagCompletion(c, "save", yamlFiles)
	},
	"cards list": func(c *cobra.Command) {
		flagCompletion(c, "kind", oneOf(catalog.KindCandidates()...))
	},
	"cards show": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, catalogCardsOfKindFlag)
		flagCompletion(c, "kind", oneOf(catalog.KindCandidates()...))
	},
	"cards edit": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, catalogCardsOfKindFlag)
		flagCompletion(c, "kind", oneOf(catalog.KindCandidates()...))
		flagCompletion(c, "set", cardFields)
	},
	"cards guards": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf(rules.ColourNames()...))
		flagCompletion(c, "special", strengthPlaces)
		flagCompletion(c, "breakout", oneOf(catalog.GuardStrengthCandidates()...))
	},
	"cards location-card": func(c *cobra.Command) {
		c.ValidArgsFunction = positional(false, oneOf(catalog.LocationCardShows...))
	},
	"cards import": func(c *cobra.Command) { c.ValidArgsFunction = positional(false, yamlFiles) },
	"cards export": func(c *cobra.Command) { c.ValidArgsFunction = positional(false, yamlFiles) },
}

// Attach gives every command of the tree its completions: those of
// completers, the games for every --game flag but new's, and text or json
// for every --output flag completers leave. Anything not completed offers
// nothing, never the files of the folder.
func Attach(root *cobra.Command) {
	d := noFiles
	root.CompletionOptions.DefaultShellCompDirective = &d
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := strings.TrimPrefix(c.CommandPath(), root.Name()+" ")
		if c.Flags().Lookup("game") != nil && path != "new" {
			flagCompletion(c, "game", completeGames)
		}
		if attach, ok := completers[path]; ok {
			attach(c)
		}
		if _, done := c.GetFlagCompletionFunc("output"); !done && c.Flags().Lookup("output") != nil {
			flagCompletion(c, "output", oneOf("text", "json"))
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

// difficulties are the solitary mode's levels, easiest first, as new
// --difficulty takes them.
func difficulties() []string {
	var out []string
	for _, d := range rules.Difficulties {
		out = append(out, d.String())
	}
	return out
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

// Paths are the commands, as paths below lockup ("cards show"), whose
// arguments and flags Attach completes, sorted.
func Paths() []string {
	return slices.Sorted(maps.Keys(completers))
}
