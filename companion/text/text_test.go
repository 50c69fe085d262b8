package text

import (
	"testing"
	"unicode/utf8"
)

func TestEscape(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Vera", "Vera"},
		{"Zoë", "Zoë"},
		{`back\slash "quoted"`, `back\slash "quoted"`},
		{"\x1b]0;pwned\x07Vera", `\x1b]0;pwned\x07Vera`},
		{"Ve\u200bra", `Ve\u200bra`},
		{"\u202eareV", `\u202eareV`},
		{"a\tb\nc\rd", `a\x09b\x0ac\x0dd`},
		{"del\x7f c1\u009b", `del\x7f c1\x9b`},
		{"soft\u00adhyphen", `soft\xadhyphen`},
		{"nbsp\u00a0x", `nbsp\xa0x`},
		{"bom\ufeff", `bom\ufeff`},
		{"filler\u3164", `filler\u3164`},
		{"tag\U000e0041", `tag\U000e0041`},
		{"bad\xffutf8", `bad\xffutf8`},
	}
	for _, tt := range tests {
		if got := Escape(tt.in); got != tt.want {
			t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestMessageKeepsLines(t *testing.T) {
	in := "line 1\n\tline \x1b[2J2\u202e"
	want := "line 1\n\tline \\x1b[2J2\\u202e"
	if got := Message(in); got != want {
		t.Errorf("Message(%q) = %q, want %q", in, got, want)
	}
}

func TestQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Vera", `"Vera"`},
		{`a"b`, `"a\"b"`},
		{"Ve\u200bra", `"Ve\u200bra"`},
		{"x\u3164", `"x\u3164"`}, // printable by strconv, invisible here
		{"\x1b", `"\x1b"`},
	}
	for _, tt := range tests {
		if got := Quote(tt.in); got != tt.want {
			t.Errorf("Quote(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestCheckName(t *testing.T) {
	tests := []struct {
		name, want string
	}{
		{"Vera", ""},
		{"Zoë O’Brien-Smith", ""},
		{"Ve\u200bra", `crew name "Ve\u200bra" contains an invisible character U+200B ZERO WIDTH SPACE; names may contain letters, digits, spaces and punctuation`},
		{"\x1b]0;pwned\x07Vera", `crew name "\x1b]0;pwned\aVera" contains a control character U+001B ESCAPE; names may contain letters, digits, spaces and punctuation`},
		{"\u202eareV", `crew name "\u202eareV" contains a bidirectional control U+202E RIGHT-TO-LEFT OVERRIDE; names may contain letters, digits, spaces and punctuation`},
		{"Vera\u00a0B", `crew name "Vera\u00a0B" contains a space other than the plain space U+00A0 NO-BREAK SPACE; names may contain letters, digits, spaces and punctuation`},
		{"Vera\tB", `crew name "Vera\tB" contains a control character U+0009 CHARACTER TABULATION; names may contain letters, digits, spaces and punctuation`},
		{"V\xffera", `crew name "V\xffera" contains bytes that are not UTF-8 text; names may contain letters, digits, spaces and punctuation`},
		{"x\ue000", `crew name "x\ue000" contains a private-use character U+E000; names may contain letters, digits, spaces and punctuation`},
	}
	for _, tt := range tests {
		err := CheckName("crew name", tt.name)
		got := ""
		if err != nil {
			got = err.Error()
			if !err.(*NameError).BadInput() {
				t.Errorf("CheckName(%q) is not bad input", tt.name)
			}
		}
		if got != tt.want {
			t.Errorf("CheckName(%q) =\n  %s\nwant\n  %s", tt.name, got, tt.want)
		}
	}
}

func TestKey(t *testing.T) {
	tests := []struct{ a, b string }{
		{"Vera", "vera"},
		{"Zo\u00eb", "Zoe\u0308"}, // NFC and NFD
		{"  The   Tome ", "the tome"},
		{"O’Brien", "o'brien"},
	}
	for _, tt := range tests {
		if Key(tt.a) != Key(tt.b) {
			t.Errorf("Key(%q) = %q, Key(%q) = %q: want equal", tt.a, Key(tt.a), tt.b, Key(tt.b))
		}
	}
	if Key("Vera") == Key("Ve\u200bra") {
		t.Error(`Key("Vera") == Key("Ve\u200bra"): look-alike names must stay apart (they are refused at input)`)
	}
}

func TestEscapeCleanAllocatesNothing(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = Escape("Vera the Bold") }); n != 0 {
		t.Errorf("Escape of clean text: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = Key("vera the bold") }); n > 1 {
		t.Errorf("Key of an ASCII name: %v allocations, want at most 1", n)
	}
}

// terminalSafe reports the first byte or rune of s a terminal would act on
// rather than show, except line breaks and tabs when lines is set.
func terminalSafe(s string, lines bool) (rune, bool) {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			return rune(s[i]), false
		case lines && (r == '\n' || r == '\t'):
		case Unsafe(r):
			return r, false
		}
		i += size
	}
	return 0, true
}

func FuzzEscape(f *testing.F) {
	for _, s := range []string{"Vera", "\x1b]0;pwned\x07Vera", "Ve\u200bra", "\u202e", "\xff\xfe", "a\nb\tc", "Zoë", `\x1b`, "\u009b2J", "\U000e0041"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, out := range []string{Escape(s), Quote(s)} {
			if r, ok := terminalSafe(out, false); !ok {
				t.Fatalf("escaping %q left %U in %q", s, r, out)
			}
		}
		m := Message(s)
		if r, ok := terminalSafe(m, true); !ok {
			t.Fatalf("Message(%q) left %U in %q", s, r, m)
		}
		if Clean(s) {
			if Escape(s) != s {
				t.Fatalf("Escape changed clean text %q to %q", s, Escape(s))
			}
			if CheckName("name", s) != nil {
				t.Fatalf("CheckName refused clean %q", s)
			}
		} else if CheckName("name", s) == nil {
			t.Fatalf("CheckName took %q, which is not clean", s)
		}
		if e := Escape(s); Escape(e) != e {
			t.Fatalf("Escape is not idempotent: %q -> %q -> %q", s, e, Escape(e))
		}
		if Key(Key(s)) != Key(s) && utf8.ValidString(s) {
			t.Fatalf("Key is not idempotent on %q", s)
		}
	})
}
