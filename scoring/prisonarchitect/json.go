package prisonarchitect

// The machine-readable views of a scored game and of the tiles and cards:
// data, in English, which the commands only encode (json) or print.

type cellJSON struct {
	At        string         `json:"at"`
	Tile      string         `json:"tile"`
	Prisoners map[string]int `json:"prisoners"`
	Needs     []string       `json:"needs"`
	Tally     map[string]int `json:"tally"`
	From      []string       `json:"from"`
}

type awardJSON struct {
	Category string `json:"category"`
	VP       int    `json:"vp"`
	Text     string `json:"text"`
}

type wardenJSON struct {
	Name           string      `json:"name"`
	Cash           int         `json:"cash"`
	BrickAndMortar int         `json:"brick_and_mortar"`
	Organization   int         `json:"organization"`
	Tracks         int         `json:"tracks"`
	Specialists    int         `json:"specialists"`
	Objectives     int         `json:"objectives"`
	Escapees       int         `json:"escapees"`
	Reintegration  int         `json:"reintegration"`
	Inmates        int         `json:"inmates"`
	Total          int         `json:"total"`
	Cells          []cellJSON  `json:"cells,omitempty"`
	Awards         []awardJSON `json:"awards,omitempty"`
}

type governorJSON struct {
	Difficulty     string      `json:"difficulty"`
	BrickAndMortar int         `json:"brick_and_mortar"`
	Organization   int         `json:"organization"`
	Specialists    int         `json:"specialists"`
	Objectives     int         `json:"objectives"`
	Total          int         `json:"total"`
	Awards         []awardJSON `json:"awards,omitempty"`
}

type noteJSON struct {
	Ruling string `json:"ruling,omitempty"`
	Who    string `json:"who,omitempty"`
	Text   string `json:"text"`
}

// ScoreJSON is a scored game in --output json.
type ScoreJSON struct {
	Game     string        `json:"game"`
	Wardens  []wardenJSON  `json:"wardens"`
	Governor *governorJSON `json:"governor,omitempty"`
	Winners  []string      `json:"winners"`
	Notes    []noteJSON    `json:"notes"`
}

// ToJSON is the result as lockup pa score --output json prints it; with
// explain, each cell's tally and each conditional VP too.
func ToJSON(res *Result, explain bool) ScoreJSON {
	out := ScoreJSON{Game: "prison-architect", Winners: res.Winners, Notes: []noteJSON{}}
	award := func(a Award) awardJSON {
		return awardJSON{Category: a.Category.Key(), VP: a.VP, Text: a.String()}
	}
	for i := range res.Wardens {
		w := &res.Wardens[i]
		bd := w.Breakdown
		jw := wardenJSON{Name: w.Name, Cash: bd[CashVP], BrickAndMortar: bd[BrickAndMortarVP], Organization: bd[OrganizationVP],
			Tracks: bd[TracksVP], Specialists: bd[SpecialistsVP], Objectives: bd[ObjectivesVP], Escapees: bd[EscapeesVP],
			Reintegration: bd[ReintegrationVP], Inmates: bd[InmatesVP], Total: w.Total()}
		if explain {
			for j := range w.Cells {
				c := &w.Cells[j]
				jc := cellJSON{At: c.At.String(), Tile: c.Tile.Key(), Prisoners: map[string]int{}, Needs: []string{}, Tally: map[string]int{}}
				for _, col := range Colours {
					jc.Prisoners[col.String()] = c.Prisoners[col]
				}
				for _, n := range Needs {
					if c.Needs.Has(n) {
						jc.Needs = append(jc.Needs, n.String())
					}
				}
				for _, t := range []Tag{Security, Contraband, Comfort, Discontent, Hygiene} {
					jc.Tally[t.String()] = int(c.Tally[t])
				}
				for _, x := range c.From {
					jc.From = append(jc.From, x.String())
				}
				jw.Cells = append(jw.Cells, jc)
			}
			for _, a := range w.Awards {
				jw.Awards = append(jw.Awards, award(a))
			}
		}
		out.Wardens = append(out.Wardens, jw)
	}
	if gs := res.Governor; gs != nil {
		jg := &governorJSON{Difficulty: gs.Difficulty.String(), BrickAndMortar: gs.BrickAndMortar, Organization: gs.Organization,
			Specialists: gs.Specialists, Objectives: gs.Objectives, Total: gs.Total()}
		if explain {
			for _, a := range gs.Awards {
				jg.Awards = append(jg.Awards, award(a))
			}
		}
		out.Governor = jg
	}
	for _, n := range res.Notes {
		out.Notes = append(out.Notes, noteJSON{Ruling: n.Ruling, Who: n.Who, Text: n.Text()})
	}
	return out
}

// EntryJSON is a tile or a Bureaucracy card as lockup pa tiles and cards
// list it.
type EntryJSON struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Kind     string `json:"kind"`
	Cost     int    `json:"cost"`
	VP       *int   `json:"vp,omitempty"`
	Outdoor  bool   `json:"outdoor,omitempty"`
	Effect   string `json:"effect"`
	Cut      string `json:"cut,omitempty"`
	Source   string `json:"source"`
	Capacity int    `json:"capacity,omitempty"`
}

// EntriesJSON lists every tile (what is "tiles") or every Bureaucracy card.
func EntriesJSON(what string) []EntryJSON {
	var out []EntryJSON
	if what == "tiles" {
		for _, t := range Tiles() {
			e := EntryJSON{ID: t.Key, Name: t.Name, Kind: t.Category.String(), Cost: t.Cost, Outdoor: t.Outdoor, Effect: t.Text, Cut: t.Cut, Source: t.Source(), Capacity: t.Capacity}
			if t.VPGiven {
				vp := t.VP
				e.VP = &vp
			}
			out = append(out, e)
		}
		return out
	}
	for _, c := range Cards() {
		out = append(out, EntryJSON{ID: c.Key, Name: c.Name, Kind: c.Type.String() + " card", Cost: c.Cost, Effect: c.Text, Cut: c.Cut, Source: c.Source()})
	}
	return out
}
