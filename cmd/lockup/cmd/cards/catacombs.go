package cards

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// CatacombsOptions are the flags of lockup cards catacombs.
type CatacombsOptions struct {
	CatalogOptions
	Output string
}

// NewCmdCatacombs makes lockup cards catacombs; runF, when not nil, runs
// instead of catacombsRun.
func NewCmdCatacombs(f *cmdutil.Factory, runF func(*CatacombsOptions) error) *cobra.Command {
	opts := &CatacombsOptions{}
	cmd := &cobra.Command{
		Use:   "catacombs",
		Short: "Show the catacombs board your catalog holds, and what is missing",
		Long: `Catacombs prints the board of the Breakout expansion as your card catalog
holds it: each space, whether it shows the loot icon, and the spaces its
arrows lead to with their costs; then what is still to type, or the rule the
board breaks. The rulebook does not print the board: type each space once as
your board shows it, with "lockup cards edit SPACE --kind space" (SPACE is
entrance, the number printed on the space, tomb or escaped). lockup ships the
entrance, tomb and escaped spaces, which the rulebook names, with no values.`,
		Example: `  lockup cards catacombs
  lockup cards edit entrance --kind space --set "paths=1; 2: 1 scrap"
  lockup cards catacombs --output json`,
		Args: cmdutil.ExactArgs(0),
	}
	addOutputFlag(cmd, &opts.Output)
	return leaf(f, cmd, opts, &opts.CatalogOptions, func([]string) error { return checkOutput(opts.Output) }, runF, catacombsRun)
}

// catacombsRun prints the catacombs board the catalog's space cards make
// (Catalog.ViewCatacombs), each space on a line, then what is still to
// type or the rule the board breaks.
func catacombsRun(opts *CatacombsOptions) error {
	_, user, _, err := opts.load(false)
	if err != nil {
		return err
	}
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return err
	}
	board, err := eff.ViewCatacombs()
	if err != nil {
		return err
	}
	if opts.Output == "json" {
		return cmdutil.WriteJSON(opts.IO.Out, board)
	}
	spaces, missing, problem := board.Cards, board.Missing, board.Problem
	w, width := opts.IO.Out, opts.IO.TerminalWidth()
	labelWidth := len("entrance")
	for _, c := range spaces {
		labelWidth = max(labelWidth, len(c.Name))
	}
	fmt.Fprintln(w, cmdutil.WrapText(fmt.Sprintf("The catacombs board as your card catalog holds it: %d spaces.", len(spaces)), width, "", ""))
	head := fmt.Sprintf("  %-*s  %-4s  ", labelWidth, "space", "loot")
	indent := strings.Repeat(" ", len(head))
	fmt.Fprintln(w, head+"paths (the spaces the arrows lead to, and their costs)")
	for _, c := range spaces {
		fmt.Fprintln(w, cmdutil.WrapText(catacombsPaths(c), width, fmt.Sprintf("  %-*s  %-4s  ", labelWidth, c.Name, catacombsLoot(c)), indent))
	}
	switch {
	case len(missing) > 0:
		fmt.Fprintln(w, "Still to type:")
		for _, m := range missing {
			fmt.Fprintln(w, cmdutil.WrapText(m, width, "  ", "    "))
		}
		fmt.Fprintln(w, cmdutil.WrapText("Type a space in a form: lockup cards edit SPACE --kind space", width, "", "  "))
		fmt.Fprintln(w, cmdutil.WrapText(`or: lockup cards edit 4 --kind space --set loot=yes --set "paths=5; 6: 1 iron"`, width, "", "  "))
		fmt.Fprintln(w, cmdutil.WrapText("(SPACE is entrance, the number printed on the space, tomb or escaped.)", width, "", " "))
	case problem != "":
		fmt.Fprintln(w, cmdutil.WrapText(cmdutil.Capitalize(problem), width, "", "  "))
		fmt.Fprintln(w, cmdutil.WrapText("Change a space with: lockup cards edit SPACE --kind space", width, "", "  "))
	default:
		fmt.Fprintln(w, cmdutil.WrapText("The board is complete: lockup can follow the lanterns on it.", width, "", ""))
	}
	return nil
}

// catacombsLoot says whether a space shows the loot icon: "yes", "no",
// "?" while not typed (Card.SpaceLoot: known on the entrance and the tomb).
func catacombsLoot(c catalog.Card) string {
	switch loot := c.SpaceLoot(); {
	case !loot.Known:
		return "?"
	case loot.Value:
		return "yes"
	}
	return "no"
}

// catacombsPaths writes where the arrows of a space lead: "3 (1 iron), 4",
// "?" while not typed, and what the end spaces score.
func catacombsPaths(c catalog.Card) string {
	s, _ := rules.ParseSpace(c.Name)
	switch {
	case s.Kind == rules.Tomb:
		return fmt.Sprintf("the end: %d stars at final scoring", rules.TombStars)
	case s.Kind == rules.Escaped:
		last := rules.EscapeStars(rules.LastRound)
		return fmt.Sprintf("the end: %d stars at once, and %d more per round left", last, rules.EscapeStars(rules.LastRound-1)-last)
	case !c.Paths.Known:
		return "? (not typed yet)"
	}
	parts := make([]string, len(c.Paths.Value))
	for i, p := range c.Paths.Value {
		parts[i] = p.To.Label()
		if p.Cost != (rules.Resources{}) {
			parts[i] += " (" + p.Cost.String() + ")"
		}
	}
	return strings.Join(parts, ", ")
}
