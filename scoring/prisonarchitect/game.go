package prisonarchitect

// Game is the end of a game as the players see it: the wardens' prisons,
// cards and pieces, and the Governor in a solo game.
type Game struct {
	// Solo: one warden against the Governor ("Solo Rules").
	Solo     bool
	Wardens  []Warden
	Governor *Governor
}

// Warden is one player's end-of-game state.
type Warden struct {
	Name string
	// Cash is the money left.
	Cash int
	// Tracks are the Finance and Rehabilitation tracks.
	Finance, Rehabilitation Track
	// FinanceTags and RehabilitationTags are the tags counted without the
	// track's cap of 10, typed for Offshore Tax Haven and Resettlement
	// Scheme; TagsGiven reports which were typed.
	FinanceTags, RehabilitationTags   int
	FinanceGiven, RehabilitationGiven bool
	// Specialists are all the warden has, assigned or not.
	Specialists SpecialistCounts
	Prison      []Square
	Bureaucracy []Card
	Objectives  []Objective
	// Escaped and Released are the threat values of each prisoner, by
	// colour.
	Escaped, Released [numColours][]int
}

// Track is a position on a track and the VP printed there (typed by the
// player: the rulebook does not list the tracks' VP).
type Track struct {
	Space int
	VP    int
}

// Square is one occupied square of the prison.
type Square struct {
	At   Pos
	Tile TileID
	// Staff: a Staff meeple on the tile's slot.
	Staff bool
	// Token is the one Wildcard/tag token on the tile (a passive tag), or
	// NoTag.
	Token Tag
	// Windows are the tile's edges carrying a Window.
	Windows EdgeSet
	// Prisoners, Specialists: what the cell holds.
	Prisoners   Prisoners
	Specialists SpecialistCounts
	// Cubes are the needs cubes on the cell as typed; CubesGiven reports
	// whether the player typed them at all.
	Cubes      NeedSet
	CubesGiven bool
	// Printed holds values the extracted rulebook text loses, typed from
	// the tile.
	Printed Printed
}

// Printed is what the player reads off a tile whose text the rulebook
// extract cuts: its VP, its own functional tags, its capacity.
type Printed struct {
	VP, Capacity           int
	VPGiven, CapacityGiven bool
	Tags                   []Tag
	TagsGiven              bool
}

// Card is a Bureaucracy card in a warden's (or the Governor's) area.
type Card struct {
	ID CardID
	// Staff: Staff meeples on its vacancies.
	Staff int
	// Prisoners: Grey prisoners on its slots (Prison Labour, Cleaning).
	Prisoners Prisoners
	// Specialists: the specialists the card gave, typed where its text is
	// cut (Snipers); SpecialistsGiven reports whether it was typed.
	Specialists      int
	SpecialistsGiven bool
}

// Objective is a played objective and whether it is met.
type Objective struct {
	Deck    Deck
	VP      int
	Penalty int
	Done    bool
}

// Governor is the solo opponent's stacks ("Solo Rules").
type Governor struct {
	Difficulty  Difficulty
	Tiles       []TileID
	Bureaucracy []Card
	Objectives  []Objective
}

// holds reports whether the warden has the card.
func (w *Warden) holds(id CardID) bool {
	for _, c := range w.Bureaucracy {
		if c.ID == id {
			return true
		}
	}
	return false
}
