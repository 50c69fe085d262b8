package input

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

func TestParseChange(t *testing.T) {
	tests := []struct {
		in   string
		want Change
		err  string
	}{
		{in: "Vera: +1 power, -1 gold, +2 stars", want: Change{Crew: "Vera", Power: 1, Lose: rules.Resources{Gold: 1}, Reputation: 2}},
		{in: "  Isaac :2 iron,+1 tome, -1 suspicion", want: Change{Crew: "Isaac", Gain: rules.Resources{Iron: 2}, Tomes: 1, Suspicion: -1}},
		{in: "Vera: nothing", want: Change{Crew: "Vera"}},
		{in: "Vera: +1 scrap, +1 scrap, -3 reputation, +1 potion", want: Change{Crew: "Vera", Gain: rules.Resources{Scrap: 2, Potions: 1}, Reputation: -3}},
		{in: "Vera +1 power", err: "start with the crew and a colon"},
		{in: ": +1 power", err: "start with the crew"},
		{in: "Vera:", err: "say what Vera gains or loses"},
		{in: "Vera: power", err: "write a signed number"},
		{in: "Vera: +x power", err: "is not a number from 1 to 99"},
		{in: "Vera: +0 power", err: "is not a number from 1 to 99"},
		{in: "Vera: +1 powr", err: `did you mean "power"?`},
		{in: "Vera: -1 tome", err: "draws 1 to 9 tome cards"},
		{in: "Vera: +99 power, +1 power", err: "add up past 99"},
	}
	for _, tt := range tests {
		got, err := ParseChange(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseChange(%q) = %v, want an error with %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseChange(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
}

func FuzzParseChange(f *testing.F) {
	for _, s := range []string{"Vera: +1 power, -1 gold, +2 stars", "Vera: nothing", "a:", "x: -99 iron, +9 tomes", ":::", "Vera: +1 powr"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseChange(s)
		if err != nil {
			if c != (Change{}) {
				t.Errorf("ParseChange(%q) refused but returned %+v", s, c)
			}
			return
		}
		if c.Crew == "" || CheckText(c.Crew) != nil {
			t.Errorf("ParseChange(%q): crew %q", s, c.Crew)
		}
		for _, v := range [...]int{c.Power, c.Suspicion, c.Reputation} {
			if v < -99 || v > 99 {
				t.Errorf("ParseChange(%q): %+v out of range", s, c)
			}
		}
		if c.Tomes < 0 || c.Tomes > 9 || c.Gain.Total() > 99 || c.Lose.Total() > 99 {
			t.Errorf("ParseChange(%q): %+v out of range", s, c)
		}
	})
}
