package text

import (
	"bytes"
	"testing"
)

func TestWriter(t *testing.T) {
	tests := []struct {
		name   string
		colour bool
		writes []string
		want   string
	}{
		{"clean", false, []string{"Vera 3\n\tIsaac\n"}, "Vera 3\n\tIsaac\n"},
		{"title sequence", false, []string{"\x1b]0;pwned\x07Vera\n"}, `\x1b]0;pwned\x07Vera` + "\n"},
		{"clear screen with colour on", true, []string{"\x1b[2JVera"}, `\x1b[2JVera`},
		{"colour kept", true, []string{"\x1b[1mVera\x1b[0m"}, "\x1b[1mVera\x1b[0m"},
		{"colour escaped when off", false, []string{"\x1b[1mVera"}, `\x1b[1mVera`},
		{"colour cut between writes", true, []string{"a\x1b[1", ";31mb"}, "a\x1b[1;31mb"},
		{"rune cut between writes", false, []string{"Zo\xc3", "\xab \xe2\x80", "\x8b!"}, `Zoë \u200b!`},
		{"bidi and invisible", false, []string{"\u202eVe\u200bra\ufeff"}, `\u202eVe\u200bra\ufeff`},
		{"not UTF-8", false, []string{"a\xffb\xc3("}, `a\xffb\xc3(`},
		{"C1 and DEL", false, []string{"\u009b2J\x7f"}, `\x9b2J\x7f`},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		w := &Writer{W: &b, Colour: tt.colour}
		for _, s := range tt.writes {
			if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
				t.Errorf("%s: Write(%q) = %d, %v", tt.name, s, n, err)
			}
		}
		if b.String() != tt.want {
			t.Errorf("%s: wrote %q, want %q", tt.name, b.String(), tt.want)
		}
	}
}

func TestWriterCleanAllocatesNothing(t *testing.T) {
	w := &Writer{W: &bytes.Buffer{}, Colour: true}
	p := []byte("\x1b[1mVera\x1b[0m  12 points\n")
	if n := testing.AllocsPerRun(100, func() { _, _ = w.Write(p) }); n != 0 {
		t.Errorf("Write of clean text: %v allocations, want 0", n)
	}
}

// FuzzWriter: whatever is written, in whatever pieces, nothing unsafe
// reaches the terminal but line breaks and tabs, and the text is Message's.
func FuzzWriter(f *testing.F) {
	f.Add("\x1b]0;pwned\x07Vera", uint8(3))
	f.Add("Zo\u00eb \u200b\u202e", uint8(1))
	f.Add("a\xffb\n\tc", uint8(2))
	f.Fuzz(func(t *testing.T, s string, cut uint8) {
		var b bytes.Buffer
		w := &Writer{W: &b}
		step := int(cut%7) + 1
		for i := 0; i < len(s); i += step {
			_, _ = w.Write([]byte(s[i:min(i+step, len(s))]))
		}
		_, _ = w.Write([]byte("\n")) // ends any rune left cut
		got := b.String()
		if r, ok := terminalSafe(got, true); !ok {
			t.Fatalf("writing %q let %U through: %q", s, r, got)
		}
		if want := Message(s + "\n"); got != want {
			t.Fatalf("writing %q in pieces of %d gave %q, Message gives %q", s, step, got, want)
		}
	})
}
