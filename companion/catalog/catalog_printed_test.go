package catalog

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/lockup-companion/lockup/companion/rules"
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
// InPlay keeps it as it is.
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
		{NoCardKind, "Nothing", [6]string{"1"}},
	} {
		v := s.values
		f.Add(uint8(s.kind), s.name, v[0], v[1], v[2], v[3], v[4], v[5])
	}
	f.Fuzz(func(t *testing.T, kind uint8, name, v0, v1, v2, v3, v4, v5 string) {
		k := CardKind(kind % uint8(LegendCard+2))
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
		changed := *c
		changed.Expansion = CoreGame
		for _, tc := range []struct {
			kind CardKind
			name string
			card Card
		}{
			{k, name, *c}, {k, strings.ToUpper(name), *c}, {k, name + " ", *c},
			{GoonCard, name, *c}, {GoalCard, name, *c}, {k, name, changed},
		} {
			got, want := InPlay(tc.kind, tc.name, tc.card), inPlayAgain(tc.kind, tc.name, tc.card)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s %q as %s %q: in play as %#v, read again as %#v", k, name, tc.kind, tc.name, got, want)
			}
		}
	})
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
		text: []printedValue{{"type", "bandits"}},
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
