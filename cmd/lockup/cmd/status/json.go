package status

import (
	"encoding/json"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

type statusCrewJSON struct {
	Name         string         `json:"name"`
	Colour       string         `json:"colour,omitempty"`
	FirstPlayer  bool           `json:"first_player"`
	Reputation   int            `json:"reputation"`
	Power        int            `json:"power"`
	Suspicion    int            `json:"suspicion"`
	Resources    map[string]int `json:"resources"`
	StorageLimit int            `json:"storage_limit"`
	TokensLeft   int            `json:"tokens_left"`
	Passed       bool           `json:"passed"`
	Items        []string       `json:"items"`
	Reserved     []string       `json:"reserved"`
	Goons        []string       `json:"goons"`
	Tomes        []string       `json:"tomes"`
	TomesToDraw  int            `json:"tomes_to_draw"`
	Goals        []string       `json:"goals"`
}

type statusLocationJSON struct {
	Location  string `json:"location"`
	Goon      string `json:"goon,omitempty"`
	Suspicion int    `json:"suspicion"`
	// Bandit are the Bandit cubes waiting there, when there are any.
	Bandit map[string]int `json:"bandit,omitempty"`
	Tokens map[string]int `json:"tokens,omitempty"`
}

// statusEffectJSON is a special effect icon waiting for its player's
// choice.
type statusEffectJSON struct {
	Crew     string `json:"crew"`
	Card     string `json:"card"`
	Effect   string `json:"effect"`
	Location string `json:"location,omitempty"`
}

// statusScoreJSON is the final scoring of a game that has ended: what
// lockup score --output json prints, and the values the game file does not
// give, which are not counted.
type statusScoreJSON struct {
	scoring.JSON
	NotCounted []string `json:"not_counted"`
}

type statusJSON struct {
	Round     int                  `json:"round"`
	Phase     string               `json:"phase"`
	Next      string               `json:"next"`
	LastRaid  string               `json:"last_raid,omitempty"`
	Edition   string               `json:"edition"`
	Advanced  bool                 `json:"advanced"`
	Crews     []statusCrewJSON     `json:"crews"`
	Locations []statusLocationJSON `json:"locations"`
	Display   []string             `json:"item_display"`
	Goals     []string             `json:"goals"`
	// GoonDiscard is the goon discard pile, first discarded first.
	GoonDiscard []string       `json:"goon_discard"`
	Supply      map[string]int `json:"supply"`
	// Waiting are the special effect icons waiting for a choice, the one
	// to choose first first (Next says how).
	Waiting []statusEffectJSON `json:"waiting_effects"`
	// FinalScore is there once the game has ended.
	FinalScore *statusScoreJSON `json:"final_score,omitempty"`
	// Expect is what the game waits for, for scripts.
	Expect statusExpectJSON `json:"expect"`
	// Solo is there in a solitary game: the guards (who are not in Crews).
	Solo *statusSoloJSON `json:"solo,omitempty"`
	// Breakout is there in a game with the Breakout expansion.
	Breakout *statusBreakoutJSON `json:"breakout,omitempty"`
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func resourceMap(r rules.Resources) map[string]int {
	m := map[string]int{}
	for _, k := range rules.AllResources {
		m[k.String()] = r.Of(k)
	}
	return m
}

func tokenNames(ts []rules.Token) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

func writeStatusJSON(opts *statusOptions, g companion.Game, entries []companion.Entry) error {
	s := statusJSON{Round: g.Round, Phase: g.Phase.Slug(), Next: g.Expect().String(), LastRaid: g.RaidText(), Edition: g.Box.Edition.String(), Advanced: g.Advanced,
		Display: nonNil(g.Display), Goals: nonNil(g.Goals), GoonDiscard: nonNil(g.GoonDiscard),
		Supply: resourceMap(g.Supply.Resources)}
	s.Supply["power"], s.Supply["suspicion"] = g.Supply.Power, g.Supply.Suspicion
	s.Expect = expectJSON(g.Expect())
	for _, c := range playerCrews(g) {
		s.Crews = append(s.Crews, statusCrewJSON{Name: c.Name, Colour: c.Colour, FirstPlayer: c.Name == g.FirstPlayer,
			Reputation: c.Board.Reputation, Power: c.Board.Power, Suspicion: c.Board.Suspicion,
			Resources: resourceMap(c.Board.Resources), StorageLimit: c.Board.StorageLimit,
			TokensLeft: len(c.Tokens), Passed: c.Passed,
			Items: nonNil(c.Items), Reserved: nonNil(c.Reserved), Goons: nonNil(c.Goons), Tomes: nonNil(c.Tomes), TomesToDraw: c.TomesToDraw, Goals: nonNil(c.Goals)})
	}
	for _, l := range rules.AllLocations {
		st := g.Locations[l]
		lj := statusLocationJSON{Location: l.Slug(), Goon: st.Goon, Suspicion: st.Suspicion}
		if st.Bandit.Total() > 0 {
			lj.Bandit = map[string]int{}
			for _, k := range rules.AllResources {
				if n := st.Bandit.Of(k); n > 0 {
					lj.Bandit[k.String()] = n
				}
			}
		}
		for _, p := range st.Placements {
			if lj.Tokens == nil {
				// Counts only: face-down tokens stay hidden.
				lj.Tokens = map[string]int{}
			}
			lj.Tokens[p.Crew] += len(p.Tokens)
		}
		s.Locations = append(s.Locations, lj)
	}
	s.Waiting = []statusEffectJSON{}
	for _, p := range g.Pending {
		e := statusEffectJSON{Crew: p.Crew, Card: p.Card, Effect: p.Effect.String()}
		if p.Location != rules.NoLocation {
			e.Location = p.Location.Slug()
		}
		s.Waiting = append(s.Waiting, e)
	}
	if g.Phase == companion.PhaseGameEnd {
		res, unknown := g.FinalScore()
		s.FinalScore = &statusScoreJSON{JSON: scoring.ToJSON(&res), NotCounted: nonNil(unknown)}
	}
	if g.Solo != nil {
		v := newSoloView(g)
		s.Solo = v.json(g)
	}
	if v, ok := g.BreakoutView(entries); ok {
		s.Breakout = breakoutJSON(v)
	}
	enc := json.NewEncoder(opts.IO.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}

// statusExpectJSON is what the game waits for (companion.Expectation), in
// `lockup status --output json`.
type statusExpectJSON struct {
	Round int    `json:"round"`
	Phase string `json:"phase"`
	// Kind is what the game waits for: "roll-call-turn",
	// "location-to-resolve", "guard-turn"... (companion.ExpectKind.Slug).
	Kind string `json:"kind"`
	// Location is the location being resolved or concerned, if any.
	Location string `json:"location,omitempty"`
	// Actors are the crews (or "guards") who make the entry; none when the
	// table makes it by itself or the game is over.
	Actors []string `json:"actors"`
	// Automatic is true when the table makes the entry by itself: Entry is
	// its kind and Reason why nobody has a choice.
	Automatic bool   `json:"automatic"`
	Entry     string `json:"entry,omitempty"`
	Reason    string `json:"reason,omitempty"`
	// Commands are the commands that answer it, one per possible answer, as
	// argument lists ("lockup" first; a word in capitals stands for what
	// the script fills in); when the table makes the entry by itself, the
	// command that has it made (lockup next, lockup patrol).
	Commands [][]string `json:"commands"`
	// Text is the "Next:" line of lockup status.
	Text string `json:"text"`
}

func expectJSON(x companion.Expectation) statusExpectJSON {
	e := statusExpectJSON{Round: x.Round, Phase: x.Phase.Slug(), Kind: x.Kind.Slug(), Actors: nonNil(x.Actors()), Commands: cmdutil.ExpectArgs(x), Text: x.String()}
	if x.Location != rules.NoLocation {
		e.Location = x.Location.Slug()
	}
	if a, ok := x.Auto(); ok {
		e.Automatic, e.Entry, e.Reason = true, a.Payload.Kind().String(), a.String()
		e.Actors = []string{}
	}
	return e
}
