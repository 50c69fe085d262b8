package catalog

import (
	"errors"
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The catalog as lockup cards shows it to a program (--output json): a
// card's values with whose they are, and the catacombs board the space
// cards make. Data only: the command prints it.

// CardSource says whose values a card of the effective catalog holds:
// "shipped", "yours" or "shipped+yours".
func CardSource(user, shipped *Catalog, c Card) string {
	mine, ours := user.Has(c.Kind, c.Name), shipped.Has(c.Kind, c.Name)
	switch {
	case mine && ours:
		return "shipped+yours"
	case mine:
		return "yours"
	}
	return "shipped"
}

// CardView is a card in --output json: its kind, name, box, whose values
// it holds (CardSource), what is still unknown, and each value known.
type CardView struct {
	Kind       string         `json:"kind"`
	Name       string         `json:"name"`
	Expansion  string         `json:"expansion,omitempty"`
	Source     string         `json:"source"`
	Missing    []string       `json:"missing"`
	Reputation *int           `json:"reputation,omitempty"`
	Cost       map[string]int `json:"cost,omitempty"`
	Valuables  map[string]int `json:"valuables,omitempty"`
	Effects    *[]string      `json:"effects,omitempty"`
	Barrels    *int           `json:"barrels,omitempty"`
	Type       string         `json:"type,omitempty"`
	Suspicion  *int           `json:"suspicion,omitempty"`
	Resource   string         `json:"resource,omitempty"`
	Condition  string         `json:"condition,omitempty"`
	Colour     string         `json:"colour,omitempty"`
	Strength   *int           `json:"strength,omitempty"`
	Special    *bool          `json:"special,omitempty"`
	Asked      *bool          `json:"asked,omitempty"`
	Loot       *bool          `json:"loot,omitempty"`
	Paths      *[]PathView    `json:"paths,omitempty"`
}

// ViewCards are the cards' views, each with whose values it holds in the
// user's catalog.
func ViewCards(user *Catalog, cards []Card) []CardView {
	shipped := ShippedCatalog()
	out := make([]CardView, len(cards))
	for i, c := range cards {
		out[i] = ViewCard(c, CardSource(user, shipped, c))
	}
	return out
}

// ViewCard is the view of one card whose values are source's.
func ViewCard(c Card, source string) CardView {
	j := CardView{Kind: c.Kind.String(), Name: c.Name, Source: source, Missing: c.StillUnknown()}
	if j.Missing == nil {
		j.Missing = []string{}
	}
	if c.Expansion != NoExpansion {
		j.Expansion = c.Expansion.String()
	}
	j.Reputation, j.Barrels, j.Suspicion, j.Strength = known(c.Reputation), known(c.Barrels), known(c.Suspicion), known(c.Strength)
	if c.Cost.Known {
		v := c.Cost.Value
		j.Cost = map[string]int{"scrap": v.Resources.Scrap, "potions": v.Resources.Potions, "iron": v.Resources.Iron, "gold": v.Resources.Gold, "any": v.Any}
	}
	if c.Valuables.Known {
		v := c.Valuables.Value
		j.Valuables = map[string]int{"shields": v.Shields, "gems": v.Gems, "magic": v.Magic, "wild": v.Wild}
	}
	if c.Effects.Known {
		list := []string{}
		for _, e := range c.Effects.Value {
			list = append(list, e.String())
		}
		j.Effects = &list
	}
	if c.Knows(FieldType) {
		j.Type = c.Value(FieldType)
	}
	if c.BanditResource != rules.NoResource {
		j.Resource = c.BanditResource.String()
	}
	if c.Condition.Known {
		j.Condition = c.Condition.Value.String()
	}
	if c.Colour != rules.NoColour {
		j.Colour = c.Colour.String()
	}
	j.Special, j.Asked, j.Loot = known(c.Special), known(c.Asked), known(c.Loot)
	if c.Paths.Known {
		j.Paths = viewPaths(c.Paths.Value)
	}
	return j
}

// known is a printed value's view: nil while not known.
func known[T any](p Printed[T]) *T {
	if !p.Known {
		return nil
	}
	v := p.Value
	return &v
}

// PathView is one path leaving a space, in --output json.
type PathView struct {
	To   string         `json:"to"`
	Cost map[string]int `json:"cost,omitempty"`
}

// viewPaths are paths' views.
func viewPaths(paths []SpacePath) *[]PathView {
	out := make([]PathView, len(paths))
	for i, p := range paths {
		out[i] = PathView{To: p.To.Label()}
		if c := p.Cost; c != (rules.Resources{}) {
			out[i].Cost = map[string]int{}
			for _, r := range rules.AllResources {
				if n := c.Of(r); n > 0 {
					out[i].Cost[r.String()] = n
				}
			}
		}
	}
	return &out
}

// CatacombsView is the catacombs board a catalog's space cards make
// (Catalog.Catacombs), in --output json: each space, then what is still to
// type or the rule the board breaks.
type CatacombsView struct {
	// Complete is true when the board is all typed and can be.
	Complete bool        `json:"complete"`
	Spaces   []SpaceView `json:"spaces"`
	// Missing says what is still to type (CatacombsGap.String).
	Missing []string `json:"missing"`
	// Problem says the rule the board breaks, once it is all typed.
	Problem string `json:"problem,omitempty"`
	// Cards are the space cards, in board order.
	Cards []Card `json:"-"`
}

// SpaceView is one space card in CatacombsView: its loot icon and paths,
// each left out while not known (and where they do not apply).
type SpaceView struct {
	Space string      `json:"space"`
	Loot  *bool       `json:"loot,omitempty"`
	Paths *[]PathView `json:"paths,omitempty"`
}

// ViewCatacombs is the board c's space cards make. An error is a card c
// holds that is refused (every card is checked when a catalog is read).
func (c *Catalog) ViewCatacombs() (CatacombsView, error) {
	v := CatacombsView{Spaces: []SpaceView{}, Missing: []string{}}
	for _, card := range c.Cards() {
		if card.Kind == SpaceCard {
			v.Cards = append(v.Cards, card) // in board order
		}
	}
	_, err := c.Catacombs()
	var ce *CatacombsError
	if err != nil && !errors.As(err, &ce) {
		return v, err
	}
	v.Complete = err == nil
	if ce != nil {
		for _, g := range ce.Gaps {
			v.Missing = append(v.Missing, g.String())
		}
		if len(ce.Gaps) == 0 {
			v.Problem = ce.Error()
		}
	}
	for _, card := range v.Cards {
		s := SpaceView{Space: card.Name, Loot: known(card.Loot)}
		if card.Paths.Known {
			s.Paths = viewPaths(card.Paths.Value)
		}
		v.Spaces = append(v.Spaces, s)
	}
	return v, nil
}

// GuardGroup is the guard cards of one colour, box and source (whose
// values they are, CardSource), as lockup cards list shows them: one row
// with their strengths.
type GuardGroup struct {
	Colour rules.Colour
	Box    Expansion
	Source string
	// Cards are the group's cards in catalog order (the order they were
	// typed in, for a colour typed at once); Missing the values still
	// unknown on any of them.
	Cards   []Card
	Missing []string
}

// Special reports whether a card of the group is special.
func (g GuardGroup) Special() bool {
	return slices.ContainsFunc(g.Cards, func(c Card) bool { return c.Special.Known && c.Special.Value })
}

// GroupGuards groups guard cards of known colours by colour (blue, green,
// yellow, red), then box and source, each in the order given.
func GroupGuards(cards []Card, source func(Card) string) []GuardGroup {
	var groups []GuardGroup
	for colour := rules.Blue; colour <= rules.Red; colour++ {
		first := len(groups)
		for _, c := range cards {
			if c.Colour != colour {
				continue
			}
			src := source(c)
			i := slices.IndexFunc(groups[first:], func(g GuardGroup) bool { return g.Box == c.Expansion && g.Source == src })
			if i < 0 {
				groups = append(groups, GuardGroup{Colour: colour, Box: c.Expansion, Source: src})
				i = len(groups) - first - 1
			}
			g := &groups[first+i]
			g.Cards = append(g.Cards, c)
			for _, f := range c.StillUnknown() {
				if !slices.Contains(g.Missing, f) {
					g.Missing = append(g.Missing, f)
				}
			}
		}
	}
	return groups
}
