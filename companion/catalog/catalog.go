package catalog

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
	"github.com/lockup-companion/lockup/scoring"
)

// CatalogVersion is the version of the catalog file format
// (docs/card-catalog.md); a newer file is refused, never misread.
const CatalogVersion = 1

// Catalog holds the printed values of cards the players have typed, so
// that a card is typed once. Names are unique within a kind, ignoring case
// and repeated spaces.
type Catalog struct {
	cards []catalogCard   // sorted by kind, then name key
	index map[cardKey]int // each card's place in cards
	// unsorted is set by add when a card was appended out of order; settle
	// sorts once, whatever the number of cards added.
	unsorted bool
}

// catalogCard is a card with its name's key (NameKey), folded once.
type catalogCard struct {
	key  string
	card Card
}

// cardKey finds a card: its kind and the key of its name.
type cardKey struct {
	kind CardKind
	name string
}

// NewCatalog returns a catalog of the given cards, checking each.
func NewCatalog(cards ...Card) (*Catalog, error) {
	c := &Catalog{}
	for _, card := range cards {
		key := NameKey(card.Name)
		if _, ok := c.index[cardKey{card.Kind, key}]; ok {
			return nil, fmt.Errorf("%w: two %s cards are called %q", ErrBadCard, card.Kind, card.Name)
		}
		if err := card.Check(); err != nil {
			return nil, err
		}
		c.add(key, card.clone())
	}
	c.settle()
	return c, nil
}

// NameKey folds a card name for lookups (text.Key): Unicode NFC, lower
// case, single spaces, straight apostrophes. Two names are the same card's
// when their keys are equal.
func NameKey(name string) string { return text.Key(name) }

// Len returns the number of cards.
func (c *Catalog) Len() int { return len(c.cards) }

// Cards returns the cards sorted by kind, then name (the spaces of the
// catacombs in board order).
func (c *Catalog) Cards() []Card {
	out := make([]Card, len(c.cards))
	for i, e := range c.cards {
		out[i] = e.card.clone()
	}
	return out
}

func (c Card) clone() Card {
	if c.Effects.Value != nil {
		c.Effects.Value = slices.Clone(c.Effects.Value)
	}
	if c.Paths.Value != nil {
		c.Paths.Value = slices.Clone(c.Paths.Value)
	}
	return c
}

// add puts a checked card the catalog may keep (a copy) under its name's
// key, replacing the card of the same kind and key in its place, or
// appending it; settle then puts the cards in order.
func (c *Catalog) add(key string, card Card) {
	k := cardKey{card.Kind, key}
	if i, ok := c.index[k]; ok {
		c.cards[i].card = card
		return
	}
	if c.index == nil {
		c.index = map[cardKey]int{}
	}
	if n := len(c.cards); n > 0 && !c.unsorted && compareCards(c.cards[n-1], catalogCard{key, card}) > 0 {
		c.unsorted = true
	}
	c.index[k] = len(c.cards)
	c.cards = append(c.cards, catalogCard{key, card})
}

// settle sorts the cards by kind and name once after adding, and records
// their new places.
func (c *Catalog) settle() {
	if !c.unsorted {
		return
	}
	slices.SortFunc(c.cards, compareCards)
	c.reindex()
	c.unsorted = false
}

// reindex records the place of every card.
func (c *Catalog) reindex() {
	c.index = make(map[cardKey]int, len(c.cards))
	for i, e := range c.cards {
		c.index[cardKey{e.card.Kind, e.key}] = i
	}
}

// compareCards orders cards by kind, then by the key of their name (which
// is unique within a kind); the spaces of the catacombs as the board lists
// them (the ENTRANCE, the numbered spaces by number, the TOMB, ESCAPED).
func compareCards(a, b catalogCard) int {
	if a.card.Kind != b.card.Kind {
		return int(a.card.Kind - b.card.Kind)
	}
	if a.card.Kind == SpaceCard {
		if n := spaceOrder(spaceOf(a.key), spaceOf(b.key)); n != 0 {
			return n
		}
	}
	return strings.Compare(a.key, b.key)
}

// Lookup finds a card by kind and name (ignoring case and spacing).
func (c *Catalog) Lookup(kind CardKind, name string) (Card, bool) {
	if i, ok := c.index[cardKey{kind, NameKey(name)}]; ok {
		return c.cards[i].card.clone(), true
	}
	return Card{}, false
}

// Has reports whether the catalog holds a card of the kind and name
// (ignoring case and spacing), without copying it as Lookup does.
func (c *Catalog) Has(kind CardKind, name string) bool {
	_, ok := c.index[cardKey{kind, NameKey(name)}]
	return ok
}

// Find returns the cards of any kind with the name.
func (c *Catalog) Find(name string) []Card {
	var out []Card
	key := NameKey(name)
	for _, kind := range AllCardKinds {
		if i, ok := c.index[cardKey{kind, key}]; ok {
			out = append(out, c.cards[i].card.clone())
		}
	}
	return out
}

// Names returns the names of the cards of a kind, for suggestions.
func (c *Catalog) Names(kind CardKind) []string {
	var out []string
	for _, e := range c.cards {
		if e.card.Kind == kind || kind == NoCardKind {
			out = append(out, e.card.Name)
		}
	}
	return out
}

// Put checks the card and adds it, replacing the card of the same kind and
// name.
func (c *Catalog) Put(card Card) error {
	if err := card.Check(); err != nil {
		return err
	}
	c.add(NameKey(card.Name), card.clone())
	c.settle()
	return nil
}

// Remove deletes a card; it reports whether there was one.
func (c *Catalog) Remove(kind CardKind, name string) bool {
	i, ok := c.index[cardKey{kind, NameKey(name)}]
	if !ok {
		return false
	}
	c.cards = slices.Delete(c.cards, i, i+1)
	c.reindex()
	return true
}

// Clone returns an independent copy.
func (c *Catalog) Clone() *Catalog {
	out := &Catalog{cards: make([]catalogCard, len(c.cards)), index: maps.Clone(c.index)}
	for i, e := range c.cards {
		out.cards[i] = catalogCard{e.key, e.card.clone()}
	}
	return out
}

// CardConflict is one value two catalogs disagree on.
type CardConflict struct {
	Kind     CardKind
	Name     string
	Field    string
	Have     string
	Incoming string
}

// String says "goon "Grub": suspicion is 1 here, 2 in the import".
func (k CardConflict) String() string {
	return fmt.Sprintf("%s %q: %s is %s here, %s in the import", k.Kind, k.Name, k.Field, k.Have, k.Incoming)
}

// MergeReport says what a Merge did, card by card ("item Sacred Robes").
type MergeReport struct {
	// Added are cards that were not in the catalog.
	Added []string
	// Filled are cards that gained values the catalog did not know.
	Filled []string
	// Unchanged are cards the catalog already knew as given.
	Unchanged []string
	// Replaced are cards whose values were overwritten (replace only).
	Replaced []string
	// Conflicts are the values that differ.
	Conflicts []CardConflict
}

// CatalogConflictError refuses an import whose cards contradict the
// catalog; nothing was changed.
type CatalogConflictError struct {
	Conflicts []CardConflict
}

// Error lists the conflicts.
func (e *CatalogConflictError) Error() string {
	lines := make([]string, len(e.Conflicts))
	for i, k := range e.Conflicts {
		lines[i] = "  " + k.String()
	}
	differ := fmt.Sprintf("%d values differ", len(e.Conflicts))
	if len(e.Conflicts) == 1 {
		differ = "1 value differs"
	}
	return fmt.Sprintf("%s from the catalog; nothing was imported (use %s to take the imported values):\n%s", differ, terms.FlagReplace, strings.Join(lines, "\n"))
}

// BadInput marks the error as the player's input (exit code 2).
func (e *CatalogConflictError) BadInput() bool { return true }

// Merge adds the cards of in. A card already present gains the values it
// did not know; a value both know but differently is a conflict. With
// conflicts and replace false, nothing changes and a
// *CatalogConflictError is returned; with replace true the incoming values
// win.
func (c *Catalog) Merge(in *Catalog, replace bool) (MergeReport, error) {
	var rep MergeReport
	out := c.Clone()
	for _, e := range in.cards {
		card := e.card
		label := card.Kind.String() + " " + card.Name
		i, ok := out.index[cardKey{card.Kind, e.key}]
		if !ok {
			out.add(e.key, card.clone()) // checked when in took it
			rep.Added = append(rep.Added, label)
			continue
		}
		have := out.cards[i].card
		merged, filled := have.clone(), false
		var conflicts []CardConflict
		for _, f := range fieldsOf(card.Kind) {
			if !card.Knows(f) {
				continue
			}
			switch {
			case !have.Knows(f):
				filled = true
			case have.Value(f) != card.Value(f):
				conflicts = append(conflicts, CardConflict{card.Kind, have.Name, f, have.Value(f), card.Value(f)})
			default:
				continue
			}
			if err := merged.SetValue(f, card.Value(f)); err != nil {
				return rep, err
			}
		}
		rep.Conflicts = append(rep.Conflicts, conflicts...)
		if err := merged.Check(); err != nil {
			return rep, fmt.Errorf("%s does not fit with the catalog's values: %w", label, err)
		}
		out.add(e.key, merged)
		switch {
		case len(conflicts) > 0:
			rep.Replaced = append(rep.Replaced, label)
		case filled:
			rep.Filled = append(rep.Filled, label)
		default:
			rep.Unchanged = append(rep.Unchanged, label)
		}
	}
	if len(rep.Conflicts) > 0 && !replace {
		rep.Replaced = nil
		return rep, &CatalogConflictError{Conflicts: rep.Conflicts}
	}
	out.settle()
	*c = *out
	return rep, nil
}

//go:embed shipped_catalog.yaml
var shippedCatalogYAML []byte

// shippedCatalog is the shipped catalog, read once per process.
var shippedCatalog = sync.OnceValue(func() *Catalog {
	c, err := ParseCatalog("shipped catalog", shippedCatalogYAML)
	if err != nil {
		panic("the shipped catalog does not load: " + err.Error()) // caught by TestShippedCatalog
	}
	return c
})

// ShippedCatalog returns the catalog that comes with lockup: the cards the
// rulebooks name, with only the values the rulebooks state. The file is
// read once; each call returns a copy of its own.
func ShippedCatalog() *Catalog { return shippedCatalog().Clone() }

// EffectiveCatalog returns the shipped catalog with the user's cards laid
// over it: the user's values win, the shipped ones fill what the user's
// cards leave unknown.
func EffectiveCatalog(user *Catalog) (*Catalog, error) {
	c := ShippedCatalog()
	if _, err := c.Merge(user, true); err != nil {
		return nil, err
	}
	return c, nil
}

// LoadCatalog reads the catalog file at path; a missing file is an empty
// catalog.
func LoadCatalog(path string) (*Catalog, error) {
	f, err := store.OpenRegular(path)
	if errors.Is(err, os.ErrNotExist) {
		return &Catalog{}, nil
	}
	var notRegular *store.NotRegularError
	if errors.As(err, &notRegular) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("read catalog: %w", err)
	}
	defer f.Close()
	data, err := input.ReadInput(f, path)
	if err != nil {
		return nil, err
	}
	return ParseCatalog(path, data)
}

// SaveCatalog writes the catalog to path atomically, creating its folder
// (0o700) if needed.
func SaveCatalog(path string, c *Catalog) error {
	if err := store.EnsureDir(filepath.Dir(path)); err != nil {
		return err
	}
	return store.WriteFileAtomic(path, c.Encode(), 0o644)
}

var sectionKinds = []struct {
	key  string
	kind CardKind
}{{"items", ItemCard}, {"goons", GoonCard}, {"goals", GoalCard}, {"tomes", TomeCard}, {"legends", LegendCard}, {"guards", GuardCard}, {"loot", LootCard}, {"spaces", SpaceCard}, {"locations", LocationCard}}

// ParseCatalog reads a catalog file (docs/card-catalog.md). Every value is
// checked; a problem is an *InputError naming the file, line and column.
func ParseCatalog(name string, data []byte) (*Catalog, error) {
	doc, err := input.ParseDocumentOf(name, data, "docs/card-catalog.md")
	if err != nil {
		return nil, err
	}
	const versionKey = "lockup_catalog"
	allowed := []string{versionKey}
	for _, s := range sectionKinds {
		allowed = append(allowed, s.key)
	}
	if doc.IsNull() {
		return nil, &input.InputError{File: name, Problem: "the file is empty", Allowed: "a catalog starting with lockup_catalog: 1"}
	}
	fields, err := doc.Fields(allowed...)
	if err != nil {
		return nil, err
	}
	if len(fields) == 0 || fields[0].Key != versionKey {
		return nil, doc.Errorf("the catalog does not start with lockup_catalog", "lockup_catalog: 1 as the first key")
	}
	v, err := fields[0].Value.Int()
	if err != nil {
		return nil, err
	}
	if v > CatalogVersion {
		return nil, fields[0].Value.Errorf(fmt.Sprintf("this catalog was written by a newer lockup (catalog version %d); update lockup to read it", v), fmt.Sprintf("versions 1 to %d", CatalogVersion))
	}
	if v < 1 {
		return nil, fields[0].Value.Errorf(fmt.Sprintf("catalog version %d was never written by lockup", v), fmt.Sprintf("versions 1 to %d", CatalogVersion))
	}
	c := &Catalog{}
	for _, f := range fields[1:] {
		kind := sectionKinds[slices.IndexFunc(sectionKinds, func(s struct {
			key  string
			kind CardKind
		}) bool {
			return s.key == f.Key
		})].kind
		entries, err := f.Value.Items()
		if err != nil {
			return nil, err
		}
		for _, n := range entries {
			card, nameNode, err := parseCard(kind, n)
			if err != nil {
				return nil, err
			}
			key := NameKey(card.Name)
			if _, dup := c.index[cardKey{kind, key}]; dup {
				return nil, nameNode.Errorf(fmt.Sprintf("a second %s card is called %q", kind, card.Name), "each name once per kind (case and spacing do not count)")
			}
			if err := card.Check(); err != nil {
				return nil, n.Errorf(strings.TrimPrefix(err.Error(), ErrBadCard.Error()+": "), "")
			}
			c.add(key, card)
		}
	}
	c.settle()
	return c, nil
}

func parseCard(kind CardKind, n *input.Node) (Card, *input.Node, error) {
	card := Card{Kind: kind}
	fields, err := n.Fields(append([]string{"name"}, fieldsOf(kind)...)...)
	if err != nil {
		return card, nil, err
	}
	var nameNode *input.Node
	for _, f := range fields {
		v := f.Value
		if f.Key == "name" {
			nameNode = v
			s, err := v.Str()
			if err != nil {
				return card, nil, err
			}
			if err := CheckCardName(s); err != nil {
				return card, nil, v.Errorf(err.Error(), "1 to 60 printable characters")
			}
			card.Name = s
			continue
		}
		if v.IsNull() {
			continue // written but left empty: unknown
		}
		if err := parseCardField(&card, f.Key, v); err != nil {
			return card, nil, err
		}
	}
	if nameNode == nil {
		return card, nil, n.Errorf("the card has no name", "name: as printed on the card")
	}
	return card, nameNode, nil
}

// readList reads a field written as a YAML list, one item a line, each
// read by parse and added by add (which may refuse it, naming the item);
// ok is false when the value is not a list, for the field's words to be
// read as one text.
func readList[T any](v *input.Node, itemAllowed string, parse func(string) (T, error), add func([]T, T) ([]T, error)) (list []T, ok bool, err error) {
	if _, err := v.Str(); err == nil {
		return nil, false, nil
	}
	items, err := v.Items()
	if err != nil {
		return nil, false, err
	}
	list = []T{}
	for _, it := range items {
		s, err := it.Str()
		if err != nil {
			return nil, false, err
		}
		x, err := parse(s)
		if err == nil {
			list, err = add(list, x)
		}
		if err != nil {
			return nil, false, it.Errorf(err.Error(), itemAllowed)
		}
	}
	return list, true, nil
}

func parseCardField(card *Card, key string, v *input.Node) error {
	allowed := fieldAllowed(card.Kind, key)
	switch key {
	case FieldReputation, FieldBarrels, FieldSuspicion:
		n, err := v.Count()
		if err != nil {
			return err
		}
		if n > 99 {
			return v.Errorf(fmt.Sprintf("%d is more than a card shows", n), allowed)
		}
		return card.SetValue(key, strconv.Itoa(n))
	case FieldStrength:
		n, err := v.Count()
		if err != nil {
			return err
		}
		if n > rules.MaxStrength {
			return v.Errorf(fmt.Sprintf("%d is more than a guard card shows", n), allowed)
		}
		return card.SetValue(key, strconv.Itoa(n))
	case FieldSpecial, FieldAsked, FieldLoot:
		b, err := v.Bool()
		if err == nil {
			return card.SetValue(key, strconv.FormatBool(b))
		}
		if _, serr := v.Str(); serr != nil {
			return err // neither true/false nor yes/no
		}
	case FieldCost, FieldValuables:
		if s, err := v.Str(); err == nil {
			if err := card.SetValue(key, s); err != nil {
				return v.Errorf(strings.TrimPrefix(err.Error(), key+": "), allowed)
			}
			return nil
		}
		words := rules.CostWords
		if key == FieldValuables {
			words = scoring.ValuableWords
		}
		keys := make([]string, len(words))
		for i, w := range words {
			keys[i] = w[1]
		}
		fields, err := v.Fields(keys...)
		if err != nil {
			return err
		}
		var parts []string
		for _, f := range fields {
			n, err := f.Value.Count()
			if err != nil {
				return err
			}
			if n > 99 {
				return f.Value.Errorf(fmt.Sprintf("%d is more than a card shows", n), "0 to 99")
			}
			parts = append(parts, fmt.Sprintf("%d %s", n, f.Key))
		}
		text := strings.Join(parts, ", ")
		if text == "" {
			text = "none"
		}
		return card.SetValue(key, text)
	case FieldPaths:
		list, ok, err := readList(v, "one path: a space, then its cost if it has one, e.g. \"5: 1 iron\"", ParsePath, appendPath)
		if ok {
			card.Paths = Know(list)
		}
		if ok || err != nil {
			return err
		}
	case FieldEffects:
		list, ok, err := readList(v, rules.EffectForms, rules.ParseEffect, func(l []Effect, e Effect) ([]Effect, error) { return append(l, e), nil })
		if ok {
			card.Effects = Know(list)
		}
		if ok || err != nil {
			return err
		}
	}
	s, err := v.Str()
	if err != nil {
		return err
	}
	if err := card.SetValue(key, s); err != nil {
		return v.Errorf(strings.TrimPrefix(err.Error(), key+": "), allowed)
	}
	return nil
}

// Encode writes the catalog as a catalog file, cards sorted by kind and
// name, unknown values left out.
func (c *Catalog) Encode() []byte {
	var b bytes.Buffer
	b.WriteString("# lockup card catalog: the printed values of cards, typed once (docs/card-catalog.md).\n")
	fmt.Fprintf(&b, "lockup_catalog: %d\n", CatalogVersion)
	for _, s := range sectionKinds {
		var cards []Card
		for _, e := range c.cards {
			if e.card.Kind == s.kind {
				cards = append(cards, e.card)
			}
		}
		if len(cards) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%s:\n", s.key)
		for _, card := range cards {
			fmt.Fprintf(&b, "  - name: %s\n", input.YAMLString(card.Name))
			for _, f := range fieldsOf(card.Kind) {
				if !card.Knows(f) {
					continue
				}
				fmt.Fprintf(&b, "    %s: %s\n", f, card.yamlValue(f))
			}
		}
	}
	return b.Bytes()
}

func (c Card) yamlValue(field string) string {
	switch field {
	case FieldCost:
		v := c.Cost.Value
		return yamlCounts([]int{v.Resources.Scrap, v.Resources.Potions, v.Resources.Iron, v.Resources.Gold, v.Any}, rules.CostWords)
	case FieldValuables:
		v := c.Valuables.Value
		return yamlCounts([]int{v.Shields, v.Gems, v.Magic, v.Wild}, scoring.ValuableWords)
	case FieldEffects:
		parts := make([]string, len(c.Effects.Value))
		for i, e := range c.Effects.Value {
			parts[i] = e.String()
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case FieldCondition:
		return input.YAMLQuote(c.Value(field))
	case FieldReputation, FieldBarrels, FieldSuspicion, FieldStrength, FieldColour:
		return c.Value(field)
	case FieldSpecial:
		return strconv.FormatBool(c.Special.Value)
	case FieldAsked:
		return strconv.FormatBool(c.Asked.Value)
	case FieldLoot:
		return strconv.FormatBool(c.Loot.Value)
	case FieldPaths:
		parts := make([]string, len(c.Paths.Value))
		for i, p := range c.Paths.Value {
			parts[i] = input.YAMLQuote(p.String())
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return input.YAMLString(c.Value(field))
}

func yamlCounts(counts []int, words [][2]string) string {
	var parts []string
	for i, n := range counts {
		if n != 0 {
			parts = append(parts, fmt.Sprintf("%s: %d", words[i][1], n))
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// fieldText writes a field and its value for a list of values separated
// by semicolons ("suspicion 1"), quoting a value that holds one itself
// (paths "4; 5: 1 iron").
func fieldText(field, value string) string {
	if strings.Contains(value, ";") {
		return field + " " + strconv.Quote(value)
	}
	return field + " " + value
}

// CardString describes a card in one line: "goon Grub (dwarves, 1
// suspicion)". It is meant for messages.
func CardString(c Card) string {
	var parts []string
	for _, f := range fieldsOf(c.Kind) {
		if f != FieldExpansion && c.Applies(f) && c.Knows(f) {
			parts = append(parts, fieldText(f, c.Value(f)))
		}
	}
	if len(parts) == 0 {
		return fmt.Sprintf("%s %s", c.Kind, c.Name)
	}
	return fmt.Sprintf("%s %s (%s)", c.Kind, c.Name, strings.Join(parts, "; "))
}
