package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// noteKind is the kind of a step of a resolution. A note is kept as its
// kind and a few indexes; Resolution.Notes writes it in words only when it
// is printed.
type noteKind uint8

// The kinds of notes, each with its own words, rule and ruling.
const (
	noNote                noteKind = iota
	noteLibraryStrength            // the Library ranks only stragglers
	noteStrength                   // i: the crew's rank; j: its power cubes
	noteLookoutOnly                // i: the crew's rank
	noteGuardsStrength             // i: the guards' rank, one guard card
	noteGuardsCards                // i: the guards' rank, several cards
	noteTie                        // ranks i to j-1 tie; seat: the marker
	noteLegendTie                  // as noteTie, on the legend card
	noteNobody                     // no crew tokens
	noteSuspicionNobody            // the cubes stay: nobody here
	noteSuspicionLookouts          // the cubes stay: lookouts everywhere
	noteSuspicionPassed            // the cubes pass over lookouts
	noteSuspicionTo                // the cubes go to the most strength
	noteSewersOthers               // i: the crew ranked second
	noteInfirmaryAlone             // i: the crew alone
	noteGuardsNothing              // the guards gain nothing here
	noteSoloTwoPlayer              // the two-player amount
	noteDeclines                   // i: the reward declined
	noteDeclinedBandit             // i: the reward declined, with cubes
	noteMarkerStays                // seat: who keeps the marker
	noteReward                     // i: the reward
	noteGuardsReward               // i: the guards' solitary reward
	noteBandit                     // i: the reward with the cubes
	noteMayReward                  // i: a reward that is a choice
	noteKeepsMarker                // i: the reward keeping the marker
	noteTakesMarker                // i: the reward; seat: the marker's holder
	noteBanditNobody               // the cubes stay: nobody here
	noteLibraryDecline             // a decline at the Library
	noteNoSeeker                   // j: the tunnel
	noteOneSeeker                  // i: the seeker's rank; j: the tunnel
	noteSeekers                    // i: the first seeker's rank; j: the tunnel
	noteAdvanceDeclined            // i: the seeker's rank
	noteGuardsLantern              // the guards advance
	noteGuardsLanternToo           // the guards advance beside a crew
	noteStragglers                 // the stragglers move to the Library
	noteGoHome                     // the Library's stragglers go home
	noteLegendEffect               // the legend card's effect
	noteLegendGuards               // the guards on the legend card
	noteTakesNothing               // i: a choice of which nothing is taken
	noteLanternStays               // i: the seeker's rank
	noteGuardsTakeNothing          // i: the guards, with nothing to craft or reserve
	noteSeekersTie                 // i: the seeker's rank; seat: the marker
)

// note is one step of a resolution: its kind, the ranking or reward index
// and the numbers it reads, and a seat.
type note struct {
	kind noteKind
	i, j int8
	seat int8
}

// noteRules holds each kind's rule and ruling.
var noteRules = [...]struct {
	rule   Source
	ruling string
}{
	noteLibraryStrength:   {srcStragglers, RulingLibraryStrength},
	noteStrength:          {srcStrengths, ""},
	noteLookoutOnly:       {srcRewards, RulingLookoutOnly},
	noteGuardsStrength:    {srcSoloLightsOut, ""},
	noteGuardsCards:       {srcSoloLightsOut, RulingGuardsStrength},
	noteTie:               {srcStrengths, ""},
	noteLegendTie:         {srcBoLegend, RulingLegendMarker},
	noteNobody:            {srcStrengths, ""},
	noteSuspicionNobody:   {srcGainSusp, ""},
	noteSuspicionLookouts: {srcGainSusp, ""},
	noteSuspicionPassed:   {srcGainSusp, ""},
	noteSuspicionTo:       {srcGainSusp, ""},
	noteSewersOthers:      {srcLocRewards, RulingSewersOthers},
	noteInfirmaryAlone:    {srcLocRewards, ""},
	noteGuardsNothing:     {srcSoloLightsOut, ""},
	noteSoloTwoPlayer:     {srcSoloSetup, RulingSoloTwoPlayer},
	noteDeclines:          {srcStragglers, RulingDeclineAll},
	noteDeclinedBandit:    {srcBandits, RulingDeclineAll},
	noteMarkerStays:       {srcLocRewards, RulingDeclineAll},
	noteReward:            {srcLocRewards, ""},
	noteGuardsReward:      {srcSoloLightsOut, ""},
	noteBandit:            {srcBandits, ""},
	noteMayReward:         {srcRewards, RulingMayReward},
	noteKeepsMarker:       {srcLocRewards, ""},
	noteTakesMarker:       {srcLocRewards, ""},
	noteBanditNobody:      {srcBandits, RulingBanditCube},
	noteLibraryDecline:    {srcStragglers, RulingLibraryDecline},
	noteNoSeeker:          {srcBoTunnels, ""},
	noteOneSeeker:         {srcBoTunnels, ""},
	noteSeekers:           {srcBoTunnels, ""},
	noteAdvanceDeclined:   {srcBoTunnels, RulingDeclineAll},
	noteGuardsLantern:     {srcBOSolo, ""},
	noteGuardsLanternToo:  {srcBOSolo, RulingSoloTunnel},
	noteStragglers:        {srcStragglers, ""},
	noteGoHome:            {srcStragglers, ""},
	noteLegendEffect:      {srcBoLegend, ""},
	noteLegendGuards:      {srcBOSolo, ""},
	noteTakesNothing:      {srcStragglers, RulingMayReward},
	noteLanternStays:      {srcBoTunnels, RulingBOTunnelStay},
	noteGuardsTakeNothing: {srcStragglers, RulingSoloCellBlockNone},
	noteSeekersTie:        {srcBoTunnels, RulingBOTunnelMarker},
}

// ruling returns the ID of the ruling behind the kind, if any.
func (k noteKind) ruling() string {
	if int(k) >= len(noteRules) {
		return ""
	}
	return noteRules[k].ruling
}

// Notes returns every step of the resolution in words, with the rule (or
// the ruling) that decided it. The words are written on each call.
func (r *Resolution) Notes() []Note {
	out := make([]Note, r.noted)
	for i, n := range r.notes[:r.noted] {
		out[i] = Note{Text: r.text(n), Rule: noteRules[n.kind].rule, Ruling: noteRules[n.kind].ruling}
	}
	return out
}

// text writes a note in words.
func (r *Resolution) text(n note) string {
	switch n.kind {
	case noteLibraryStrength:
		return "the Library ranks only the stragglers; their tokens keep their strengths and add up"
	case noteStrength:
		rk := &r.ranking[n.i]
		parts := make([]string, rk.Tokens.Len())
		for i := range parts {
			switch tok := rk.Tokens.At(i); tok {
			case Enforcer:
				parts[i] = "enforcer " + strconv.Itoa(int(n.j))
			case Lookout:
				parts[i] = "lookout 0"
			case Seeker:
				parts[i] = "seeker 1"
			default:
				parts[i] = tok.String()
			}
		}
		return fmt.Sprintf("%s: %s = %d", rk.Name, strings.Join(parts, " + "), rk.Strength)
	case noteLookoutOnly:
		return fmt.Sprintf("%s has only its lookout here: ranked with strength 0 and still eligible for a reward", r.ranking[n.i].Name)
	case noteGuardsStrength, noteGuardsCards:
		rk := &r.ranking[n.i]
		parts := make([]string, len(rk.Guards))
		for i, g := range rk.Guards {
			parts[i] = strconv.Itoa(g)
		}
		return fmt.Sprintf("guards: guard cards %s = %d", strings.Join(parts, " + "), rk.Strength)
	case noteTie, noteLegendTie:
		tied := r.ranking[n.i:n.j]
		names := make([]string, len(tied))
		strengths := make([]string, len(tied))
		for i, rk := range tied {
			names[i], strengths[i] = rk.Name, strconv.Itoa(rk.Strength)
		}
		return fmt.Sprintf("tie %s broken by seating: %s holds the first player marker, so clockwise from there the order is %s", strings.Join(strengths, "-"), r.name(Seat(n.seat)), strings.Join(names, ", "))
	case noteNobody:
		return "no crew tokens here"
	case noteSuspicionNobody:
		return fmt.Sprintf("%s %s: nobody is here", plural(r.Suspicion.Cubes, "suspicion cube", "suspicion cubes"), verb2(r.Suspicion.Cubes, "stays", "stay"))
	case noteSuspicionLookouts:
		return fmt.Sprintf("%s %s: every crew here has its lookout here", plural(r.Suspicion.Cubes, "suspicion cube", "suspicion cubes"), verb2(r.Suspicion.Cubes, "stays", "stay"))
	case noteSuspicionPassed:
		return fmt.Sprintf("%s to %s: %s ranked higher but had a lookout here", plural(r.Suspicion.Cubes, "suspicion cube", "suspicion cubes"), subject(r.Suspicion.To), strings.Join(r.PassedOver(), ", "))
	case noteSuspicionTo:
		return fmt.Sprintf("%s to %s, the most strength without a lookout here", plural(r.Suspicion.Cubes, "suspicion cube", "suspicion cubes"), subject(r.Suspicion.To))
	case noteSewersOthers:
		name := r.ranking[n.i].Name
		return fmt.Sprintf("the Sewers' second-most tier needs four or more crews; %s, ranked second, %s the every-other-crew tier", subject(name), verb(name, "takes", "take"))
	case noteInfirmaryAlone:
		return fmt.Sprintf("%s alone at the Infirmary: the most-strength reward, not the least", r.ranking[n.i].Name)
	case noteGuardsNothing:
		return fmt.Sprintf("the guards are here without the most strength: they gain nothing at the %s", r.Location)
	case noteSoloTwoPlayer:
		return "a solitary game is set up for two players: the two-player amount applies"
	case noteDeclines:
		rw := r.rewards[n.i]
		return fmt.Sprintf("%s (%s) declines: %s; the tiers below do not change", rw.Name, rw.Tier, rw.what())
	case noteDeclinedBandit:
		return fmt.Sprintf("the Bandit cubes (%s) stay at the %s", r.rewards[n.i].Bandit, r.Location)
	case noteMarkerStays:
		return fmt.Sprintf("the first player marker stays with %s", subject(r.name(Seat(n.seat))))
	case noteReward, noteGuardsReward:
		rw := r.rewards[n.i]
		return fmt.Sprintf("%s (%s): %s", rw.Name, rw.Tier, rw.what())
	case noteBandit:
		rw := r.rewards[n.i]
		return fmt.Sprintf("%s also %s the Bandit cubes (%s)", subject(rw.Name), verb(rw.Name, "takes", "take"), rw.Bandit)
	case noteMayReward:
		name := r.rewards[n.i].Name
		return fmt.Sprintf("%s's reward is a choice; it counts as collected unless %s takes nothing of it or declines it", name, name)
	case noteTakesNothing:
		rw := r.rewards[n.i]
		if rw.Bandit.Total() > 0 {
			return fmt.Sprintf("%s takes nothing of its choice but collects the Bandit cubes: a reward collected", rw.Name)
		}
		return fmt.Sprintf("%s takes nothing of its choice: no reward collected", rw.Name)
	case noteGuardsTakeNothing:
		return "the guards take nothing of their choice (nothing to craft or reserve): no reward collected, so their guard cards straggle"
	case noteLanternStays:
		name := r.ranking[n.i].Name
		if name == Guards {
			return "the guards' lantern does not advance: the advance is no reward"
		}
		return fmt.Sprintf("%s's lantern does not advance: the advance is no reward", name)
	case noteKeepsMarker:
		name := r.rewards[n.i].Name
		return fmt.Sprintf("%s %s the first player marker", subject(name), verb(name, "keeps", "keep"))
	case noteTakesMarker:
		name := r.rewards[n.i].Name
		return fmt.Sprintf("%s %s the first player marker from %s", subject(name), verb(name, "takes", "take"), subject(r.name(Seat(n.seat))))
	case noteBanditNobody:
		return fmt.Sprintf("nobody is here: the Bandit cubes (%s) stay", r.BanditStays)
	case noteLibraryDecline:
		return "a crew declining at the Library simply goes home"
	case noteNoSeeker:
		return fmt.Sprintf("%s tunnel: no seeker here, no crew advances", Tunnel(n.j))
	case noteOneSeeker:
		tn := Tunnel(n.j)
		return fmt.Sprintf("%s tunnel: %s has the only seeker here and may advance up to %s", tn, r.ranking[n.i].Name, plural(tn.Spaces(), "space", "spaces"))
	case noteSeekers:
		tn := Tunnel(n.j)
		var seekers []string
		for _, rk := range r.Ranking() {
			if rk.Tokens.Contains(Seeker) {
				seekers = append(seekers, rk.Name)
			}
		}
		return fmt.Sprintf("%s tunnel: seekers of %s; %s has the most strength among them and may advance up to %s", tn, strings.Join(seekers, ", "), r.ranking[n.i].Name, plural(tn.Spaces(), "space", "spaces"))
	case noteAdvanceDeclined:
		return fmt.Sprintf("%s declines its rewards here, the advance included; no other seeker advances instead", r.ranking[n.i].Name)
	case noteGuardsLantern, noteGuardsLanternToo:
		return "the guards have the most strength at a tunnel: their lantern advances 1 space"
	case noteStragglers, noteGoHome:
		names := make([]string, r.straggling)
		for i, s := range r.Stragglers() {
			names[i] = s.Name
		}
		if n.kind == noteGoHome {
			return fmt.Sprintf("no reward at the Library for %s: go home", strings.Join(names, ", "))
		}
		return fmt.Sprintf("no reward for %s: straggle to the Library", strings.Join(names, ", "))
	case noteLegendEffect:
		return "the legend card's effect, printed on it, rewards or penalises crews by this ranking; the tokens then go home"
	case noteSeekersTie:
		return fmt.Sprintf("the seekers' crews tie for the most strength: broken by seating from %s, who holds the first player marker once the rewards are collected, %s ranks first among them", r.name(Seat(n.seat)), r.ranking[n.i].Name)
	case noteLegendGuards:
		return "a reward the card gives the guards becomes 2 reputation for them; for a penalty with a choice, the crew chooses for the guards"
	}
	return ""
}

// name returns the name at a seat of the resolution's table.
func (r *Resolution) name(s Seat) string {
	if s < 0 || int(s) >= len(r.seating) {
		return s.String()
	}
	return r.seating[s]
}

// Ties says how each tie in the ranking was broken, one line each, in a
// player's words: "tie 5-5: the guards hold the first player marker and
// rank first". A tie is broken by seating, clockwise from the holder of the
// first player marker (core rulebook, "II. Lights Out Phase – 1. Determine
// Crew Strengths"; on the legend card, ruling bo-legend-marker). None without
// a tie.
func (r *Resolution) Ties() []string {
	var out []string
	for _, n := range r.notes[:r.noted] {
		if n.kind != noteTie && n.kind != noteLegendTie {
			continue
		}
		tied := r.ranking[n.i:n.j]
		names := make([]string, len(tied))
		strengths := make([]string, len(tied))
		for i, rk := range tied {
			names[i], strengths[i] = subject(rk.Name), strconv.Itoa(rk.Strength)
		}
		holder := r.name(Seat(n.seat))
		s := "tie " + strings.Join(strengths, "-") + ": "
		switch {
		case tied[0].Name == holder && len(tied) == 2:
			s += fmt.Sprintf("%s %s the first player marker and %s first", subject(holder), verb(holder, "holds", "hold"), verb(holder, "ranks", "rank"))
		case tied[0].Name == holder:
			s += fmt.Sprintf("%s %s the first player marker; clockwise from there the order is %s", subject(holder), verb(holder, "holds", "hold"), strings.Join(names, ", "))
		default:
			s += fmt.Sprintf("clockwise from %s, who %s the first player marker, the order is %s", subject(holder), verb(holder, "holds", "hold"), strings.Join(names, ", "))
		}
		out = append(out, s)
	}
	return out
}
