package resolve

import (
	"encoding/json"
	"io"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/rules"
)

type resolveJSON struct {
	Locations   []locationJSON       `json:"locations"`
	FirstPlayer string               `json:"first_player"`
	Guards      *guardsJSON          `json:"guards,omitempty"`
	Rulings     []cmdutil.RulingJSON `json:"rulings"`
}

type locationJSON struct {
	Location      string         `json:"location"`
	Name          string         `json:"name"`
	Ranking       []rankJSON     `json:"ranking"`
	Suspicion     suspicionJSON  `json:"suspicion"`
	Rewards       []rewardJSON   `json:"rewards"`
	BanditStays   map[string]int `json:"bandit_stays,omitempty"`
	Lantern       *advanceJSON   `json:"lantern"`
	GuardsLantern *advanceJSON   `json:"guards_lantern,omitempty"`
	Stragglers    []string       `json:"stragglers"`
	FirstPlayer   string         `json:"first_player"`
	Notes         []noteJSON     `json:"notes,omitempty"`
	Gains         map[string]int `json:"-"`
}

type rankJSON struct {
	Name     string   `json:"name"`
	Strength int      `json:"strength"`
	Tokens   []string `json:"tokens,omitempty"`
	Guards   []int    `json:"guards,omitempty"`
}

type suspicionJSON struct {
	To         *string  `json:"to"`
	Cubes      int      `json:"cubes"`
	PassedOver []string `json:"passed_over,omitempty"`
}

type rewardJSON struct {
	Name              string         `json:"name"`
	Tier              string         `json:"tier"`
	Gains             map[string]int `json:"gains"`
	Choice            string         `json:"choice,omitempty"`
	Bandit            map[string]int `json:"bandit,omitempty"`
	FirstPlayerMarker bool           `json:"first_player_marker,omitempty"`
	Declined          bool           `json:"declined,omitempty"`
}

type advanceJSON struct {
	Name     string `json:"name"`
	Spaces   int    `json:"spaces"`
	Declined bool   `json:"declined,omitempty"`
}

type noteJSON struct {
	Text   string `json:"text"`
	Rule   string `json:"rule,omitempty"`
	Ruling string `json:"ruling,omitempty"`
}

func gainsJSON(g rules.Gains) map[string]int {
	out := map[string]int{}
	for k, v := range map[string]int{"scrap": g.Scrap, "potions": g.Potions, "iron": g.Iron, "gold": g.Gold, "power": g.Power, "reputation": g.Reputation, "tomes": g.Tomes} {
		if v != 0 {
			out[k] = v
		}
	}
	return out
}

func advanceToJSON(a *rules.Advance) *advanceJSON {
	if a == nil {
		return nil
	}
	return &advanceJSON{Name: a.Name, Spaces: a.Spaces, Declined: a.Declined}
}

func writeResolveJSON(w io.Writer, shown []rules.Resolution, firstPlayer string, rulingIDs []string, explain bool, guards *guardsShown) error {
	out := resolveJSON{Locations: []locationJSON{}, FirstPlayer: firstPlayer, Rulings: []cmdutil.RulingJSON{}}
	if guards != nil {
		out.Guards = guardsToJSON(guards.stops, guards.before, guards.after)
	}
	for _, res := range shown {
		l := locationJSON{
			Location:      res.Slug(),
			Name:          res.Name(),
			Ranking:       []rankJSON{},
			Suspicion:     suspicionJSON{Cubes: res.Suspicion.Cubes, PassedOver: res.PassedOver()},
			Rewards:       []rewardJSON{},
			Lantern:       advanceToJSON(res.Lantern()),
			GuardsLantern: advanceToJSON(res.GuardsLantern()),
			Stragglers:    []string{},
			FirstPlayer:   res.FirstPlayer,
		}
		if res.Suspicion.To != "" {
			to := res.Suspicion.To
			l.Suspicion.To = &to
		}
		if res.BanditStays.Total() > 0 {
			l.BanditStays = gainsJSON(rules.Gains{Resources: res.BanditStays})
		}
		for _, r := range res.Ranking() {
			rj := rankJSON{Name: r.Name, Strength: r.Strength, Guards: r.Guards}
			for _, t := range r.Tokens.Slice() {
				rj.Tokens = append(rj.Tokens, t.String())
			}
			l.Ranking = append(l.Ranking, rj)
		}
		for _, rw := range res.Rewards() {
			rj := rewardJSON{Name: rw.Name, Tier: rw.Tier.String(), Gains: gainsJSON(rw.Gained()), Choice: rw.Choice, FirstPlayerMarker: rw.FirstPlayerMarker, Declined: rw.Declined}
			if rw.Bandit.Total() > 0 {
				rj.Bandit = gainsJSON(rules.Gains{Resources: rw.Bandit})
			}
			l.Rewards = append(l.Rewards, rj)
		}
		for _, s := range res.Stragglers() {
			l.Stragglers = append(l.Stragglers, s.Name)
		}
		if explain {
			for _, n := range res.Notes() {
				nj := noteJSON{Text: n.Text, Ruling: n.Ruling}
				if n.Rule.Book != rules.NoBook {
					nj.Rule = n.Rule.String()
				}
				l.Notes = append(l.Notes, nj)
			}
		}
		out.Locations = append(out.Locations, l)
	}
	for _, id := range rulingIDs {
		if r, ok := rules.RulingByID(id); ok {
			out.Rulings = append(out.Rulings, cmdutil.RulingJSON{ID: id, Title: r.Title, Source: cmdutil.ToSourceJSON(r.Source), Passage: r.Passage, Decision: r.Decision})
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
