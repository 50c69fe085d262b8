package terms

import (
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// Message is one message lockup prints to a player, by key, in the three
// languages. The texts are fmt formats: a translation uses the English's
// placeholders, each for the same argument, and may reorder them only with
// explicit argument indexes (%[2]s) – a test holds every message to it.
type Message struct {
	Key        string
	En, Es, Zh string
}

// In returns the message's text in a language.
func (m Message) In(l Lang) string {
	switch l {
	case Es:
		return m.Es
	case Zh:
		return m.Zh
	}
	return m.En
}

// Messages is the catalog: every message with its key. Keys name where the
// message is printed ("score.winner"). The terms of the game inside them
// are the glossary's (Word).
var Messages = []Message{
	// lockup score: the table's first column and the verdict under it.
	// A category fits 16 cells, so that five crews fit 80 columns.
	{"score.category", "Category", "Categoría", "类别"},
	{"score.total", "Total", "Total", "总计"},
	{"score.track", "Track", "Marcador", "威望轨道"},
	{"score.raid", "Final raid", "Redada final", "最终突击检查"},
	{"score.leader-goal", "Leader goal", "Objetivo líder", "最佳目标"},
	{"score.end-game-goal", "End game goal", "Objetivo final", "终局目标"},
	{"score.goons", "Goons", "Bandidos", "暴徒"},
	{"score.resources", "Resources", "Recursos", "资源"},
	{"score.tomes", "Tomes", "Libros", "典籍卡"},
	{"score.first-player", "First player", "Primer jugador", "起始玩家"},
	{"score.catacombs", "Catacombs", "Catacumbas", "地下墓穴"},
	{"score.winner", "Winner: %s", "Ganador: %s", "胜者：%s"},
	{"score.shared-victory", "Shared victory: %s", "Victoria compartida: %s", "共同胜利：%s"},
	// The notes are the scoring's, in English: the framing says so.
	{"score.notes", "Notes:", "Notas (en inglés):", "注释（英文）："},
	{"score.note", "- %s", "- %s", "- %s"},
	{"score.note-ruling", "- %s [ruling %s, docs/rulings.md]", "- %s [decisión %s, docs/rulings.md]", "- %s [裁定 %s，docs/rulings.md]"},
	{"score.markdown-winner", "**Winner: %s**", "**Ganador: %s**", "**胜者：%s**"},
	{"score.markdown-shared-victory", "**Shared victory: %s**", "**Victoria compartida: %s**", "**共同胜利：%s**"},
	{"score.markdown-note-ruling", "- %s (ruling %s, docs/rulings.md)", "- %s (decisión %s, docs/rulings.md)", "- %s（裁定 %s，docs/rulings.md）"},
}

var tags = [...]language.Tag{En: language.English, Es: language.Spanish, Zh: language.SimplifiedChinese}

var printers = sync.OnceValue(func() [3]*message.Printer {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for _, m := range Messages {
		for _, l := range Langs {
			if err := b.SetString(tags[l], m.Key, m.In(l)); err != nil {
				panic(err) // a test sets every message
			}
		}
	}
	var out [3]*message.Printer
	for _, l := range Langs {
		out[l] = message.NewPrinter(tags[l], message.Catalog(b))
	}
	return out
})

// Sprintf formats the message of the key in the language. A key the
// catalog lacks is printed as given (golang.org/x/text/message's way); a
// test holds every key the commands use to the catalog.
func (l Lang) Sprintf(key string, args ...any) string {
	return printers()[l].Sprintf(key, args...)
}

// Word returns the glossary's term of an id in the language ("chow-hall"
// in Spanish: "Comedor"), or the id when the glossary lacks it.
func (l Lang) Word(id string) string {
	g := mustLoad()
	if i, ok := g.byID[id]; ok {
		return g.terms[i].In(l).Term
	}
	return id
}
