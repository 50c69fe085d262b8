package cards

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
)

// ImportOptions are the flags and argument of lockup cards import.
type ImportOptions struct {
	CatalogOptions
	// File is the catalog file to import ("-": standard input).
	File    string
	Replace bool
}

// NewCmdImport makes lockup cards import; runF, when not nil, runs instead
// of importRun.
func NewCmdImport(f *cmdutil.Factory, runF func(*ImportOptions) error) *cobra.Command {
	opts := &ImportOptions{}
	cmd := &cobra.Command{
		Use:   "import <file>",
		Short: "Add the cards of a catalog file to yours",
		Long: `Import adds the cards of another catalog file ("-" reads standard input) to
yours. Cards you lack are added; values you do not know are filled in. When the
file gives a different value for something you already know, nothing is
imported and the differences are listed, unless --replace says to take the
file's values.`,
		Example: `  lockup cards import friends.yaml
  lockup cards import --replace friends.yaml`,
		Args: cmdutil.ExactArgs(1),
	}
	cmd.Flags().BoolVar(&opts.Replace, "replace", false, "take the file's values where they differ from yours")
	return leaf(f, cmd, opts, &opts.CatalogOptions, func(args []string) error { opts.File = args[0]; return nil }, runF, importRun)
}

func importRun(opts *ImportOptions) error {
	path, user, unlock, err := opts.load(true)
	defer unlock()
	if err != nil {
		return err
	}
	name, data, err := cmdutil.ReadInput(opts.IO, opts.File)
	if err != nil {
		return err
	}
	in, err := catalog.ParseCatalog(name, data)
	if err != nil {
		return err
	}
	rep, err := user.Merge(in, opts.Replace)
	if err != nil {
		return err
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "Imported %s into %s: %d added, %d filled in, %d replaced, %d already known.\n", name, path, len(rep.Added), len(rep.Filled), len(rep.Replaced), len(rep.Unchanged))
	for _, k := range rep.Conflicts {
		fmt.Fprintf(w, "  replaced: %s\n", k)
	}
	return nil
}
