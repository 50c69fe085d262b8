package cmdutil

// ShortID is a play's UUID cut to its first 8 characters, which history
// show accepts.
func ShortID(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}
