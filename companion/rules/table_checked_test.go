package rules

import (
	"errors"
	"reflect"
	"testing"
)

// libraries are Library sites of soloRound's table, Rin's stragglers and
// the guards' (core rulebook, "Move Stragglers to the Library"; "Solitary
// Mode – Lights Out Phase, Library": the guards score 1 star instead of
// tomes with the most or second most strength), and the tier of the
// guards' star with Rin, then the guards, as first player: the guards'
// most, the guards' second, a tie the first player breaks (ruling
// solo-seating), Rin's or the guards' alone, Rin declining the tomes (core
// rulebook, "Move Stragglers to the Library", note), and nobody there.
var libraries = []struct {
	name   string
	site   Site
	guards [2]Tier
}{
	{"the guards' most", Site{Tokens: [MaxSeats][]Token{0: {Two}}, Guards: []int{3, 1}}, [2]Tier{Most, Most}},
	{"the guards' second", Site{Tokens: [MaxSeats][]Token{0: {Five, Lookout}}, Guards: []int{2}}, [2]Tier{Second, Second}},
	{"a tie", Site{Tokens: [MaxSeats][]Token{0: {Three}}, Guards: []int{2, 1}}, [2]Tier{Second, Most}},
	{"Rin's alone", Site{Tokens: [MaxSeats][]Token{0: {Four, Enforcer}}}, [2]Tier{NoTier, NoTier}},
	{"the guards' alone", Site{Guards: []int{1}}, [2]Tier{Most, Most}},
	{"Rin declines", Site{Tokens: [MaxSeats][]Token{0: {Five}}, Guards: []int{1}, Declines: []Seat{0}}, [2]Tier{Second, Second}},
	{"nobody", Site{}, [2]Tier{NoTier, NoTier}},
}

// siteCase is a site to resolve at a location.
type siteCase struct {
	name string
	loc  Location
	site Site
}

// sitesToCompare are soloRound's sites, from the Exercise Yard to the Cell
// Block, then the Library's (libraries).
func sitesToCompare(r Round) []siteCase {
	var out []siteCase
	for loc := ExerciseYard; loc < Library; loc++ {
		out = append(out, siteCase{loc.String(), loc, r.Sites[loc]})
	}
	for _, l := range libraries {
		out = append(out, siteCase{"Library, " + l.name, Library, l.site})
	}
	return out
}

// TestSoloLibrary checks the guards' star at the Library sites the
// comparisons below resolve: 1 star, no tome, with the most or the second
// most strength ("Solitary Mode – Lights Out Phase, Library").
func TestSoloLibrary(t *testing.T) {
	r := soloRound()
	for _, l := range libraries {
		for fp := range Seat(2) {
			res, err := ResolveSite(r.Table, fp, Library, l.site)
			if err != nil {
				t.Fatalf("%s: %v", l.name, err)
			}
			rw, ok := res.RewardOf(Guards)
			if want := l.guards[fp]; rw.Tier != want || ok != (want != NoTier) || ok && (rw.Gains.Reputation != 1 || rw.Gains.Tomes != 0) {
				t.Errorf("%s, first player %s: the guards' reward %+v, want 1 star with %s", l.name, fp, rw, want)
			}
		}
	}
}

// TestCheckedTable: a table checked once resolves every site, the Library
// too, and the legend card as ResolveSite and ResolveLegend do (core
// rulebook, "Lights Out Phase"); it refuses what Check refuses, and its
// changes are checked as Check would (power cubes: "Game Setup", step 10;
// "Components").
func TestCheckedTable(t *testing.T) {
	r := soloRound()
	st, err := r.Table.Checked()
	if err != nil {
		t.Fatal(err)
	}
	var got Resolution // reused: each resolution overwrites the last whole
	for _, tc := range sitesToCompare(r) {
		for _, fp := range []Seat{0, 1} {
			want, werr := ResolveSite(r.Table, fp, tc.loc, tc.site)
			gerr := got.ResolveChecked(&st, fp, tc.loc, &tc.site)
			if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gerr, werr) {
				t.Errorf("%s, first player %s: checked once %+v, %v; ResolveSite %+v, %v", tc.name, fp, got, gerr, want, werr)
			}
			if werr != nil {
				t.Errorf("%s, first player %s: refused: %v", tc.name, fp, werr)
			}
		}
	}
	want, werr := ResolveLegend(r.Table, 0, r.Legend, r.LegendGuards)
	if gerr := got.ResolveLegendChecked(&st, 0, &r.Legend, r.LegendGuards); !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gerr, werr) {
		t.Errorf("legend: checked once %+v, %v; ResolveLegend %+v, %v", got, gerr, want, werr)
	}
	// A site refused at a checked table is refused as ResolveSite refuses it.
	bad := Site{Tokens: [MaxSeats][]Token{1: {Five}}}
	_, werr = ResolveSite(r.Table, 0, Sewers, bad)
	if gerr := got.ResolveChecked(&st, 0, Sewers, &bad); gerr == nil || gerr.Error() != werr.Error() || !reflect.DeepEqual(got, Resolution{}) {
		t.Errorf("guards' tokens: %v, want %v", gerr, werr)
	}

	tests := []struct {
		name   string
		change func(*CheckedTable) error
		want   error
	}{
		{"power 22", func(st *CheckedTable) error { return st.SetPower(0, 22) }, nil},
		{"power 23", func(st *CheckedTable) error { return st.SetPower(0, 23) }, ErrPower},
		{"negative power", func(st *CheckedTable) error { return st.SetPower(0, -1) }, ErrPower},
		{"guards' power", func(st *CheckedTable) error { return st.SetPower(1, 1) }, ErrPower},
		{"power of an empty seat", func(st *CheckedTable) error { return st.SetPower(2, 1) }, ErrNotSeated},
		{"power beyond the seats", func(st *CheckedTable) error { return st.SetPower(MaxSeats, 1) }, ErrNotSeated},
		{"first player the guards", func(st *CheckedTable) error { return st.SetFirstPlayer(1) }, nil},
		{"first player not seated", func(st *CheckedTable) error { return st.SetFirstPlayer(2) }, ErrNotSeated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, _ := r.Table.Checked()
			before := st.Table()
			err := tt.change(&st)
			if !errors.Is(err, tt.want) {
				t.Fatalf("error %v, want %v", err, tt.want)
			}
			after := st.Table()
			for seat := Seat(-1); seat <= MaxSeats; seat++ {
				if want := after.Power[max(0, min(seat, MaxSeats-1))]; seat < 0 || seat >= MaxSeats {
					if st.Power(seat) != 0 {
						t.Errorf("Power(%d) = %d beyond the seats", seat, st.Power(seat))
					}
				} else if st.Power(seat) != want {
					t.Errorf("Power(%d) = %d, the table's %d", seat, st.Power(seat), want)
				}
			}
			if err != nil && !reflect.DeepEqual(after, before) {
				t.Errorf("a refused change changed the table: %+v, was %+v", after, before)
			}
			if err == nil {
				if cerr := after.Check(); cerr != nil {
					t.Errorf("the changed table fails Check: %v", cerr)
				}
			}
		})
	}
	if _, err := (Table{Seating: []string{"A"}}).Checked(); !errors.Is(err, ErrSeating) {
		t.Errorf("one crew alone: %v", err)
	}
}

// TestResolveTrusted: a site (the Library's too, and the legend card) that
// ResolveChecked accepts resolves the same without its checks (core
// rulebook, "Lights Out Phase"), notes and all, over a resolution that held
// another location.
func TestResolveTrusted(t *testing.T) {
	r := soloRound()
	st, err := r.Table.Checked()
	if err != nil {
		t.Fatal(err)
	}
	for _, quiet := range []bool{false, true} {
		var want, got Resolution // reused: each resolution overwrites the last whole
		want.SkipNotes(quiet)
		got.SkipNotes(quiet)
		for _, tc := range sitesToCompare(r) {
			for _, fp := range []Seat{0, 1} {
				if err := want.ResolveChecked(&st, fp, tc.loc, &tc.site); err != nil {
					t.Fatalf("%s: %v", tc.name, err)
				}
				got.ResolveTrusted(&st, fp, tc.loc, &tc.site)
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s, first player %s, quiet %v: trusted %+v; checked %+v", tc.name, fp, quiet, got, want)
				}
			}
		}
		if err := want.ResolveLegendChecked(&st, 0, &r.Legend, r.LegendGuards); err != nil {
			t.Fatal(err)
		}
		if got.ResolveLegendTrusted(&st, 0, &r.Legend, r.LegendGuards); !reflect.DeepEqual(got, want) {
			t.Errorf("legend, quiet %v: trusted %+v; checked %+v", quiet, got, want)
		}
	}
}
