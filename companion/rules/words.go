package rules

import "fmt"

// subject names a crew as the subject of a sentence: "Vera", "the guards".
func subject(name string) string {
	if name == Guards {
		return "the guards"
	}
	return name
}

// verb returns the verb for a crew as subject: one for a crew ("takes"),
// many for the guards ("take").
func verb(name, one, many string) string {
	if name == Guards {
		return many
	}
	return one
}

// plural says a count of things: "1 cube", "2 cubes".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Count says n cubes of the resource: "1 potion", "2 potions", "1 scrap".
func (r Resource) Count(n int) string {
	if r == Potions && n == 1 {
		return "1 potion"
	}
	return fmt.Sprintf("%d %s", n, r)
}
