package completion

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

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
		if path, err = cmdutil.DirsOf(c).CatalogPath(); err != nil {
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
// that takes one of a few words (catalog.FieldWords).
func cardFields(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if field, _, ok := strings.Cut(toComplete, "="); ok {
		words := catalog.FieldWords(field)
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

// firstSevenSlugs are the locations guard cards lie at and tunnel markers
// go on: the Exercise Yard to the Cell Block (rules.FirstSevenLocations).
func firstSevenSlugs() []string {
	return rules.Slugs(rules.FirstSevenLocations)
}

// guardCardWords are the colours a guard card is typed with, ready for its
// strength: "blue:", "green:", ….
func guardCardWords() []string {
	var out []string
	for _, c := range rules.ColourNames() {
		out = append(out, c+":")
	}
	return out
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
