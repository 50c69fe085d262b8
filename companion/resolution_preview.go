package companion

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// ResolutionPreviewIn says, in lang, what the location being resolved gives
// each crew there, a line each, before any of them chooses (lockup play's
// page above a reward's question): each side's strength and how a tie went
// (rules.Resolution.Ties), the reward of each crew's strength rank, or its
// tokens straggling, and where the suspicion cubes go. firstPlayer holds
// the first player marker. The numbers, the rewards and the words of the
// game are the reader's; how a tie went (the rules' wording) stays
// English.
func ResolutionPreviewIn(lang terms.Lang, res *rules.Resolution, firstPlayer string) []string {
	var out []string
	sep := lang.Sprintf("play.preview-sep")
	// Each side's strength, and how a tie went (rules.Resolution.Ties).
	if rk := res.Ranking(); len(rk) > 1 {
		strengths := make([]string, len(rk))
		for i, r := range rk {
			strengths[i] = fmt.Sprintf("%s %d", rules.NameIn(lang, r.Name), r.Strength)
		}
		line := rules.ListIn(lang, strengths)
		if ties := res.Ties(); len(ties) > 0 {
			line += sep + strings.Join(ties, sep)
		}
		out = append(out, lang.Sprintf("play.preview-strength", line))
	}
	for _, rw := range res.Rewards() {
		if !rw.Collected() {
			continue // declined, or took nothing: among the stragglers
		}
		var what []string
		if !rw.Gains.IsZero() {
			what = append(what, lang.Sprintf("play.preview-gets", GainsIn(lang, rw.Gains)))
		}
		if rw.Choice != "" {
			what = append(what, ChoiceIn(lang, rw.Choice))
		}
		switch {
		case !rw.FirstPlayerMarker:
		case rw.Name == firstPlayer:
			what = append(what, lang.Sprintf("play.preview-keeps-marker"))
		default:
			what = append(what, lang.Sprintf("play.preview-takes-marker"))
		}
		if len(what) == 0 {
			what = append(what, lang.Sprintf("play.preview-nothing"))
		}
		out = append(out, lang.Sprintf("play.preview-reward", rules.NameIn(lang, rw.Name), TierAfterNameIn(lang, rw.Tier), strings.Join(what, sep)))
	}
	for _, s := range res.Stragglers() {
		tokens := rules.TokensIn(lang, s.Tokens.Slice())
		key := "play.preview-straggle"
		switch {
		case s.Name == rules.Guards:
			key = "play.preview-straggle-guards"
		case len(tokens) == 1:
			key = "play.preview-straggle-one"
		}
		if res.Location == rules.Library {
			key += "-home"
		}
		if s.Name == rules.Guards {
			// A solitary game's guards hold no tokens: their guard cards.
			out = append(out, lang.Sprintf(key, rules.NameIn(lang, s.Name)))
			continue
		}
		out = append(out, lang.Sprintf(key, s.Name, rules.ListIn(lang, tokens)))
	}
	sp := res.Suspicion
	// The message's key ends in where the cubes go ("to", "stays"...).
	key, args := suspicionKey(sp.Cubes)
	switch {
	case sp.Cubes == 0:
	case sp.To != "":
		out = append(out, lang.Sprintf(key+"to", append(args, rules.NameIn(lang, sp.To))...))
	case sp.Passed == 1:
		out = append(out, lang.Sprintf(key+"lookout", append(args, res.PassedOver()[0])...))
	case sp.Passed > 1:
		out = append(out, lang.Sprintf(key+"lookouts", append(args, rules.AndIn(lang, res.PassedOver()))...))
	default:
		out = append(out, lang.Sprintf(key+"stays", args...))
	}
	return out
}

// TierAfterNameIn writes a reward tier in lang to follow a crew's name: "
// (most strength)", "（力量最高）"; nothing where every crew gets the same.
// The words are TierWordsIn's, the tracker's one set.
func TierAfterNameIn(lang terms.Lang, t rules.Tier) string {
	w := TierWordsIn(lang, t)
	if w == "" {
		return ""
	}
	return lang.Sprintf("play.tier", w)
}

// ChoiceIn says a reward's choice (rules.Reward.Choice, the rules engine's
// English) in lang: a location's by rules.ChoiceIn, an effect icon's by the
// catalog's message whose English it is ("play.choice.*"), or the English
// where the catalog has none.
func ChoiceIn(lang terms.Lang, choice string) string {
	if lang == terms.En || choice == "" {
		return choice
	}
	if in := rules.ChoiceIn(lang, choice); in != choice {
		return in // a location's choice
	}
	for _, m := range terms.Messages {
		if m.En == choice && strings.HasPrefix(m.Key, "play.choice.") {
			return m.In(lang)
		}
	}
	return choice
}

// suspicionKey is the start of the preview's suspicion message's key for a
// number of cubes, and its arguments: the count, said in the message for
// one cube.
func suspicionKey(cubes int) (string, []any) {
	if cubes == 1 {
		return "play.suspicion-one-", nil
	}
	return "play.suspicion-", []any{cubes}
}
