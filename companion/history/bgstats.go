package history

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/scoring"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// BG Stats (the play-logging app by Eerko) exports its data as one JSON
// object whose arrays reference one another by id: games (id, uuid, name,
// bggId, isExpansion...), players (id, uuid, name), locations, and plays
// (uuid, playDate "YYYY-MM-DD hh:mm:ss", gameRefId, board, ignored,
// expansionPlays [{gameRefId, bggId}], playerScores [{playerRefId, score
// (a string), winner, startPlayer, seatOrder, rank, role}]). The fields
// below are the ones lockup reads or writes; the others are passed over.
// The shape was checked against several public readers and writers of the
// export (docs/history.md says which), not against a published schema:
// BG Stats publishes none.

// bgsGames are the games lockup keeps, as BG Stats names them. Their
// BoardGameGeek ids are not written here: no source at hand confirmed the
// ids of Lockup: A Roll Player Tale, its Breakout expansion and Prison
// Architect: Cardboard County Penitentiary, and lockup invents no such
// data. The player types the id BoardGameGeek shows, once (lockup history
// bgg-id GAME ID, kept by DB.SetBggID); the export writes it, and 0 (BG
// Stats' "no BoardGameGeek link") where none is stored; the import matches
// a game by a stored id first, else by name.
var bgsGames = []struct {
	Name      string // the name the export writes
	Game      string // GameLockup, GamePrisonArchitect, or "" for an expansion
	Expansion string // ExpansionBreakout for the expansion
}{
	{Name: "Lockup: A Roll Player Tale", Game: GameLockup},
	{Name: "Lockup: Breakout", Expansion: ExpansionBreakout},
	{Name: "Prison Architect: Cardboard County Penitentiary", Game: GamePrisonArchitect},
}

// BggGames are the games (and expansion) a BoardGameGeek id is kept for,
// as lockup history bgg-id names them.
var BggGames = []string{GameLockup, ExpansionBreakout, GamePrisonArchitect}

// BggGameName returns the name BG Stats' export gives game (one of
// BggGames), or "" for another.
func BggGameName(game string) string {
	if k := bgsKey(game); k >= 0 {
		return bgsGames[k].Name
	}
	return ""
}

// bgsKey returns the index in bgsGames of game (one of BggGames), or -1.
func bgsKey(game string) int {
	for k, g := range bgsGames {
		if g.Game+g.Expansion == game {
			return k
		}
	}
	return -1
}

// MaxImportSize bounds the BG Stats file ReadBGStats reads (a file of
// 10,000 plays of every game is a few megabytes).
const MaxImportSize = 64 << 20

// Bounds of what one imported Lockup or Prison Architect play may hold.
const (
	maxSides    = 8
	maxNameLen  = 100
	maxAbsScore = 100000
)

// BGStatsExport is BG Stats' export file, the fields lockup reads and
// writes.
type BGStatsExport struct {
	Games     []BGStatsGame   `json:"games"`
	Players   []BGStatsPlayer `json:"players"`
	Locations []any           `json:"locations"`
	Plays     []BGStatsPlay   `json:"plays"`
}

// BGStatsGame is a game (or expansion) of the export.
type BGStatsGame struct {
	ID          int    `json:"id"`
	UUID        string `json:"uuid"`
	Name        string `json:"name"`
	BggID       int    `json:"bggId"`
	HighestWins bool   `json:"highestWins"`
	Cooperative bool   `json:"cooperative"`
	IsBaseGame  bool   `json:"isBaseGame"`
	IsExpansion bool   `json:"isExpansion"`
}

// BGStatsPlayer is a player of the export.
type BGStatsPlayer struct {
	ID   int    `json:"id"`
	UUID string `json:"uuid"`
	Name string `json:"name"`
}

// BGStatsPlay is a play of the export.
type BGStatsPlay struct {
	UUID           string                 `json:"uuid"`
	PlayDate       string                 `json:"playDate"`
	GameRefID      int                    `json:"gameRefId"`
	Board          string                 `json:"board,omitempty"`
	Ignored        bool                   `json:"ignored"`
	ExpansionPlays []BGStatsExpansionPlay `json:"expansionPlays"`
	PlayerScores   []BGStatsScore         `json:"playerScores"`
}

// BGStatsExpansionPlay names an expansion played.
type BGStatsExpansionPlay struct {
	GameRefID int `json:"gameRefId"`
	BggID     int `json:"bggId"`
}

// BGStatsScore is one player's result in a play. Score is a string in BG
// Stats' files (a number is accepted too).
type BGStatsScore struct {
	PlayerRefID int             `json:"playerRefId"`
	Score       json.RawMessage `json:"score"`
	Winner      bool            `json:"winner"`
	StartPlayer bool            `json:"startPlayer"`
	SeatOrder   int             `json:"seatOrder"`
	Role        string          `json:"role,omitempty"`
}

// BGStatsError is a BG Stats file lockup refuses: Field says where
// ("plays[3].playerScores[1].score").
type BGStatsError struct {
	Field string
	Msg   string
}

func (e *BGStatsError) Error() string {
	if e.Field == "" {
		return "BG Stats file: " + e.Msg
	}
	return fmt.Sprintf("BG Stats file, %s: %s", e.Field, e.Msg)
}

// BadInput marks the error as the player's input (exit code 2).
func (e *BGStatsError) BadInput() bool { return true }

// ReadBGStats reads a BG Stats export (at most MaxImportSize bytes).
func ReadBGStats(r io.Reader) (*BGStatsExport, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxImportSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxImportSize {
		return nil, &BGStatsError{Msg: fmt.Sprintf("larger than %d MiB; lockup reads no bigger export", MaxImportSize>>20)}
	}
	var x BGStatsExport
	if err := json.Unmarshal(data, &x); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return nil, &BGStatsError{Field: te.Field, Msg: fmt.Sprintf("a JSON %s where BG Stats writes a %s", te.Value, te.Type)}
		}
		return nil, &BGStatsError{Msg: "not a BG Stats export (JSON): " + err.Error()}
	}
	return &x, nil
}

// ImportResult is what BGStatsPlays found in an export.
type ImportResult struct {
	// Plays are the Lockup and Prison Architect plays.
	Plays []Play
	// Other counts the plays of other games, Ignored those BG Stats marks
	// as left out of its statistics (neither is imported).
	Other, Ignored int
	// Unstored are the file's ids of games the history keeps no
	// BoardGameGeek id for (lockup history bgg-id stores one; the import
	// does not).
	Unstored []BggNote
}

// BggNote is a BoardGameGeek id an imported file gives a game.
type BggNote struct {
	Game  string // one of BggGames
	BggID int
}

// BGStatsPlays returns the Lockup and Prison Architect plays of an
// export, each player's name passed through names (BG Stats name → the
// name lockup knows, ignoring case; a name not in it stays as it is). A
// game of the file is one lockup keeps when its bggId is one of ids (game
// → BoardGameGeek id, as DB.BggIDs returns them), else by its name; the
// ids the file gives games ids has none for are in Unstored. A
// side whose crew (role) or, without one, player is named "guards"
// (Lockup) or "governor" (Prison Architect) is the solitary opponent, as
// in lockup history add. It refuses, naming
// the field, a Lockup or Prison Architect play it cannot read; the plays
// of other games are only counted.
func BGStatsPlays(x *BGStatsExport, names map[string]string, ids map[string]int) (ImportResult, error) {
	var res ImportResult
	games := map[int]int{} // game id → index in bgsGames
	noted := map[string]bool{}
	for _, g := range x.Games {
		k := -1
		if g.BggID > 0 {
			for game, id := range ids {
				if id == g.BggID {
					k = bgsKey(game)
				}
			}
		}
		if k < 0 {
			k = bgsGameOf(g.Name)
			if game := bgsGames[max(k, 0)].Game + bgsGames[max(k, 0)].Expansion; k >= 0 && g.BggID > 0 && ids[game] == 0 && !noted[game] {
				noted[game] = true
				res.Unstored = append(res.Unstored, BggNote{Game: game, BggID: g.BggID})
			}
		}
		if k >= 0 {
			games[g.ID] = k
		}
	}
	rename := map[string]string{}
	for from, to := range names {
		rename[normName(from)] = strings.TrimSpace(to)
	}
	players := map[int]string{}
	for i, p := range x.Players {
		name := strings.TrimSpace(p.Name)
		if mapped, ok := rename[normName(name)]; ok {
			name = mapped
		}
		if len(name) > maxNameLen {
			return res, &BGStatsError{Field: fmt.Sprintf("players[%d].name", i), Msg: fmt.Sprintf("longer than %d characters", maxNameLen)}
		}
		players[p.ID] = name
	}
	for i := range x.Plays {
		bp := &x.Plays[i]
		k, ok := games[bp.GameRefID]
		if !ok || bgsGames[k].Game == "" {
			res.Other++
			continue
		}
		if bp.Ignored {
			res.Ignored++
			continue
		}
		p, err := bgsPlay(bp, bgsGames[k].Game, games, players)
		if err != nil {
			var be *BGStatsError
			if errors.As(err, &be) {
				be.Field = fmt.Sprintf("plays[%d]", i) + be.Field
			}
			return res, err
		}
		res.Plays = append(res.Plays, p)
	}
	return res, nil
}

// bgsGameOf returns the index in bgsGames of the game named name, or -1:
// a name with "lockup" and "breakout" is the expansion, with "lockup" the
// core game, with "prison architect" Prison Architect (ignoring case).
func bgsGameOf(name string) int {
	n := strings.ToLower(name)
	switch {
	case strings.Contains(n, "lockup") && strings.Contains(n, "breakout"):
		return 1
	case strings.Contains(n, "lockup"):
		return 0
	case strings.Contains(n, "prison architect"):
		return 2
	}
	return -1
}

// bgsPlay reads one play of Lockup or Prison Architect; an error's Field
// is relative to the play (".playDate").
func bgsPlay(bp *BGStatsPlay, game string, games map[int]int, players map[int]string) (Play, error) {
	bad := func(field, format string, args ...any) error {
		return &BGStatsError{Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	id, err := uuid.Parse(bp.UUID)
	if err != nil {
		return Play{}, bad(".uuid", "%q is not a UUID", clip(bp.UUID))
	}
	date, err := parseBGSDate(bp.PlayDate)
	if err != nil {
		return Play{}, bad(".playDate", "%q is not a date; BG Stats writes YYYY-MM-DD hh:mm:ss", clip(bp.PlayDate))
	}
	if len(bp.Board) > maxNameLen {
		return Play{}, bad(".board", "longer than %d characters", maxNameLen)
	}
	p := Play{ID: id.String(), Date: date, Game: game, Difficulty: strings.TrimSpace(bp.Board), Source: SourceBGStats}
	for _, e := range bp.ExpansionPlays {
		if k, ok := games[e.GameRefID]; ok && bgsGames[k].Expansion != "" && game == GameLockup && !p.Has(bgsGames[k].Expansion) {
			p.Expansions = append(p.Expansions, bgsGames[k].Expansion)
		}
	}
	switch n := len(bp.PlayerScores); {
	case n == 0:
		return Play{}, bad(".playerScores", "the play has no players")
	case n > maxSides:
		return Play{}, bad(".playerScores", "%d players; a Lockup or Prison Architect play has at most %d sides", n, maxSides)
	}
	opponent := scoring.GuardsName
	if game == GamePrisonArchitect {
		opponent = pa.GovernorName
	}
	scores := make([]BGStatsScore, len(bp.PlayerScores))
	copy(scores, bp.PlayerScores)
	sort.SliceStable(scores, func(i, j int) bool { return scores[i].SeatOrder < scores[j].SeatOrder })
	opponents := 0
	for i, s := range scores {
		field := fmt.Sprintf(".playerScores[%d]", i)
		name, ok := players[s.PlayerRefID]
		if !ok || name == "" {
			return Play{}, bad(field+".playerRefId", "%d is no player of the file", s.PlayerRefID)
		}
		role := strings.TrimSpace(s.Role)
		if len(role) > maxNameLen {
			return Play{}, bad(field+".role", "longer than %d characters", maxNameLen)
		}
		total, err := parseBGSScore(s.Score)
		if err != nil {
			return Play{}, bad(field+".score", "%v", err)
		}
		side := Side{Crew: name, Winner: s.Winner, Total: total}
		if role != "" && role != name {
			side.Crew, side.Player = role, name
		}
		if strings.EqualFold(side.Crew, opponent) {
			side.Opponent = true
			opponents++
		}
		p.Sides = append(p.Sides, side)
	}
	if opponents == len(p.Sides) {
		return Play{}, bad(".playerScores", "only the %s played", opponent)
	}
	p.Solo = opponents > 0 || len(p.Sides) == 1
	return p, nil
}

// parseBGSDate reads BG Stats' play date (taken as UTC, as lockup keeps
// dates).
func parseBGSDate(s string) (time.Time, error) {
	for _, layout := range []string{time.DateTime, time.DateOnly, time.RFC3339} {
		if t, err := time.Parse(layout, strings.TrimSpace(s)); err == nil && t.Year() >= 1900 && t.Year() <= 9999 {
			return day(t), nil
		}
	}
	return time.Time{}, errors.New("not a date")
}

// parseBGSScore reads a score: a string of a whole number (BG Stats'
// way), a JSON number, or nothing (read as 0).
func parseBGSScore(raw json.RawMessage) (int, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return 0, nil
	}
	if strings.HasPrefix(s, `"`) {
		if err := json.Unmarshal(raw, &s); err != nil {
			return 0, err
		}
		s = strings.TrimSpace(s)
		if s == "" {
			return 0, nil
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > maxAbsScore {
		return 0, fmt.Errorf("%q is not a whole score (lockup keeps whole points, at most %d)", clip(s), maxAbsScore)
	}
	return int(f), nil
}

// clip shortens a value quoted in an error.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// ToBGStats writes plays as a BG Stats export: the games played, the
// players (by name), and each play with its UUID, date, difficulty (in
// board), expansions, and each side's player name, crew (in role), total,
// winner and seat. Categories, edition, deck mode and the file a play came
// from have no place there and are left out. Each game's bggId is its id
// in ids (game → BoardGameGeek id, as DB.BggIDs returns them), 0 where ids
// has none.
func ToBGStats(plays []Play, ids map[string]int) *BGStatsExport {
	x := &BGStatsExport{Games: []BGStatsGame{}, Players: []BGStatsPlayer{}, Locations: []any{}, Plays: []BGStatsPlay{}}
	gameIDs := map[int]int{} // index in bgsGames → id
	gameID := func(k int) int {
		if id, ok := gameIDs[k]; ok {
			return id
		}
		g := bgsGames[k]
		id := len(x.Games) + 1
		gameIDs[k] = id
		x.Games = append(x.Games, BGStatsGame{ID: id, UUID: IDFor("bgstats-game:" + g.Name), Name: g.Name, BggID: ids[g.Game+g.Expansion],
			HighestWins: true, IsBaseGame: g.Game != "", IsExpansion: g.Expansion != ""})
		return id
	}
	playerIDs := map[string]int{}
	playerID := func(name string) int {
		if id, ok := playerIDs[name]; ok {
			return id
		}
		id := len(x.Players) + 1
		playerIDs[name] = id
		x.Players = append(x.Players, BGStatsPlayer{ID: id, UUID: IDFor("bgstats-player:" + name), Name: name})
		return id
	}
	for i := range plays {
		p := &plays[i]
		k := 0
		if p.Game == GamePrisonArchitect {
			k = 2
		}
		bp := BGStatsPlay{UUID: strings.ToUpper(p.ID), PlayDate: day(p.Date).Format(time.DateTime), GameRefID: gameID(k), Board: p.Difficulty,
			ExpansionPlays: []BGStatsExpansionPlay{}, PlayerScores: []BGStatsScore{}}
		if p.Has(ExpansionBreakout) {
			bp.ExpansionPlays = append(bp.ExpansionPlays, BGStatsExpansionPlay{GameRefID: gameID(1), BggID: ids[ExpansionBreakout]})
		}
		for seat, s := range p.Sides {
			score, _ := json.Marshal(strconv.Itoa(s.Total))
			bs := BGStatsScore{PlayerRefID: playerID(s.Name()), Score: score, Winner: s.Winner, SeatOrder: seat + 1}
			if s.Player != "" {
				bs.Role = s.Crew
			}
			bp.PlayerScores = append(bp.PlayerScores, bs)
		}
		x.Plays = append(x.Plays, bp)
	}
	return x
}

// ExportBGStats returns the plays f keeps as a BG Stats export (ToBGStats),
// each game with the BoardGameGeek id the history keeps for it.
func (h *DB) ExportBGStats(f Filter) (*BGStatsExport, error) {
	plays, err := h.Plays(f)
	if err != nil {
		return nil, err
	}
	ids, err := h.BggIDs()
	if err != nil {
		return nil, err
	}
	return ToBGStats(plays, ids), nil
}

// ImportIn adds the Lockup and Prison Architect plays of a BG Stats
// export to the history of d's data folder, each player's name passed
// through names (BGStatsPlays), in one transaction, and returns what the
// file held and how many plays were added (the others were there). A file
// BGStatsPlays refuses is refused before the history is opened; the games
// are then matched with the BoardGameGeek ids the history keeps, and each
// id the file gives a game the history keeps none for is handed to noted
// before anything is recorded (the import stores none itself; noted may
// be nil).
func ImportIn(d store.Dirs, x *BGStatsExport, names map[string]string, noted func(BggNote)) (res ImportResult, added int, err error) {
	if _, err := BGStatsPlays(x, names, nil); err != nil {
		return res, 0, err
	}
	err = WithDB(d, func(db *DB) error {
		ids, err := db.BggIDs()
		if err != nil {
			return err
		}
		if res, err = BGStatsPlays(x, names, ids); err != nil {
			return err
		}
		for _, n := range res.Unstored {
			if noted != nil {
				noted(n)
			}
		}
		added, err = db.Record(res.Plays...)
		return err
	})
	return res, added, err
}
