package cmdutil

import (
	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/spf13/cobra"
)

// FormPages builds the fields of pages described as data (input.FormPage):
// each page split to fit a terminal of 80x24 (SplitPage), a page with no
// question left out. It is the one place a form's questions become huh
// fields.
func FormPages(pages []input.FormPage) []Page {
	var out []Page
	for _, p := range pages {
		if len(p.Questions) == 0 {
			continue
		}
		page := Page{Title: p.Title, Hide: p.Hide}
		for _, q := range p.Questions {
			page.Questions = append(page.Questions, Question{Title: q.Title, Field: formField(q)})
		}
		out = append(out, SplitPage(page)...)
	}
	return out
}

// formField is the huh field asking q.
func formField(q input.FormQuestion) huh.Field {
	switch q.Kind {
	case input.YesNo:
		return huh.NewConfirm().Title(q.Title).Value(q.Flag)
	case input.Choice:
		opts := make([]huh.Option[string], len(q.Options))
		for i, o := range q.Options {
			opts[i] = huh.NewOption(o.Label, o.Value)
		}
		f := NewSelect[string]().Title(q.Title).Options(opts...).Inline(q.Inline).Value(q.Text)
		if q.Check != nil {
			f = f.Validate(q.Check)
		}
		return f
	}
	f := huh.NewInput().Title(q.Title).Value(q.Text)
	if q.Placeholder != "" {
		f = f.Placeholder(q.Placeholder)
	}
	if q.Check != nil {
		f = f.Validate(q.Check)
	}
	return f
}

// RunLeaf is the RunE of a leaf command of the usual shape (gh's): read,
// when set, copies the arguments (and what else the command line says)
// into the options or refuses them; then runF, when set (tests), or run
// gets the options.
func RunLeaf[T any](opts T, read func(cmd *cobra.Command, args []string) error, runF, run func(T) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		if read != nil {
			if err := read(cmd, args); err != nil {
				return err
			}
		}
		if runF != nil {
			return runF(opts)
		}
		return run(opts)
	}
}
