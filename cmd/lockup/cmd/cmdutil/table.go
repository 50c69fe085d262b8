package cmdutil

import (
	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
)

// NewTable is a go-pretty table in the style lockup's listings use (history,
// solo rate): light box lines on a terminal, plain ones elsewhere, headers
// and footers as written.
func NewTable(ios *IOStreams) table.Writer {
	t := table.NewWriter()
	if ios.IsStdoutTTY() {
		t.SetStyle(table.StyleLight)
	}
	t.Style().Format.Header = text.FormatDefault
	t.Style().Format.Footer = text.FormatDefault
	return t
}

// TableRow is a row of cells for a go-pretty table.
func TableRow(cells []string) table.Row {
	r := make(table.Row, len(cells))
	for i, c := range cells {
		r[i] = c
	}
	return r
}
