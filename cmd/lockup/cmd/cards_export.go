package cmd

import (
	"fmt"
	"os"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/store"
)

func cardsExport(opts *cardsOptions, user *catalog.Catalog) error {
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
		return cardsRefuse("%s exists; use --force to overwrite it", opts.File)
	}
	if err := store.WriteFileAtomic(opts.File, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.ErrOut, "Wrote %d cards to %s\n", c.Len(), opts.File)
	return nil
}
