package rules

import (
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/terms"
)

// NotesIn returns every step of the resolution as Notes does, worded in a
// language from the catalog (companion/terms, keys "note.lo.*") with the
// glossary's terms. The words are written on each call; resolving writes
// none.
func (r *Resolution) NotesIn(l terms.Lang) []Note {
	out := make([]Note, r.noted)
	for i, n := range r.notes[:r.noted] {
		out[i] = Note{Text: r.textIn(l, n), Rule: noteRules[n.kind].rule, Ruling: noteRules[n.kind].ruling}
	}
	return out
}

// subjectIn names a side as the subject of a sentence: subject's words in
// English ("the guards"), the glossary's elsewhere.
func subjectIn(l terms.Lang, name string) string {
	if l == terms.En {
		return subject(name)
	}
	return NameIn(l, name)
}

// countKey returns key+"-one" for 1, key otherwise, as plural does.
func countKey(key string, n int) string {
	if n == 1 {
		return key + "-one"
	}
	return key
}

// namesIn joins names in a language's list.
func namesIn(l terms.Lang, names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = NameIn(l, n)
	}
	return ListIn(l, out)
}

// ResourcesIn writes resource cubes in a language as Resources.String does
// in English ("2 scrap, 1 potion"; "none").
func ResourcesIn(l terms.Lang, rs Resources) string {
	var parts []string
	for _, r := range AllResources {
		switch n := rs.Of(r); {
		case n == 1 && (r == Scrap || r == Potions):
			parts = append(parts, l.Sprintf("resolve."+r.String()+"-one"))
		case n != 0:
			parts = append(parts, l.Sprintf("resolve."+r.String(), n))
		}
	}
	if len(parts) == 0 {
		return l.Sprintf("list.none")
	}
	return ListIn(l, parts)
}

// CostIn writes a cost in a language as Cost.String does in English: "2
// iron, 1 any", "none".
func CostIn(l terms.Lang, c Cost) string {
	if c.Any == 0 {
		return ResourcesIn(l, c.Resources)
	}
	parts := []string{l.Sprintf("refusal.cubes-any", c.Any)}
	if c.Resources.Total() > 0 {
		parts = []string{ResourcesIn(l, c.Resources), parts[0]}
	}
	return ListIn(l, parts)
}

// GainsIn writes gains in a language as Gains.String does in English.
func GainsIn(l terms.Lang, g Gains) string {
	var parts []string
	if g.Resources.Total() > 0 {
		parts = append(parts, ResourcesIn(l, g.Resources))
	}
	if g.Power != 0 {
		parts = append(parts, l.Sprintf("resolve.power", g.Power))
	}
	if g.Reputation != 0 {
		parts = append(parts, l.Sprintf("resolve.reputation", g.Reputation))
	}
	switch {
	case g.Tomes == 1:
		parts = append(parts, l.Sprintf("resolve.tome-one"))
	case g.Tomes != 0:
		parts = append(parts, l.Sprintf("resolve.tomes", g.Tomes))
	}
	if len(parts) == 0 {
		return l.Sprintf("list.nothing")
	}
	return ListIn(l, parts)
}

// choiceKeys are the catalog's keys of the reward choices a location gives
// (Reward.Choice in crewRewards, twoPlayerMost and guardRewards;
// TestChoiceKeysCoverTheRewards holds them together).
var choiceKeys = map[string]string{
	"gains 1 resource of their choice from the supply":                                                                                                     "note.lo.choice.commissary-most",
	"may exchange 1 of their resources for 1 from the supply":                                                                                              "note.lo.choice.commissary-second",
	"may exchange 2 of their resources for 1 from the supply":                                                                                              "note.lo.choice.commissary-other",
	"may recruit 1 goon for any 1 resource, or 2 goons for any 4 resources":                                                                                "note.lo.choice.chow-hall-most",
	"may recruit 1 goon for any 1 resource, or 2 goons for any 5 resources":                                                                                "note.lo.choice.chow-hall-second",
	"may recruit 1 goon for any 2 resources":                                                                                                               "note.lo.choice.chow-hall-other",
	"may craft 1 item (paying its cost) or reserve 1 item (paying any 1 resource)":                                                                         "note.lo.choice.cell-block",
	"draws 2 tome cards, keeps 1 and puts the other at the bottom of the tome deck":                                                                        "note.lo.choice.library-most",
	"gain 1 resource of the kind they have fewest of (the rarest of those on a tie)":                                                                       "note.lo.choice.guards-commissary",
	"seize, without paying, the 2 goons with the most suspicion icons (on a tie, the one at the lowest-numbered location)":                                 "note.lo.choice.guards-chow-hall",
	"craft the item of highest reputation they can pay for, else reserve the item of highest reputation for free (on a tie, the item closest to the deck)": "note.lo.choice.guards-cell-block",
}

// ChoiceIn words a reward's choice (Reward.Choice) in a language: the
// catalog's words for a location's choice, the rules' English for any
// other (a card effect's).
func ChoiceIn(l terms.Lang, choice string) string {
	if key, ok := choiceKeys[choice]; ok && l != terms.En {
		return l.Sprintf(key)
	}
	return choice
}

// whatIn writes what a reward gives, as what does in English.
func (rw *Reward) whatIn(l terms.Lang) string {
	if l == terms.En {
		return rw.what()
	}
	var parts []string
	if !rw.Gains.IsZero() {
		parts = append(parts, GainsIn(l, rw.Gains))
	}
	if rw.Choice != "" {
		parts = append(parts, ChoiceIn(l, rw.Choice))
	}
	return strings.Join(parts, l.Sprintf("note.lo.clause-separator"))
}

// tierIn names a tier as the resolve table does ("most", "el más fuerte").
func tierIn(l terms.Lang, t Tier) string {
	if l == terms.En {
		return t.String()
	}
	return l.Sprintf("resolve.tier." + t.String())
}

// textIn writes a note in a language from the message catalog, English
// included (testdata/notes-en.golden holds the English).
func (r *Resolution) textIn(l terms.Lang, n note) string {
	cubes := r.Suspicion.Cubes
	switch n.kind {
	case noteLibraryStrength:
		return l.Sprintf("note.lo.library-strength")
	case noteStrength:
		rk := &r.ranking[n.i]
		parts := make([]string, rk.Tokens.Len())
		for i := range parts {
			switch tok := rk.Tokens.At(i); tok {
			case Enforcer:
				parts[i] = l.Sprintf("note.lo.enforcer", int(n.j))
			case Lookout:
				parts[i] = l.Sprintf("note.lo.lookout")
			case Seeker:
				parts[i] = l.Sprintf("note.lo.seeker")
			default:
				parts[i] = tok.String()
			}
		}
		return l.Sprintf("note.lo.strength", NameIn(l, rk.Name), strings.Join(parts, " + "), rk.Strength)
	case noteLookoutOnly:
		return l.Sprintf("note.lo.lookout-only", NameIn(l, r.ranking[n.i].Name))
	case noteGuardsStrength, noteGuardsCards:
		rk := &r.ranking[n.i]
		parts := make([]string, len(rk.Guards))
		for i, g := range rk.Guards {
			parts[i] = strconv.Itoa(g)
		}
		return l.Sprintf("note.lo.guards-strength", strings.Join(parts, " + "), rk.Strength)
	case noteTie, noteLegendTie:
		tied := r.ranking[n.i:n.j]
		names := make([]string, len(tied))
		strengths := make([]string, len(tied))
		for i, rk := range tied {
			names[i], strengths[i] = rk.Name, strconv.Itoa(rk.Strength)
		}
		return l.Sprintf("note.lo.tie", strings.Join(strengths, "-"), NameIn(l, r.name(Seat(n.seat))), namesIn(l, names))
	case noteNobody:
		return l.Sprintf("note.lo.nobody")
	case noteSuspicionNobody:
		return l.Sprintf(countKey("note.lo.suspicion-nobody", cubes), cubes)
	case noteSuspicionLookouts:
		return l.Sprintf(countKey("note.lo.suspicion-lookouts", cubes), cubes)
	case noteSuspicionPassed:
		return l.Sprintf(countKey("note.lo.suspicion-passed", cubes), cubes, subjectIn(l, r.Suspicion.To), namesIn(l, r.PassedOver()))
	case noteSuspicionTo:
		return l.Sprintf(countKey("note.lo.suspicion-to", cubes), cubes, subjectIn(l, r.Suspicion.To))
	case noteSewersOthers:
		if name := r.ranking[n.i].Name; name != Guards {
			return l.Sprintf("note.lo.sewers-others", name)
		}
		return l.Sprintf("note.lo.sewers-others-guards")
	case noteInfirmaryAlone:
		return l.Sprintf("note.lo.infirmary-alone", NameIn(l, r.ranking[n.i].Name))
	case noteGuardsNothing:
		return l.Sprintf("note.lo.guards-nothing", LocationIn(l, r.Location))
	case noteSoloTwoPlayer:
		return l.Sprintf("note.lo.solo-two-player")
	case noteDeclines:
		rw := &r.rewards[n.i]
		return l.Sprintf("note.lo.declines", NameIn(l, rw.Name), tierIn(l, rw.Tier), rw.whatIn(l))
	case noteDeclinedBandit:
		return l.Sprintf("note.lo.declined-bandit", ResourcesIn(l, r.rewards[n.i].Bandit), LocationIn(l, r.Location))
	case noteMarkerStays:
		return l.Sprintf("note.lo.marker-stays", subjectIn(l, r.name(Seat(n.seat))))
	case noteReward, noteGuardsReward:
		rw := &r.rewards[n.i]
		return l.Sprintf("note.lo.reward", NameIn(l, rw.Name), tierIn(l, rw.Tier), rw.whatIn(l))
	case noteBandit:
		rw := &r.rewards[n.i]
		if rw.Name == Guards {
			return l.Sprintf("note.lo.bandit-guards", ResourcesIn(l, rw.Bandit))
		}
		return l.Sprintf("note.lo.bandit", rw.Name, ResourcesIn(l, rw.Bandit))
	case noteMayReward:
		name := NameIn(l, r.rewards[n.i].Name)
		return l.Sprintf("note.lo.may-reward", name, name)
	case noteTakesNothing:
		rw := &r.rewards[n.i]
		if rw.Bandit.Total() > 0 {
			return l.Sprintf("note.lo.takes-nothing-bandit", NameIn(l, rw.Name))
		}
		return l.Sprintf("note.lo.takes-nothing", NameIn(l, rw.Name))
	case noteGuardsTakeNothing:
		return l.Sprintf("note.lo.guards-take-nothing")
	case noteLanternStays:
		name := r.ranking[n.i].Name
		if name == Guards {
			return l.Sprintf("note.lo.lantern-stays-guards")
		}
		return l.Sprintf("note.lo.lantern-stays", NameIn(l, name))
	case noteKeepsMarker:
		if name := r.rewards[n.i].Name; name != Guards {
			return l.Sprintf("note.lo.keeps-marker", name)
		}
		return l.Sprintf("note.lo.keeps-marker-guards")
	case noteTakesMarker:
		from := subjectIn(l, r.name(Seat(n.seat)))
		if name := r.rewards[n.i].Name; name != Guards {
			return l.Sprintf("note.lo.takes-marker", name, from)
		}
		return l.Sprintf("note.lo.takes-marker-guards", from)
	case noteBanditNobody:
		return l.Sprintf("note.lo.bandit-nobody", ResourcesIn(l, r.BanditStays))
	case noteLibraryDecline:
		return l.Sprintf("note.lo.library-decline")
	case noteNoSeeker:
		return l.Sprintf("note.lo.no-seeker", TunnelIn(l, Tunnel(n.j)))
	case noteOneSeeker:
		tn := Tunnel(n.j)
		return l.Sprintf("note.lo.one-seeker", TunnelIn(l, tn), NameIn(l, r.ranking[n.i].Name), SpacesIn(l, tn.Spaces()))
	case noteSeekers:
		tn := Tunnel(n.j)
		var seekers []string
		for _, rk := range r.Ranking() {
			if rk.Tokens.Contains(Seeker) {
				seekers = append(seekers, rk.Name)
			}
		}
		return l.Sprintf("note.lo.seekers", TunnelIn(l, tn), namesIn(l, seekers), NameIn(l, r.ranking[n.i].Name), SpacesIn(l, tn.Spaces()))
	case noteAdvanceDeclined:
		return l.Sprintf("note.lo.advance-declined", NameIn(l, r.ranking[n.i].Name))
	case noteGuardsLantern, noteGuardsLanternToo:
		return l.Sprintf("note.lo.guards-lantern")
	case noteStragglers, noteGoHome:
		names := make([]string, r.straggling)
		for i, s := range r.Stragglers() {
			names[i] = s.Name
		}
		if n.kind == noteGoHome {
			return l.Sprintf("note.lo.go-home", namesIn(l, names))
		}
		return l.Sprintf("note.lo.stragglers", namesIn(l, names))
	case noteLegendEffect:
		return l.Sprintf("note.lo.legend-effect")
	case noteSeekersTie:
		return l.Sprintf("note.lo.seekers-tie", NameIn(l, r.name(Seat(n.seat))), NameIn(l, r.ranking[n.i].Name))
	case noteLegendGuards:
		return l.Sprintf("note.lo.legend-guards")
	}
	return ""
}
