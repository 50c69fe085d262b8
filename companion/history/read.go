package history

import (
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/lockup-companion/lockup/companion/terms"
)

// Kinds are the values of Filter.Game.
var Kinds = []string{GameLockup, ExpansionBreakout, "solo", GamePrisonArchitect}

// Filter chooses plays. The zero Filter chooses them all.
type Filter struct {
	// Player keeps the plays where a side's player (or crew, when it has
	// no player) has this name, ignoring case.
	Player string
	// Game keeps one game: lockup (every Lockup play), breakout (those
	// with Breakout), solo (solitary Lockup plays) or prison-architect.
	Game string
	// Since keeps the plays on or after this date.
	Since time.Time
}

// UnknownKindError is a Filter's Game that is none of Kinds.
type UnknownKindError struct{ Kind string }

func (e *UnknownKindError) Error() string {
	return fmt.Sprintf("game %q is not one the history keeps (%s)", e.Kind, strings.Join(Kinds, ", "))
}

// BadInput marks the error as the player's input (exit code 2).
func (e *UnknownKindError) BadInput() bool { return true }

// Check reports a Game that is none of Kinds (*UnknownKindError), the one
// thing a Filter can hold wrong, so that a filter typed is refused before
// the history is opened.
func (f Filter) Check() error {
	if f.Game != "" && !slices.Contains(Kinds, f.Game) {
		return &UnknownKindError{Kind: f.Game}
	}
	return nil
}

// where returns the filter as an SQL condition on plays p and its
// arguments.
func (f Filter) where() (string, []any, error) {
	conds := []string{"1"}
	var args []any
	if !f.Since.IsZero() {
		conds = append(conds, "p.played_at >= ?")
		args = append(args, day(f.Since).Format(timeLayout))
	}
	switch f.Game {
	case "":
	case GameLockup, GamePrisonArchitect:
		conds = append(conds, "p.game = ?")
		args = append(args, f.Game)
	case ExpansionBreakout:
		conds = append(conds, "p.game = 'lockup' AND (',' || p.expansions || ',') LIKE '%,breakout,%'")
	case "solo":
		conds = append(conds, "p.game = 'lockup' AND p.solo = 1")
	default:
		return "", nil, f.Check()
	}
	if name := strings.TrimSpace(f.Player); name != "" {
		conds = append(conds, `EXISTS (SELECT 1 FROM sides s WHERE s.play_id = p.id AND
			(s.player = ? COLLATE NOCASE OR (s.player = '' AND s.crew = ? COLLATE NOCASE)))`)
		args = append(args, name, name)
	}
	return strings.Join(conds, " AND "), args, nil
}

// Plays returns the plays the filter keeps, newest first.
func (h *DB) Plays(f Filter) ([]Play, error) {
	where, args, err := f.where()
	if err != nil {
		return nil, err
	}
	plays, err := h.load(where, args)
	if err != nil {
		return nil, fmt.Errorf("history %s: %w", h.path, err)
	}
	return plays, nil
}

// NotFoundError is a play ID the history does not hold.
type NotFoundError struct{ ID string }

func (e *NotFoundError) Error() string {
	return fmt.Sprintf("no play %q in the history (%s lists them; an ID may be shortened to its first characters)", e.ID, terms.Hint{Kind: terms.HintHistory})
}

// BadInput marks the error as the player's input (exit code 2).
func (e *NotFoundError) BadInput() bool { return true }

// Play returns the play with the given ID, or the one play whose ID starts
// with it (at least 4 characters).
func (h *DB) Play(id string) (Play, error) {
	id = strings.ToLower(strings.TrimSpace(id))
	if len(id) < 4 {
		return Play{}, &NotFoundError{ID: id}
	}
	plays, err := h.load("p.id LIKE ? ESCAPE '\\'", []any{escapeLike(id) + "%"})
	if err != nil {
		return Play{}, fmt.Errorf("history %s: %w", h.path, err)
	}
	for _, p := range plays {
		if p.ID == id {
			return p, nil
		}
	}
	switch len(plays) {
	case 0:
		return Play{}, &NotFoundError{ID: id}
	case 1:
		return plays[0], nil
	}
	return Play{}, &PlayError{Msg: fmt.Sprintf("%d plays have an ID starting %q: give more of it", len(plays), id)}
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// load reads the plays matching the condition with their sides and
// categories: one query, one row per play (the sides from the play's
// summary, schema version 3).
func (h *DB) load(where string, args []any) ([]Play, error) {
	rows, err := h.db.Query(`SELECT id, played_at, game, expansions, edition, solo, difficulty, deck_mode, file, file_hash, source, summary
		FROM plays p WHERE `+where+` ORDER BY played_at DESC, id`, args...)
	if err != nil {
		return nil, err
	}
	var plays []Play
	for rows.Next() {
		var p Play
		var date, exps, summary string
		if err := rows.Scan(&p.ID, &date, &p.Game, &exps, &p.Edition, &p.Solo, &p.Difficulty, &p.DeckMode, &p.File, &p.FileHash, &p.Source, &summary); err != nil {
			rows.Close()
			return nil, err
		}
		p.Date, _ = time.Parse(timeLayout, date)
		if exps != "" {
			p.Expansions = strings.Split(exps, ",")
		}
		if p.Sides, err = decodeSides(summary); err != nil {
			rows.Close()
			return nil, fmt.Errorf("play %s: %w", p.ID, err)
		}
		plays = append(plays, p)
	}
	return plays, closeRows(rows)
}

// joinCategories writes categories as the sides table keeps them:
// "track=30,goons=12".
func joinCategories(cs []Category) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(c.Name)
		b.WriteByte('=')
		b.WriteString(strconv.Itoa(c.Points))
	}
	return b.String()
}

// splitCategories reads what joinCategories wrote.
func splitCategories(s string) []Category {
	if s == "" {
		return nil
	}
	out := make([]Category, 0, strings.Count(s, ",")+1)
	for part := range strings.SplitSeq(s, ",") {
		name, pts, _ := strings.Cut(part, "=")
		n, _ := strconv.Atoi(pts)
		out = append(out, Category{Name: name, Points: n})
	}
	return out
}

func closeRows(rows *sql.Rows) error {
	err := rows.Err()
	return errors.Join(err, rows.Close())
}
