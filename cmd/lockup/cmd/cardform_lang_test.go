package cmd

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cards/cardform"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestCardFormLangs: a card form asked in a game, in Spanish and Chinese:
// its titles, descriptions and options in the language, the card's name
// as typed; English as before.
func TestCardFormLangs(t *testing.T) {
	t.Parallel()
	cards := []catalog.Card{
		{Kind: catalog.GoonCard, Name: "Fen"},
		{Kind: catalog.GoalCard, Name: "Hoarder"},
		{Kind: catalog.ItemCard, Name: "Shiv"},
		{Kind: catalog.GuardCard, Name: "G1"},
	}
	want := map[terms.Lang][]string{
		terms.Es: {"Bandido Fen", "Fen: tipo de bandido", "Ladrones, con hierro", "Hoarder: tipo de objetivo", "objetivo instantáneo", "Shiv: coste", "estrellas de reputación", "G1: color", "roja"},
		terms.Zh: {"暴徒 Fen", "Fen：暴徒类型", "强盗，显示铁块", "Hoarder：目标卡类型", "即时目标", "Shiv：费用", "制作时的威望星", "G1：颜色", "红"},
		terms.En: {"Goon Fen", "Fen: goon type", "bandits, showing iron", "Hoarder: goal type", "instant", "Shiv: cost", "reputation stars when crafted", "G1: colour", "red"},
	}
	for lang, words := range want {
		var b strings.Builder
		for _, c := range cards {
			ios, _, _, _ := cmdutil.TestStreams()
			form, _ := cardform.BuildIn(ios, lang, c, true)
			form.Init()
			b.WriteString(form.View())
			for _, g := range cardform.Groups(&c, cardform.Ask{Game: true, Lang: lang}) {
				b.WriteString(g.View())
			}
		}
		got := b.String()
		for _, w := range words {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q missing:\n%s", lang, w, got)
			}
		}
		if strings.Contains(got, "%!") {
			t.Errorf("%s: a formatting slip:\n%s", lang, got)
		}
	}
}
