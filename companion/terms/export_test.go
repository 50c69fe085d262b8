package terms

// ParseGlossary reads the embedded glossary afresh, for a benchmark of
// the first lookup's cost.
func ParseGlossary() error {
	_, err := parse()
	return err
}

// BuildPrinter builds a language's message printer afresh, for a benchmark
// of the first Sprintf's cost.
func BuildPrinter(l Lang) { printerOf(l)() }
