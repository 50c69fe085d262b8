package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// bgsFixture is a made-up BG Stats export in the app's shape: a Lockup
// play with Breakout and crews in role, a solitary Lockup play against
// the guards, a Prison Architect play, a play of another game, and an
// ignored Lockup play.
const bgsFixture = `{
  "games": [
    {"id": 1, "uuid": "A0000000-0000-0000-0000-000000000001", "name": "Lockup: A Roll Player Tale", "bggId": 0, "highestWins": true},
    {"id": 2, "uuid": "A0000000-0000-0000-0000-000000000002", "name": "Lockup: Breakout", "isExpansion": true},
    {"id": 3, "uuid": "A0000000-0000-0000-0000-000000000003", "name": "Prison Architect: Cardboard County Penitentiary"},
    {"id": 4, "uuid": "A0000000-0000-0000-0000-000000000004", "name": "Catan", "bggId": 13}
  ],
  "players": [
    {"id": 1, "uuid": "B0000000-0000-0000-0000-000000000001", "name": "Vee", "isAnonymous": false},
    {"id": 2, "uuid": "B0000000-0000-0000-0000-000000000002", "name": "Isaac"},
    {"id": 3, "uuid": "B0000000-0000-0000-0000-000000000003", "name": "Guards"}
  ],
  "locations": [{"id": 1, "name": "Home"}],
  "plays": [
    {"uuid": "C0000000-0000-0000-0000-000000000001", "playDate": "2025-02-01 20:15:00", "gameRefId": 1, "locationRefId": 1,
     "expansionPlays": [{"gameRefId": 2, "bggId": 0}],
     "playerScores": [
       {"playerRefId": 2, "score": "38", "winner": false, "seatOrder": 2, "role": "Kobolds"},
       {"playerRefId": 1, "score": "41", "winner": true, "startPlayer": true, "seatOrder": 1, "role": "Gnolls"}]},
    {"uuid": "c0000000-0000-0000-0000-000000000002", "playDate": "2025-02-02 10:00:00", "gameRefId": 1, "board": "warden",
     "playerScores": [
       {"playerRefId": 1, "score": 52, "winner": true, "seatOrder": 1},
       {"playerRefId": 3, "score": "47", "winner": false, "seatOrder": 2}]},
    {"uuid": "C0000000-0000-0000-0000-000000000003", "playDate": "2025-02-03", "gameRefId": 3,
     "playerScores": [{"playerRefId": 1, "score": "64", "winner": false}, {"playerRefId": 2, "score": "70", "winner": true}]},
    {"uuid": "C0000000-0000-0000-0000-000000000004", "playDate": "2025-02-04 10:00:00", "gameRefId": 4,
     "playerScores": [{"playerRefId": 1, "score": "3+20+5", "winner": true}]},
    {"uuid": "C0000000-0000-0000-0000-000000000005", "playDate": "2025-02-05 10:00:00", "gameRefId": 1, "ignored": true,
     "playerScores": [{"playerRefId": 1, "score": "1", "winner": true}]}
  ]
}`

// TestBGStatsImport: the Lockup and Prison Architect plays are read with
// their UUIDs, dates, expansions, difficulty (board), crews (role), seats
// and the guards as the opponent; the player names are mapped; the other
// game's play and the ignored play are only counted.
func TestBGStatsImport(t *testing.T) {
	x, err := ReadBGStats(strings.NewReader(bgsFixture))
	if err != nil {
		t.Fatal(err)
	}
	res, err := BGStatsPlays(x, map[string]string{"vee": "Vera"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Other != 1 || res.Ignored != 1 || len(res.Plays) != 3 {
		t.Fatalf("other %d, ignored %d, plays %d", res.Other, res.Ignored, len(res.Plays))
	}
	p := res.Plays[0]
	if p.ID != "c0000000-0000-0000-0000-000000000001" || !p.Date.Equal(time.Date(2025, 2, 1, 20, 15, 0, 0, time.UTC)) ||
		p.Game != GameLockup || p.Kind() != ExpansionBreakout || p.Solo || p.Source != SourceBGStats {
		t.Errorf("play 1 = %+v", p)
	}
	want := []Side{{Crew: "Gnolls", Player: "Vera", Winner: true, Total: 41}, {Crew: "Kobolds", Player: "Isaac", Total: 38}}
	if got, _ := json.Marshal(p.Sides); string(got) != mustJSON(t, want) {
		t.Errorf("sides = %s", got)
	}
	solo := res.Plays[1]
	if !solo.Solo || solo.Difficulty != "warden" || !solo.Sides[1].Opponent || solo.Sides[0].Name() != "Vera" || solo.Sides[0].Total != 52 {
		t.Errorf("solo = %+v", solo)
	}
	if pa := res.Plays[2]; pa.Game != GamePrisonArchitect || pa.Solo || pa.Winners()[0] != "Isaac" {
		t.Errorf("prison architect = %+v", pa)
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestBGStatsRoundTrip: an export imported into an empty history and
// exported again gives the same file; imported into the history it came
// from, it adds nothing.
func TestBGStatsRoundTrip(t *testing.T) {
	a, _ := openTemp(t)
	solo := fixturePlay(5)
	solo.Solo, solo.Difficulty = true, "warden"
	solo.Sides[1] = Side{Crew: "guards", Opponent: true, Total: 40}
	solo.Sides[0].Player = "Ana"
	brk := fixturePlay(7)
	brk.Expansions = []string{ExpansionBreakout}
	if _, err := a.Record(fixturePlay(1), fixturePlay(2), solo, brk); err != nil {
		t.Fatal(err)
	}
	plays, err := a.Plays(Filter{})
	if err != nil {
		t.Fatal(err)
	}
	first := exportBytes(t, plays)
	x, err := ReadBGStats(bytes.NewReader(first))
	if err != nil {
		t.Fatal(err)
	}
	res, err := BGStatsPlays(x, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := a.Record(res.Plays...); err != nil || n != 0 {
		t.Errorf("import into the same history added %d (%v), want 0", n, err)
	}
	b, _ := openTemp(t)
	if n, err := b.Record(res.Plays...); err != nil || n != 4 {
		t.Fatalf("import into an empty history added %d (%v), want 4", n, err)
	}
	again, err := b.Plays(Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if second := exportBytes(t, again); !bytes.Equal(first, second) {
		t.Errorf("export after the round trip differs:\n%s\nwant\n%s", second, first)
	}
	// What BG Stats carries came back as it was.
	for i := range plays {
		p, q := plays[i], again[i]
		if p.ID != q.ID || !p.Date.Equal(q.Date) || p.Kind() != q.Kind() || p.Difficulty != q.Difficulty || len(p.Sides) != len(q.Sides) {
			t.Errorf("play %d: %+v\nbecame %+v", i, p, q)
			continue
		}
		for s := range p.Sides {
			ps, qs := p.Sides[s], q.Sides[s]
			if ps.Crew != qs.Crew || ps.Player != qs.Player || ps.Opponent != qs.Opponent || ps.Winner != qs.Winner || ps.Total != qs.Total {
				t.Errorf("play %d side %d: %+v became %+v", i, s, ps, qs)
			}
		}
	}
}

func exportBytes(t *testing.T, plays []Play) []byte {
	t.Helper()
	b, err := json.MarshalIndent(ToBGStats(plays, nil), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestBGStatsRefused: a Lockup play lockup cannot read is refused with
// the field named; the plays of other games are not looked into.
func TestBGStatsRefused(t *testing.T) {
	play := func(fields string) string {
		return `{"games":[{"id":1,"name":"Lockup"},{"id":2,"name":"Catan"}],"players":[{"id":1,"name":"Vera"}],"plays":[` +
			`{"uuid":"C0000000-0000-0000-0000-000000000009","gameRefId":2,"playDate":"junk","playerScores":[{"playerRefId":7,"score":"x"}]},` +
			`{"gameRefId":1,` + fields + `}]}`
	}
	ok := `"uuid":"C0000000-0000-0000-0000-000000000001","playDate":"2025-01-01 10:00:00"`
	tests := []struct{ in, field string }{
		{play(`"uuid":"nope","playDate":"2025-01-01","playerScores":[{"playerRefId":1,"score":"1"}]`), "plays[1].uuid"},
		{play(`"uuid":"C0000000-0000-0000-0000-000000000001","playDate":"yesterday","playerScores":[{"playerRefId":1}]`), "plays[1].playDate"},
		{play(ok + `,"playerScores":[]`), "plays[1].playerScores"},
		{play(ok + `,"playerScores":[{"playerRefId":2,"score":"1"}]`), "plays[1].playerScores[0].playerRefId"},
		{play(ok + `,"playerScores":[{"playerRefId":1,"score":"3+20"}]`), "plays[1].playerScores[0].score"},
		{play(ok + `,"playerScores":[{"playerRefId":1,"score":"4.5"}]`), "plays[1].playerScores[0].score"},
		{play(ok + `,"playerScores":[{"playerRefId":1,"score":"1e9"}]`), "plays[1].playerScores[0].score"},
		{play(ok + `,"playerScores":[{"playerRefId":1,"score":true}]`), "plays[1].playerScores[0].score"},
		{play(ok + `,"playerScores":` + strings.Repeat(`[`, 1) + strings.TrimSuffix(strings.Repeat(`{"playerRefId":1},`, 9), ",") + `]`), "plays[1].playerScores"},
		{play(ok + `,"board":"` + strings.Repeat("x", 101) + `","playerScores":[{"playerRefId":1}]`), "plays[1].board"},
		{`{"plays":[{"gameRefId":"one"}]}`, "plays.gameRefId"},
		{`{"plays":`, ""},
	}
	for _, tt := range tests {
		x, err := ReadBGStats(strings.NewReader(tt.in))
		if err == nil {
			_, err = BGStatsPlays(x, nil, nil)
		}
		var be *BGStatsError
		if !errors.As(err, &be) || be.Field != tt.field || !be.BadInput() {
			t.Errorf("%s\n: %v (field %q), want a BGStatsError at %q", tt.in, err, fieldOf(be), tt.field)
		}
	}
}

func fieldOf(e *BGStatsError) string {
	if e == nil {
		return ""
	}
	return e.Field
}

// TestBGStatsTooBig: a file over MaxImportSize is refused before it is
// decoded.
func TestBGStatsTooBig(t *testing.T) {
	_, err := ReadBGStats(strings.NewReader(`{"plays":[` + strings.Repeat(" ", MaxImportSize) + `]}`))
	var be *BGStatsError
	if !errors.As(err, &be) || !strings.Contains(be.Msg, "larger") {
		t.Errorf("err = %v", err)
	}
}

// FuzzBGStatsReader: whatever the file, reading it and its plays never
// panics, and every play it returns can be recorded (Play.Check passes).
func FuzzBGStatsReader(f *testing.F) {
	f.Add([]byte(bgsFixture))
	f.Add([]byte(`{"games":[{"id":1,"name":"lockup"}],"players":[{"id":1,"name":"guards"}],"plays":[{"uuid":"C0000000-0000-0000-0000-000000000001","playDate":"2025-01-01","gameRefId":1,"playerScores":[{"playerRefId":1}]}]}`))
	f.Add([]byte(`{}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		x, err := ReadBGStats(bytes.NewReader(data))
		if err != nil {
			return
		}
		res, err := BGStatsPlays(x, map[string]string{"a": "b"}, nil)
		if err != nil {
			var be *BGStatsError
			if !errors.As(err, &be) {
				t.Fatalf("not a BGStatsError: %v", err)
			}
			return
		}
		for _, p := range res.Plays {
			if err := p.Check(); err != nil {
				t.Fatalf("play %+v: %v", p, err)
			}
		}
	})
}

// TestBGStatsBggIDs: the export writes the BoardGameGeek ids the player
// stored (games and expansionPlays), 0 where none is; the import matches a
// game by a stored id before its name, and notes the file's ids of games
// without one stored, storing nothing; the round trip with ids changes
// nothing (issue 25).
func TestBGStatsBggIDs(t *testing.T) {
	brk := fixturePlay(7)
	brk.Expansions = []string{ExpansionBreakout}
	plays := []Play{fixturePlay(1), brk}
	ids := map[string]int{GameLockup: 111, ExpansionBreakout: 222}
	x := ToBGStats(plays, ids)
	got := map[string]int{}
	for _, g := range x.Games {
		got[g.Name] = g.BggID
	}
	if want := map[string]int{"Lockup: A Roll Player Tale": 111, "Lockup: Breakout": 222}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("export's games' bggId = %v, want %v", got, want)
	}
	if e := x.Plays[1].ExpansionPlays; len(e) != 1 || e[0].BggID != 222 {
		t.Errorf("export's expansionPlays = %+v, want bggId 222", e)
	}
	if pa := ToBGStats([]Play{{Game: GamePrisonArchitect, Sides: []Side{{Crew: "Vera"}}}}, ids); pa.Games[0].BggID != 0 {
		t.Errorf("Prison Architect, no id stored: bggId %d, want 0", pa.Games[0].BggID)
	}

	// Round trip with the ids stored: the same plays, the same file.
	first, _ := json.Marshal(x)
	back, err := ReadBGStats(bytes.NewReader(first))
	if err != nil {
		t.Fatal(err)
	}
	res, err := BGStatsPlays(back, nil, ids)
	if err != nil || len(res.Plays) != 2 || len(res.Unstored) != 0 {
		t.Fatalf("import of the export = %d plays, notes %v, %v; want 2, none", len(res.Plays), res.Unstored, err)
	}
	if second, _ := json.Marshal(ToBGStats(res.Plays, ids)); !bytes.Equal(first, second) {
		t.Errorf("export after the round trip differs:\n%s\nwant\n%s", second, first)
	}

	// A game named otherwise (the player's own BG Stats entry) is known by
	// the stored id; without a stored id, by name, with a note.
	for i := range back.Games {
		back.Games[i].Name = fmt.Sprintf("Mein Spiel %d", i)
	}
	res, err = BGStatsPlays(back, nil, ids)
	if err != nil || len(res.Plays) != 2 || fmt.Sprint(res.Plays[1].Expansions) != "[breakout]" {
		t.Errorf("renamed games, matched by id: %d plays (%v), %v", len(res.Plays), res.Plays, err)
	}
	res, err = BGStatsPlays(back, nil, nil)
	if err != nil || len(res.Plays) != 0 {
		t.Errorf("renamed games, no ids stored: %d plays, %v; want 0", len(res.Plays), err)
	}
	named, _ := ReadBGStats(bytes.NewReader(first))
	res, err = BGStatsPlays(named, nil, map[string]int{GameLockup: 111})
	want := []BggNote{{Game: ExpansionBreakout, BggID: 222}}
	if err != nil || len(res.Plays) != 2 || fmt.Sprint(res.Unstored) != fmt.Sprint(want) {
		t.Errorf("file's ids, breakout's not stored: %d plays, notes %v, %v; want 2, %v", len(res.Plays), res.Unstored, err, want)
	}
}
