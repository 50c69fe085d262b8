package rules

import "fmt"

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

// ParseLocation reads a location slug such as "chow-hall".
func ParseLocation(s string) (Location, error) {
	for l := ExerciseYard; l <= Library; l++ {
		if locationSlugs[l] == s {
			return l, nil
		}
	}
	return NoLocation, fmt.Errorf("%q is not a location", s)
}
