package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/terms"
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
		out[i] = Note{Text: r.textIn(terms.En, n), Rule: noteRules[n.kind].rule, Ruling: noteRules[n.kind].ruling}
	}
	return out
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
