package scoring

// JSON is the machine-readable view of a scored board: what lockup score
// --output json prints, and lockup status --output json at the end of a
// game. It is data, in English; the commands only encode it.

type jsonBreakdown struct {
	Track       int `json:"track"`
	Raid        int `json:"raid"`
	LeaderGoal  int `json:"leader_goal"`
	EndGameGoal int `json:"end_game_goal"`
	Goons       int `json:"goons"`
	Resources   int `json:"resources"`
	Tomes       int `json:"tomes"`
	FirstPlayer int `json:"first_player"`
	Catacombs   int `json:"catacombs"`
}

type jsonGoonScore struct {
	Type   string `json:"type"`
	Count  int    `json:"count"`
	Golems int    `json:"golems,omitempty"`
	Points int    `json:"points"`
}

type jsonCrew struct {
	Name      string          `json:"name"`
	Total     int             `json:"total"`
	Items     int             `json:"items"`
	Breakdown jsonBreakdown   `json:"breakdown"`
	GoonTypes []jsonGoonScore `json:"goon_types"`
}

type jsonNote struct {
	Ruling string `json:"ruling,omitempty"`
	Text   string `json:"text"`
}

// JSON is a scored board in --output json (lockup status prints it too).
type JSON struct {
	Crews   []jsonCrew `json:"crews"`
	Winners []string   `json:"winners"`
	Notes   []jsonNote `json:"notes"`
}

// ToJSON is res in --output json.
func ToJSON(res *Result) JSON {
	out := JSON{Winners: res.Winners(), Notes: []jsonNote{}}
	if out.Winners == nil {
		out.Winners = []string{}
	}
	for _, c := range res.Crews() {
		b := c.Breakdown
		jc := jsonCrew{Name: c.Name, Total: c.Total(), Items: c.Items, GoonTypes: []jsonGoonScore{}, Breakdown: jsonBreakdown{
			Track: b.Track, Raid: b.Raid, LeaderGoal: b.LeaderGoal, EndGameGoal: b.EndGameGoal, Goons: b.Goons,
			Resources: b.Resources, Tomes: b.Tomes, FirstPlayer: b.FirstPlayer, Catacombs: b.Catacombs,
		}}
		for _, gs := range b.GoonTypes.List() {
			jc.GoonTypes = append(jc.GoonTypes, jsonGoonScore{Type: gs.Type.String(), Count: gs.Count, Golems: gs.Golems, Points: gs.Points})
		}
		out.Crews = append(out.Crews, jc)
	}
	for _, n := range res.Notes() {
		out.Notes = append(out.Notes, jsonNote{Ruling: n.Ruling(), Text: n.Text})
	}
	return out
}
