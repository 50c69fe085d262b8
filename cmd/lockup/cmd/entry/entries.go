package entry

import (
	"github.com/lockup-companion/lockup/companion"
)

// The entry commands share these: reading the names typed, with the crew
// left out when only one crew can act. Recording an entry and printing what
// it did are cmdutil's (RecordAndSay), which play and new share.

// leadingCrew reads the crew a command may name first: when args[0] names
// a crew of the game (ignoring case), it returns that crew's name and the
// other words; otherwise "" and every word. A crew takes precedence over a
// location, a card or a resource of the same name.
func leadingCrew(g *companion.Game, args []string) (string, []string) {
	if len(args) > 0 {
		if crew, ok := companion.FindName(args[0], g.Seating()); ok {
			return crew, args[1:]
		}
	}
	return "", args
}

// crewOr returns the crew typed, as seated, or when none is typed the one
// crew that can make the action now.
func crewOr(g *companion.Game, typed string, a companion.CrewAction) (string, error) {
	if typed != "" {
		return g.MatchCrew(typed)
	}
	return g.OnlyActor(a)
}
