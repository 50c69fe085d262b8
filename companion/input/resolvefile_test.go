package input

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// parseRound is the round of a resolve file (ParseResolve).
func parseRound(name string, data []byte) (rules.Round, error) {
	f, err := ParseResolve(name, data)
	return f.Round, err
}

func TestParseResolveFileExamples(t *testing.T) {
	for _, f := range []string{"../../examples/resolve-four-crews.yaml", "../../examples/resolve-solo-breakout.yaml", "../../examples/resolve-solo.yaml"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := parseRound(f, data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if _, err := rules.ResolveLightsOut(r); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
}

func TestParseResolveFileValues(t *testing.T) {
	const file = `expansions: [breakout]
seating: [Rin, guards]
first_player: guards
power: {Rin: 3}
locations:
  infirmary:
    suspicion: 1
    bandit: potion
    tunnel: double
    tokens:
      Rin: [lookout, 4, seeker]
    facedown: {Rin: 2}
    guards: [2, 1]
    declines: [Rin]
  library:
    declines: [Rin]
legend:
  Rin: [enforcer]
  guards: [3]
`
	r, err := parseRound("solo.yaml", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	s := r.Sites[rules.Infirmary]
	rin := r.Table.SeatOf("Rin")
	if !r.Table.Breakout || !r.Table.Solo() || r.Table.Name(r.Table.FirstPlayer) != rules.Guards || r.Table.Power[rin] != 3 {
		t.Errorf("table %+v", r.Table)
	}
	if s.Suspicion != 1 || s.Bandit != (rules.Resources{Potions: 1}) || s.Tunnel != rules.DoubleTunnel || s.FaceDown[rin] != 2 {
		t.Errorf("site %+v", s)
	}
	if got := s.Tokens[rin]; len(got) != 3 || got[0] != rules.Lookout || got[1] != rules.Four || got[2] != rules.Seeker {
		t.Errorf("tokens %v", got)
	}
	if len(s.Guards) != 2 || s.Guards[0] != 2 || len(s.Declines) != 1 || len(r.LibraryDeclines) != 1 {
		t.Errorf("guards %v declines %v %v", s.Guards, s.Declines, r.LibraryDeclines)
	}
	if len(r.Legend[rin]) != 1 || r.Legend[rin][0] != rules.Enforcer || len(r.LegendGuards) != 1 || r.LegendGuards[0] != 3 {
		t.Errorf("legend %v %v", r.Legend, r.LegendGuards)
	}
}

func TestParseResolveFileErrors(t *testing.T) {
	const bo = "expansions: [breakout]\nseating: [A, B, C]\nfirst_player: A\n"
	const plain = "seating: [A, B, C]\nfirst_player: A\n"
	tests := []struct {
		name, file, want string
	}{
		{"missing seating", "first_player: A\n", "seating: the seating is missing"},
		{"seated twice", "seating: [A, A]\nfirst_player: A\n", "1:14: seating[1]: A is seated twice"},
		{"one seat", "seating: [A]\nfirst_player: A\n", "seating: 1 seat:"},
		{"guards in a multiplayer game", "seating: [A, B, guards]\nfirst_player: A\n", "a solitary game seats one crew and the guards"},
		{"power of an unseated crew", plain + "power: {Z: 2}\n", `3:12: power.Z: "Z" is not seated`},
		{"power too high", plain + "power: {A: 30}\n", "3:12: power.A: 30 power cubes"},
		{"unknown top key", plain + "locatoins: {}\n", `did you mean "locations"?`},
		{"unknown site key", plain + "locations:\n  sewers:\n    token: {}\n", `5:5: locations.sewers.token: unknown key "token"; did you mean "tokens"?`},
		{"bad bandit", plain + "locations:\n  sewers:\n    bandit: wood\n", `5:13: locations.sewers.bandit: "wood" is not a resource`},
		{"bandit at the cell block", plain + "locations:\n  cell-block:\n    bandit: gold\n", `a Bandit's cube waits beside its goon space`},
		{"tunnel without breakout", plain + "locations:\n  sewers:\n    tunnel: single\n", "5:13: locations.sewers.tunnel: tunnel markers come with the Breakout expansion"},
		{"bad tunnel", bo + "locations:\n  sewers:\n    tunnel: triple\n", `"triple" is not a tunnel marker`},
		{"two double tunnels", bo + "locations:\n  sewers:\n    tunnel: double\n  smithy:\n    tunnel: double\n", "2 double tunnels"},
		{"seven on the board", bo + "locations:\n  sewers:\n    tokens:\n      A: [lookout, enforcer, 2, 3]\n  smithy:\n    tokens:\n      A: [4, 5, seeker]\n", "one token is kept for the legend card"},
		{"legend without breakout", plain + "legend:\n  A: [5]\n", "4:4: legend: the legend card comes with the Breakout expansion"},
		{"two legend tokens", bo + "legend:\n  A: [5, 4]\n", "legend.A: A puts more than one token on the legend card"},
		{"legend token also on the board", bo + "locations:\n  sewers:\n    tokens:\n      A: [5]\nlegend:\n  A: [5]\n", "9:7: legend.A[0]: A's 5 token is used twice"},
		{"empty token list", plain + "locations:\n  sewers:\n    tokens:\n      A: []\n", "no tokens listed"},
		{"negative suspicion", plain + "locations:\n  sewers:\n    suspicion: -1\n", "-1 is negative"},
		{"13 suspicion cubes", plain + "locations:\n  sewers:\n    suspicion: 7\n  smithy:\n    suspicion: 6\n", "13 suspicion cubes"},
		{"decline by a crew not there", plain + "locations:\n  sewers:\n    tokens:\n      A: [5]\n    declines: [B]\n", "B has no tokens at the Sewers"},
		{"guards decline", "seating: [R, guards]\nfirst_player: R\nlocations:\n  sewers:\n    guards: [1]\n    declines: [guards]\n", "the guards never decline"},
		{"guards with tokens", "seating: [R, guards]\nfirst_player: R\nlocations:\n  sewers:\n    tokens:\n      guards: [5]\n", "the guards have no crew tokens"},
		{"negative guard card", "seating: [R, guards]\nfirst_player: R\nlocations:\n  sewers:\n    guards: [-2]\n", "-2 is negative"},
		{"library guards", "seating: [R, guards]\nfirst_player: R\nlocations:\n  library:\n    guards: [2]\n", "guard cards are never placed at the Library"},
		{"not a mapping", "- a\n- b\n", "must be a mapping"},
		{"face-down count above tokens", plain + "locations:\n  sewers:\n    tokens:\n      A: [5]\n    facedown: {A: 2}\n", "7:19: locations.sewers.facedown.A: 2 face-down tokens out of 1 assigned"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseRound("f.yaml", []byte(tt.file))
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not an *InputError", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q\nwant it to contain %q", err, tt.want)
			}
			if ie.Line == 0 {
				t.Errorf("no position in %q", err)
			}
		})
	}
}

// FuzzParseResolveFile parses, checks and resolves arbitrary input: it must
// never panic, whatever the parser accepts must resolve, and a guard side
// comes only with a solitary game of the core game, within the box.
func FuzzParseResolveFile(f *testing.F) {
	for _, name := range []string{"../../examples/resolve-four-crews.yaml", "../../examples/resolve-solo-breakout.yaml", "../../examples/resolve-solo.yaml"} {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("seating: [A, B]\nfirst_player: A\nlocations:\n  sewers:\n    tokens: {A: [5], B: [lookout]}\n"))
	f.Add([]byte("expansions: [breakout]\nseating: [A, B, C, D, E]\nfirst_player: E\nlegend: {A: [seeker]}\n"))
	f.Add([]byte("seating: [R, guards]\nfirst_player: guards\nlocations: {commissary: {guards: [3], tokens: {R: [2]}}}\n"))
	f.Add([]byte(""))
	f.Add([]byte("seating: [R, guards]\nfirst_player: R\nguard_board: {resources: {gold: 2}, suspicion: 1, reserved: [{name: A, reputation: 2, cost: {any: 1}}]}\ndisplay: [empty, {name: B, reputation: 4, cost: {gold: 1}, effects: [exchange-resource]}]\n"))
	f.Add([]byte("seating: [R, guards]\nfirst_player: guards\nlocations: {sewers: {goon: {name: G, suspicion: 2, effects: [give-suspicion]}}, chow-hall: {guards: [2]}}\n"))
	f.Add([]byte("seating: [A, B]\nfirst_player: A\ndisplay: [empty]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := ParseResolve("fuzz.yaml", data)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("not an InputError: %v", err)
			}
			return
		}
		r := file.Round
		if g := file.Guards; g != nil {
			if !r.Table.Solo() || r.Table.Breakout {
				t.Fatalf("a guard side in a game that is not a core solitary game: %+v", r.Table)
			}
			s := g.Supply
			if len(g.Display) > soloDisplaySpaces || s.Power < 0 || s.Suspicion < 0 || s.Resources.Scrap < 0 || s.Resources.Potions < 0 || s.Resources.Iron < 0 || s.Resources.Gold < 0 {
				t.Fatalf("accepted a guard side beyond the box: %+v", g)
			}
		}
		if err := r.Check(); err != nil {
			t.Fatalf("accepted but fails the check: %v", err)
		}
		if _, err := rules.ResolveLightsOut(r); err != nil {
			t.Fatalf("accepted but does not resolve: %v", err)
		}
	})
}
