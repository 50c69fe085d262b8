package plays

import (
	"slices"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/scoring"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// LockupCategories are the names of Lockup's scoring categories, in the
// order final scoring adds them.
var LockupCategories = []string{"track", "raid", "leader_goal", "end_game_goal", "goons", "resources", "tomes", "first_player", "catacombs"}

// Board is what a play recorded from a scored board needs besides the
// score: when, the file and its bytes, and what the board does not say.
type Board struct {
	Date    time.Time
	File    string
	Data    []byte
	Edition string
	// Difficulty and DeckMode of a solitary game, when known.
	Difficulty, DeckMode string
	Source               string
}

// FromLockup makes the play of a scored Lockup board. Its UUID comes from
// the board file's bytes (b.Data): scoring the same file again is the same
// play.
func FromLockup(g *scoring.Game, res *scoring.Result, b Board) Play {
	p := Play{Date: Day(b.Date), Game: GameLockup, Edition: b.Edition, Solo: g.Solo, Difficulty: b.Difficulty, DeckMode: b.DeckMode,
		Source: b.Source, File: b.File, FileHash: HashBytes(b.Data)}
	if p.Source == "" {
		p.Source = SourceScored
	}
	if g.Breakout {
		p.Expansions = []string{ExpansionBreakout}
	}
	p.ID = IDFor(p.Source + ":" + p.FileHash)
	winners := res.WinnerSeats()
	for i, c := range res.Crews() {
		bd := c.Breakdown
		vals := []int{bd.Track, bd.Raid, bd.LeaderGoal, bd.EndGameGoal, bd.Goons, bd.Resources, bd.Tomes, bd.FirstPlayer, bd.Catacombs}
		s := Side{Crew: c.Name, Opponent: c.Guards, Winner: winners.Has(i), Total: c.Total()}
		for k, v := range vals {
			if LockupCategories[k] == "catacombs" && !g.Breakout {
				continue
			}
			s.Categories = append(s.Categories, Category{Name: LockupCategories[k], Points: v})
		}
		p.Sides = append(p.Sides, s)
	}
	return p
}

// FromPrisonArchitect makes the play of a scored Prison Architect board,
// the Governor last in a solitary game. Its UUID comes from the board
// file's bytes.
func FromPrisonArchitect(g *pa.Game, res *pa.Result, b Board) Play {
	p := Play{Date: Day(b.Date), Game: GamePrisonArchitect, Solo: g.Solo, Source: b.Source, File: b.File, FileHash: HashBytes(b.Data)}
	if p.Source == "" {
		p.Source = SourceScored
	}
	p.ID = IDFor(p.Source + ":" + p.FileHash)
	for i := range res.Wardens {
		w := &res.Wardens[i]
		s := Side{Crew: w.Name, Winner: slices.Contains(res.Winners, w.Name), Total: w.Total()}
		for _, c := range pa.ScoreCategories {
			s.Categories = append(s.Categories, Category{Name: c.Key(), Points: w.Breakdown[c]})
		}
		p.Sides = append(p.Sides, s)
	}
	if gov := res.Governor; gov != nil {
		p.Solo, p.Difficulty = true, gov.Difficulty.String()
		p.Sides = append(p.Sides, Side{Crew: pa.GovernorName, Opponent: true, Winner: slices.Contains(res.Winners, pa.GovernorName), Total: gov.Total(),
			Categories: []Category{
				{Name: pa.BrickAndMortarVP.Key(), Points: gov.BrickAndMortar},
				{Name: pa.OrganizationVP.Key(), Points: gov.Organization},
				{Name: pa.SpecialistsVP.Key(), Points: gov.Specialists},
				{Name: pa.ObjectivesVP.Key(), Points: gov.Objectives},
			}})
	}
	return p
}

// FromTracked makes the play of a tracked game that has reached its final
// scoring (ok is false for one that has not). data is the game file's
// bytes. The play's UUID is the game's (GameID): the same game is always
// the same play, however its entries change after its end (a tome, a
// loot token, undo then redo, a different last entry), and Put replaces
// the play with what the file says now. The values the tracker could not
// know (see companion.Game.BoardState) are left out of the score, as
// lockup status leaves them out.
func FromTracked(g companion.Game, path string, data []byte, date time.Time) (Play, bool) {
	if g.Phase != companion.PhaseGameEnd {
		return Play{}, false
	}
	bs, _ := g.BoardState()
	res, _ := g.FinalScore()
	b := Board{Date: date, File: path, Data: data, Edition: g.Box.Edition.String(), Source: SourceTracked}
	if g.Solo != nil {
		b.Difficulty = g.Solo.Config.Difficulty.String()
		b.DeckMode = g.Solo.Decks.String()
	}
	p := FromLockup(&bs.Game, &res, b)
	p.ID = GameID(data)
	return p, true
}

// GameID returns the UUID of the play of the game whose file holds data:
// made from the file's first two lines, its header (the seed and the
// moment the game was created) and its setup entry, which no later entry,
// undo or redo changes. A copy of a game file is the same game.
func GameID(data []byte) string {
	n := 0
	for i, c := range data {
		if c == '\n' {
			if n++; n == 2 {
				data = data[:i+1]
				break
			}
		}
	}
	return IDFor("game:" + HashBytes(data))
}
