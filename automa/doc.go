// Package automa runs the guards of Lockup's solitary mode: the automated
// opponent of the core rulebook's "Solitary Mode" sections (setup, Roll Call,
// Lights Out, Patrol, Game End, Special Effects, Difficulty Levels, p. 19),
// so that a solo player only moves cardboard.
//
// It is pure: no I/O, no clock, no global state. Its only randomness is its
// own seeded shuffle (Rand, SubSeed), so a game replays exactly from its
// seed. It reads the rules engine's types (package rules) and scores with
// package scoring; it imports nothing else of the module.
//
// # What it holds
//
//   - Config and Cards: the level (Difficulty: 7 blue guard cards and 5
//     green, yellow or red) and the printed values of the guard cards, which
//     are card data, not rules: the caller supplies them (the card catalog),
//     and Cards checks that the deck is the level's. Cards.Deal shuffles a
//     round's guard deck and location deck from the game's seed, each from its
//     own SubSeed.
//   - Round: one round's guard cards, from the deal at locations 1 to 7,
//     through the guard turns of the Roll Call phase (the player chooses the
//     card turned up: GuardTurn takes that choice, and the cards drawn, as
//     input), to the cards turned up in the Lights Out phase, with the special
//     card of the challenging and expert levels (TurnUp, Bring). Wants says
//     what the round waits for; Strength gives the guards' strength at a
//     location.
//   - Decisions: Decide (from the rules engine's resolution of a location:
//     at the Commissary, the Chow Hall, the Cell Block and the Library the
//     guards' own rules, the reward the engine's table gives them) and Effect
//     return what the guards do as a Decision: the cubes, goons, items and
//     stars, and Why, the path that decided it. The raid and final scoring
//     are the rules engine's (rules.Raid) and package scoring's.
//   - Breakout's solitary mode (Breakout rulebook, "Solitary Mode"): 8 blue
//     guard cards and 6 of the level's colour, a ninth location card
//     (Config.BreakoutCard: its face is not printed in the rulebook, so the
//     player types it, or a real table names it when it comes up), an eighth
//     guard card face down on the legend card each round (Round.Legend,
//     LegendStrength, AppendLegend for rules.ResolveLegend), the guards' path
//     in the catacombs (GuardsPath), a legend card's
//     reward (Decision.LegendReward), a Shapeshifter they seize
//     (GuardsShapeshift), their wild valuables (GuardsWild), Advance Lantern
//     and Reserve Item (Effect); the setup's counts (Config.Tunnels,
//     BreakoutLootStack).
//
// # Paths, not prose
//
// Every result carries a Why: its steps as a StepKind and three small
// numbers, each kind naming its rulebook passage (StepKind.Rule) and the
// project's ruling when one decided it (StepKind.Ruling; docs/rulings.md).
// Words are written only when asked for (Why.Notes, Decision.Notes), as the
// rules engine does with its notes: a whole simulated game builds no string.
//
// # Two ways to run the decks
//
// The automa never draws a card itself. Every card drawn is an input: at a
// real table the player reads it (a face-down card is the zero GuardCard
// until it is turned up); with virtual decks the caller draws it from
// Decks and gives its values, which the round keeps but Card.Visible hides
// while the card is face down. Either way the game file records each card
// with its printed values, and a replay reads the file, never the seed;
// an audit deals Cards.Deal again and compares.
//
// # From the tracker
//
// Package companion keeps the game; per round it calls NewRound, Deal seven
// times, then alternates GuardTurn and PlayerTurn as Round.Next says, writing
// each turn to the log. In the Lights Out phase it calls TurnUp (and Bring)
// until Wants says nothing, feeds Round.AppendStrengths to rules.Site.Guards,
// resolves each location with the rules engine and asks Decide for the
// guards' reward, then Effect for each icon of a card they seized or crafted.
// The guards discard nothing in the Patrol phase (they have no storage
// limit); the raid and final scoring are the rules engine's and package
// scoring's.
//
// With Breakout, Deal is called eight times (Wants says Legend for the
// eighth); the player's turns always leave one token back, which goes on the
// legend card when they pass. In the Lights Out phase the legend card's
// guard card is the last TurnUp (Wants: Legend), after the locations' and
// before the legend is resolved; AppendLegend gives rules.ResolveLegend its
// strength, and each reward the card gives the guards is Decision.LegendReward.
// Where rules.Resolution.GuardsLantern says the guards advance, and for each
// Advance Lantern, GuardsPath picks the path; on a loot space the guards
// take the top token, whose icons go through Effect.
package automa
