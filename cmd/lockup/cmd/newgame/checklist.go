package newgame

import (
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// setupChecklistIn prints the setup checklist (companion.Game.SetupChecklist)
// for the table in lang, ticking what the game file holds. With a width,
// each step is wrapped to it. Every language, English included, takes the
// catalog's "new.*" messages (companion/terms/messages_new.go);
// testdata/checklist-en.golden holds the English.
func setupChecklistIn(lang terms.Lang, g companion.Game, width int) string {
	c := g.SetupChecklist()
	var b strings.Builder
	head := lang.Sprintf("new.head", c.Crews, citeIn(lang, "Game Setup"))
	if c.Solo {
		head = lang.Sprintf("new.head-solo", levelWord(lang, c.Level), citeIn(lang, "Solitary Mode – Setup"))
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
		line := setupStepWordsIn(lang, s)
		if width > 0 {
			line = cmdutil.WrapText(line, width, mark, "      ")
		} else {
			line = mark + line
		}
		b.WriteString(line + "\n")
	}
	last := lang.Sprintf("new.last", rules.NameIn(lang, c.FirstPlayer))
	switch {
	case c.Solo && g.Solo.Decks == companion.AppDecks:
		last = lang.Sprintf("new.last-app")
	case c.Solo:
		last = lang.Sprintf("new.last-solo")
	}
	if len(c.Missing) > 0 {
		cmds := "lockup draw item CARD, lockup draw goon LOCATION CARD"
		if c.TableDecks {
			cmds += ", lockup tunnel LOCATION single|double, lockup legend card NAME"
		}
		last = lang.Sprintf("new.last-missing", rules.ListIn(lang, g.SetupMissingIn(lang)), cmds)
	}
	if width > 0 {
		last = cmdutil.WrapText(last, width, "", "")
	}
	b.WriteString(last + "\n")
	return b.String()
}

// setupStepWordsIn words a step of the setup checklist in lang.
func setupStepWordsIn(lang terms.Lang, s companion.SetupStep) string {
	switch s.Kind {
	case companion.SetupStepBoard:
		side := lang.Sprintf("new.side-large")
		if s.SmallSide {
			side = lang.Sprintf("new.side-small")
		}
		return lang.Sprintf("new.board", side)
	case companion.SetupStepCubes:
		return lang.Sprintf("new.cubes")
	case companion.SetupStepItemDisplay:
		return lang.Sprintf("new.display", s.N, s.Crews, s.Recorded)
	case companion.SetupStepGoonSpaces:
		var names []string
		for _, l := range s.Spaces {
			names = append(names, rules.LocationIn(lang, l))
		}
		return lang.Sprintf("new.goon-spaces", cmdutil.JoinNamesIn(lang, names), s.Recorded)
	case companion.SetupStepCrewBoards:
		if s.Advanced {
			cite := `"Advanced Setup", p. 16`
			if lang != terms.En {
				cite = citeIn(lang, "Advanced Setup")
			}
			return lang.Sprintf("new.crew-boards-b", cite)
		}
		return lang.Sprintf("new.crew-boards-a")
	case companion.SetupStepCrewTokens:
		if s.ReturnTwo {
			return lang.Sprintf("new.tokens-five")
		}
		return lang.Sprintf("new.tokens")
	case companion.SetupStepCatacombs:
		note := lang.Sprintf("new.catacombs-unmapped")
		if s.Mapped {
			note = lang.Sprintf("new.catacombs-mapped")
		}
		return lang.Sprintf("new.catacombs", note)
	case companion.SetupStepLanterns:
		return lang.Sprintf("new.lanterns")
	case companion.SetupStepLoot:
		return lang.Sprintf("new.loot", s.N)
	case companion.SetupStepTunnels:
		if s.App {
			var laid []string
			for _, t := range s.Laid {
				laid = append(laid, lang.Sprintf("new.tunnel-at", rules.TunnelIn(lang, t.Tunnel), rules.LocationIn(lang, t.Location)))
			}
			return lang.Sprintf("new.tunnels-app", rules.ListIn(lang, laid), s.Collapsed)
		}
		return lang.Sprintf("new.tunnels", s.Single, s.Double, s.Collapsed, s.Recorded)
	case companion.SetupStepLegend:
		if s.App {
			return lang.Sprintf("new.legend-app", s.N, s.Legend)
		}
		legend := lang.Sprintf("new.legend-none")
		if s.Legend != "" {
			legend = lang.Sprintf("new.legend-recorded", s.Legend)
		}
		return lang.Sprintf("new.legend", legend)
	case companion.SetupStepSeekers:
		return lang.Sprintf("new.seekers")
	case companion.SetupStepReputation:
		if s.Guards > 0 {
			return lang.Sprintf("new.reputation-solo", s.N, s.Guards)
		}
		return lang.Sprintf("new.reputation", s.N)
	case companion.SetupStepGuardBoard:
		return lang.Sprintf("new.guard-board", s.N)
	case companion.SetupStepTomeDeck:
		return lang.Sprintf("new.tome-deck")
	case companion.SetupStepGuardDeck:
		if s.App {
			return lang.Sprintf("new.guard-deck-app", s.N, s.Of, colourWord(lang, s.Level.Colour()), s.Level.Title())
		}
		return lang.Sprintf("new.guard-deck", s.N, s.Of, colourWord(lang, s.Level.Colour()), s.Level.Title())
	case companion.SetupStepLocationDeck:
		locations := lang.Sprintf("new.locations")
		if s.Breakout {
			locations = lang.Sprintf("new.locations-breakout", locations)
			if s.BreakoutCard != rules.NoLocationCard {
				locations = lang.Sprintf("new.locations-card", locations, cmdutil.LocationCardWord(lang, s.BreakoutCard))
			}
		}
		if s.App {
			return lang.Sprintf("new.location-deck-app", locations)
		}
		return lang.Sprintf("new.location-deck", locations)
	case companion.SetupStepStorage:
		return lang.Sprintf("new.storage", s.N)
	case companion.SetupStepGoals:
		var goals []string
		for _, t := range s.Goals {
			goals = append(goals, lang.Sprintf("new.goal-one", goalWord(lang, t)))
		}
		return lang.Sprintf("new.goals", cmdutil.JoinNamesIn(lang, goals), s.Recorded)
	case companion.SetupStepTraits:
		return lang.Sprintf("new.traits")
	case companion.SetupStepFirstPlayer:
		return lang.Sprintf("new.first-player", rules.NameIn(lang, s.Name))
	}
	return ""
}
