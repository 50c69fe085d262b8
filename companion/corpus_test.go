package companion

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The corpus (testdata/corpus) holds game files written by lockup through
// its commands (see cmd/lockup/cmd/corpus_gen_test.go); the cmd package
// replays each to goldens; the game log's tests (companion/gamelog) read and
// write each again. These tests check the tracker against every one of
// them, entry by entry.

type corpusGame struct {
	name    string
	data    []byte
	header  LogHeader
	entries []Entry
	refused bool
}

func readCorpus(t *testing.T) []corpusGame {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("testdata", "corpus", "*.jsonl"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	var out []corpusGame
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		h, entries, err := TestLog.Read(p, data)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		name := strings.TrimSuffix(filepath.Base(p), ".jsonl")
		out = append(out, corpusGame{name: name, data: data, header: h, entries: entries, refused: strings.HasSuffix(name, "-refused")})
	}
	return out
}

// TestCorpusPrefixes: for every prefix of every corpus game, replaying the
// prefix equals playing its entries one by one on the game before; and
// playing an entry never changes the game it is played on (a missed deep
// copy in Clone fails this).
func TestCorpusPrefixes(t *testing.T) {
	for _, g := range readCorpus(t) {
		t.Run(g.name, func(t *testing.T) {
			step, err := Replay(g.header, g.entries[:1])
			if err != nil {
				if !g.refused {
					t.Fatal(err)
				}
				return
			}
			for k := 2; k <= len(g.entries); k++ {
				snapshot := deepCopy(step)
				next, err := step.Play(g.entries[k-1])
				if !reflect.DeepEqual(step, snapshot) {
					t.Fatalf("playing entry %d changed the game it was played on", k)
				}
				replayed, rerr := Replay(g.header, g.entries[:k])
				if err != nil {
					if rerr == nil || !g.refused {
						t.Fatalf("entry %d refused when played (%v) but replayed (%v)", k, err, rerr)
					}
					return
				}
				if rerr != nil {
					t.Fatalf("entry %d played but its replay is refused: %v", k, rerr)
				}
				if !reflect.DeepEqual(next, replayed) {
					t.Fatalf("after entry %d, playing one by one and replaying differ:\n%+v\n%+v", k, next, replayed)
				}
				step = next
			}
			if g.refused {
				t.Errorf("a *-refused game replayed whole")
			}
		})
	}
}

// deepCopy copies a game through reflection, independently of Clone.
func deepCopy(g Game) Game {
	return copyValue(reflect.ValueOf(g)).Interface().(Game)
}

func copyValue(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			c.Index(i).Set(copyValue(v.Index(i)))
		}
		return c
	case reflect.Map:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeMapWithSize(v.Type(), v.Len())
		for _, k := range v.MapKeys() {
			c.SetMapIndex(k, copyValue(v.MapIndex(k)))
		}
		return c
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		c := reflect.New(v.Type().Elem())
		c.Elem().Set(copyValue(v.Elem()))
		return c
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		c.Set(v) // unexported fields as they are
		for i := range v.NumField() {
			if c.Field(i).CanSet() {
				c.Field(i).Set(copyValue(v.Field(i)))
			}
		}
		return c
	case reflect.Array:
		c := reflect.New(v.Type()).Elem()
		for i := range v.Len() {
			c.Index(i).Set(copyValue(v.Index(i)))
		}
		return c
	}
	return v
}

// TestSettleReadsTheResolution: where an entry of a corpus game settles a
// location, the resolution settle returns (which the entry reads instead
// of asking Resolution again) is the location's Resolution afterwards.
func TestSettleReadsTheResolution(t *testing.T) {
	settled := 0
	for _, g := range readCorpus(t) {
		game, err := Replay(g.header, g.entries[:1])
		if err != nil {
			continue
		}
		for _, e := range g.entries[1:] {
			if game.Phase == PhaseLightsOut && !game.LightsOut.Settled {
				s := game.Clone()
				var res rules.Resolution
				ok, err := s.settle(&res)
				if err == nil && ok {
					settled++
					after, err := s.Resolution()
					if err != nil || !reflect.DeepEqual(res, after) {
						t.Fatalf("%s, before entry %d: settle returned %+v, Resolution then %+v (%v)", g.name, e.Seq, res, after, err)
					}
				}
			}
			if game, err = game.Play(e); err != nil {
				break
			}
		}
	}
	if settled == 0 {
		t.Fatal("no corpus entry settles a location")
	}
}
