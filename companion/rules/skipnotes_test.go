package rules

import (
	"reflect"
	"testing"
)

// TestSkipNotes: a resolution that skips its notes has the same results as
// one that records them (core rulebook, "Lights Out Phase"), and no notes;
// recording again brings them back.
func TestSkipNotes(t *testing.T) {
	r := soloRound()
	st, err := r.Table.Checked()
	if err != nil {
		t.Fatal(err)
	}
	var quiet Resolution
	quiet.SkipNotes(true)
	for loc := ExerciseYard; loc <= Library; loc++ {
		for _, fp := range []Seat{0, 1} {
			want, werr := ResolveSite(r.Table, fp, loc, r.Sites[loc])
			gerr := quiet.ResolveChecked(&st, fp, loc, &r.Sites[loc])
			if len(quiet.Rulings()) != 0 || len(quiet.Notes()) != 0 {
				t.Errorf("%s: notes %v recorded while skipped", loc, quiet.Notes())
			}
			// The same results once the notes are set aside.
			want.notes, want.noted, want.quiet = [maxNotes]note{}, 0, true
			if !reflect.DeepEqual(quiet, want) || !reflect.DeepEqual(gerr, werr) {
				t.Errorf("%s, first player %s: without notes %+v, %v; with %+v, %v", loc, fp, quiet, gerr, want, werr)
			}
		}
	}
	quiet.SkipNotes(false)
	want, _ := ResolveSite(r.Table, 0, Sewers, r.Sites[Sewers])
	if err := quiet.ResolveChecked(&st, 0, Sewers, &r.Sites[Sewers]); err != nil || !reflect.DeepEqual(quiet, want) {
		t.Errorf("notes recorded again: %+v, %v; want %+v", quiet, err, want)
	}
}
