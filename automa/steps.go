package automa

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

func core(section string, page int) rules.Source {
	return rules.Source{Book: rules.CoreRulebook, Section: section, Page: page}
}

// The passages the automa applies. Pages are given only where the rulebook
// names them.
var (
	srcSetup       = core("Solitary Mode – Setup", 0)
	srcGuardDeck   = core("Solitary Mode – Guard Deck", 0)
	srcRollCall    = core("Solitary Mode – Roll Call Phase", 0)
	srcLightsOut   = core("Solitary Mode – Lights Out Phase", 0)
	srcCommissary  = core("Solitary Mode – Lights Out Phase, Commissary", 0)
	srcChowHall    = core("Solitary Mode – Lights Out Phase, Chow Hall", 0)
	srcCellBlock   = core("Solitary Mode – Lights Out Phase, Cell Block", 0)
	srcLibrary     = core("Solitary Mode – Lights Out Phase, Library", 0)
	srcStorage     = core("Solitary Mode – Patrol Phase, Storage Limits", 0)
	srcRaids       = core("Solitary Mode – Patrol Phase, Raids", 0)
	srcReshuffle   = core("Solitary Mode – Patrol Phase, Reshuffle Decks", 0)
	srcGainTome    = core("Solitary Mode – Special Effects, Gain Tome", 0)
	srcStorageIcon = core("Solitary Mode – Special Effects, Increase Storage Limit", 0)
	srcExchange    = core("Solitary Mode – Special Effects, Exchange Resource", 0)
	srcDifficulty  = core("Solitary Mode – Difficulty Levels", 19)
	srcStrengths   = core("II. Lights Out Phase – 1. Determine Crew Strengths", 0)
	srcRewards     = core("Location Rewards", 11)
	srcResources   = core("Resource Cubes", 0)
	srcCrafting    = core("Crafting Items", 14)
	srcIcons       = core("Special Effect Icons", 0)
	srcZhSolo      = rules.Source{Book: rules.CoreRulebook2018, Section: "Solitary Mode"}
	srcBoSoloIcons = rules.Source{Book: rules.BreakoutRulebook, Section: "Solitary Mode – Special Effects"}

	srcBoSoloSetup     = bo("Solitary Mode – Setup")
	srcBoSoloRollCall  = bo("Solitary Mode – Roll Call Phase")
	srcBoSoloLightsOut = bo("Solitary Mode – Lights Out Phase")
	srcBoRollCall      = bo("Expansion Gameplay – I. Roll Call Phase")
	srcBoLegend        = bo("Resolving the Legend Card")
	srcBoAdvancing     = bo("Advancing in the Catacombs")
	srcBoEscape        = bo("Prison Breakout")
	srcBoShapeshifters = bo("Goon Cards – Shapeshifters")
	srcBoIcons         = bo("Special Effect Icons")
)

func bo(section string) rules.Source {
	return rules.Source{Book: rules.BreakoutRulebook, Section: section}
}

// StepKind is the kind of one step of the guards' path: what was read or
// decided, with its own words, passage and ruling. Steps are kept as a kind
// and three small numbers and put into words only when printed.
type StepKind uint8

// The kinds of steps. The comment after each says what its numbers A, B and
// C hold.
const (
	NoStep StepKind = iota

	// Roll Call.
	StepReshuffled    // A: the round
	StepDeal          // A: the location
	StepFirstTurn     // A: the side holding the first player marker
	StepTurnUp        // A: the location; B: the strength; C: the card (cardCode)
	StepSpecialEarly  // A: the location
	StepNoFaceDown    //
	StepLocationCard  // A: the location card; B: the strength placed; C: the card (cardCode)
	StepOffDuty       //
	StepGuardDeckOut  // A: the location card
	StepAtlas         // A: the location; B: the strength; C: the card (cardCode)
	StepPlayerTurn    // A: tokens left
	StepLastToken     //
	StepPlayerPassed  // A: tokens left
	StepTurnUpDark    // A: the location; B: the strength; C: the card, and whether the special card brought it (cardCode)
	StepSpecialBrings // A: the location
	StepSpecialNone   // A: the location
	StepGuardCard     // A: the location; B: the strength; C: the card, and whether the special card brought it (cardCode)
	StepGuardStrength // A: the location; B: the strength of its one card
	StepGuardsTotal   // A: the location; B: the total; C: the cards

	// Lights Out.
	StepTie         // A: the strength; B: the side holding the first player marker
	StepNoReward    // A: the location
	StepNothingHere // A: the location
	StepStandard    // A: the location
	StepMarker      // A: the side the guards take the marker from (NoSide: they keep it)
	StepSupplyShort // A: the resource (0: power); B: the reward; C: what the supply has
	StepFewest      // A: the kinds tied, one bit per resource; B: the count
	StepRarest      // A: the resource
	StepNotInSupply // A: the kinds the supply lacks, one bit per resource
	StepSupplyEmpty //
	StepGainCube    // A: the resource
	StepGoon        // A: the location; B: the icons; C: 1 or 2, the goon's order
	StepGoonTie     // A: the location taken; B: the icons; C: the locations tied, one bit each
	StepGoonsShort  // A: the goons on the goon spaces
	StepSeized      // A: the goons seized
	StepCanPay      // A: the items they can pay for; B: in the display; C: reserved
	StepBestCraft   // A: 1 for a reserved item; B: its index; C: its reputation
	StepTieDisplay  // A: the items tied
	StepTieReserve  // A: the items tied
	StepTieReserved // A: the items tied
	StepPayAny      // A: the cubes of any kind
	StepPaid        //
	StepCrafted     // A: the reputation
	StepCannotCraft //
	StepBestReserve // B: the item's index; C: its reputation
	StepCellNothing //
	StepLibraryStar // A: the tier

	// Special effects.
	StepTomeStar         // A: the effect
	StepChooseTomeStar   // A: the effect
	StepStorageNothing   //
	StepExchangeGive     // A: the kinds tied for most, one bit each; B: the count; C: the kind given
	StepExchangeGet      // A: the kinds tied for fewest, one bit each; B: the count; C: the kind taken
	StepExchangeNone     //
	StepGiveSuspicion    //
	StepNoSuspicion      // A: the effect
	StepRemoveSuspicion  //
	StepEffectGain       // A: the resource (0: power)
	StepEffectEmpty      // A: the resource (0: power)
	StepEffectLater      // A: the effect
	StepEffectNotPlayed  // A: the effect
	StepImproveIgnored   //
	StepGuardsNeverStore //

	// Patrol and game end.
	StepRaidPlayer // A: the player's suspicion; B: the guards'
	StepRaidGuards // A: the player's suspicion; B: the guards'
	StepRaidTie    // A: the suspicion each

	// Breakout's solitary mode.
	StepDealLegend      //
	StepLegendStaysDown //
	StepBreakoutCard    // A: the location card
	StepTurnUpLegend    // B: the strength; C: the card (cardCode)
	StepSpecialLegend   //
	StepLegendStrength  // B: the strength
	StepLegendToken     // A: the tokens left in the holding cell
	StepLegendReward    // A: the stars
	StepPathsFrom       // A: the space the lantern is on (see spaceCode); B: the paths leaving it
	StepPathCost        // A: the space the path leads to; B: its cost (see packCost); C: 1 when the guards can pay it
	StepPathBest        // A: the space; B: the paths the guards could take
	StepPathPaid        // A: the space; B: the cost
	StepPathFree        // A: the space
	StepPathOnly        // A: the space; B: the cost
	StepPathNone        // A: the space the lantern is on
	StepLanternEnd      // A: the space the lantern is on
	StepLootTop         // A: the tokens in the stack
	StepLootEmpty       //
	StepShapeshifter    // A: the goons drawn
	StepShapeshiftKeep  // A: the goon kept, 1 for the first drawn; B: its icons; C: the goons tied
	StepShapeshiftAgain //
	StepShapeshiftNone  //
	StepWild            // A: the countable (rules.Countable); B: the wild valuables
	StepWildNone        // A: the countable; B: the wild valuables
	StepAdvanceIcon     //
	StepReserveIcon     //
	StepReserveNothing  //

	stepKinds
)

var stepNames = [...]string{
	"", "reshuffled", "deal", "first-turn", "turn-up", "special-early", "no-face-down", "location-card",
	"off-duty", "guard-deck-out", "atlas", "player-turn", "last-token", "player-passed", "turn-up-dark",
	"special-brings", "special-none", "guard-card", "guard-strength", "guards-total",
	"tie", "no-reward", "nothing-here", "standard", "marker", "supply-short", "fewest", "rarest",
	"not-in-supply", "supply-empty", "gain-cube", "goon", "goon-tie", "goons-short", "seized", "can-pay",
	"best-craft", "tie-display", "tie-reserve", "tie-reserved", "pay-any", "paid", "crafted",
	"cannot-craft", "best-reserve", "cell-nothing", "library-star",
	"tome-star", "choose-tome-star", "storage-nothing", "exchange-give", "exchange-get", "exchange-none", "give-suspicion",
	"no-suspicion", "remove-suspicion", "effect-gain", "effect-empty", "effect-later", "effect-not-played",
	"improve-ignored", "never-store",
	"raid-player", "raid-guards", "raid-tie",
	"deal-legend", "legend-stays-down", "breakout-card", "turn-up-legend", "special-legend", "legend-strength",
	"legend-token", "legend-reward", "paths-from", "path-cost", "path-best", "path-paid", "path-free", "path-only",
	"path-none", "lantern-end", "loot-top", "loot-empty", "shapeshifter", "shapeshift-keep", "shapeshift-again",
	"shapeshift-none", "wild", "wild-none", "advance-icon", "reserve-icon", "reserve-nothing",
}

// stepRules holds each kind's passage and ruling.
var stepRules = [...]struct {
	rule   rules.Source
	ruling string
}{
	StepReshuffled:       {srcReshuffle, ""},
	StepDeal:             {srcRollCall, ""},
	StepFirstTurn:        {srcRollCall, rules.RulingSoloSeating},
	StepTurnUp:           {srcRollCall, ""},
	StepSpecialEarly:     {srcDifficulty, rules.RulingSoloSpecialBrings},
	StepNoFaceDown:       {srcRollCall, rules.RulingSoloNoFaceDownCard},
	StepLocationCard:     {srcRollCall, ""},
	StepOffDuty:          {srcRollCall, ""},
	StepGuardDeckOut:     {srcRollCall, rules.RulingSoloEmptyGuardDeck},
	StepAtlas:            {srcRollCall, ""},
	StepPlayerTurn:       {srcRollCall, ""},
	StepLastToken:        {srcRollCall, ""},
	StepPlayerPassed:     {srcRollCall, rules.RulingSoloPass},
	StepTurnUpDark:       {srcStrengths, ""},
	StepSpecialBrings:    {srcDifficulty, rules.RulingSoloSpecialBrings},
	StepSpecialNone:      {srcDifficulty, ""},
	StepGuardCard:        {srcLightsOut, ""},
	StepGuardStrength:    {srcLightsOut, ""},
	StepGuardsTotal:      {srcLightsOut, rules.RulingGuardsStrength},
	StepTie:              {srcStrengths, rules.RulingSoloSeating},
	StepNoReward:         {srcLibrary, ""},
	StepNothingHere:      {srcLightsOut, ""},
	StepStandard:         {srcRewards, ""},
	StepMarker:           {srcRewards, ""},
	StepSupplyShort:      {srcResources, ""},
	StepFewest:           {srcCommissary, ""},
	StepRarest:           {srcCommissary, ""},
	StepNotInSupply:      {srcCommissary, rules.RulingSoloCommissary},
	StepSupplyEmpty:      {srcCommissary, rules.RulingSoloCommissary},
	StepGainCube:         {srcCommissary, ""},
	StepGoon:             {srcChowHall, ""},
	StepGoonTie:          {srcChowHall, ""},
	StepGoonsShort:       {srcChowHall, rules.RulingSoloChowHallShort},
	StepSeized:           {srcChowHall, ""},
	StepCanPay:           {srcCellBlock, ""},
	StepBestCraft:        {srcCellBlock, ""},
	StepTieDisplay:       {srcCellBlock, ""},
	StepTieReserve:       {srcCellBlock, rules.RulingSoloCellBlockTie},
	StepTieReserved:      {srcCellBlock, rules.RulingSoloCellBlockTie},
	StepPayAny:           {srcCellBlock, ""},
	StepPaid:             {srcCrafting, ""},
	StepCrafted:          {srcCrafting, ""},
	StepCannotCraft:      {srcCellBlock, ""},
	StepBestReserve:      {srcCellBlock, ""},
	StepCellNothing:      {srcCellBlock, rules.RulingSoloCellBlockNone},
	StepLibraryStar:      {srcLibrary, ""},
	StepTomeStar:         {srcGainTome, ""},
	StepChooseTomeStar:   {srcGainTome, rules.RulingSoloChooseTome},
	StepStorageNothing:   {srcStorageIcon, ""},
	StepExchangeGive:     {srcExchange, ""},
	StepExchangeGet:      {srcExchange, ""},
	StepExchangeNone:     {srcExchange, rules.RulingSoloExchangeSupply},
	StepGiveSuspicion:    {srcIcons, ""},
	StepNoSuspicion:      {srcIcons, rules.RulingEffectNoSuspicion},
	StepRemoveSuspicion:  {srcIcons, ""},
	StepEffectGain:       {srcIcons, ""},
	StepEffectEmpty:      {srcIcons, rules.RulingEffectEmptySupply},
	StepEffectLater:      {srcIcons, ""},
	StepEffectNotPlayed:  {srcBoSoloIcons, ""},
	StepImproveIgnored:   {srcBoSoloIcons, ""},
	StepGuardsNeverStore: {srcStorage, ""},
	StepRaidPlayer:       {srcRaids, ""},
	StepRaidGuards:       {srcRaids, ""},
	StepRaidTie:          {srcRaids, ""},
	StepDealLegend:       {srcBoSoloRollCall, ""},
	StepLegendStaysDown:  {srcBoSoloRollCall, rules.RulingBOSoloLegendCard},
	StepBreakoutCard:     {srcBoSoloSetup, ""},
	StepTurnUpLegend:     {srcBoLegend, rules.RulingBOSoloLegendCard},
	StepSpecialLegend:    {srcDifficulty, rules.RulingBOSoloLegendCard},
	StepLegendStrength:   {srcBoLegend, ""},
	StepLegendToken:      {srcBoRollCall, rules.RulingLegendEarlyPass},
	StepLegendReward:     {srcBoSoloLightsOut, ""},
	StepPathsFrom:        {srcBoAdvancing, ""},
	StepPathCost:         {srcBoAdvancing, ""},
	StepPathBest:         {srcBoSoloLightsOut, rules.RulingBOSoloFork},
	StepPathPaid:         {srcBoSoloLightsOut, ""},
	StepPathFree:         {srcBoSoloLightsOut, ""},
	StepPathOnly:         {srcBoAdvancing, ""},
	StepPathNone:         {srcBoSoloLightsOut, rules.RulingBOSoloFork},
	StepLanternEnd:       {srcBoEscape, ""},
	StepLootTop:          {srcBoSoloLightsOut, ""},
	StepLootEmpty:        {srcBoSoloLightsOut, rules.RulingBOSoloSetup},
	StepShapeshifter:     {srcBoShapeshifters, rules.RulingBOSoloShapeshifter},
	StepShapeshiftKeep:   {srcBoShapeshifters, rules.RulingBOSoloShapeshifter},
	StepShapeshiftAgain:  {srcBoShapeshifters, ""},
	StepShapeshiftNone:   {srcBoShapeshifters, rules.RulingEmptyDeck},
	StepWild:             {srcBoIcons, rules.RulingBOSoloWild},
	StepWildNone:         {srcBoIcons, rules.RulingBOSoloWild},
	StepAdvanceIcon:      {srcBoIcons, ""},
	StepReserveIcon:      {srcBoIcons, rules.RulingBOSoloReserveItem},
	StepReserveNothing:   {srcBoIcons, rules.RulingBOSoloReserveItem},
	stepKinds:            {},
}

// String returns the kind's stable name, as JSON output writes it
// ("goon-tie").
func (k StepKind) String() string {
	if k <= NoStep || k >= stepKinds {
		return "no step"
	}
	return stepNames[k]
}

// Rule returns the passage the kind of step applies.
func (k StepKind) Rule() rules.Source {
	if k >= stepKinds {
		return rules.Source{}
	}
	return stepRules[k].rule
}

// Ruling returns the ID of the project's ruling behind the kind of step, or
// "" when the rulebook decides it alone.
func (k StepKind) Ruling() string {
	if k >= stepKinds {
		return ""
	}
	return stepRules[k].ruling
}

// Step is one step of the path that decided what the guards do: its kind
// and up to three numbers (what each holds depends on the kind).
type Step struct {
	Kind    StepKind
	A, B, C int16
}

// maxSteps is room for the longest path: a location's strength with every
// card it can hold (one dealt, five sent by location cards, six with
// Breakout, one brought) and its total, or a Cell Block decision; GuardsPath
// leaves out the costs of paths past what fits.
const maxSteps = 12

// Why is the path that decided something, step by step, kept as codes.
// Notes puts it into words.
type Why struct {
	steps [maxSteps]Step
	n     uint8
	// quiet is true when no step is recorded (Decision.SkipSteps).
	quiet bool
}

// add records a step; a path never holds more than maxSteps (a longer one is
// the automa's mistake and panics in tests through the bounds check). A nil
// Why records nothing: the methods that play a round without its path
// (Round.DealFrom) pass nil; nor does a quiet one (Decision.SkipSteps).
func (w *Why) add(k StepKind, a, b, c int) {
	if w == nil || w.quiet {
		return
	}
	w.steps[w.n] = Step{Kind: k, A: int16(a), B: int16(b), C: int16(c)}
	w.n++
}

// Steps returns the steps in order. The slice is a view of w.
func (w *Why) Steps() []Step { return w.steps[:w.n] }

// Rulings returns the IDs of the rulings that decided a step, each once.
func (w *Why) Rulings() []string {
	var out []string
	for _, s := range w.Steps() {
		if id := s.Kind.Ruling(); id != "" && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// Notes returns every step in words, with its passage and ruling. The words
// are written on each call. Items and goons are named by their place (the
// display space, the location); Decision.Notes names the cards.
func (w *Why) Notes() []rules.Note { return w.notes(nil) }

// String writes the steps one a line.
func (w *Why) String() string {
	var b strings.Builder
	for i, n := range w.Notes() {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(n.Text)
	}
	return b.String()
}

func (w *Why) notes(d *Decision) []rules.Note {
	out := make([]rules.Note, w.n)
	for i, s := range w.Steps() {
		out[i] = rules.Note{Text: s.text(d), Rule: s.Kind.Rule(), Ruling: s.Kind.Ruling()}
	}
	return out
}

// kinds writes a set of resources (one bit per rules.Resource) as "potions
// and iron".
func kinds(mask int) string {
	var names []string
	for _, r := range rules.AllResources {
		if mask&(1<<r) != 0 {
			names = append(names, r.String())
		}
	}
	switch len(names) {
	case 0:
		return "nothing"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// cube names a resource, or power cubes for NoResource.
// cube names the cubes of a kind (a rules.Resource, or NoResource for
// power) for a count of n: "potion" for one potion cube.
func cube(r, n int) string {
	if r == int(rules.NoResource) {
		return "power"
	}
	if r == int(rules.Potions) && n == 1 {
		return "potion"
	}
	return rules.Resource(r).String()
}

// locations writes a set of locations (one bit per rules.Location) as "the
// Infirmary and the Smithy".
func locations(mask int) string {
	var names []string
	for _, l := range rules.AllLocations {
		if mask&(1<<l) != 0 {
			names = append(names, "the "+l.String())
		}
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// cardCode packs a guard card's colour and special effect into a step's C,
// with brought, true for a card the special card brought; Step.card unpacks
// them, with the strength from B.
func cardCode(c rules.GuardCard, brought bool) int {
	return int(c.Colour)<<2 | boolInt(c.Special)<<1 | boolInt(brought)
}

// card returns the guard card a step names (cardCode) and whether the
// special card brought it.
func (s Step) card() (rules.GuardCard, bool) {
	c := int(s.C)
	return rules.GuardCard{Colour: rules.Colour(c >> 2), Strength: int(s.B), Special: c&2 != 0}, c&1 != 0
}

// text writes a step in words. d, when not nil, is the decision the step
// belongs to, whose cards it may name.
func (s Step) text(d *Decision) string {
	a, b, c := int(s.A), int(s.B), int(s.C)
	loc := rules.Location(a)
	card, brought := s.card()
	switch s.Kind {
	case StepReshuffled:
		if a <= 1 {
			return "round 1: the guard deck and the location deck are shuffled at setup"
		}
		return fmt.Sprintf("round %d: every guard card and location card went back to its deck, reshuffled at the end of the Patrol phase", a)
	case StepDeal:
		return fmt.Sprintf("a guard card goes face down at the %s", loc)
	case StepFirstTurn:
		return fmt.Sprintf("%s hold the first player marker, so %s take the first turn", Side(a), Side(a))
	case StepTurnUp:
		return fmt.Sprintf("guard turn: the player turns up the guard card %s: %s", cardPlace(loc), card)
	case StepSpecialEarly:
		return fmt.Sprintf("the special card %s is turned up before the Lights Out phase, so its effect never happens", cardPlace(loc))
	case StepNoFaceDown:
		return "guard turn: no guard card is face down, so none is turned up"
	case StepLocationCard:
		return fmt.Sprintf("location card %s: the top guard card goes face up to the %s: %s", rules.LocationCard(a), rules.LocationCard(a).Location(), card)
	case StepOffDuty:
		return "location card Off Duty: no guard card moves"
	case StepGuardDeckOut:
		return fmt.Sprintf("location card %s, but the guard deck is empty: no guard card moves", rules.LocationCard(a))
	case StepAtlas:
		return fmt.Sprintf("Atlas of Hideouts: the player turns up the guard card %s: %s", cardPlace(loc), card)
	case StepPlayerTurn:
		return fmt.Sprintf("the player's turn; %s still in the holding cell", plural(a, "token", "tokens"))
	case StepLastToken:
		return "the player has assigned every crew token: the Roll Call phase ends, the guards take no last turn"
	case StepPlayerPassed:
		return fmt.Sprintf("the player passes with %s left: the Roll Call phase ends, the guards take no last turn", plural(a, "token", "tokens"))
	case StepTurnUpDark:
		if brought {
			return fmt.Sprintf("the card it brought is turned up at the %s: %s", loc, card)
		}
		return fmt.Sprintf("the face-down guard card at the %s is turned up: %s", loc, card)
	case StepSpecialBrings:
		return fmt.Sprintf("it is the special card: the top guard card comes face down to the %s, to be turned up and counted with the others", loc)
	case StepSpecialNone:
		return fmt.Sprintf("it is the special card, but the guard deck is empty: no card comes to the %s", loc)
	case StepGuardCard:
		if brought {
			return fmt.Sprintf("a guard card, %s, brought by the special card", card)
		}
		return fmt.Sprintf("a guard card, %s", card)
	case StepGuardStrength:
		return fmt.Sprintf("the guards' strength at the %s is %d", loc, b)
	case StepGuardsTotal:
		return fmt.Sprintf("the guards' strength at the %s is the total of its %d guard cards: %d", loc, c, b)
	case StepTie:
		return fmt.Sprintf("the player and the guards tie on %d: %s hold the first player marker and rank first", a, Side(b))
	case StepNoReward:
		if loc == rules.Library {
			return "the guards collect no reward at the Library: their guard cards leave the board"
		}
		return fmt.Sprintf("the guards collect no reward at the %s: their guard cards move to the Library", loc)
	case StepNothingHere:
		return fmt.Sprintf("the guards have no guard card at the %s", loc)
	case StepStandard:
		what := "nothing"
		if d != nil {
			what = d.gainsText()
		}
		return fmt.Sprintf("the guards take the %s's reward as a crew would: %s", loc, what)
	case StepMarker:
		if Side(a) == NoSide {
			return "the guards keep the first player marker"
		}
		return fmt.Sprintf("the guards take the first player marker from %s", Side(a))
	case StepSupplyShort:
		return fmt.Sprintf("the reward gives %d %s but the supply has %d: the guards take %d", b, cube(a, b), c, c)
	case StepFewest:
		if a&(a-1) == 0 {
			return fmt.Sprintf("the guards hold fewest %s (%d)", kinds(a), b)
		}
		return fmt.Sprintf("the guards hold fewest %s (%d each)", kinds(a), b)
	case StepRarest:
		return fmt.Sprintf("%s is the rarest of those", rules.Resource(a))
	case StepNotInSupply:
		return fmt.Sprintf("the supply has no %s: the guards choose among the kinds it has", kinds(a))
	case StepSupplyEmpty:
		return "the supply has no resource cubes: the guards gain nothing"
	case StepGainCube:
		return "the guards gain " + rules.Resource(a).Count(1)
	case StepGoon:
		order := "first"
		if c == 2 {
			order = "second"
		}
		return fmt.Sprintf("%s goon: %s at the %s, %s, the most left", order, d.goonName(c), loc, plural(b, "suspicion icon", "suspicion icons"))
	case StepGoonTie:
		return fmt.Sprintf("the goons at %s tie on %s: the guards take the one at the lowest-numbered location, the %s", locations(c), plural(b, "icon", "icons"), loc)
	case StepGoonsShort:
		return fmt.Sprintf("only %s on the goon spaces: the guards seize what is there", plural(a, "goon", "goons"))
	case StepSeized:
		return fmt.Sprintf("the guards seize %s without paying, and gain their valuables and special effects", plural(a, "goon", "goons"))
	case StepCanPay:
		if a == 0 {
			return "the guards can pay for none of the items, in the display or reserved"
		}
		return fmt.Sprintf("the guards can pay for %d of the items (%d in the display, %d reserved)", a, b, c)
	case StepBestCraft:
		return fmt.Sprintf("the highest reputation they can pay for: %s, %d", d.itemName(), c)
	case StepTieDisplay:
		return fmt.Sprintf("%d items in the display tie: the guards take the one nearest the item deck", a)
	case StepTieReserve:
		return fmt.Sprintf("%d items tie, in the display and in the reserve: the guards take the display item", a)
	case StepTieReserved:
		return fmt.Sprintf("%d reserved items tie: the guards take the one reserved first", a)
	case StepPayAny:
		return fmt.Sprintf("for the %s of any kind they spend their least rare cubes", plural(a, "cube", "cubes"))
	case StepPaid:
		if d == nil {
			return "the guards pay the cost"
		}
		return fmt.Sprintf("the guards pay %s", d.Pay)
	case StepCrafted:
		return fmt.Sprintf("crafting scores %d reputation", a)
	case StepCannotCraft:
		return "the guards can pay for no item: they reserve one for free instead"
	case StepBestReserve:
		return fmt.Sprintf("the highest reputation in the display: %s, %d", d.itemName(), c)
	case StepCellNothing:
		return "the guards can craft nothing and the display is empty: they collect no reward, and their guard cards straggle to the Library"
	case StepLibraryStar:
		return fmt.Sprintf("the guards have the %s strength at the Library: 1 star instead of tomes", rules.Tier(a))
	case StepTomeStar, StepChooseTomeStar:
		return fmt.Sprintf("%s: the guards score 1 star instead of drawing tomes", rules.EffectKind(a))
	case StepStorageNothing:
		return "Increase Storage Limit does nothing for the guards: they have no limit"
	case StepExchangeGive:
		if a&(a-1) == 0 {
			return fmt.Sprintf("the guards hold most %s (%d): they give 1", kinds(a), b)
		}
		return fmt.Sprintf("the guards hold most %s (%d each): they give %s, the least rare", kinds(a), b, rules.Resource(c).Count(1))
	case StepExchangeGet:
		if a&(a-1) == 0 {
			return fmt.Sprintf("they hold fewest %s (%d) of the kinds the supply has: they take 1", kinds(a), b)
		}
		return fmt.Sprintf("they hold fewest %s (%d each) of the kinds the supply has: they take %s, the rarest", kinds(a), b, rules.Resource(c).Count(1))
	case StepExchangeNone:
		return "the guards have no cube to give, or the supply no other kind to take: no exchange"
	case StepGiveSuspicion:
		return "Give Suspicion: the guards move 1 of their suspicion cubes to the player"
	case StepNoSuspicion:
		return fmt.Sprintf("%s: the guards have no suspicion cube, so nothing happens", rules.EffectKind(a))
	case StepRemoveSuspicion:
		return "Remove Suspicion: 1 of the guards' suspicion cubes goes back to the supply"
	case StepEffectGain:
		return "the guards gain 1 " + cube(a, 1)
	case StepEffectEmpty:
		return fmt.Sprintf("the supply has no %s left: the guards gain nothing", cube(a, 0))
	case StepEffectLater:
		return fmt.Sprintf("%s acts later, in the Patrol phase", rules.EffectKind(a))
	case StepEffectNotPlayed:
		return fmt.Sprintf("%s: the automa does not play Breakout's icons yet", rules.EffectKind(a))
	case StepImproveIgnored:
		return "Improve Item: the guards never improve items"
	case StepGuardsNeverStore:
		return "the guards have no storage limit: they discard nothing"
	case StepRaidPlayer:
		return fmt.Sprintf("raid: the player has the most suspicion (%d against %d): the player loses 6, and every suspicion cube goes back to the supply", a, b)
	case StepRaidGuards:
		return fmt.Sprintf("raid: the guards have the most suspicion (%d against %d): the guards lose 6, and only their cubes go back; the player keeps theirs", b, a)
	case StepRaidTie:
		return fmt.Sprintf("raid: the player and the guards tie on %d suspicion: nobody loses reputation, and every suspicion cube goes back to the supply", a)
	}
	return s.breakoutText()
}

// breakoutText writes a step of Breakout's solitary mode in words.
func (s Step) breakoutText() string {
	a, b, c := int(s.A), int(s.B), int(s.C)
	switch s.Kind {
	case StepDealLegend:
		return "an eighth guard card goes face down on the legend card"
	case StepLegendStaysDown:
		return "the legend card's guard card stays face down until the legend is resolved (the rule before log version 8)"
	case StepBreakoutCard:
		return fmt.Sprintf("that is Breakout's location card: it shows %s", rules.LocationCard(a))
	case StepTurnUpLegend:
		card, _ := s.card()
		return fmt.Sprintf("the guard card on the legend card is turned up: %s", card)
	case StepSpecialLegend:
		return "the special card on the legend card brings no card: its effect puts a card at a location, and the legend card holds one guard card"
	case StepLegendStrength:
		return fmt.Sprintf("the guards' strength on the legend card is %d", b)
	case StepLegendToken:
		if a > 1 {
			return fmt.Sprintf("none of the %d tokens left goes on the legend card: only a last token does, as its owner passes", a)
		}
		return "the player's last token goes face down on the legend card"
	case StepLegendReward:
		return fmt.Sprintf("a reward from the legend card gives the guards %d stars instead", a)
	case StepPathsFrom:
		if b == 1 {
			return fmt.Sprintf("the guards' lantern is on %s: 1 path leads on", spaceName(a))
		}
		return fmt.Sprintf("the guards' lantern is on %s: %d paths lead on", spaceName(a), b)
	case StepPathCost:
		if c == 1 {
			return fmt.Sprintf("the path to %s costs %s: the guards can pay it", spaceName(a), unpackCost(b))
		}
		return fmt.Sprintf("the path to %s costs %s: the guards cannot pay it", spaceName(a), unpackCost(b))
	case StepPathBest:
		return fmt.Sprintf("%d paths will do: the guards take the one to the space worth most at final scoring, %s", b, spaceName(a))
	case StepPathPaid:
		return fmt.Sprintf("the guards take the path with a cost they can pay: to %s, paying %s", spaceName(a), unpackCost(b))
	case StepPathFree:
		return fmt.Sprintf("the guards can take no path with a cost: they take the free path to %s", spaceName(a))
	case StepPathOnly:
		if b == 0 {
			return fmt.Sprintf("the guards take the one path, to %s", spaceName(a))
		}
		return fmt.Sprintf("the guards take the one path, to %s, paying %s", spaceName(a), unpackCost(b))
	case StepPathNone:
		return fmt.Sprintf("the guards can pay for no path onward: their lantern stays on %s", spaceName(a))
	case StepLanternEnd:
		return fmt.Sprintf("the guards' lantern is on %s and can go no farther", spaceName(a))
	case StepLootTop:
		return fmt.Sprintf("the guards take the top loot token of the %d there, without looking at the others, and use its effect; they never score the star instead", a)
	case StepLootEmpty:
		return "no loot token is left in the stack: the guards take nothing"
	case StepShapeshifter:
		return fmt.Sprintf("the guards seized a Shapeshifter: it is discarded and %s drawn from the goon deck", plural(a, "goon is", "goons are"))
	case StepShapeshiftKeep:
		if c > 1 {
			return fmt.Sprintf("the guards keep goon %d of those drawn: %s, the most, tied with %s: the first drawn; the rest are discarded", a, plural(b, "suspicion icon", "suspicion icons"), plural(c-1, "other", "others"))
		}
		return fmt.Sprintf("the guards keep goon %d of those drawn: %s, the most; the rest are discarded", a, plural(b, "suspicion icon", "suspicion icons"))
	case StepShapeshiftAgain:
		return "the goon they keep is a Shapeshifter too: it is discarded and three more are drawn"
	case StepShapeshiftNone:
		return "the goon deck is empty: the guards gain no goon for the Shapeshifter"
	case StepWild:
		return fmt.Sprintf("the guards' %s %s as %s for the goal, the choice best for them", plural(b, "wild valuable", "wild valuables"), pluralVerb2(b, "counts", "count"), wildKind(rules.Countable(a)))
	case StepWildNone:
		return fmt.Sprintf("the goal counts %s: the kind of the guards' %s changes nothing", rules.Countable(a), plural(b, "wild valuable", "wild valuables"))
	case StepAdvanceIcon:
		return "Advance Lantern: the guards' lantern moves one space"
	case StepReserveIcon:
		return "Reserve Item: the guards reserve as at the Cell Block, for free"
	case StepReserveNothing:
		return "the display is empty: the guards have nothing to reserve"
	}
	return ""
}

// wildKind names what a wild valuable counts as for a countable.
func wildKind(c rules.Countable) string {
	if c == rules.CountValuables {
		return "valuables"
	}
	return c.String()
}

// Spaces of the catacombs in a step: a numbered space by its number, the
// other kinds by these codes.
const (
	spaceEntrance = 0
	spaceTomb     = -1
	spaceEscaped  = -2
)

// spaceCode writes a space of the catacombs as a step's number.
func spaceCode(s rules.Space) int {
	switch s.Kind {
	case rules.Numbered:
		return s.Number
	case rules.Tomb:
		return spaceTomb
	case rules.Escaped:
		return spaceEscaped
	}
	return spaceEntrance
}

// spaceName names a space of the catacombs from its code: "space 7", "the
// TOMB".
func spaceName(code int) string {
	switch code {
	case spaceTomb:
		return "the TOMB"
	case spaceEscaped:
		return "ESCAPED"
	case spaceEntrance:
		return "the ENTRANCE"
	}
	return fmt.Sprintf("space %d", code)
}

// packCost writes a path's cost as a step's number: four bits a kind, scrap
// lowest. A path's cost is a few cubes; more than 15 of a kind is written as
// 15.
func packCost(r rules.Resources) int {
	n := 0
	for i, k := range rules.AllResources {
		n |= min(max(r.Of(k), 0), 15) << (4 * i)
	}
	return int(int16(uint16(n)))
}

// unpackCost reads a cost packCost wrote.
func unpackCost(n int) rules.Resources {
	u := uint16(int16(n))
	var r rules.Resources
	for i, k := range rules.AllResources {
		r = r.With(k, int(u>>(4*i))&15)
	}
	return r
}

// Accessors for wording the steps in another language (companion's
// reasonWords): the numbers a step holds, read as what they name.

// Text writes the step in English, as Notes does. d, when not nil, is the
// decision the step belongs to, whose cards it may name.
func (s Step) Text(d *Decision) string { return s.text(d) }

// Card returns the guard card a step names in B and C (the kinds whose C
// holds a card) and whether the special card brought it.
func (s Step) Card() (rules.GuardCard, bool) { return s.card() }

// StepSpace reads a space of the catacombs as a step holds it (the kinds
// whose comment says "the space").
func StepSpace(code int) rules.Space {
	switch code {
	case spaceTomb:
		return rules.Space{Kind: rules.Tomb}
	case spaceEscaped:
		return rules.Space{Kind: rules.Escaped}
	case spaceEntrance:
		return rules.Space{Kind: rules.Entrance}
	}
	return rules.Space{Kind: rules.Numbered, Number: code}
}

// StepCost reads a path's cost as a step holds it (StepPathCost's B and
// the others that say "the cost").
func StepCost(code int) rules.Resources { return unpackCost(code) }

// GoonNames returns the names of the goons seized, in the order taken. The
// slice is a view of d.
func (d *Decision) GoonNames() []string { return d.goonNames[:d.seized] }

// ItemCard returns the item crafted or reserved, the zero Item when none.
func (d *Decision) ItemCard() Item {
	if d.Item < 0 {
		return Item{}
	}
	return d.item
}
