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
	// lockup resolve: a location's lines. A label fits 14 cells.
	{"resolve.ranking", "ranking", "clasificación", "排名"},
	{"resolve.suspicion", "suspicion", "sospecha", "可疑"},
	{"resolve.first-player", "first player", "1.er jugador", "起始玩家"},
	{"resolve.stragglers", "stragglers", "rezagados", "散乱的组员"},
	{"resolve.lantern", "lantern", "linterna", "灯笼"},
	{"resolve.bandit", "bandit", "ladrón", "强盗"},
	{"resolve.effect", "effect", "efecto", "效果"},
	{"resolve.why", "why:", "por qué (en inglés; la regla en el reglamento):", "原因（英文；规则见规则书）："},
	{"resolve.nobody", "nobody here", "nadie aquí", "无人在此"},
	{"resolve.cube-stays", "1 cube stays here", "1 cubo se queda aquí", "1 个方块留在此地"},
	{"resolve.cubes-stay", "%d cubes stay here", "%d cubos se quedan aquí", "%d 个方块留在此地"},
	{"resolve.cube-to", "1 cube to %s", "1 cubo para %s", "1 个方块给 %s"},
	{"resolve.cubes-to", "%d cubes to %s", "%d cubos para %s", "%d 个方块给 %s"},
	{"resolve.passing-over", "%s (passing over %s: lookout there)", "%s (saltando a %s: su observador está allí)", "%s（跳过 %s：其瞭望员在场）"},
	{"resolve.stragglers-to", "%s (to the Library)", "%s (a la Biblioteca)", "%s（前往图书馆）"},
	{"resolve.stragglers-home", "%s (go home)", "%s (vuelven a su celda)", "%s（返回禁闭室）"},
	{"resolve.bandit-stays", "the Bandit cubes (%s) stay here", "los cubos del Ladrón (%s) se quedan aquí", "强盗方块（%s）留在此地"},
	{"resolve.legend-effect", "apply the legend card's effect to this ranking", "aplica el efecto de la carta de leyenda a esta clasificación", "按此排名结算传奇卡效果"},
	{"resolve.lantern-declines", "%s declines to advance", "%s no avanza", "%s 放弃推进"},
	{"resolve.lantern-guards", "the guards advance %d space", "los guardias avanzan %d casilla", "警卫推进 %d 格"},
	{"resolve.lantern-may", "%s may advance up to %d spaces", "%s puede avanzar hasta %d casillas", "%s 最多可推进 %d 格"},
	{"resolve.lantern-may-one", "%s may advance up to 1 space", "%s puede avanzar hasta 1 casilla", "%s 最多可推进 1 格"},
	{"resolve.the-guards", "the guards", "los guardias", "警卫"},
	{"resolve.reward", "%s: %s", "%s: %s", "%s：%s"},
	{"resolve.gains", "gains %s", "gana %s", "获得 %s"},
	{"resolve.bandit-included", "%s (the Bandit cubes, %s, included)", "%s (incluidos los cubos del Ladrón: %s)", "%s（含强盗方块：%s）"},
	{"resolve.takes-marker", "takes the first player marker", "toma el marcador de primer jugador", "获得起始玩家标记"},
	{"resolve.declined", "%s (declined)", "%s (rechazada)", "%s（已放弃）"},
	{"resolve.nothing", "nothing", "nada", "无"},
	{"resolve.tier.most", "most", "el más fuerte", "力量最高"},
	{"resolve.tier.second", "second", "el segundo", "力量第二"},
	{"resolve.tier.third", "third", "el tercero", "力量第三"},
	{"resolve.tier.least", "least", "el menos fuerte", "力量最小"},
	{"resolve.tier.other", "other", "los demás", "其他"},
	{"resolve.tier.each", "each", "cada uno", "每人"},
	{"resolve.scrap", "%d scrap", "%d desperdicios", "%d 废料"},
	{"resolve.scrap-one", "1 scrap", "1 desperdicio", "1 废料"},
	{"resolve.potions", "%d potions", "%d pociones", "%d 药剂"},
	{"resolve.potions-one", "1 potion", "1 poción", "1 药剂"},
	{"resolve.iron", "%d iron", "%d hierro", "%d 铁块"},
	{"resolve.gold", "%d gold", "%d oro", "%d 金块"},
	{"resolve.power", "%d power", "%d de poder", "%d 力量方块"},
	{"resolve.reputation", "%d reputation", "%d de reputación", "%d 威望星"},
	{"resolve.tome-one", "1 tome", "1 libro", "1 张典籍卡"},
	{"resolve.tomes", "%d tomes", "%d libros", "%d 张典籍卡"},
	{"resolve.rulings", "Rulings applied (see lockup rules):", "Decisiones aplicadas (véase lockup rules):", "所用裁定（见 lockup rules）："},
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
