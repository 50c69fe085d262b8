package rules

import (
	"fmt"
	"strings"
)

// Location is one of the prison's eight numbered locations (core rulebook,
// "Game Board"). Its value is the number printed on the board, which is also
// the order of resolution in the Lights Out phase.
type Location int

// The locations, in the order they resolve.
const (
	NoLocation Location = iota
	ExerciseYard
	Sewers
	Infirmary
	Smithy
	Commissary
	ChowHall
	CellBlock
	Library
)

// AllLocations lists the eight locations in resolution order.
var AllLocations = []Location{ExerciseYard, Sewers, Infirmary, Smithy, Commissary, ChowHall, CellBlock, Library}

// FirstSevenLocations are the locations 1 to 7 of the board, from the
// Exercise Yard to the Cell Block: every location but the Library. A
// solitary game deals a guard card face down at each (core rulebook,
// "Solitary Mode – Roll Call Phase"); Breakout lays its tunnel markers on
// them, one each (Breakout rulebook, "Expansion Setup", Tunnel Markers).
var FirstSevenLocations = AllLocations[:7]

// Slugs returns the slugs of the locations given, in their order.
func Slugs(ls []Location) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.Slug()
	}
	return out
}

var locationNames = [...]string{"", "Exercise Yard", "Sewers", "Infirmary", "Smithy", "Commissary", "Chow Hall", "Cell Block", "Library"}
var locationSlugs = [...]string{"", "exercise-yard", "sewers", "infirmary", "smithy", "commissary", "chow-hall", "cell-block", "library"}

// String returns the location's name as printed ("Chow Hall").
func (l Location) String() string {
	if l <= NoLocation || int(l) >= len(locationNames) {
		return "no location"
	}
	return locationNames[l]
}

// Slug returns the location's name as written in files and on the command
// line ("chow-hall").
func (l Location) Slug() string {
	if l <= NoLocation || int(l) >= len(locationSlugs) {
		return ""
	}
	return locationSlugs[l]
}

// LocationSlugs lists the slugs of all eight locations in resolution order.
func LocationSlugs() []string {
	return append([]string(nil), locationSlugs[1:]...)
}

// MarshalText writes the location as its slug, as game files hold it.
func (l Location) MarshalText() ([]byte, error) {
	if l.Slug() == "" {
		return nil, fmt.Errorf("location %d is not on the board", int(l))
	}
	return []byte(l.Slug()), nil
}

// UnmarshalText reads a location from its slug.
func (l *Location) UnmarshalText(b []byte) error {
	v, err := ParseLocation(string(b))
	*l = v
	return err
}

// ParseLocation reads a location slug such as "chow-hall", or the
// location's Spanish or Chinese name ("Comedor", "食堂").
func ParseLocation(s string) (Location, error) {
	for l := ExerciseYard; l <= Library; l++ {
		if locationSlugs[l] == s {
			return l, nil
		}
	}
	if id, ok := foreign("location", s); ok {
		return ParseLocation(id)
	}
	return NoLocation, fmt.Errorf("%q is not a location%s", s, closestForeign("location", s))
}

// LookupLocation reads a location as a player types it: its slug
// ("chow-hall") or its printed name ("Chow Hall", "the chow hall"), in any
// case, with spaces, hyphens or underscores between the words, or its
// Spanish or Chinese name ("comedor", "食堂"). Game files use ParseLocation,
// which takes the slug (or a Spanish or Chinese name) only.
func LookupLocation(s string) (Location, bool) {
	key := locationKey(s)
	for l := ExerciseYard; l <= Library; l++ {
		if locationSlugs[l] == key {
			return l, true
		}
	}
	if id, ok := foreign("location", s); ok {
		return LookupLocation(id)
	}
	return NoLocation, false
}

// locationKey writes a typed location as a slug: lower case, words joined by
// one hyphen, a leading "the" left out.
func locationKey(s string) string {
	b := make([]byte, 0, len(s))
	gap := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '-' || c == '_' || c == '\t':
			gap = len(b) > 0
			continue
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		if gap {
			b = append(b, '-')
			gap = false
		}
		b = append(b, c)
	}
	key := string(b)
	if rest, ok := strings.CutPrefix(key, "the-"); ok {
		return rest
	}
	return key
}
