package cards

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/store"
)

// ExportOptions are the flags and argument of lockup cards export.
type ExportOptions struct {
	CatalogOptions
	// File is the file to write ("" or "-": standard output).
	File  string
	Force bool
	All   bool
}

// NewCmdExport makes lockup cards export; runF, when not nil, runs instead
// of exportRun.
func NewCmdExport(f *cmdutil.Factory, runF func(*ExportOptions) error) *cobra.Command {
	opts := &ExportOptions{}
	cmd := &cobra.Command{
		Use:   "export [file]",
		Short: "Write your catalog to a file or standard output",
		Long: `Export writes the cards you typed as a catalog file, to share with your group.
With no file (or "-") it writes to standard output. --all adds the cards
lockup ships.`,
		Example: `  lockup cards export friends.yaml
  lockup cards export | less`,
		Args: cmdutil.MaxArgs(1),
	}
	cmd.Flags().BoolVar(&opts.Force, "force", false, "overwrite the file if it exists")
	cmd.Flags().BoolVar(&opts.All, "all", false, "include the cards lockup ships")
	return leaf(f, cmd, opts, &opts.CatalogOptions, func(args []string) error {
		if len(args) > 0 {
			opts.File = args[0]
		}
		return nil
	}, runF, exportRun)
}

func exportRun(opts *ExportOptions) error {
	_, user, _, err := opts.load(false)
	if err != nil {
		return err
	}
	c := user
	if opts.All {
		var err error
		if c, err = catalog.EffectiveCatalog(user); err != nil {
			return err
		}
	}
	data := c.Encode()
	if opts.File == "" || opts.File == "-" {
		_, err := opts.IO.Out.Write(data)
		return err
	}
	// Only a regular file (or a symlink to one, whose target is written)
	// is ever replaced, --force or not.
	if st, err := os.Stat(opts.File); err == nil && !st.Mode().IsRegular() {
		return &store.NotRegularError{Path: opts.File, Mode: st.Mode()}
	} else if err == nil && !opts.Force {
		return refuse("%s exists; use --force to overwrite it", opts.File)
	}
	if err := store.WriteFileAtomic(opts.File, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.ErrOut, "Wrote %d cards to %s\n", c.Len(), opts.File)
	return nil
}
