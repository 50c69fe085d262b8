package play

import (
	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The words play's pages are made of, in the reader's language (issue 24):
// resources, gains, costs, names and lists. English goes through the same
// code as before, so that it stays byte-identical; Spanish and Chinese take
// the catalog's messages (companion/terms, messages_play.go) and the
// glossary's terms.

// costIn writes a cost in lang, as rules.Cost.String does in English:
// "4 any", "4 de cualquier tipo", "任意 4 个".
func costIn(lang terms.Lang, c rules.Cost) string {
	if lang == terms.En {
		return c.String()
	}
	return rules.CostIn(lang, c)
}

// actionWord names a reward action as a player chooses it, in lang:
// recruit, craft and reserve are the glossary's verbs.
func actionWord(lang terms.Lang, a companion.RewardAction) string {
	if lang == terms.En {
		return a.String()
	}
	switch a {
	case companion.RewardRecruit, companion.RewardCraft, companion.RewardReserve:
		return lang.Word(a.String())
	case companion.RewardTake:
		return lang.Sprintf("play.action-take")
	case companion.RewardExchange:
		return lang.Sprintf("play.action-exchange")
	}
	return a.String()
}

// countedIn is a count and its word: in English plural's; in Spanish and
// Chinese the message of key, or of key+"-one" for 1.
func countedIn(lang terms.Lang, n int, key, one, many string) string {
	if lang == terms.En {
		return cmdutil.Plural(n, one, many)
	}
	if n == 1 {
		key += "-one"
	}
	return lang.Sprintf(key, n)
}

// effectTitle names an effect icon waiting for a choice, in lang:
// "Vera's Grub: give-suspicion", the icon by the glossary's term in Spanish
// and Chinese.
func effectTitle(lang terms.Lang, pe companion.PendingEffect) string {
	k := pe.Effect.Kind
	return lang.Sprintf("play.effect-title", rules.NameIn(lang, pe.Crew), pe.Card, rules.EffectIn(lang, k))
}

// resourceOptionsAll are the four resources as options, named in lang.
func resourceOptionsAll(lang terms.Lang) []huh.Option[rules.Resource] {
	if lang == terms.En {
		return cmdutil.ResourceOptions()
	}
	var out []huh.Option[rules.Resource]
	for _, k := range rules.AllResources {
		out = append(out, huh.NewOption(rules.ResourceIn(lang, k), k))
	}
	return out
}
