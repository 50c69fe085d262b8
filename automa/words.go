package automa

import "fmt"

// plural says a count of things: "1 goon", "2 goons".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// pluralVerb2 returns the verb for a count as subject: one for 1, many
// otherwise.
func pluralVerb2(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
