package cards

import (
	"errors"
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
	opts := &CatacombsOptions{CatalogOptions: catalogOptions(f)}
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
		RunE: func(c *cobra.Command, _ []string) error {
			opts.readFlags(c)
			if err := checkOutput(opts.Output); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return catacombsRun(opts)
		},
	}
	addOutputFlag(cmd, &opts.Output)
	return cmd
}

func catacombsRun(opts *CatacombsOptions) error {
	path, err := opts.path()
	if err != nil {
		return err
	}
	user, err := catalog.LoadCatalog(path)
	if err != nil {
		return err
	}
	return showCatacombs(opts, user)
}

// lockup cards catacombs: the catacombs board the catalog's space cards
// make (Catalog.Catacombs), each space on a line, then what is still to
// type or the rule the board breaks.

// catacombsJSON is the board in --output json.
type catacombsJSON struct {
	// Complete is true when the board is all typed and can be.
	Complete bool               `json:"complete"`
	Spaces   []catacombsSpaceJS `json:"spaces"`
	// Missing says what is still to type (CatacombsGap.String).
	Missing []string `json:"missing"`
	// Problem says the rule the board breaks, once it is all typed.
	Problem string `json:"problem,omitempty"`
}

// catacombsSpaceJS is one space card in catacombsJSON: its loot icon and
// paths, each left out while not known (and where they do not apply).
type catacombsSpaceJS struct {
	Space string      `json:"space"`
	Loot  *bool       `json:"loot,omitempty"`
	Paths *[]pathJSON `json:"paths,omitempty"`
}

// pathJSON is one path leaving a space, in --output json.
type pathJSON struct {
	To   string         `json:"to"`
	Cost map[string]int `json:"cost,omitempty"`
}

// pathsJSON writes paths for --output json.
func pathsJSON(paths []catalog.SpacePath) *[]pathJSON {
	out := make([]pathJSON, len(paths))
	for i, p := range paths {
		out[i] = pathJSON{To: p.To.Label()}
		if c := p.Cost; c != (rules.Resources{}) {
			out[i].Cost = map[string]int{}
			for _, r := range rules.AllResources {
				if n := c.Of(r); n > 0 {
					out[i].Cost[r.String()] = n
				}
			}
		}
	}
	return &out
}

func showCatacombs(opts *CatacombsOptions, user *catalog.Catalog) error {
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return err
	}
	var spaces []catalog.Card
	for _, c := range eff.Cards() {
		if c.Kind == catalog.SpaceCard {
			spaces = append(spaces, c) // in board order
		}
	}
	_, berr := eff.Catacombs()
	var ce *catalog.CatacombsError
	if berr != nil && !errors.As(berr, &ce) {
		// A card the catalog holds is refused: it was checked when read.
		return berr
	}
	var missing []string
	problem := ""
	if ce != nil {
		for _, g := range ce.Gaps {
			missing = append(missing, g.String())
		}
		if len(ce.Gaps) == 0 {
			problem = ce.Error()
		}
	}
	if opts.Output == "json" {
		out := catacombsJSON{Complete: berr == nil, Spaces: []catacombsSpaceJS{}, Missing: missing, Problem: problem}
		if out.Missing == nil {
			out.Missing = []string{}
		}
		for _, c := range spaces {
			s := catacombsSpaceJS{Space: c.Name}
			if c.Loot.Known {
				v := c.Loot.Value
				s.Loot = &v
			}
			if c.Paths.Known {
				s.Paths = pathsJSON(c.Paths.Value)
			}
			out.Spaces = append(out.Spaces, s)
		}
		return cardsWriteJSON(opts.IO.Out, out)
	}

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
