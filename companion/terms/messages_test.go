package terms_test

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// verbs reads a format's placeholders as the argument each formats (1 for
// the first) and its verb: "%[2]s and %d" gives {2: "s", 3: "d"}. An
// argument formatted twice with different verbs is an error.
func verbs(format string) (map[int]string, error) {
	out := map[int]string{}
	arg := 1
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		for i < len(format) && strings.IndexByte("+-# 0123456789.", format[i]) >= 0 {
			i++
		}
		if i < len(format) && format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			if end < 0 {
				return nil, fmt.Errorf("unclosed [ in %q", format)
			}
			if _, err := fmt.Sscanf(format[i+1:i+end], "%d", &arg); err != nil {
				return nil, fmt.Errorf("bad index in %q", format)
			}
			i += end + 1
		}
		if i >= len(format) {
			return nil, fmt.Errorf("%q ends in a lone %%", format)
		}
		verb := string(format[i])
		if v, ok := out[arg]; ok && v != verb {
			return nil, fmt.Errorf("%q formats argument %d as %%%s and %%%s", format, arg, v, verb)
		}
		out[arg] = verb
		arg++
	}
	return out, nil
}

// TestMessagesTranslated: every message has a Spanish and a Chinese text,
// keys are unique, and each translation formats the same arguments with
// the same verbs as the English: none dropped, none added, and any
// reordering done with explicit indexes.
func TestMessagesTranslated(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range terms.Messages {
		if seen[m.Key] {
			t.Errorf("key %q twice", m.Key)
		}
		seen[m.Key] = true
		want, err := verbs(m.En)
		if err != nil || m.En == "" {
			t.Errorf("%s: English %q: %v", m.Key, m.En, err)
			continue
		}
		for _, l := range []terms.Lang{terms.Es, terms.Zh} {
			text := m.In(l)
			if text == "" {
				t.Errorf("%s: no %s text", m.Key, l)
				continue
			}
			got, err := verbs(text)
			if err != nil {
				t.Errorf("%s (%s): %v", m.Key, l, err)
				continue
			}
			if !maps.Equal(got, want) {
				t.Errorf("%s (%s): %q formats %v, the English %q formats %v", m.Key, l, text, got, m.En, want)
			}
		}
	}
}

// TestVerbsCatchesSlips: the check above refuses a dropped placeholder and
// a reordering without indexes, and takes one with them.
func TestVerbsCatchesSlips(t *testing.T) {
	en, _ := verbs("%s has %d cubes")
	for _, c := range []struct {
		format string
		ok     bool
	}{
		{"%s tiene %d cubos", true},
		{"%[2]d cubos tiene %[1]s", true},
		{"%d cubos tiene %s", false}, // reordered without indexes
		{"%s tiene cubos", false},    // dropped
		{"%s tiene %d cubos de %s", false},
	} {
		got, err := verbs(c.format)
		if ok := err == nil && maps.Equal(got, en); ok != c.ok {
			t.Errorf("%q: accepted %v, want %v", c.format, ok, c.ok)
		}
	}
}

func TestSprintf(t *testing.T) {
	for _, c := range []struct {
		lang terms.Lang
		want string
	}{{terms.En, "Winner: Vera"}, {terms.Es, "Ganador: Vera"}, {terms.Zh, "胜者：Vera"}} {
		if got := c.lang.Sprintf("score.winner", "Vera"); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
	if got := terms.Es.Word("chow-hall"); got != "Comedor" {
		t.Errorf("Word = %q", got)
	}
}

func ExampleLang_Sprintf() {
	for _, l := range terms.Langs {
		fmt.Println(l.Sprintf("score.shared-victory", "Vera, Isaac"))
	}
	// Output:
	// Shared victory: Vera, Isaac
	// Victoria compartida: Vera, Isaac
	// 共同胜利：Vera, Isaac
}
