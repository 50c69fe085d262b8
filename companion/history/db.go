package history

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"time"

	// The pure-Go SQLite driver, registered as "sqlite": lockup builds
	// with CGO_ENABLED=0 and stays a static binary.
	_ "modernc.org/sqlite"

	"github.com/lockup-companion/lockup/companion/history/plays"
	"github.com/lockup-companion/lockup/companion/store"
)

// FileName is the database's name in the data folder.
const FileName = "history.db"

// BusyTimeout is how long a write waits for another lockup's write to end
// before it gives up.
const BusyTimeout = 10 * time.Second

// Path returns the history database in the data folder of d (the zero
// Dirs: the environment's): its history.db.
func Path(d store.Dirs) (string, error) {
	dir, err := d.DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, FileName), nil
}

// DB is an open history database.
type DB struct {
	db   *sql.DB
	path string
}

// migration is one schema version: its SQL, then, when the new columns
// are filled by Go code rather than SQL, fill, in the same transaction.
type migration struct {
	sql  string
	fill func(*sql.Tx) error
}

// migrations are the schema's versions: migrations[i] takes a database at
// version i to version i+1. A version, once released, never changes; a new
// one is appended.
var migrations = []migration{
	// Version 1: plays, their sides, and each side's categories.
	{sql: `CREATE TABLE plays (
		id         TEXT PRIMARY KEY,
		played_at  TEXT NOT NULL,
		game       TEXT NOT NULL,
		expansions TEXT NOT NULL DEFAULT '',
		edition    TEXT NOT NULL DEFAULT '',
		solo       INTEGER NOT NULL DEFAULT 0,
		difficulty TEXT NOT NULL DEFAULT '',
		deck_mode  TEXT NOT NULL DEFAULT '',
		file       TEXT NOT NULL DEFAULT '',
		file_hash  TEXT NOT NULL DEFAULT ''
	);
	CREATE TABLE sides (
		play_id  TEXT NOT NULL REFERENCES plays(id) ON DELETE CASCADE,
		seat     INTEGER NOT NULL,
		crew     TEXT NOT NULL,
		player   TEXT NOT NULL DEFAULT '',
		opponent INTEGER NOT NULL DEFAULT 0,
		winner   INTEGER NOT NULL DEFAULT 0,
		total    INTEGER NOT NULL,
		PRIMARY KEY (play_id, seat)
	);
	CREATE TABLE scores (
		play_id  TEXT NOT NULL,
		seat     INTEGER NOT NULL,
		ord      INTEGER NOT NULL,
		category TEXT NOT NULL,
		points   INTEGER NOT NULL,
		PRIMARY KEY (play_id, seat, ord),
		FOREIGN KEY (play_id, seat) REFERENCES sides(play_id, seat) ON DELETE CASCADE
	);`},
	// Version 2: where each play came from, when it was recorded, each
	// side's categories also as one text ("track=30,goons=12": a listing
	// or the statistics of 10,000 plays read 30,000 rows, not 300,000),
	// and the indexes the listings read by.
	{sql: `ALTER TABLE plays ADD COLUMN source TEXT NOT NULL DEFAULT '';
	ALTER TABLE plays ADD COLUMN recorded_at TEXT NOT NULL DEFAULT '';
	ALTER TABLE sides ADD COLUMN categories TEXT NOT NULL DEFAULT '';
	UPDATE sides SET categories = COALESCE((SELECT group_concat(c.category || '=' || c.points, ',' ORDER BY c.ord)
		FROM scores c WHERE c.play_id = sides.play_id AND c.seat = sides.seat), '');
	CREATE INDEX plays_by_date ON plays(played_at);
	CREATE INDEX sides_by_player ON sides(player COLLATE NOCASE);`},
	// Version 3: each play's sides also as one text on the play (summary.go):
	// the listings and the statistics read the plays table alone, one row
	// per play (lockup history stats over 10,000 plays: from about 300 ms
	// to under 100 ms). Record writes it with the play; here it is made
	// from the sides the database holds.
	{sql: `ALTER TABLE plays ADD COLUMN summary TEXT NOT NULL DEFAULT '';`, fill: fillSummaries},
	// Version 4: the BoardGameGeek ids the player typed (lockup history
	// bgg-id), one per game, which the BG Stats export writes and the
	// import matches games by (bgstats.go).
	{sql: `CREATE TABLE bgg_ids (
		game   TEXT PRIMARY KEY,
		bgg_id INTEGER NOT NULL UNIQUE CHECK (bgg_id > 0)
	);`},
}

// fillSummaries writes every play's summary from its sides (version 3).
func fillSummaries(tx *sql.Tx) error {
	rows, err := tx.Query(`SELECT play_id, crew, player, opponent, winner, total, categories FROM sides ORDER BY play_id, seat`)
	if err != nil {
		return err
	}
	var ids []string
	sides := map[string][]Side{}
	for rows.Next() {
		var id, cats string
		var s Side
		if err := rows.Scan(&id, &s.Crew, &s.Player, &s.Opponent, &s.Winner, &s.Total, &cats); err != nil {
			rows.Close()
			return err
		}
		s.Categories = splitCategories(cats)
		if _, ok := sides[id]; !ok {
			ids = append(ids, id)
		}
		sides[id] = append(sides[id], s)
	}
	if err := closeRows(rows); err != nil {
		return err
	}
	update, err := tx.Prepare(`UPDATE plays SET summary = ? WHERE id = ?`)
	if err != nil {
		return err
	}
	defer update.Close()
	for _, id := range ids {
		if _, err := update.Exec(encodeSides(sides[id]), id); err != nil {
			return err
		}
	}
	return nil
}

// SchemaVersion is the schema version Open migrates a database to.
var SchemaVersion = len(migrations)

// Open opens the history database at path, creating it and its folder
// (private to the user) when missing, and migrates it to SchemaVersion.
func Open(path string) (*DB, error) {
	return openAt(path, SchemaVersion)
}

// OpenIn opens the database in the data folder of d (Path).
func OpenIn(d store.Dirs) (*DB, error) {
	p, err := Path(d)
	if err != nil {
		return nil, err
	}
	return Open(p)
}

// WithDB opens the database in the data folder of d (OpenIn), runs f and
// closes it: f's error first, else the closing's.
func WithDB(d store.Dirs, f func(*DB) error) error {
	db, err := OpenIn(d)
	if err != nil {
		return err
	}
	err = f(db)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	return err
}

// RecordIn records plays in the database of d's data folder (DB.Record),
// and returns how many it added.
func RecordIn(d store.Dirs, plays ...Play) (added int, err error) {
	err = WithDB(d, func(db *DB) error {
		added, err = db.Record(plays...)
		return err
	})
	return added, err
}

// openAt opens the database and migrates it to version upTo (tests build
// older versions with it).
func openAt(path string, upTo int) (*DB, error) {
	if err := store.EnsureDir(filepath.Dir(path)); err != nil {
		return nil, err
	}
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", BusyTimeout.Milliseconds()))
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Add("_pragma", "foreign_keys(1)")
	// Every transaction takes the write lock when it begins: two writers
	// queue on the busy timeout instead of one failing at its first write.
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+(&url.URL{Path: path}).EscapedPath()+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("history %s: %w", path, err)
	}
	h := &DB{db: db, path: path}
	if err := h.migrate(upTo); err != nil {
		db.Close()
		return nil, err
	}
	return h, nil
}

// Close closes the database.
func (h *DB) Close() error { return h.db.Close() }

// Path returns the database's file.
func (h *DB) Path() string { return h.path }

// Version returns the schema version of the database.
func (h *DB) Version() (int, error) {
	var v int
	err := h.db.QueryRow(`SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&v)
	return v, err
}

// migrate brings the schema to version upTo, each step in a transaction of
// its own with the version it reaches, so that a process killed halfway
// leaves the database at the version before; two processes opening a new
// database at once migrate it once (the second finds it done).
func (h *DB) migrate(upTo int) error {
	if _, err := h.db.Exec(`CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("history %s: %w", h.path, err)
	}
	for {
		done, err := h.step(upTo)
		if err != nil {
			return fmt.Errorf("history %s: %w", h.path, err)
		}
		if done {
			return nil
		}
	}
}

// step applies the next migration, if any is due; done reports there was
// none.
func (h *DB) step(upTo int) (done bool, err error) {
	err = h.inTx(func(tx *sql.Tx) error {
		var v int
		if err := tx.QueryRow(`SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&v); err != nil {
			return err
		}
		if v > len(migrations) {
			return &TooNewError{Path: h.path, Version: v}
		}
		if v >= upTo {
			done = true
			return nil
		}
		m := migrations[v]
		if _, err := tx.Exec(m.sql); err != nil {
			return fmt.Errorf("migrating to version %d: %w", v+1, err)
		}
		if m.fill != nil {
			if err := m.fill(tx); err != nil {
				return fmt.Errorf("migrating to version %d: %w", v+1, err)
			}
		}
		_, err := tx.Exec(`INSERT INTO schema_version (version, applied_at) VALUES (?, ?)`, v+1, time.Now().UTC().Format(time.RFC3339))
		return err
	})
	return done, err
}

// TooNewError is a database a newer lockup wrote: this one does not know
// its schema and leaves it alone.
type TooNewError struct {
	Path    string
	Version int
}

func (e *TooNewError) Error() string {
	return fmt.Sprintf("the history %s has schema version %d, newer than this lockup knows (%d): update lockup", e.Path, e.Version, SchemaVersion)
}

// BadInput marks the error as one the player fixes (exit code 2).
func (e *TooNewError) BadInput() bool { return true }

// inTx runs f in one transaction, committed when f returns nil and rolled
// back otherwise.
func (h *DB) inTx(f func(*sql.Tx) error) error {
	tx, err := h.db.BeginTx(context.Background(), nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		return errors.Join(err, rollback(tx))
	}
	return tx.Commit()
}

func rollback(tx *sql.Tx) error {
	if err := tx.Rollback(); err != nil && !errors.Is(err, sql.ErrTxDone) {
		return err
	}
	return nil
}

const timeLayout = "2006-01-02T15:04:05Z"

// Record adds the plays in one transaction and returns how many were new:
// a play whose UUID is in the history already is left as it is.
func (h *DB) Record(plays ...Play) (added int, err error) {
	return h.record(plays, nil)
}

// Put adds the plays in one transaction, replacing a play the history
// holds with the same UUID when it was recorded from other bytes (its
// FileHash differs): a tracked game whose log changed after its end is
// the same play, with the score its log now gives. It returns how many
// plays were added and how many replaced.
func (h *DB) Put(plays ...Play) (added, replaced int, err error) {
	now := time.Now().UTC().Format(timeLayout)
	err = h.inTx(func(tx *sql.Tx) error {
		added, replaced = 0, 0
		st, err := prepareInserts(tx)
		if err != nil {
			return err
		}
		defer st.close()
		for i := range plays {
			p := &plays[i]
			if err := p.Check(); err != nil {
				return err
			}
			var hash string
			switch err := tx.QueryRow(`SELECT file_hash FROM plays WHERE id = ?`, p.ID).Scan(&hash); {
			case errors.Is(err, sql.ErrNoRows):
				added++
			case err != nil:
				return err
			case hash == p.FileHash:
				continue // recorded from these very bytes
			default:
				for _, q := range []string{`DELETE FROM scores WHERE play_id = ?`, `DELETE FROM sides WHERE play_id = ?`, `DELETE FROM plays WHERE id = ?`} {
					if _, err := tx.Exec(q, p.ID); err != nil {
						return err
					}
				}
				replaced++
			}
			if _, err := st.insert(p, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, 0, fmt.Errorf("history %s: %w", h.path, err)
	}
	return added, replaced, nil
}

// record is Record with a hook run after each play's insert (tests abort
// the transaction halfway with it).
func (h *DB) record(plays []Play, after func(i int) error) (added int, err error) {
	now := time.Now().UTC().Format(timeLayout)
	err = h.inTx(func(tx *sql.Tx) error {
		added = 0
		st, err := prepareInserts(tx)
		if err != nil {
			return err
		}
		defer st.close()
		for i := range plays {
			p := &plays[i]
			if err := p.Check(); err != nil {
				return err
			}
			ok, err := st.insert(p, now)
			if err != nil {
				return err
			}
			if !ok {
				continue // recorded already
			}
			added++
			if after != nil {
				if err := after(i); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("history %s: %w", h.path, err)
	}
	return added, nil
}

// inserts are the statements Record runs, prepared once per transaction.
type inserts struct{ play, side, score *sql.Stmt }

func prepareInserts(tx *sql.Tx) (*inserts, error) {
	var st inserts
	var err error
	if st.play, err = tx.Prepare(`INSERT INTO plays (id, played_at, game, expansions, edition, solo, difficulty, deck_mode, file, file_hash, source, recorded_at, summary)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`); err != nil {
		return nil, err
	}
	if st.side, err = tx.Prepare(`INSERT INTO sides (play_id, seat, crew, player, opponent, winner, total, categories) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`); err != nil {
		st.close()
		return nil, err
	}
	if st.score, err = tx.Prepare(`INSERT INTO scores (play_id, seat, ord, category, points) VALUES (?, ?, ?, ?, ?)`); err != nil {
		st.close()
		return nil, err
	}
	return &st, nil
}

// insert adds the play, its sides and their categories, unless the
// history holds a play with its UUID (ok false).
func (st *inserts) insert(p *Play, now string) (ok bool, err error) {
	res, err := st.play.Exec(p.ID, day(p.Date).Format(timeLayout), p.Game, strings.Join(p.Expansions, ","), p.Edition, p.Solo, p.Difficulty, p.DeckMode,
		p.File, p.FileHash, p.Source, now, encodeSides(p.Sides))
	if err != nil {
		return false, err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return false, err
	}
	for seat, s := range p.Sides {
		if _, err := st.side.Exec(p.ID, seat, s.Crew, s.Player, s.Opponent, s.Winner, s.Total, joinCategories(s.Categories)); err != nil {
			return false, err
		}
		for ord, c := range s.Categories {
			if _, err := st.score.Exec(p.ID, seat, ord, c.Name, c.Points); err != nil {
				return false, err
			}
		}
	}
	return true, nil
}

func (st *inserts) close() {
	for _, s := range []*sql.Stmt{st.play, st.side, st.score} {
		if s != nil {
			s.Close()
		}
	}
}

// PlayError is a play that cannot be recorded as given (plays.PlayError).
type PlayError = plays.PlayError

// BggIDError is a BoardGameGeek id SetBggID refuses.
type BggIDError struct{ Msg string }

func (e *BggIDError) Error() string { return e.Msg }

// BadInput marks the error as the player's input (exit code 2).
func (e *BggIDError) BadInput() bool { return true }

// SetBggID keeps id as game's BoardGameGeek id (game one of BggGames, id
// positive), in place of the one kept before, in one transaction. An id
// another game has is refused: the import tells games apart by it.
func (h *DB) SetBggID(game string, id int) error {
	if bgsKey(game) < 0 {
		return &BggIDError{Msg: fmt.Sprintf("%q is no game lockup keeps a BoardGameGeek id for; use one of %s", game, strings.Join(BggGames, ", "))}
	}
	if id <= 0 {
		return &BggIDError{Msg: fmt.Sprintf("BoardGameGeek id %d: an id is a positive whole number (the number in the game's boardgamegeek.com/boardgame/ID address)", id)}
	}
	return h.inTx(func(tx *sql.Tx) error {
		var other string
		err := tx.QueryRow(`SELECT game FROM bgg_ids WHERE bgg_id = ? AND game <> ?`, id, game).Scan(&other)
		switch {
		case err == nil:
			return &BggIDError{Msg: fmt.Sprintf("BoardGameGeek id %d is %s's already; each game has its own", id, other)}
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		_, err = tx.Exec(`INSERT INTO bgg_ids (game, bgg_id) VALUES (?, ?) ON CONFLICT (game) DO UPDATE SET bgg_id = excluded.bgg_id`, game, id)
		return err
	})
}

// BggIDs returns the BoardGameGeek ids kept, game → id (a game without
// one is absent).
func (h *DB) BggIDs() (map[string]int, error) {
	rows, err := h.db.Query(`SELECT game, bgg_id FROM bgg_ids`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	ids := map[string]int{}
	for rows.Next() {
		var game string
		var id int
		if err := rows.Scan(&game, &id); err != nil {
			return nil, err
		}
		ids[game] = id
	}
	return ids, rows.Err()
}
