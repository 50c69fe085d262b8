package completion

import (
	"fmt"
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
	kind, ok := kindFlag(c)
	if !ok {
		return nil, noFiles
	}
	return catalogCards(kind)(c, args, toComplete)
}

// kindFlag is the card kind --kind names, catalog.NoCardKind when none;
// false when it names no kind.
func kindFlag(c *cobra.Command) (catalog.CardKind, bool) {
	f := c.Flags().Lookup("kind")
	if f == nil || f.Value.String() == "" {
		return catalog.NoCardKind, true
	}
	k, err := catalog.ParseCardKind(f.Value.String())
	return k, err == nil
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

// cardFields completes cards edit --set FIELD=VALUE with the fields of the
// kind --kind names (or of every kind), and "="; then the value of a field
// that takes one of a few words.
func cardFields(c *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if field, _, ok := strings.Cut(toComplete, "="); ok {
		return matching(toComplete, catalog.SetValueCandidates(field)), noFiles
	}
	kind, ok := kindFlag(c)
	if !ok {
		return nil, noFiles
	}
	return matching(toComplete, catalog.SetFieldCandidates(kind)), noFiles | cobra.ShellCompDirectiveNoSpace
}

// firstSevenSlugs are the locations guard cards lie at and tunnel markers
// go on: the Exercise Yard to the Cell Block (rules.FirstSevenLocations).
func firstSevenSlugs() []string {
	return rules.Slugs(rules.FirstSevenLocations)
}
