package terms

// ParseGlossary reads the embedded glossary afresh, for a benchmark of
// the first lookup's cost.
func ParseGlossary() error {
	_, err := parse()
	return err
}
