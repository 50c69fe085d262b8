package input

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// The keys of a solitary resolve file's guard side (docs/resolve-file.md).
var (
	guardBoardKeys = []string{"resources", "suspicion", "power", "reputation", "reserved"}
	itemCardKeys   = []string{"name", "reputation", "cost", "effects"}
	goonCardKeys   = []string{"name", "suspicion", "effects"}
	costKeys       = []string{"scrap", "potions", "iron", "gold", "any"}
)

// soloDisplaySpaces is the number of spaces of a solitary game's item
// display: the number of players plus one, a solitary game being set up for
// two (core rulebook, "Game Setup", step 5; "Solitary Mode – Setup").
const soloDisplaySpaces = 3

// maxIcons bounds the special effect icons given for one card.
const maxIcons = 9

// maxPrinted bounds a value printed on a card, as the card catalog does.
const maxPrinted = 99

// ResolveFile is a resolve file read whole: the round, and in a solitary
// game the guards' side of the board when the file gives it.
type ResolveFile struct {
	Round rules.Round
	// Guards is what the guards' decisions read; nil when the file gives
	// none of `guard_board`, `display` or a location's `goon`.
	Guards *GuardsSide
}

// GuardsSide is the guards' side of a solitary game's board when the Lights
// Out phase begins, as a resolve file gives it: what the automa reads to
// decide what the guards do with their rewards.
type GuardsSide struct {
	// Board is the guard board: resources, suspicion, power, reputation.
	// Its storage limit is never read: the guards have none.
	Board rules.CrewBoard
	// Reserved are the guards' reserved items, in the order they reserved
	// them.
	Reserved []ItemCard
	// Display is the item display, the space next to the item deck first;
	// an empty space is the zero ItemCard. It has at most 3 entries, the
	// spaces of a solitary game's display.
	Display []ItemCard
	// Goons are the goon spaces, Sewers first (rules.GoonLocations), each
	// with its goon's name and printed suspicion icons; GoonIcons their
	// special effect icons.
	Goons     rules.GoonSpaces
	GoonIcons [len(rules.GoonLocations)]Icons
	// Supply is the full solitary supply (rules.Box.FullSupply) less the
	// cubes the file places elsewhere: on the guard board, at the locations
	// (suspicion, Bandit cubes) and the crew's power cubes. The crew's own
	// resource and suspicion cubes are not in the file and stay counted.
	Supply rules.Supply
}

// ItemCard is an item card as a resolve file gives it: its name and the
// printed values the guards' Cell Block decision reads (core rulebook,
// "Crafting Items", p. 14). The zero ItemCard is an empty display space.
type ItemCard struct {
	Name       string
	Reputation int
	Cost       rules.Cost
	Icons      Icons
}

// Empty reports whether the item is an empty display space.
func (it ItemCard) Empty() bool { return it.Name == "" }

// Icons are the special effect icons printed on a card, when the file gives
// them: Known is false when it left them out ("effects: []" is known: none).
type Icons struct {
	List  []rules.Effect
	Known bool
}

// ParseResolve reads a resolve file (docs/resolve-file.md) whole: the
// table and what lies at each location when the Lights Out phase begins,
// as engine values checked against the Roll Call rules (Round), and, in a
// solitary game, the guards' side of the board. Bad input is an
// *InputError giving the file, line, column and field, what is wrong and
// what is allowed.
func ParseResolve(name string, data []byte) (ResolveFile, error) {
	doc, err := ParseDocumentOf(name, data, "docs/resolve-file.md")
	if err != nil {
		return ResolveFile{}, err
	}
	p := &resolveParser{doc: doc, tokens: map[tokenKey]*tokenNodes{}, siteFields: map[rules.Location]map[string]*Node{}, locNodes: map[rules.Location]*Node{}}
	r, err := p.parse()
	if err != nil {
		return ResolveFile{}, err
	}
	return ResolveFile{Round: r, Guards: p.guards}, nil
}

// guardSide checks that a key of the guard side may be given, and starts the
// guard side: only in a solitary game of the core game.
func (p *resolveParser) guardSide(n *Node) error {
	t := p.round.Table
	if !t.Solo() {
		return n.Errorf("only a solitary game has a guard board, and only there does lockup decide for the guards", "seat [your crew, guards] to play solo, or remove the key")
	}
	if t.Breakout {
		return n.Errorf(fmt.Sprintf("a resolve file does not decide for the guards with the Breakout expansion (the guards' lantern, the legend card's guard card): the tracker does, in a game started with %s %s %s",
			terms.Hint{Kind: terms.HintNew}, terms.FlagSolo, terms.FlagBreakout), "remove `expansions: [breakout]`, or remove the key")
	}
	if p.guards == nil {
		p.guards = &GuardsSide{}
	}
	return nil
}

// guardBoard reads `guard_board`: the guard board's cubes and reputation and
// the guards' reserved items. A count left out is 0.
func (p *resolveParser) guardBoard(n *Node) error {
	if err := p.guardSide(n); err != nil {
		return err
	}
	// A resource given beside the counts instead of under `resources`.
	if fields, err := n.Fields(); err == nil {
		for _, f := range fields {
			if _, err := rules.ParseResource(f.Key); err == nil {
				return f.Value.Errorf(fmt.Sprintf("the guards' %s cubes go under `resources`", f.Key), fmt.Sprintf("resources: {%s: N}; %s", f.Key, strings.Join(guardBoardKeys, ", ")))
			}
		}
	}
	fields, err := n.Fields(guardBoardKeys...)
	if err != nil {
		return err
	}
	p.guardNodes = map[string]*Node{"": n}
	b := &p.guards.Board
	for _, f := range fields {
		v := f.Value
		p.guardNodes[f.Key] = v
		switch f.Key {
		case "resources":
			fields, err := v.Fields(resourceKeys...)
			if err != nil {
				return err
			}
			for _, rf := range fields {
				c, err := rf.Value.Count()
				if err != nil {
					return err
				}
				r, _ := rules.ParseResource(rf.Key)
				b.Resources = b.Resources.With(r, c)
				p.guardNodes["resources."+rf.Key] = rf.Value
			}
		case "suspicion":
			b.Suspicion, err = v.Count()
		case "power":
			b.Power, err = v.Count()
		case "reputation":
			b.Reputation, err = v.Count()
		case "reserved":
			var items []*Node
			if items, err = v.Items(); err != nil {
				return err
			}
			if most := p.box().Limits().Items; len(items) > most {
				return v.Errorf(fmt.Sprintf("%d reserved items; the box holds %d item cards", len(items), most), fmt.Sprintf("at most %d items", most))
			}
			for _, it := range items {
				if it.IsNull() || isEmptyWord(it) {
					return it.Errorf("a reserved item cannot be empty", "an item such as {name: Iron Shiv, reputation: 3, cost: {iron: 2, any: 1}}")
				}
				card, err := p.itemCard(it, false)
				if err != nil {
					return err
				}
				p.guards.Reserved = append(p.guards.Reserved, card)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// display reads `display`: the item display, the space next to the item
// deck first, `empty` for an empty space.
func (p *resolveParser) display(n *Node) error {
	if err := p.guardSide(n); err != nil {
		return err
	}
	items, err := n.Items()
	if err != nil {
		return err
	}
	if len(items) > soloDisplaySpaces {
		return items[soloDisplaySpaces].Errorf(fmt.Sprintf("%d display spaces; a solitary game's display has %d", len(items), soloDisplaySpaces), fmt.Sprintf("at most %d items, the one next to the item deck first; `empty` for an empty space", soloDisplaySpaces))
	}
	p.guards.Display = make([]ItemCard, len(items))
	for i, it := range items {
		if it.IsNull() || isEmptyWord(it) {
			continue
		}
		if p.guards.Display[i], err = p.itemCard(it, true); err != nil {
			return err
		}
	}
	return nil
}

// isEmptyWord reports whether the node is the word `empty`.
func isEmptyWord(n *Node) bool {
	s, err := n.Str()
	return err == nil && s == "empty"
}

// itemCard reads an item card: name, reputation and cost required, effects
// optional. inDisplay says that `empty` was allowed instead.
func (p *resolveParser) itemCard(n *Node, inDisplay bool) (ItemCard, error) {
	const example = "an item such as {name: Iron Shiv, reputation: 3, cost: {iron: 2, any: 1}, effects: [gain-power]}"
	if n.node.kind != mappingValue {
		allowed := example
		if inDisplay {
			allowed += ", or `empty` for an empty space"
		}
		return ItemCard{}, n.Errorf("must be an item card: a mapping with name, reputation and cost", allowed)
	}
	fields, err := n.Fields(itemCardKeys...)
	if err != nil {
		return ItemCard{}, err
	}
	var it ItemCard
	var has [3]bool
	for _, f := range fields {
		v := f.Value
		switch f.Key {
		case "name":
			it.Name, err = cardName(v)
			has[0] = true
		case "reputation":
			it.Reputation, err = printedCount(v, "reputation")
			has[1] = true
		case "cost":
			it.Cost, err = cost(v)
			has[2] = true
		case "effects":
			it.Icons, err = p.icons(v)
		}
		if err != nil {
			return ItemCard{}, err
		}
	}
	for i, key := range itemCardKeys[:3] {
		if !has[i] {
			return ItemCard{}, n.Errorf(fmt.Sprintf("the item's %s is missing", key), example)
		}
	}
	return it, nil
}

// goon reads a location's `goon`: the goon card in the goon space beside it.
func (p *resolveParser) goon(loc rules.Location, n *Node) error {
	if err := p.guardSide(n); err != nil {
		return err
	}
	space := slices.Index(rules.GoonLocations[:], loc)
	if space < 0 {
		slugs := make([]string, len(rules.GoonLocations))
		for i, l := range rules.GoonLocations {
			slugs[i] = l.Slug()
		}
		return n.Errorf(fmt.Sprintf("the %s has no goon space", loc), "a goon at "+strings.Join(slugs, ", "))
	}
	const example = "a goon such as {name: Grub, suspicion: 1, effects: [gain-gold]}"
	if n.node.kind != mappingValue {
		return n.Errorf("must be a goon card: a mapping with name and suspicion", example+"; leave the key out for an empty goon space")
	}
	fields, err := n.Fields(goonCardKeys...)
	if err != nil {
		return err
	}
	var g rules.GoonSpace
	var ic Icons
	var has [2]bool
	for _, f := range fields {
		v := f.Value
		switch f.Key {
		case "name":
			g.Card, err = cardName(v)
			has[0] = true
		case "suspicion":
			g.Suspicion, err = printedCount(v, "suspicion icons")
			has[1] = true
		case "effects":
			ic, err = p.icons(v)
		}
		if err != nil {
			return err
		}
	}
	for i, key := range goonCardKeys[:2] {
		if !has[i] {
			return n.Errorf(fmt.Sprintf("the goon's %s is missing", key), example)
		}
	}
	p.guards.Goons[space], p.guards.GoonIcons[space] = g, ic
	return nil
}

// cardName reads a card's name as the player types it.
func cardName(n *Node) (string, error) {
	s, err := n.Str()
	if err != nil {
		return "", err
	}
	if err := CheckText(s); err != nil {
		return "", n.Errorf("the name: "+err.Error(), fmt.Sprintf("the card's name, 1 to %d printable characters", MaxNameLen))
	}
	return s, nil
}

// printedCount reads a count printed on a card: 0 to 99.
func printedCount(n *Node, what string) (int, error) {
	v, err := n.Count()
	if err != nil {
		return 0, err
	}
	if v > maxPrinted {
		return 0, n.Errorf(fmt.Sprintf("%d %s is more than a card prints", v, what), fmt.Sprintf("0 to %d", maxPrinted))
	}
	return v, nil
}

// cost reads an item's cost: counts of scrap, potions, iron, gold and any.
func cost(n *Node) (rules.Cost, error) {
	fields, err := n.Fields(costKeys...)
	if err != nil {
		return rules.Cost{}, err
	}
	var c rules.Cost
	for _, f := range fields {
		v, err := printedCount(f.Value, "cubes")
		if err != nil {
			return rules.Cost{}, err
		}
		if f.Key == "any" {
			c.Any = v
			continue
		}
		r, _ := rules.ParseResource(f.Key)
		c.Resources = c.Resources.With(r, v)
	}
	return c, nil
}

// icons reads a card's special effect icons, one entry per icon shown: the
// core game's only, as the guards' decisions are made without Breakout, and
// in a 2018 game no Choose Tome (2018 rulebook, "Special Effect Icons";
// ruling first-edition-cards).
func (p *resolveParser) icons(n *Node) (Icons, error) {
	items, err := n.Items()
	if err != nil {
		return Icons{}, err
	}
	if len(items) > maxIcons {
		return Icons{}, n.Errorf(fmt.Sprintf("%d icons; a card shows a few", len(items)), fmt.Sprintf("at most %d icons", maxIcons))
	}
	ic := Icons{List: make([]rules.Effect, 0, len(items)), Known: true}
	for _, it := range items {
		s, err := it.Str()
		if err != nil {
			return Icons{}, err
		}
		e, err := rules.ParseEffect(s)
		switch {
		case err != nil:
			problem := fmt.Sprintf("%q is not a special effect icon", s)
			if best := text.Closest(s, coreIcons()); best != "" {
				problem += fmt.Sprintf("; did you mean %q?", best)
			}
			return Icons{}, it.Errorf(problem, strings.Join(coreIcons(), ", "))
		case e.Kind.Breakout():
			return Icons{}, it.Errorf(fmt.Sprintf("%s comes with the Breakout expansion, which the guards' decisions do not play yet", s), strings.Join(coreIcons(), ", "))
		case !p.box().IconInBox(e.Kind):
			return Icons{}, it.Errorf(fmt.Sprintf("the 2018 first edition has no %s icon (2018 rulebook, \"Special Effect Icons\"; ruling %s)", e.Kind, rules.RulingFirstEditionCards), "an icon of the 2018 box, or `edition: 2019`")
		}
		ic.List = append(ic.List, e)
	}
	return ic, nil
}

// coreIcons lists the core game's special effect icons as files write them.
// It is built only for an error message.
func coreIcons() []string {
	var out []string
	for k := rules.EffectGainResource; !k.Breakout(); k++ {
		if k != rules.EffectGainResource {
			out = append(out, k.Slug())
			continue
		}
		for _, r := range rules.AllResources {
			out = append(out, rules.Effect{Kind: k, Resource: r}.String())
		}
	}
	return out
}

// box is the components of the file's game, for its limits.
func (p *resolveParser) box() rules.Box {
	t := p.round.Table
	return rules.Box{Edition: p.edition, Breakout: t.Breakout, Solo: t.Solo()}
}

// checkGuardSide compares what the file places with what the box holds,
// and works out the supply: the box's cubes less those the file places.
func (p *resolveParser) checkGuardSide() error {
	g := p.guards
	if g == nil {
		return nil
	}
	t := p.round.Table
	lim := p.box().Limits()
	var bandits rules.Resources
	suspicion := 0
	for _, s := range p.round.Sites {
		bandits = bandits.Plus(s.Bandit)
		suspicion += s.Suspicion
	}
	at := func(key string) *Node {
		for _, k := range []string{key, strings.SplitN(key, ".", 2)[0], ""} {
			if n := p.guardNodes[k]; n != nil {
				return n
			}
		}
		return p.doc
	}
	for _, r := range rules.AllResources {
		held, waiting, box := g.Board.Resources.Of(r), bandits.Of(r), lim.Resources.Of(r)
		if held+waiting > box {
			return at("resources."+r.String()).Errorf(fmt.Sprintf("%d %s on the guard board and %d at the locations, but the box holds %d", held, r, waiting, box), fmt.Sprintf("at most %d %s in all", box-waiting, r))
		}
	}
	crewPower := 0
	for i, name := range t.Seating {
		if name != rules.Guards && i < rules.MaxSeats {
			crewPower += t.Power[i]
		}
	}
	if g.Board.Power+crewPower > lim.Power {
		return at("power").Errorf(fmt.Sprintf("%d power cubes on the guard board and %d on the crew's, but the box holds %d", g.Board.Power, crewPower, lim.Power), fmt.Sprintf("at most %d", lim.Power-crewPower))
	}
	if g.Board.Suspicion+suspicion > lim.Suspicion {
		return at("suspicion").Errorf(fmt.Sprintf("%d suspicion cubes on the guard board and %d at the locations, but the box holds %d", g.Board.Suspicion, suspicion, lim.Suspicion), fmt.Sprintf("at most %d", lim.Suspicion-suspicion))
	}
	items := len(g.Reserved)
	for _, it := range g.Display {
		if !it.Empty() {
			items++
		}
	}
	if items > lim.Items {
		return at("reserved").Errorf(fmt.Sprintf("%d item cards in the display and reserved, but the box holds %d", items, lim.Items), fmt.Sprintf("at most %d in all", lim.Items))
	}
	full := p.box().FullSupply()
	g.Supply = rules.Supply{
		Resources: full.Resources.Minus(g.Board.Resources).Minus(bandits),
		Power:     full.Power - g.Board.Power - crewPower,
		Suspicion: full.Suspicion - g.Board.Suspicion - suspicion,
	}
	return nil
}
