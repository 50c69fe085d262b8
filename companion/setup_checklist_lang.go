package companion

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The setup checklist (Game.SetupChecklist) in the reader's language
// (issue 24): every language, English included, takes the catalog's
// "new.*" messages (companion/terms/messages_new.go) and the glossary's
// terms. Card names, level titles, commands and what the game file still
// lacks (Game.SetupMissing) stay English. lockup new prints it, wrapped to
// the terminal.

// SetupChecklistWords is the setup checklist worded in a language: its
// heading, a line per step, and its last line (what to do next).
type SetupChecklistWords struct {
	Head  string
	Steps []SetupStepWords
	Last  string
}

// SetupStepWords is a step of the setup checklist in words, and whether the
// game file holds it already (ticked).
type SetupStepWords struct {
	Done bool
	Text string
}

// SetupChecklistIn words the setup checklist for the table in lang.
func (g Game) SetupChecklistIn(lang terms.Lang) SetupChecklistWords {
	c := g.SetupChecklist()
	w := SetupChecklistWords{Head: lang.Sprintf("new.head", c.Crews, CiteCoreIn(lang, "Game Setup"))}
	if c.Solo {
		w.Head = lang.Sprintf("new.head-solo", rules.DifficultyIn(lang, c.Level), CiteCoreIn(lang, "Solitary Mode – Setup"))
	}
	for _, s := range c.Steps {
		w.Steps = append(w.Steps, SetupStepWords{Done: s.Done, Text: s.In(lang)})
	}
	play := hint(terms.HintPlay)
	w.Last = lang.Sprintf("new.last", rules.NameIn(lang, c.FirstPlayer), play, hint(terms.HintAssign), hint(terms.HintPass))
	switch {
	case c.Solo && g.Solo.Decks == AppDecks:
		w.Last = lang.Sprintf("new.last-app", play)
	case c.Solo:
		w.Last = lang.Sprintf("new.last-solo", play)
	}
	if len(c.Missing) > 0 {
		cmds := []string{hint(terms.HintDrawItem), hint(terms.HintDrawGoon)}
		if c.TableDecks {
			cmds = append(cmds, hint(terms.HintTunnel), hint(terms.HintLegendCard))
		}
		w.Last = lang.Sprintf("new.last-missing", rules.ListIn(lang, g.SetupMissingIn(lang)), play, strings.Join(cmds, ", "))
	}
	return w
}

// In words a step of the setup checklist in lang.
func (s SetupStep) In(lang terms.Lang) string {
	switch s.Kind {
	case SetupStepBoard:
		side := lang.Sprintf("new.side-large")
		if s.SmallSide {
			side = lang.Sprintf("new.side-small")
		}
		return lang.Sprintf("new.board", side)
	case SetupStepCubes:
		return lang.Sprintf("new.cubes")
	case SetupStepItemDisplay:
		return lang.Sprintf("new.display", s.N, s.Crews, s.Recorded)
	case SetupStepGoonSpaces:
		var names []string
		for _, l := range s.Spaces {
			names = append(names, rules.LocationIn(lang, l))
		}
		return lang.Sprintf("new.goon-spaces", rules.AndIn(lang, names), s.Recorded)
	case SetupStepCrewBoards:
		if s.Advanced {
			cite := `"Advanced Setup", p. 16`
			if lang != terms.En {
				cite = CiteCoreIn(lang, "Advanced Setup")
			}
			return lang.Sprintf("new.crew-boards-b", cite)
		}
		return lang.Sprintf("new.crew-boards-a")
	case SetupStepCrewTokens:
		if s.ReturnTwo {
			return lang.Sprintf("new.tokens-five")
		}
		return lang.Sprintf("new.tokens")
	case SetupStepCatacombs:
		note := lang.Sprintf("new.catacombs-unmapped")
		if s.Mapped {
			note = lang.Sprintf("new.catacombs-mapped")
		}
		return lang.Sprintf("new.catacombs", note)
	case SetupStepLanterns:
		return lang.Sprintf("new.lanterns")
	case SetupStepLoot:
		return lang.Sprintf("new.loot", s.N)
	case SetupStepTunnels:
		if s.App {
			var laid []string
			for _, t := range s.Laid {
				laid = append(laid, lang.Sprintf("new.tunnel-at", rules.TunnelIn(lang, t.Tunnel), rules.LocationIn(lang, t.Location)))
			}
			return lang.Sprintf("new.tunnels-app", rules.ListIn(lang, laid), s.Collapsed)
		}
		return lang.Sprintf("new.tunnels", s.Single, s.Double, s.Collapsed, s.Recorded, hint(terms.HintTunnel))
	case SetupStepLegend:
		if s.App {
			return lang.Sprintf("new.legend-app", s.N, s.Legend)
		}
		legend := lang.Sprintf("new.legend-none", hint(terms.HintLegendCard))
		if s.Legend != "" {
			legend = lang.Sprintf("new.legend-recorded", s.Legend)
		}
		return lang.Sprintf("new.legend", legend)
	case SetupStepSeekers:
		return lang.Sprintf("new.seekers")
	case SetupStepReputation:
		if s.Guards > 0 {
			return lang.Sprintf("new.reputation-solo", s.N, s.Guards)
		}
		return lang.Sprintf("new.reputation", s.N)
	case SetupStepGuardBoard:
		return lang.Sprintf("new.guard-board", s.N)
	case SetupStepTomeDeck:
		return lang.Sprintf("new.tome-deck")
	case SetupStepGuardDeck:
		key := "new.guard-deck"
		if s.App {
			key = "new.guard-deck-app"
		}
		return lang.Sprintf(key, s.N, s.Of, rules.ColourIn(lang, s.Level.Colour()), s.Level.Title())
	case SetupStepLocationDeck:
		locations := lang.Sprintf("new.locations")
		if s.Breakout {
			locations = lang.Sprintf("new.locations-breakout", locations)
			if s.BreakoutCard != rules.NoLocationCard {
				locations = lang.Sprintf("new.locations-card", locations, LocationCardIn(lang, s.BreakoutCard))
			}
		}
		if s.App {
			return lang.Sprintf("new.location-deck-app", locations)
		}
		return lang.Sprintf("new.location-deck", locations)
	case SetupStepStorage:
		return lang.Sprintf("new.storage", s.N)
	case SetupStepGoals:
		var goals []string
		for _, t := range s.Goals {
			goals = append(goals, lang.Sprintf("new.goal-one", GoalTypeIn(lang, t)))
		}
		return lang.Sprintf("new.goals", rules.AndIn(lang, goals), s.Recorded)
	case SetupStepTraits:
		return lang.Sprintf("new.traits")
	case SetupStepFirstPlayer:
		return lang.Sprintf("new.first-player", rules.NameIn(lang, s.Name))
	}
	return ""
}

// CiteCoreIn cites a section of the core rulebook in lang: `core rulebook,
// "Game Setup"` in English; in Spanish and Chinese the same passage in the
// reader's book where it has one (rules.Source.Equivalent), its title as
// that book prints it, else the English book's.
func CiteCoreIn(lang terms.Lang, section string) string {
	if lang == terms.En {
		return fmt.Sprintf("core rulebook, %q", section)
	}
	src := rules.Source{Book: rules.CoreRulebook, Section: section}
	rl := rules.Language(lang)
	if eq, ok := src.Equivalent(rl); ok {
		src = eq
	}
	return src.In(rl)
}

// GoalTypeIn names a goal type as a setup step counts it: "leader" in
// English (the step adds "goal"), the glossary's "objetivo de líder".
func GoalTypeIn(lang terms.Lang, t catalog.GoalType) string {
	if lang == terms.En {
		return GoalTypeName(t)
	}
	return lang.Word(t.String() + "-goal")
}

// GoalTypeName is a goal type as players say it in English: "end game".
func GoalTypeName(t catalog.GoalType) string { return strings.ReplaceAll(t.String(), "-", " ") }

// LocationCardIn names a location card in lang: its location's term, or
// the glossary's Off Duty.
func LocationCardIn(lang terms.Lang, c rules.LocationCard) string {
	if lang == terms.En {
		return c.String()
	}
	if w := lang.Word(c.Slug()); w != c.Slug() {
		return w
	}
	return c.String()
}
