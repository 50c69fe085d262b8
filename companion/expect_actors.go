package companion

import "strings"

// Slug names what the game waits for in a script's words: "roll-call-turn",
// "guards-reward".
func (k ExpectKind) Slug() string {
	s := strings.ToLower(k.String())
	s = strings.ReplaceAll(s, "'", "")
	return strings.ReplaceAll(s, " ", "-")
}

// GuardsName is how the solitary guards are named among the crews that act
// (Expectation.Actors).
const GuardsName = "guards"

// Actors are who makes the entry the game waits for: the crew whose turn,
// tome, effect, lantern or draw it is; the crews at the location resolved
// whose reward waits for a choice; the crews over their storage limit; the
// guards ("guards", GuardsName) on a guard turn, their guard card and their
// reward. None when the table itself acts (the cards dealt, a location
// nobody is at, the goons advancing) or nobody does (the game is over).
func (x Expectation) Actors() []string {
	switch x.Kind {
	case ExpectGuardTurn, ExpectGuardCard, ExpectGuards:
		return []string{GuardsName}
	case ExpectResolve:
		var out []string
		for _, o := range x.Open {
			out = append(out, o.Crew)
		}
		return out
	case ExpectDiscard:
		var out []string
		for _, d := range x.Discards {
			out = append(out, d.Crew)
		}
		return out
	}
	if x.Crew != "" {
		return []string{x.Crew}
	}
	return nil
}
