package companion

import (
	"slices"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// SetupStepKind names a step of the setup checklist (Game.SetupChecklist).
type SetupStepKind int

// The steps of the setup checklist, in the order a table carries them out.
const (
	// SetupStepBoard: the board on the side for the crews (SmallSide: the 1–2
	// player side), the round marker on 1 (core rulebook, "Game Setup",
	// steps 1 and 2).
	SetupStepBoard SetupStepKind = iota
	// SetupStepCubes: the cube supplies ("Game Setup", step 3).
	SetupStepCubes
	// SetupStepItemDisplay: N item cards, one per crew (Crews) plus one
	// ("Game Setup", step 5).
	SetupStepItemDisplay
	// SetupStepGoonSpaces: one goon card on each of the goon spaces (Spaces),
	// with its suspicion cubes ("Game Setup", steps 7 and 8).
	SetupStepGoonSpaces
	// SetupStepCrewBoards: side A with one power cube, or side B with the
	// advanced setup (Advanced) ("Game Setup", step 10; "Advanced Setup").
	SetupStepCrewBoards
	// SetupStepCrewTokens: six tokens each, the "2" returned with 5 crews
	// (ReturnTwo) ("Game Setup", step 11).
	SetupStepCrewTokens
	// SetupStepCatacombs: Breakout's catacombs board; Mapped when the game file
	// holds its map (Breakout rulebook, "Expansion Setup").
	SetupStepCatacombs
	// SetupStepLanterns: each crew's lantern marker on the entrance.
	SetupStepLanterns
	// SetupStepLoot: the loot tokens, a stack of N on each loot space.
	SetupStepLoot
	// SetupStepTunnels: Single, Double and Collapsed tunnel markers, Laid those
	// the game file holds, App when the app lays them.
	SetupStepTunnels
	// SetupStepLegend: the legend deck; the first card Legend when known, App
	// with the N legend cards the app shuffles.
	SetupStepLegend
	// SetupStepSeekers: each crew's seeker token.
	SetupStepSeekers
	// SetupStepReputation: the reputation markers on N ("Game Setup", step 13;
	// "Advanced Setup"), and in a solitary game the guards' on Guards
	// ("Solitary Mode – Setup", step 3).
	SetupStepReputation
	// SetupStepGuardBoard: the guard board with N power cubes ("Solitary Mode –
	// Setup", step 4).
	SetupStepGuardBoard
	// SetupStepTomeDeck: the tomes a solitary game leaves out ("Solitary Mode –
	// Setup", step 2).
	SetupStepTomeDeck
	// SetupStepGuardDeck: N blue guard cards and Of of the Level's colour,
	// shuffled by the app when App ("Solitary Mode – Setup", step 5).
	SetupStepGuardDeck
	// SetupStepLocationDeck: the location deck, with Breakout's card (Breakout;
	// BreakoutCard when known), shuffled by the app when App ("Solitary
	// Mode – Setup", step 6).
	SetupStepLocationDeck
	// SetupStepStorage: the storage limit, N resources.
	SetupStepStorage
	// SetupStepGoals: one goal card of each of Goals ("Game Setup", step 14;
	// "Solitary Mode – Setup", step 1).
	SetupStepGoals
	// SetupStepTraits: two trait cards dealt to each crew ("Advanced Setup").
	SetupStepTraits
	// SetupStepFirstPlayer: the first player marker, with Name ("Game Setup",
	// step 15; the guards in a solitary game, "Solitary Mode – Setup",
	// step 7).
	SetupStepFirstPlayer
)

// SetupStep is one step of the setup checklist: what it is, whether the game
// file holds it (Done), and the numbers and names the table needs for it.
// Which fields a kind reads is said by the kind.
type SetupStep struct {
	Kind SetupStepKind
	Done bool
	// N, Of, Crews and Recorded are counts (Recorded: how many the game
	// file holds); Guards the guards' reputation space.
	N, Of, Crews, Recorded, Guards int
	// Single, Double and Collapsed are the tunnel markers.
	Single, Double, Collapsed                             int
	SmallSide, Advanced, ReturnTwo, Mapped, App, Breakout bool
	Level                                                 rules.Difficulty
	BreakoutCard                                          rules.LocationCard
	Spaces                                                []rules.Location
	Laid                                                  []LaidTunnel
	Goals                                                 []catalog.GoalType
	Legend, Name                                          string
}

// LaidTunnel is a tunnel marker on a location.
type LaidTunnel struct {
	Location rules.Location
	Tunnel   rules.Tunnel
}

// SetupChecklist is the setup of a game as steps, ticked where the game
// file holds them (core rulebook, "Game Setup"; "Solitary Mode – Setup";
// Breakout rulebook, "Expansion Setup").
type SetupChecklist struct {
	// Crews is the number of crews; Solo and Level a solitary game's.
	Crews int
	Solo  bool
	Level rules.Difficulty
	Steps []SetupStep
	// Missing is what round 1 still waits for (Game.SetupMissing); empty
	// when it can start. TableDecks is set in a Breakout game whose table
	// lays the tunnel markers and turns up the legend cards.
	Missing    []string
	TableDecks bool
	// FirstPlayer holds the first player marker.
	FirstPlayer string
}

// SetupChecklist returns the game's setup as a checklist: the steps of the
// core game, Breakout's and a solitary game's, each with its numbers from
// the rules' component tables.
func (g Game) SetupChecklist() SetupChecklist {
	n := len(g.Crews)
	c := SetupChecklist{Crews: n, Solo: g.Solo != nil, FirstPlayer: g.FirstPlayer, Missing: g.SetupMissing()}
	if g.Solo != nil {
		c.Level = g.Solo.Config.Difficulty
	}
	add := func(s SetupStep) { c.Steps = append(c.Steps, s) }
	add(SetupStep{Kind: SetupStepBoard, SmallSide: n == 2})
	add(SetupStep{Kind: SetupStepCubes})
	display := countFilled(g.Display)
	add(SetupStep{Kind: SetupStepItemDisplay, Done: display == g.DisplaySize(), N: g.DisplaySize(), Crews: n, Recorded: display})
	goons := 0
	for _, l := range rules.GoonLocations {
		if g.Locations[l].Goon != "" {
			goons++
		}
	}
	add(SetupStep{Kind: SetupStepGoonSpaces, Done: goons == len(rules.GoonLocations), N: len(rules.GoonLocations), Recorded: goons, Spaces: slices.Clone(rules.GoonLocations[:])})
	add(SetupStep{Kind: SetupStepCrewBoards, Advanced: g.Advanced})
	add(SetupStep{Kind: SetupStepCrewTokens, ReturnTwo: n == rules.MaxSeats})
	if g.Breakout != nil {
		c.TableDecks = g.Breakout.Decks != AppDecks
		g.breakoutSteps(add)
	}
	rep := SetupStep{Kind: SetupStepReputation, N: rules.StartingReputation(g.Advanced)}
	if g.Solo != nil {
		rep.Guards = g.Solo.Config.GuardBoard().Reputation
		add(rep)
		g.soloSteps(add)
	} else {
		add(rep)
	}
	add(SetupStep{Kind: SetupStepStorage, N: rules.StandardStorageLimit})
	goals := GoalTypesDrawn(g.Box.Solo)
	add(SetupStep{Kind: SetupStepGoals, Done: len(g.Goals) == len(goals), Goals: goals, Recorded: len(g.Goals)})
	if g.Advanced {
		add(SetupStep{Kind: SetupStepTraits})
	}
	add(SetupStep{Kind: SetupStepFirstPlayer, Done: true, Name: g.FirstPlayer})
	return c
}

// breakoutSteps adds the Breakout setup's own steps (Breakout rulebook,
// "Expansion Setup").
func (g Game) breakoutSteps(add func(SetupStep)) {
	b := g.Breakout
	app := b.Decks == AppDecks
	add(SetupStep{Kind: SetupStepCatacombs, Mapped: b.Map != nil})
	add(SetupStep{Kind: SetupStepLanterns})
	add(SetupStep{Kind: SetupStepLoot, N: b.StackSize})
	set := g.tunnelSet()
	var laid []LaidTunnel
	for _, loc := range rules.FirstSevenLocations {
		if t := b.Tunnels[loc]; t != rules.NoTunnel {
			laid = append(laid, LaidTunnel{loc, t})
		}
	}
	add(SetupStep{Kind: SetupStepTunnels, Done: len(laid) == set[0]+set[1], Single: set[0], Double: set[1], Collapsed: 7 - set[0] - set[1], Laid: laid, Recorded: len(laid), App: app})
	add(SetupStep{Kind: SetupStepLegend, Done: b.Legend != "", Legend: b.Legend, N: len(b.Legends), App: app})
	add(SetupStep{Kind: SetupStepSeekers})
}

// soloSteps adds the solitary setup's own steps ("Solitary Mode – Setup",
// steps 2 to 6; Breakout rulebook, "Solitary Mode – Setup").
func (g Game) soloSteps(add func(SetupStep)) {
	s := g.Solo
	app := s.Decks == AppDecks
	add(SetupStep{Kind: SetupStepGuardBoard, N: s.Config.GuardBoard().Power})
	add(SetupStep{Kind: SetupStepTomeDeck})
	blue, level := s.Config.GuardDeck()
	add(SetupStep{Kind: SetupStepGuardDeck, Done: app, App: app, N: blue, Of: level, Level: s.Config.Difficulty})
	add(SetupStep{Kind: SetupStepLocationDeck, Done: app, App: app, Breakout: s.Config.Breakout, BreakoutCard: s.Config.BreakoutCard})
}
