package solosim

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// A rating run as lockup solo rate asks for it (Typed, read into a Plan)
// and as it played (Run): its deals and its JSON document. The command
// line prints them, and words the commands that deal a game again.

// Typed is a rating run as lockup solo rate's flags give it, each flag's
// text or number as typed.
type Typed struct {
	// Difficulty is --difficulty: "all" (letter case aside) or a level.
	Difficulty string
	// Edition is --edition: "2019" or "2018".
	Edition string
	// Policy is --policy, a policy's name (ParsePolicy).
	Policy   string
	Breakout bool
	// Games is --games, the games per level (1 to MaxGames).
	Games int
	// Jobs is --jobs, the games played at once (1 to MaxJobs).
	Jobs int
	// Seed is --seed, the first game's seed.
	Seed int64
}

// The bounds of a run's --games and --jobs.
const (
	MaxGames = 10_000_000
	MaxJobs  = 256
)

// Plan is a rating run's settings, read and checked (Typed.Plan).
type Plan struct {
	// Levels are the levels asked for, easiest first.
	Levels   []rules.Difficulty
	Edition  rules.Edition
	Policy   Policy
	Breakout bool
	Games    int
	Jobs     int
	Seed     int64
}

// Plan reads the flags; an error names the flag at fault and says what
// it takes.
func (t Typed) Plan() (Plan, error) {
	p := Plan{Breakout: t.Breakout, Games: t.Games, Jobs: t.Jobs, Seed: t.Seed}
	if strings.EqualFold(t.Difficulty, "all") {
		p.Levels = rules.Difficulties
	} else {
		d, err := rules.ParseDifficulty(t.Difficulty)
		if err != nil {
			return p, fmt.Errorf("--difficulty: %w (or all)", err)
		}
		p.Levels = []rules.Difficulty{d}
	}
	switch t.Edition {
	case "2019":
		p.Edition = rules.Edition2019
	case "2018":
		p.Edition = rules.Edition2018
	default:
		return p, fmt.Errorf("--edition %q: 2019 or 2018", t.Edition)
	}
	policy, err := ParsePolicy(t.Policy)
	if err != nil {
		return p, fmt.Errorf("--policy: %w", err)
	}
	p.Policy = policy
	switch {
	case t.Games < 1 || t.Games > MaxGames:
		return p, fmt.Errorf("--games %d: from 1 to %d", t.Games, MaxGames)
	case t.Jobs < 1 || t.Jobs > MaxJobs:
		return p, fmt.Errorf("--jobs %d: from 1 to %d", t.Jobs, MaxJobs)
	case t.Seed > (1<<63-1)-int64(t.Games):
		return p, fmt.Errorf("--seed %d: the last game's seed would overflow", t.Seed)
	}
	return p, nil
}

// LastSeed is the seed of the last game of each level.
func (p *Plan) LastSeed() int64 { return p.Seed + int64(p.Games) - 1 }

// PolicyNames lists the policies by name, in order.
func PolicyNames() []string {
	out := make([]string, len(Policies))
	for i, p := range Policies {
		out[i] = p.String()
	}
	return out
}

// Run is a rating run played: its plan, the box it played with, the cards
// the catalog lacked (a partial run when there are any), the levels not
// played for want of their guard cards, and the report.
type Run struct {
	Plan
	Box     *Box
	Missing []Missing
	Skipped []rules.Difficulty
	Report  Report
}

// Partial reports whether the run played without some of the cards.
func (r *Run) Partial() bool { return len(r.Missing) > 0 }

// Deal is a level's hardest or easiest game, with the command that deals
// it at the table (the caller words it: Run.Deals leaves it empty).
type Deal struct {
	Difficulty rules.Difficulty `json:"difficulty"`
	// Which is "hardest" or "easiest".
	Which   string  `json:"which"`
	Outcome Outcome `json:"outcome"`
	Command string  `json:"command"`
}

// Deals lists each level played's hardest game, then its easiest.
func (r *Run) Deals() []Deal {
	var out []Deal
	for _, lv := range r.Report.Levels {
		if lv.Games == 0 {
			continue
		}
		out = append(out, Deal{lv.Difficulty, "hardest", lv.Hardest, ""}, Deal{lv.Difficulty, "easiest", lv.Easiest, ""})
	}
	return out
}

// RunJSON is lockup solo rate --output json: the report with what it was
// played with.
type RunJSON struct {
	Policy        string             `json:"policy"`
	PolicyVersion int                `json:"policy_version"`
	Edition       string             `json:"edition"`
	Breakout      bool               `json:"breakout"`
	Catalog       string             `json:"catalog_hash"`
	Lockup        string             `json:"lockup_version"`
	FirstSeed     int64              `json:"first_seed"`
	LastSeed      int64              `json:"last_seed"`
	Partial       bool               `json:"partial"`
	PartialCards  string             `json:"partial_cards,omitempty"`
	Skipped       []rules.Difficulty `json:"levels_not_played,omitempty"`
	Report        Report             `json:"report"`
	Deals         []Deal             `json:"deals"`
	Rerun         string             `json:"rerun"`
	Cards         map[string]int     `json:"cards"`
}

// JSON is the run's JSON document: version is lockup's, deals are
// Run.Deals with their commands, rerun the command that plays the run
// again.
func (r *Run) JSON(version string, deals []Deal, rerun string) RunJSON {
	items, goons, goals, legends := r.Box.Counts()
	return RunJSON{Policy: r.Policy.String(), PolicyVersion: r.Policy.Version(), Edition: r.Edition.String(), Breakout: r.Breakout,
		Catalog: r.Box.Hash(), Lockup: version, FirstSeed: r.Seed, LastSeed: r.LastSeed(),
		Partial: r.Partial(), PartialCards: PartialText(r.Missing), Skipped: r.Skipped, Report: r.Report, Deals: deals, Rerun: rerun,
		Cards: map[string]int{"items": items, "goons": goons, "goals": goals, "legends": legends}}
}

// CSV is the report as lockup solo rate --output csv writes it
// (Report.CSV, with the run's box and whether it was partial).
func (r *Run) CSV() [][]string { return r.Report.CSV(r.Box, r.Partial()) }

// NewRun builds the box of a run from the player's catalog (FromCatalog):
// the cards it lacks are the run's Missing, the levels that cannot be
// played for want of their guard cards its Skipped; levels are those that
// can be played (none: no level can).
func NewRun(c *catalog.Catalog, p Plan) (r Run, levels []rules.Difficulty) {
	box, missing := FromCatalog(c, p.Edition, p.Breakout, p.Levels)
	r = Run{Plan: p, Box: &box, Missing: missing}
	levels, r.Skipped = Playable(p.Levels, missing)
	return r, levels
}

// Played is the number of games the report's levels played (fewer than
// asked when the run was interrupted).
func (r *Report) Played() int {
	n := 0
	for _, lv := range r.Levels {
		n += lv.Games
	}
	return n
}
