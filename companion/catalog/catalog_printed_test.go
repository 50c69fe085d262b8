package catalog

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// FuzzPlainPrinted: a "printed" object read the plain way (plainPrinted)
// holds what json.Unmarshal reads, and UnmarshalJSON keeps what it kept
// when it read every object with json.Unmarshal.
func FuzzPlainPrinted(f *testing.F) {
	for _, s := range []string{
		`{}`, `null`, `[]`, `{"a":"b"}`, `{"a":1}`, `{"a":null}`, `{ "a":"b"}`, `{"a":"b" }`,
		`{"cost":"1 iron, 1 any","effects":"none","reputation":"3","valuables":"1 gem"}`,
		`{"effects":"none","resource":"gold","suspicion":"1","type":"bandits","valuables":"none"}`,
		`{"condition":"first to 1 item","reputation":"3","type":"instant"}`,
		`{"type":"leader","condition":"most valuables (at least 1)"}`,
		`{"a":"1","a":"2"}`, `{"b":"1","a":"2","b":"3"}`, `{"a":"\u0041"}`, `{"\u0061":"b"}`,
		`{"a":"b",}`, `{"a":"b"}}`, `{"a":"b"}x`, `{"a""b"}`, `{"a":"b","c"}`, `{"a":"é"}`, `{"a":"` + "\x7f" + `"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var m map[string]string
		err := json.Unmarshal(b, &m)
		if got, ok := plainPrinted(b); ok {
			if err != nil || m == nil {
				t.Fatalf("%s: read the plain way, but json.Unmarshal says %v (map %v)", b, err, m)
			}
			if want := sortedValues(m); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: read the plain way as %q, json.Unmarshal as %q", b, got, want)
			}
		}
		var c Card
		cerr := c.UnmarshalJSON(b)
		if fmt.Sprint(cerr) != fmt.Sprint(err) {
			t.Fatalf("%s: error %v, json.Unmarshal's %v", b, cerr, err)
		}
		if err != nil {
			return
		}
		if m == nil {
			m = map[string]string{}
		}
		if want := (Card{text: sortedValues(m)}); !reflect.DeepEqual(c, want) {
			t.Fatalf("%s: read as %#v, want %#v", b, c, want)
		}
	})
}

// FuzzInPlay: InPlay gives what reading the printed values again gives
// (inPlayAgain), for a card DecodePrinted read, as the card it read and as
// another, and once it is changed; and a card read is its own reading, so
// InPlay keeps it as it is. Check, which takes a card read as checked,
// says what it says of the same card not read; PlayMissing lists what it
// listed when it filtered Missing.
func FuzzInPlay(f *testing.F) {
	for _, s := range []struct {
		kind   CardKind
		name   string
		values [6]string
	}{
		{ItemCard, "Lockpick", [6]string{"3", "1 iron, 1 any", "1 gem", "none"}},
		{ItemCard, "Sacred Robes", [6]string{"2", "1 iron, 1 any", "1 wild", "give-suspicion", "0"}},
		{ItemCard, "Hook", [6]string{"1", "2 Scrap ,1 gold", "1 shield, 1 magic", "gain-iron, improve-gold+2", "1"}},
		{GoonCard, "Grub", [6]string{"dwarves", "1", "none", "none"}},
		{GoonCard, "Gil the Bandit", [6]string{"bandits", "1", "none", "none", "gold"}},
		{GoonCard, "Snag", [6]string{"Ratmen", " 0", "1 gem", "remove-suspicion,gain-power"}},
		{GoalCard, "Tinkerer", [6]string{"instant", "first to 1 item", "3"}},
		{GoalCard, "Hoarder", [6]string{"leader", "most valuables (at least 1)"}},
		{GoalCard, "Tomb Raider", [6]string{"end-game"}},
		{TomeCard, "Tome", [6]string{}},
		{GuardCard, "red 3", [6]string{"red", "3", "yes"}},
		{GuardCard, "blue 1", [6]string{"Blue", " 0", "no"}},
		{GuardCard, "green 2", [6]string{"green", "2", "yes"}},
		{LegendCard, "Tog the Ogre Brute", [6]string{"", "yes"}},
		{LegendCard, "A legend", [6]string{"gain-power, draw-tome", "no"}},
		{LootCard, "two gold", [6]string{"gain-gold,gain-gold", "No"}},
		{LootCard, "a riddle", [6]string{"none", "yes"}},
		{SpaceCard, "3", [6]string{"yes", "4; tomb: 1 gold"}},
		{SpaceCard, "entrance", [6]string{"", "1; 2: 1 Iron, 2 scrap"}},
		{SpaceCard, "Tomb", [6]string{"yes", "none"}},
		{NoCardKind, "Nothing", [6]string{"1"}},
	} {
		v := s.values
		f.Add(uint8(s.kind), s.name, v[0], v[1], v[2], v[3], v[4], v[5])
	}
	f.Fuzz(func(t *testing.T, kind uint8, name, v0, v1, v2, v3, v4, v5 string) {
		k := CardKind(kind % uint8(lastCardKind+2))
		m := map[string]string{}
		for i, v := range []string{v0, v1, v2, v3, v4, v5} {
			if fields := printedFieldsOf(k); i < len(fields) && v != "" {
				m[fields[i]] = v
			}
		}
		c, err := DecodePrinted(k, name, m)
		if err != nil {
			return
		}
		again := inPlayAgain(k, name, *c)
		if !reflect.DeepEqual(again, *c) {
			t.Fatalf("%s %q %q: read again as %#v, read first as %#v", k, name, m, again, *c)
		}
		changed, refused := *c, *c
		changed.Expansion = CoreGame
		refused.Suspicion = Know(100)
		for _, tc := range []struct {
			kind CardKind
			name string
			card Card
		}{
			{k, name, *c}, {k, strings.ToUpper(name), *c}, {k, name + " ", *c},
			{GoonCard, name, *c}, {GoalCard, name, *c}, {k, name, changed}, {k, name, refused},
		} {
			got, want := InPlay(tc.kind, tc.name, tc.card), inPlayAgain(tc.kind, tc.name, tc.card)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s %q as %s %q: in play as %#v, read again as %#v", k, name, tc.kind, tc.name, got, want)
			}
			if got, want := tc.card.PlayMissing(), playMissingAsWas(tc.card); !slices.Equal(got, want) {
				t.Fatalf("%#v: PlayMissing %q, was %q", tc.card, got, want)
			}
			unread := tc.card
			unread.decoded = nil
			if err, want := tc.card.Check(), unread.Check(); fmt.Sprint(err) != fmt.Sprint(want) {
				t.Fatalf("%#v: Check says %v, and %v of the card not read", tc.card, err, want)
			}
		}
	})
}

// playMissingAsWas is PlayMissing as it was, filtering Missing.
func playMissingAsWas(c Card) []string {
	var out []string
	for _, f := range c.Missing() {
		if f == FieldCondition && c.Kind == GoalCard && c.GoalType == EndGameGoal || f == FieldBarrels {
			continue
		}
		out = append(out, f)
	}
	return out
}

// TestSameValuesSeesEveryField: changing any one value of a card, however
// deep in it, makes sameValues false, so InPlay never keeps a card whose
// values changed since DecodePrinted read them. A field added to Card
// fails here until sameValues compares it.
func TestSameValuesSeesEveryField(t *testing.T) {
	base := Card{
		Kind: GoonCard, Name: "Gil", Expansion: CoreGame,
		Reputation: Know(1), Cost: Know(CardCost{Resources: rules.Resources{Scrap: 1, Potions: 2, Iron: 3, Gold: 4}, Any: 5}),
		Valuables: Know(CardValuables{Shields: 1, Gems: 2, Magic: 3, Wild: 4}),
		Effects:   Know([]Effect{{Kind: rules.EffectGainResource, Resource: rules.Iron}, {Kind: rules.EffectImproveItem, Resource: rules.Gold, Stars: 2}}),
		Barrels:   Know(1), GoonType: rules.Bandits, Suspicion: Know(2), BanditResource: rules.Gold,
		GoalType: LeaderGoal, Condition: Know(Condition{Rule: rules.RuleMost, What: rules.CountItems, N: 2, Stars: 1}),
		Colour: rules.Red, Strength: Know(3), Special: Know(true),
		Asked: Know(true), Loot: Know(false),
		Paths: Know([]SpacePath{{To: rules.Space{Kind: rules.Numbered, Number: 4}, Cost: rules.Resources{Iron: 1}}}),
		text:  []printedValue{{"type", "bandits"}},
	}
	c := base
	if !c.sameValues(&base) {
		t.Fatal("a card does not hold its own values")
	}
	changes := 0
	eachChange(t, reflect.ValueOf(&c).Elem(), "Card", func(path string) {
		changes++
		if c.sameValues(&base) {
			t.Errorf("sameValues does not see a change of %s", path)
		}
	})
	if !c.sameValues(&base) || changes < 30 {
		t.Fatalf("%d changes tried; the card was not restored after them: %#v", changes, c)
	}
}

// eachChange changes each value inside v (settable) in turn, calls check,
// and puts the value back. A slice is also made nil (or empty), longer,
// and changed element by element.
func eachChange(t *testing.T, v reflect.Value, path string, check func(path string)) {
	t.Helper()
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			name := v.Type().Field(i).Name
			if path == "Card" && name == "decoded" {
				continue // what sameValues compares with
			}
			f := v.Field(i)
			if !f.CanSet() {
				f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
			}
			eachChange(t, f, path+"."+name, check)
		}
	case reflect.Slice:
		old := v.Interface()
		copyOf := func() reflect.Value {
			return reflect.AppendSlice(reflect.MakeSlice(v.Type(), 0, v.Len()+1), reflect.ValueOf(old))
		}
		if v.IsNil() {
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
		} else {
			v.Set(reflect.Zero(v.Type()))
		}
		check(path + " (nil or not)")
		v.Set(reflect.Append(copyOf(), reflect.Zero(v.Type().Elem())))
		check(path + " (one more)")
		for i := range reflect.ValueOf(old).Len() {
			v.Set(copyOf())
			eachChange(t, v.Index(i), fmt.Sprintf("%s[%d]", path, i), check)
		}
		v.Set(reflect.ValueOf(old))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		old := v.Int()
		v.SetInt(old + 1)
		check(path)
		v.SetInt(old)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		old := v.Uint()
		v.SetUint(old + 1)
		check(path)
		v.SetUint(old)
	case reflect.Bool:
		v.SetBool(!v.Bool())
		check(path)
		v.SetBool(!v.Bool())
	case reflect.String:
		old := v.String()
		v.SetString(old + "x")
		check(path)
		v.SetString(old)
	default:
		t.Fatalf("%s is a %s: teach eachChange to change it", path, v.Kind())
	}
}

// FuzzParseCounts: parseCounts reads costs and valuables as it did when it
// split them with strings.Split and strings.Fields (parseCountsAsWas).
func FuzzParseCounts(f *testing.F) {
	for _, s := range []string{"none", "0", "", "2 iron, 1 any", "1 potion,2 Potions", "1 gem, 1 gem", "3", "a b", "1 1 gem", " 2  gold , 1 scrap ", "1 gem,", "100 gold", "-1 gold", "1 shields"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, words := range [][][2]string{rules.CostWords, scoring.ValuableWords} {
			var got [5]int
			err := parseCounts(s, words, got[:len(words)])
			want, werr := parseCountsAsWas(s, words)
			if fmt.Sprint(err) != fmt.Sprint(werr) {
				t.Fatalf("%q: error %v, was %v", s, err, werr)
			}
			if err == nil && !slices.Equal(got[:len(words)], want) {
				t.Fatalf("%q: %v, was %v", s, got[:len(words)], want)
			}
		}
	})
}

// parseCountsAsWas is parseCounts as it was before it split without
// allocating.
func parseCountsAsWas(s string, words [][2]string) ([]int, error) {
	counts := make([]int, len(words))
	s = strings.TrimSpace(strings.ToLower(s))
	if s == "none" || s == "0" {
		return counts, nil
	}
	allowed := make([]string, len(words))
	for i, w := range words {
		allowed[i] = w[1]
	}
	seen := make([]bool, len(words))
	for _, part := range strings.Split(s, ",") {
		f := strings.Fields(part)
		if len(f) != 2 {
			return nil, fmt.Errorf("%q: write a number and a word, e.g. \"2 %s\"", strings.TrimSpace(part), words[0][1])
		}
		n, err := strconv.Atoi(f[0])
		if err != nil || n < 0 || n > 99 {
			return nil, fmt.Errorf("%q: %q is not a count from 0 to 99", strings.TrimSpace(part), f[0])
		}
		i := slices.IndexFunc(words, func(w [2]string) bool { return w[0] == f[1] || w[1] == f[1] })
		if i < 0 {
			return nil, fmt.Errorf("%q: %q is not one of %s", strings.TrimSpace(part), f[1], strings.Join(allowed, ", "))
		}
		if seen[i] {
			return nil, fmt.Errorf("%q is given twice", words[i][1])
		}
		seen[i] = true
		counts[i] = n
	}
	return counts, nil
}
