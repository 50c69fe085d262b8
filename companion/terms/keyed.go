package terms

// Keyed is a piece of a message said by its own key: an argument of a
// refusal that is itself words ("round 3, Patrol", "a lantern entry"), so
// that the reader's language gets the piece in its words too. It prints
// (String, %s) as its English.
type Keyed struct {
	Key  string
	Args []any
}

// K returns the piece of the key with its arguments.
func K(key string, args ...any) Keyed { return Keyed{Key: key, Args: args} }

// String returns the piece in English.
func (k Keyed) String() string { return En.Sprintf(k.Key, k.Args...) }

// Glossed is a term of the game said in English as En and in the reader's
// language by the glossary's word for the id ("tomb": "Tumba").
type Glossed struct {
	ID, En string
}

// String returns the term in English.
func (g Glossed) String() string { return g.En }
