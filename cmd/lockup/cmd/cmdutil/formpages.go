package cmdutil

import (
	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/companion/input"
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
