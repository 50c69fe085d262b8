package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// What lockup play's Breakout questions read (Breakout rulebook): the
// tunnel markers as they lie on the table, what a card played at the table
// did to each crew, and the ranking on the legend card they are asked
// under.

// TunnelEntries are the tunnel entries of markers of kinds lying at at (the
// same order), refused as a whole when two lie on one location (Breakout
// rulebook, "Expansion Setup").
func TunnelEntries(kinds []rules.Tunnel, at []rules.Location) ([]Payload, error) {
	out := make([]Payload, len(at))
	for i, l := range at {
		if slices.Index(at, l) != i {
			return nil, fmt.Errorf("two tunnel markers on the %s: a location takes one (Breakout rulebook, \"Expansion Setup\"); nothing was recorded, say them again", l)
		}
		out[i] = &TunnelEntry{Location: l, Double: kinds[i] == rules.DoubleTunnel}
	}
	return out, nil
}

// ParseCrewChange reads what a card did to a crew, in the words of
// --change without the crew's name ("+1 power, -1 gold"; input.ParseChange);
// empty, no change. An error names the mistake without the crew's name.
func ParseCrewChange(crew, s string) (Change, error) {
	if strings.TrimSpace(s) == "" {
		return Change{Crew: crew}, nil
	}
	ch, err := input.ParseChange(crew + ": " + s)
	if err != nil {
		return Change{Crew: crew}, errors.New(strings.TrimPrefix(err.Error(), fmt.Sprintf("%q: ", crew+": "+s)))
	}
	return Change{Crew: crew, Gain: ch.Gain, Lose: ch.Lose, Power: ch.Power, Suspicion: ch.Suspicion, Reputation: ch.Reputation, Tomes: ch.Tomes}, nil
}

// Changed returns the changes that change their crew.
func Changed(changes []Change) []Change {
	var out []Change
	for _, c := range changes {
		if c != (Change{Crew: c.Crew}) {
			out = append(out, c)
		}
	}
	return out
}

// CrewNames are the game's crews (the guards too, in a solitary game: a
// card played at the table may reward them).
func (g Game) CrewNames() []string {
	out := make([]string, len(g.Crews))
	for i, c := range g.Crews {
		out[i] = c.Name
	}
	return out
}

// LegendRankingIn says, in lang, who ranks first on the active legend card
// and the order of the tokens on it; "" when the legend card does not
// resolve.
func (g Game) LegendRankingIn(lang terms.Lang) string {
	res, err := g.LegendResolution()
	if err != nil {
		return ""
	}
	rk := res.Ranking()
	if len(rk) == 0 {
		return lang.Sprintf("play.legend-nobody")
	}
	parts := make([]string, len(rk))
	for i, r := range rk {
		parts[i] = lang.Sprintf("play.legend-part", r.Name, rules.ListIn(lang, rules.TokensIn(lang, r.Tokens.Slice())))
		if r.Name == rules.Guards {
			parts[i] = rules.NameIn(lang, r.Name)
		}
	}
	return lang.Sprintf("play.legend-first", rules.NameIn(lang, rk[0].Name), rules.ListIn(lang, parts))
}
