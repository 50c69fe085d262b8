package newgame

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// setupChecklist prints the setup checklist (companion.Game.SetupChecklist)
// for the table, ticking what the game file holds. With a width, each step
// is wrapped to it.
func setupChecklist(g companion.Game, width int) string {
	c := g.SetupChecklist()
	var b strings.Builder
	head := fmt.Sprintf("Setup checklist for %d crews (core rulebook, \"Game Setup\"):", c.Crews)
	if c.Solo {
		head = fmt.Sprintf("Setup checklist for a solitary game, %s level (core rulebook, \"Solitary Mode – Setup\": the two-player setup, with these changes):", c.Level)
	}
	if width > 0 {
		head = cmdutil.WrapText(head, width, "", "")
	}
	b.WriteString(head + "\n")
	for _, s := range c.Steps {
		mark := "  [ ] "
		if s.Done {
			mark = "  [x] "
		}
		line := setupStepWords(s)
		if width > 0 {
			line = cmdutil.WrapText(line, width, mark, "      ")
		} else {
			line = mark + line
		}
		b.WriteString(line + "\n")
	}
	last := fmt.Sprintf("Round 1, Roll Call: %s assigns first (lockup play, or lockup assign and lockup pass).", c.FirstPlayer)
	switch {
	case c.Solo && g.Solo.Decks == companion.AppDecks:
		// The app deals from its own decks: nothing to deal at the table.
		last = "Round 1, Roll Call: the app deals the guard cards from its own decks (nothing to deal at the table); the guards take the first turn (lockup play)."
	case c.Solo:
		last = "Round 1, Roll Call: deal a guard card face down at each of locations 1 to 7; the guards take the first turn (lockup play)."
	}
	if len(c.Missing) > 0 {
		cmds := "lockup draw item CARD, lockup draw goon LOCATION CARD"
		if c.TableDecks {
			cmds += ", lockup tunnel LOCATION single|double, lockup legend card NAME"
		}
		last = fmt.Sprintf("Round 1 starts once the game file holds %s: lockup play asks for them (or %s).", strings.Join(c.Missing, ", "), cmds)
	}
	if width > 0 {
		last = cmdutil.WrapText(last, width, "", "")
	}
	b.WriteString(last + "\n")
	return b.String()
}

// setupStepWords words a step of the setup checklist.
func setupStepWords(s companion.SetupStep) string {
	switch s.Kind {
	case companion.SetupStepBoard:
		side := "3–5 player side"
		if s.SmallSide {
			side = "1–2 player side"
		}
		return fmt.Sprintf("board: the %s; round marker on 1", side)
	case companion.SetupStepCubes:
		return "suspicion cubes in the centre of the board; power and resource cubes beside it"
	case companion.SetupStepItemDisplay:
		return fmt.Sprintf("item display: %d item cards (crews + 1), in the spaces marked for %d players (%d recorded)", s.N, s.Crews, s.Recorded)
	case companion.SetupStepGoonSpaces:
		var names []string
		for _, l := range s.Spaces {
			names = append(names, l.String())
		}
		return fmt.Sprintf("goon spaces: one goon card at each of the %s (%d recorded), with its suspicion cubes at its location", joinAnd(names), s.Recorded)
	case companion.SetupStepCrewBoards:
		if s.Advanced {
			return "crew boards on side B: take the power and suspicion cubes and the starting bonuses the board shows (\"Advanced Setup\", p. 16)"
		}
		return "crew boards on side A, with 1 power cube each"
	case companion.SetupStepCrewTokens:
		if s.ReturnTwo {
			return "crew tokens: each crew returns its \"2\" token to the box (5 crews)"
		}
		return "crew tokens: lookout, enforcer, 2, 3, 4 and 5 for each crew, behind its holding cell"
	case companion.SetupStepCatacombs:
		note := "not typed in your catalog: lockup takes the table's word for each lantern step"
		if s.Mapped {
			note = "its map is copied from your catalog: every lantern step is checked against it"
		}
		return fmt.Sprintf("catacombs board beside the main board (%s)", note)
	case companion.SetupStepLanterns:
		return "lantern markers: each crew's on the ENTRANCE"
	case companion.SetupStepLoot:
		return fmt.Sprintf("loot tokens: shuffle them face down; a stack of %d on each loot space", s.N)
	case companion.SetupStepTunnels:
		if s.App {
			var laid []string
			for _, t := range s.Laid {
				laid = append(laid, fmt.Sprintf("%s at the %s", t.Tunnel, t.Location))
			}
			return fmt.Sprintf("tunnel markers (from the app): %s; the %d collapsed ones back in the box", strings.Join(laid, ", "), s.Collapsed)
		}
		return fmt.Sprintf("tunnel markers: shuffle %d single, %d double and %d collapsed face down, one on each of locations 1 to 7, turn them up and put the collapsed ones back in the box (%d recorded: lockup tunnel LOCATION single|double)", s.Single, s.Double, s.Collapsed, s.Recorded)
	case companion.SetupStepLegend:
		if s.App {
			return fmt.Sprintf("legend deck: the app shuffles your catalog's %d legend cards; turn up %s and keep it face up beside the board", s.N, s.Legend)
		}
		legend := "none recorded: lockup legend card NAME"
		if s.Legend != "" {
			legend = s.Legend + " recorded"
		}
		return fmt.Sprintf("legend deck: shuffle the legend cards face down and turn the top one face up (%s)", legend)
	case companion.SetupStepSeekers:
		return "seekers: each crew takes its seeker token with its crew tokens"
	case companion.SetupStepReputation:
		if s.Guards > 0 {
			return fmt.Sprintf("reputation markers: yours on %d, the guards' (a second colour) on %d", s.N, s.Guards)
		}
		return fmt.Sprintf("reputation markers on %d", s.N)
	case companion.SetupStepGuardBoard:
		return fmt.Sprintf("guard board in its own area, with %d power cube", s.N)
	case companion.SetupStepTomeDeck:
		return "tome deck: take out both \"Big Book of Stealth\" and both \"Cutthroat Crafting\""
	case companion.SetupStepGuardDeck:
		if s.App {
			return fmt.Sprintf("guard deck: the app shuffles the %d blue guard cards and the %d %s ones (%s) from your catalog; keep the real cards aside", s.N, s.Of, s.Level.Colour(), s.Level.Title())
		}
		return fmt.Sprintf("guard deck: shuffle the %d blue guard cards with the %d %s ones (%s), face down beside the guard board", s.N, s.Of, s.Level.Colour(), s.Level.Title())
	case companion.SetupStepLocationDeck:
		locations := "the 6 location cards and the 2 Off Duty cards"
		if s.Breakout {
			locations += ", with Breakout's location card"
			if s.BreakoutCard != rules.NoLocationCard {
				locations += " (" + s.BreakoutCard.String() + ")"
			}
		}
		if s.App {
			return "location deck: the app shuffles " + locations
		}
		return fmt.Sprintf("location deck: shuffle %s, face down", locations)
	case companion.SetupStepStorage:
		return fmt.Sprintf("storage limit: %d resources each", s.N)
	case companion.SetupStepGoals:
		var goals []string
		for _, t := range s.Goals {
			goals = append(goals, "one "+goalTypeName(t))
		}
		return fmt.Sprintf("goal cards: %s goal (%d recorded)", joinAnd(goals), s.Recorded)
	case companion.SetupStepTraits:
		return "traits: deal two trait cards to each crew; each keeps one"
	case companion.SetupStepFirstPlayer:
		return "first player marker: " + s.Name
	}
	return ""
}

// joinAnd joins words as a list: "a, b and c".
func joinAnd(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
