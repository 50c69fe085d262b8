package terms

// BuildPrinter builds a language's message printer afresh, for a benchmark
// of the first Sprintf's cost.
func BuildPrinter(l Lang) { printerOf(l)() }

// FmtSprintf formats a message with fmt, as Sprintf does when it can,
// with false when Sprintf leaves it to the catalog.
func FmtSprintf(l Lang, key string, args ...any) (string, bool) { return fmtSprintf(l, key, args) }

// CatalogSprintf formats a message with the catalog's printer, as Sprintf
// did before it went through fmt.
func CatalogSprintf(l Lang, key string, args ...any) string {
	return printers[l]().Sprintf(key, args...)
}
