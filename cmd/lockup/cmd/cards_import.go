package cmd

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
)

func cardsImport(opts *cardsOptions, path string, user *catalog.Catalog) error {
	name, data, err := readInput(opts.IO, opts.File)
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
