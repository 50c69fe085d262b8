package cardform

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestCardWordsCatalog: the catalog's English of every word of the card
// forms is theirs (cardWords), and every one has its Spanish and Chinese.
func TestCardWordsCatalog(t *testing.T) {
	en := map[string]string{}
	for _, m := range terms.Messages {
		if k, ok := strings.CutPrefix(m.Key, "entry.card."); ok {
			en[k] = m.En
		}
	}
	for key, english := range cardWords {
		if got, ok := en[key]; !ok || got != english {
			t.Errorf("%s: catalog %q, form %q", key, got, english)
		}
	}
	for key := range en {
		if _, ok := cardWords[key]; !ok {
			t.Errorf("entry.card.%s: no form uses it", key)
		}
	}
}

// TestCardFormLangs: a card form asked in a game, in Spanish and Chinese:
// its titles, descriptions and options in the language, the card's name
// as typed; English as before.
func TestCardFormLangs(t *testing.T) {
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
			form, _ := BuildIn(ios, lang, c, true)
			form.Init()
			b.WriteString(form.View())
			for _, g := range Groups(&c, Ask{Game: true, Lang: lang}) {
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
