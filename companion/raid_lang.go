package companion

import (
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// RaidTextIn says the last raid of a Patrol phase in a language, as
// RaidText does in English (which needs no catalog): lockup status prints
// it. Spanish and Chinese come from the catalog's "status.raid.*" messages.
func (g Game) RaidTextIn(lang terms.Lang) string {
	if lang == terms.En {
		return g.RaidText()
	}
	return g.raidTextIn(lang)
}

// raidTextIn is RaidText through the catalog.
func (g Game) raidTextIn(lang terms.Lang) string {
	r := g.Patrol.LastRaid
	if r.Round == 0 {
		return ""
	}
	var lost []string
	for i, c := range g.Crews {
		if i < len(r.Lost) && r.Lost[i] > 0 {
			if c.Name == rules.Guards {
				lost = append(lost, lang.Sprintf("status.raid.lost-guards", r.Lost[i]))
				continue
			}
			lost = append(lost, lang.Sprintf("status.raid.lost", c.Name, r.Lost[i]))
		}
	}
	if len(lost) == 0 {
		lost = append(lost, lang.Sprintf("status.raid.nobody"))
	}
	back := lang.Sprintf("status.raid.back")
	if r.Kept != "" {
		back = lang.Sprintf("status.raid.back-solo", r.Kept)
	}
	s := lang.Sprintf("status.raid", r.Round, rules.ListIn(lang, lost), back)
	if r.RaidZero {
		s += lang.Sprintf("status.raid.zero", rules.RulingRaidZero)
	}
	return s
}
