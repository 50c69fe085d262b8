package cards

import (
	"encoding/json"
	"io"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// cardJSON is a card in --output json.
type cardJSON struct {
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
	Paths      *[]pathJSON    `json:"paths,omitempty"`
}

func toCardJSON(c catalog.Card, source string) cardJSON {
	j := cardJSON{Kind: c.Kind.String(), Name: c.Name, Source: source, Missing: c.StillUnknown()}
	if j.Missing == nil {
		j.Missing = []string{}
	}
	if c.Expansion != catalog.NoExpansion {
		j.Expansion = c.Expansion.String()
	}
	num := func(p catalog.Printed[int]) *int {
		if !p.Known {
			return nil
		}
		v := p.Value
		return &v
	}
	j.Reputation, j.Barrels, j.Suspicion, j.Strength = num(c.Reputation), num(c.Barrels), num(c.Suspicion), num(c.Strength)
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
	if c.Knows(catalog.FieldType) {
		j.Type = c.Value(catalog.FieldType)
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
	yesNo := func(p catalog.Printed[bool]) *bool {
		if !p.Known {
			return nil
		}
		v := p.Value
		return &v
	}
	j.Special, j.Asked, j.Loot = yesNo(c.Special), yesNo(c.Asked), yesNo(c.Loot)
	if c.Paths.Known {
		j.Paths = pathsJSON(c.Paths.Value)
	}
	return j
}

func cardsWriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
