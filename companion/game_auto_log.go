package companion

import (
	"bytes"
	"errors"
	"fmt"

	jsonv1 "github.com/go-json-experiment/json/v1"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The entries of a game file that the table made by itself are ordinary
// entries: the file has no key for them. Whether an entry was one is told
// on replay: it is the entry the game expected to make by itself at that
// point (Game.MadeByItself), the same kind with the same content. An entry a
// player typed that is exactly that entry is one too: the table would have
// made it.

// ErrAlreadyMade is an entry the table has already made by itself: a pass
// for a crew with no token left, a location resolved with nothing to
// choose.
var ErrAlreadyMade = errors.New("already made by the table")

// AutoEntries replays a game's entries and returns, for each, why the table
// made it by itself (Auto with its Reason), or a zero Auto for an entry
// someone chose. A replay that stops at a refused entry leaves that entry
// and the ones after it unmarked (lockup log still lists them).
func AutoEntries(h LogHeader, entries []Entry) []Auto {
	out := make([]Auto, len(entries))
	if len(entries) == 0 {
		return out
	}
	setup, ok := entries[0].Payload.(*SetupEntry)
	if !ok || entries[0].Check() != nil {
		return out
	}
	g, err := newGame(*setup, entries[0].version())
	if err != nil {
		return out
	}
	g.Seed = h.Seed
	for i := 1; i < len(entries); i++ {
		if a, ok := g.Expect().Auto(); ok && samePayload(a.Payload, entries[i].Payload) {
			out[i] = a
		}
		if err := g.play(entries[i]); err != nil {
			break
		}
	}
	return out
}

// AlreadyMade explains a refusal of p, an entry a player typed, when the
// table already made the same entry by itself this round: "the table
// made it by itself at entry 19 (Ozzy passes): Ozzy has no tokens left"
// rather than the phase the game has moved on to. It returns refused as it
// is otherwise. entries are the game's, h its header, g the game after them.
func AlreadyMade(h LogHeader, entries []Entry, g Game, p Payload, refused error) error {
	if refused == nil || p == nil {
		return refused
	}
	autos := AutoEntries(h, entries)
	for i := len(entries) - 1; i > 0; i-- {
		e := entries[i]
		if e.Round != g.Round {
			break
		}
		if autos[i].Payload == nil || !samePayload(autos[i].Payload, p) {
			continue
		}
		rule := srcOverview
		var re *rules.RuleError
		if errors.As(refused, &re) {
			rule = re.Rule
		}
		return &rules.RuleError{
			Err:        ErrAlreadyMade,
			Rule:       rule,
			Crew:       autos[i].Crew,
			Problem:    fmt.Sprintf("the table made this entry by itself at entry %d (%s): %s", e.Seq, e.Payload.describe(), autos[i]),
			Allowed:    g.Expect().Answer(),
			ProblemKey: "refusal.tracker.auto-made", ProblemArgs: []any{e.Seq, e.Payload.describe(), autos[i]}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	return refused
}

// samePayload reports whether a and b are the same entry: the same kind with
// the same content, as a game file writes it (the JSON library of
// companion/gamelog, so that no second library builds its caches).
func samePayload(a, b Payload) bool {
	if a == nil || b == nil || a.Kind() != b.Kind() {
		return false
	}
	x, errA := jsonv1.Marshal(a)
	y, errB := jsonv1.Marshal(b)
	return errA == nil && errB == nil && bytes.Equal(x, y)
}
