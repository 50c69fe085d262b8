package input

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// FormatBoardState writes a board state as a board-state file that
// ParseBoardState reads back to the same value. Zero counts are left out.
func FormatBoardState(bs BoardState) []byte {
	var b strings.Builder
	g := bs.Game
	b.WriteString("# Lockup board state at game end, before the final raid (docs/board-state.md).\n")
	if bs.Edition == rules.Edition2018 {
		b.WriteString("edition: 2018\n")
	}
	if g.Solo {
		b.WriteString("solo: true\n")
	}
	if bs.Advanced {
		b.WriteString("advanced: true\n")
	}
	if g.Breakout {
		b.WriteString("expansions: [breakout]\n")
	}
	if g.FirstPlayer != "" {
		fmt.Fprintf(&b, "first_player: %s\n", YAMLString(g.FirstPlayer))
	}
	if g.LeaderGoal != "" {
		fmt.Fprintf(&b, "leader_goal: %s\n", YAMLString(g.LeaderGoal))
	}
	if g.EndGameGoal.Kind != scoring.NoEndGameGoal {
		key := "most"
		if g.EndGameGoal.Kind == scoring.PointsGoal {
			key = "points"
		}
		var parts []string
		for seat, c := range g.Crews {
			if g.EndGameGoal.Listed.Has(seat) {
				parts = append(parts, fmt.Sprintf("%s: %d", YAMLString(c.Name), g.EndGameGoal.Counts[seat]))
			}
		}
		if g.EndGameGoal.Conditioned() {
			fmt.Fprintf(&b, "end_game_goal:\n  condition: %s\n  counts: {%s}\n", YAMLString(g.EndGameGoal.Condition.String()), strings.Join(parts, ", "))
		} else {
			fmt.Fprintf(&b, "end_game_goal:\n  %s: {%s}\n", key, strings.Join(parts, ", "))
		}
	}
	b.WriteString("crews:\n")
	for _, c := range g.Crews {
		if c.Guards {
			continue
		}
		fmt.Fprintf(&b, "  - name: %s\n", YAMLString(c.Name))
		writeCrew(&b, "    ", c, true)
	}
	for _, c := range g.Crews {
		if c.Guards {
			b.WriteString("guards:\n")
			writeCrew(&b, "  ", c, false)
		}
	}
	return []byte(b.String())
}

func writeCrew(b *strings.Builder, indent string, c scoring.Crew, tomes bool) {
	fmt.Fprintf(b, "%sreputation: %d\n", indent, c.Reputation)
	counts := func(key string, v int) {
		if v != 0 {
			fmt.Fprintf(b, "%s%s: %d\n", indent, key, v)
		}
	}
	counts("suspicion", c.Suspicion)
	counts("power", c.Power)
	if c.Resources != (rules.Resources{}) {
		var parts []string
		for _, r := range rules.AllResources {
			if v := c.Resources.Of(r); v != 0 {
				parts = append(parts, fmt.Sprintf("%s: %d", r, v))
			}
		}
		fmt.Fprintf(b, "%sresources: {%s}\n", indent, strings.Join(parts, ", "))
	}
	if tomes {
		counts("tomes", c.Tomes)
	}
	counts("items", c.Items)
	if c.Valuables != (scoring.Valuables{}) {
		var parts []string
		for _, kv := range []struct {
			k string
			v int
		}{{"shields", c.Valuables.Shields}, {"gems", c.Valuables.Gems}, {"magic", c.Valuables.Magic}, {"wild", c.Valuables.Wild}} {
			if kv.v != 0 {
				parts = append(parts, fmt.Sprintf("%s: %d", kv.k, kv.v))
			}
		}
		fmt.Fprintf(b, "%svaluables: {%s}\n", indent, strings.Join(parts, ", "))
	}
	if c.Goons.Total() != 0 {
		var parts []string
		for _, t := range rules.ScoringGoonTypes {
			if v := c.Goons.Of(t); v != 0 {
				parts = append(parts, fmt.Sprintf("%s: %d", t, v))
			}
		}
		fmt.Fprintf(b, "%sgoons: {%s}\n", indent, strings.Join(parts, ", "))
	}
	counts("barrels", c.Barrels)
	counts("loot", c.Loot)
	if c.Lantern.Place != scoring.NoLantern && c.Lantern.Place != scoring.AtEntrance {
		fmt.Fprintf(b, "%slantern: %s\n", indent, c.Lantern)
	}
}

// YAMLString writes s for a YAML file: as a plain scalar when that reads back as the same
// text, and double-quoted otherwise.
func YAMLString(s string) string {
	switch strings.ToLower(s) {
	case "y", "yes", "n", "no", "true", "false", "on", "off", "null", "nan", "inf":
		return YAMLQuote(s)
	}
	if plainYAML(s) && !strings.HasSuffix(s, " ") {
		return s
	}
	return YAMLQuote(s)
}

// plainYAML reports whether s is an ASCII letter followed by ASCII letters,
// digits, spaces and ' ! ? . , & ( ) / - alone: text that may be written as
// a plain scalar. (A loop rather than a regular expression: one compiled at
// start-up costs every command.)
func plainYAML(s string) bool {
	if s == "" || !isASCIILetter(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isASCIILetter(c) && (c < '0' || c > '9') && strings.IndexByte(" '!?.,&()/-", c) < 0 {
			return false
		}
	}
	return true
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// YAMLQuote writes s for a YAML file as a double-quoted scalar (JSON
// escapes), whatever s holds.
func YAMLQuote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}
