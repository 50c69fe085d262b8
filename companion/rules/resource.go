package rules

import "fmt"

// Resource is one of the four resource cube colours (core rulebook,
// "Resource Cubes").
type Resource int

// The resources, in the rulebook's order of rarity from least to most rare
// (core rulebook, "Solitary Mode – Lights Out Phase": gold > iron > potions >
// scrap).
const (
	NoResource Resource = iota
	Scrap
	Potions
	Iron
	Gold
)

// AllResources lists the four resources from least to most rare.
var AllResources = []Resource{Scrap, Potions, Iron, Gold}

var resourceNames = [...]string{"", "scrap", "potions", "iron", "gold"}

// String returns the resource's name as a player says it ("scrap", "potions",
// "iron", "gold").
func (r Resource) String() string {
	if r <= NoResource || int(r) >= len(resourceNames) {
		return "no resource"
	}
	return resourceNames[r]
}

// MarshalText writes the resource by name, as game files hold it.
func (r Resource) MarshalText() ([]byte, error) {
	if r <= NoResource || int(r) >= len(resourceNames) {
		return nil, fmt.Errorf("resource %d is not a resource", int(r))
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a resource by name.
func (r *Resource) UnmarshalText(b []byte) error {
	v, err := ParseResource(string(b))
	*r = v
	return err
}

// ParseResource reads a resource name: scrap, potions (or potion), iron, gold,
// or its Spanish or Chinese name ("pociones", "药剂").
func ParseResource(s string) (Resource, error) {
	switch s {
	case "scrap":
		return Scrap, nil
	case "potions", "potion":
		return Potions, nil
	case "iron":
		return Iron, nil
	case "gold":
		return Gold, nil
	}
	if id, ok := foreign("resource", s); ok {
		return ParseResource(id)
	}
	return NoResource, fmt.Errorf("%q is not a resource (scrap, potions, iron or gold)%s", s, closestForeign("resource", s))
}

// Resources counts resource cubes of each kind.
type Resources struct {
	Scrap   int `json:"scrap,omitempty"`
	Potions int `json:"potions,omitempty"`
	Iron    int `json:"iron,omitempty"`
	Gold    int `json:"gold,omitempty"`
}

// Of returns the count of one resource.
func (rs Resources) Of(r Resource) int {
	switch r {
	case Scrap:
		return rs.Scrap
	case Potions:
		return rs.Potions
	case Iron:
		return rs.Iron
	case Gold:
		return rs.Gold
	}
	return 0
}

// With returns a copy with the count of one resource set to n.
func (rs Resources) With(r Resource, n int) Resources {
	switch r {
	case Scrap:
		rs.Scrap = n
	case Potions:
		rs.Potions = n
	case Iron:
		rs.Iron = n
	case Gold:
		rs.Gold = n
	}
	return rs
}

// Plus returns the sum of two counts.
func (rs Resources) Plus(o Resources) Resources {
	return Resources{rs.Scrap + o.Scrap, rs.Potions + o.Potions, rs.Iron + o.Iron, rs.Gold + o.Gold}
}

// Covers reports whether rs holds at least o of every kind.
func (rs Resources) Covers(o Resources) bool {
	return rs.Scrap >= o.Scrap && rs.Potions >= o.Potions && rs.Iron >= o.Iron && rs.Gold >= o.Gold
}

// Minus returns rs less o, kind by kind.
func (rs Resources) Minus(o Resources) Resources {
	return Resources{Scrap: rs.Scrap - o.Scrap, Potions: rs.Potions - o.Potions, Iron: rs.Iron - o.Iron, Gold: rs.Gold - o.Gold}
}

// Total returns the number of cubes of all kinds, the count a storage limit
// compares (core rulebook, Patrol Phase, "Check Resource Limits").
func (rs Resources) Total() int {
	return rs.Scrap + rs.Potions + rs.Iron + rs.Gold
}

// String writes the cubes as "1 scrap, 2 potions", or "none".
func (rs Resources) String() string {
	return CountsText([]int{rs.Scrap, rs.Potions, rs.Iron, rs.Gold}, resourceWords)
}

var resourceWords = [][2]string{{"scrap", "scrap"}, {"potion", "potions"}, {"iron", "iron"}, {"gold", "gold"}}
