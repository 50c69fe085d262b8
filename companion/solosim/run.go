package solosim

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// A rating run as lockup solo rate asks for it (Plan, checked) and as it
// played (Run): its deals and the figures of its JSON document. The command
// line reads the flags into the plan, prints the run, and words the
// commands that deal a game again or play the run again.

// The bounds of a run's games per level and games played at once.
const (
	MaxGames = 10_000_000
	MaxJobs  = 256
)

// Plan is a rating run's settings (Check says whether they can be played).
type Plan struct {
	// Levels are the levels asked for, easiest first.
	Levels   []rules.Difficulty
	Edition  rules.Edition
	Policy   Policy
	Breakout bool
	// Games is the number of games per level (1 to MaxGames).
	Games int
	// Jobs is the number of games played at once (1 to MaxJobs).
	Jobs int
	// Seed is the first game's seed.
	Seed int64
}

// PlanError is a Plan's setting out of its bounds: Field is the Plan's
// field ("Games", "Jobs" or "Seed"), Value its value, Allowed what it
// takes. The command line names the flag that gave it.
type PlanError struct {
	Field   string
	Value   int64
	Allowed string
}

func (e *PlanError) Error() string { return fmt.Sprintf("%s %d: %s", e.Field, e.Value, e.Allowed) }

// Check refuses, with a *PlanError, games per level or games at once out
// of their bounds, and a first seed that would make the last game's seed
// overflow.
func (p *Plan) Check() error {
	switch {
	case p.Games < 1 || p.Games > MaxGames:
		return &PlanError{"Games", int64(p.Games), fmt.Sprintf("from 1 to %d", MaxGames)}
	case p.Jobs < 1 || p.Jobs > MaxJobs:
		return &PlanError{"Jobs", int64(p.Jobs), fmt.Sprintf("from 1 to %d", MaxJobs)}
	case p.Seed > (1<<63-1)-int64(p.Games):
		return &PlanError{"Seed", p.Seed, "the last game's seed would overflow"}
	}
	return nil
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

// Deal is a level's hardest or easiest game.
type Deal struct {
	Difficulty rules.Difficulty `json:"difficulty"`
	// Which is "hardest" or "easiest".
	Which   string  `json:"which"`
	Outcome Outcome `json:"outcome"`
}

// Deals lists each level played's hardest game, then its easiest.
func (r *Run) Deals() []Deal {
	var out []Deal
	for _, lv := range r.Report.Levels {
		if lv.Games == 0 {
			continue
		}
		out = append(out, Deal{lv.Difficulty, "hardest", lv.Hardest}, Deal{lv.Difficulty, "easiest", lv.Easiest})
	}
	return out
}

// SettingsJSON is what a rating run played with, the head of lockup solo
// rate's JSON document.
type SettingsJSON struct {
	Policy        string `json:"policy"`
	PolicyVersion int    `json:"policy_version"`
	Edition       string `json:"edition"`
	Breakout      bool   `json:"breakout"`
	Catalog       string `json:"catalog_hash"`
}

// FiguresJSON is what a rating run found, the body of lockup solo rate's
// JSON document: its seeds, whether it played without some of the cards
// (and which), the levels not played and the report.
type FiguresJSON struct {
	FirstSeed    int64              `json:"first_seed"`
	LastSeed     int64              `json:"last_seed"`
	Partial      bool               `json:"partial"`
	PartialCards string             `json:"partial_cards,omitempty"`
	Skipped      []rules.Difficulty `json:"levels_not_played,omitempty"`
	Report       Report             `json:"report"`
}

// JSON is the run's settings and figures for its JSON document, to which
// the command line adds lockup's version, the deals with their commands,
// the command that plays the run again and the cards counted.
func (r *Run) JSON() (SettingsJSON, FiguresJSON) {
	return SettingsJSON{Policy: r.Policy.String(), PolicyVersion: r.Policy.Version(), Edition: r.Edition.String(), Breakout: r.Breakout, Catalog: r.Box.Hash()},
		FiguresJSON{FirstSeed: r.Seed, LastSeed: r.LastSeed(), Partial: r.Partial(), PartialCards: PartialText(r.Missing), Skipped: r.Skipped, Report: r.Report}
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
