package terms

import (
	"fmt"
	"iter"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

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

// Messages is the catalog: every message with its key, and its position in
// the catalog (for _, m := range terms.Messages). Keys name where the
// message is printed ("score.winner"). The terms of the game inside them
// are the glossary's (Word). Each part of the program keeps its messages
// in a file of its own (messages_*.go); Messages yields them one part
// after the other, in messageFiles' order. It joins no slice: a slice of
// the whole catalog, built at init, cost every run start-up time (issue
// 21's whole-process goals count it).
var Messages iter.Seq2[int, Message] = func(yield func(int, Message) bool) {
	n := 0
	for _, file := range messageFiles {
		for _, m := range file {
			if !yield(n, m) {
				return
			}
			n++
		}
	}
}

// messageFiles are the parts of the catalog, each a file's messages.
var messageFiles = slices.Concat([][]Message{coreMessages, refusalRuleMessages, refusalTrackerMessages, reasonMessages},
	noteMessages, [][]Message{statusMessages, newMessages, playMessages, entryMessages})

// coreMessages are the messages of score, pa score, resolve, rules, the
// refusals' frame and Roll Call, and play's header.
var coreMessages = []Message{
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
	// The solitary guards' side: a column's name and a winner.
	{"score.guards", "guards", "guardias", "警卫"},
	{"score.shared-victory", "Shared victory: %s", "Victoria compartida: %s", "共同胜利：%s"},
	// The notes themselves, and their heading, are in messages_notes.go.
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
	// lockup pa score: the score categories, the Governor's column and the
	// rulings' document. Prison Architect has no Spanish or Chinese book:
	// these are our words; tiles and cards keep their English names. A
	// category fits 16 cells, as the English "Brick and Mortar".
	{"pa.cash", "Cash", "Dinero", "现金"},
	{"pa.brick-and-mortar", "Brick and Mortar", "Albañilería", "砖瓦建筑"},
	{"pa.organization", "Organization", "Organización", "组织"},
	{"pa.tracks", "Tracks", "Marcadores", "轨道"},
	{"pa.specialists", "Specialists", "Especialistas", "专家"},
	{"pa.objectives", "Objectives", "Objetivos", "目标"},
	{"pa.escapees", "Escapees", "Fugados", "越狱者"},
	{"pa.reintegration", "Reintegration", "Reinserción", "重返社会"},
	{"pa.inmates", "Inmates", "Reclusos", "囚犯"},
	{"pa.governor-column", "Governor (%s)", "Gobernador (%s)", "州长（%s）"},
	{"pa.the-governor", "the Governor", "el Gobernador", "州长"},
	{"pa.note-ruling", "- %s [ruling %s, docs/prison-architect.md]", "- %s [decisión %s, docs/prison-architect.md]", "- %s [裁定 %s，docs/prison-architect.md]"},
	{"pa.markdown-note-ruling", "- %s (ruling %s, docs/prison-architect.md)", "- %s (decisión %s, docs/prison-architect.md)", "- %s（裁定 %s，docs/prison-architect.md）"},
	// Refusals: the frame around a rule's refusal (rules.RuleError), and
	// the refusals of the Roll Call phase (companion/rules/rollcall.go,
	// companion/entries_rollcall.go), whose English is the RuleError's
	// own. A refusal without a key is printed in English, marked so.
	{"refusal.refused", "refused: ", "rechazado: ", "已拒绝："},
	{"refusal.allowed", "%s (allowed: %s)", "%s (se admite: %s)", "%s（允许：%s）"},
	{"refusal.cited", "%s [%s]", "%s [%s]", "%s［%s］"},
	{"refusal.in-english", "%s (in English)", "%s (en inglés)", "%s（英文）"},
	{"refusal.typed", "%s", "%s", "%s"},
	{"refusal.legend-needs-breakout", "the legend card comes with the Breakout expansion", "la carta de leyenda es de la expansión Breakout", "传奇卡属于 Breakout 扩展"},
	{"refusal.add-breakout", "add breakout to the expansions", "añade breakout a las expansiones", "在扩展中加入 breakout"},
	{"refusal.location-or-legend", "a token goes either to a location or to the legend card", "una loseta va a una localización o a la carta de leyenda, no a ambas", "一个标记要么放到地点，要么放到传奇卡上"},
	{"refusal.library", "crew tokens are never assigned to the Library; only stragglers end up there", "las losetas de pandillero nunca se asignan a la Biblioteca; solo los rezagados acaban allí", "组员标记从不分配到图书馆；只有散乱的组员会去那里"},
	{"refusal.not-a-location", "not a location on the board", "no es una localización del tablero", "不是版图上的地点"},
	{"refusal.assigned-twice", "%s already assigned tokens to the %s this round; a crew assigns to each location once per round", "%s ya asignó losetas a la localización %s esta ronda; cada pandilla asigna a cada localización una vez por ronda", "%s 本回合已向%s分配过标记；每个团队每回合只能向每个地点分配一次"},
	{"refusal.no-tokens", "%s assigns no tokens to %s", "%s no asigna ninguna loseta a la localización %s", "%s 没有向%s分配任何标记"},
	{"refusal.no-tokens-legend", "%s assigns no tokens to the legend card", "%s no asigna ninguna loseta a la carta de leyenda", "%s 没有向传奇卡分配任何标记"},
	{"refusal.one-or-more-tokens", "one or more tokens", "una o más losetas", "一个或多个标记"},
	{"refusal.token-twice", "%s's %s token is used twice; each token is assigned once per round", "la loseta %[2]s de %[1]s se usa dos veces; cada loseta se asigna una vez por ronda", "%s 的 %s 标记用了两次；每个标记每回合只分配一次"},
	{"refusal.legend-one-token", "%s puts more than one token on the legend card; only the last token goes there", "%s pone más de una loseta en la carta de leyenda; solo va allí la última", "%s 在传奇卡上放了不止一个标记；只有最后一个标记放在那里"},
	{"refusal.one-token-per-crew", "one token per crew", "una loseta por pandilla", "每个团队一个标记"},
	{"refusal.legend-single", "the legend token is a single token", "la loseta de la carta de leyenda es una sola", "传奇卡上的标记只有一个"},
	{"refusal.zero-or-one", "0 or 1", "0 o 1", "0 或 1"},
	{"refusal.face-down-of", "%d face-down tokens out of %d assigned", "%d losetas boca abajo de %d asignadas", "分配了 %[2]d 个标记，其中 %[1]d 个面朝下"},
	{"refusal.zero-to", "0 to %d", "de 0 a %d", "0 到 %d"},
	{"refusal.face-down-limit", "%s would have %d tokens face down this round", "%s tendría %d losetas boca abajo esta ronda", "%s 本回合将有 %d 个标记面朝下"},
	{"refusal.face-down-at-most", "at most %d per round with %d seats, not counting the legend token", "como mucho %d por ronda con %d jugadores, sin contar la loseta de la carta de leyenda", "%[2]d 人游戏每回合最多 %[1]d 个，不计传奇卡上的标记"},
	{"refusal.keep-one", "%s would have %d tokens on the board; with Breakout one token is kept for the legend card", "%s tendría %d losetas en el tablero; con Breakout se guarda una para la carta de leyenda", "%s 将有 %d 个标记在版图上；使用 Breakout 时要留一个标记给传奇卡"},
	{"refusal.at-most-on-board", "at most %d on the board", "como mucho %d en el tablero", "版图上最多 %d 个"},
	{"refusal.seeker-needs-breakout", "the seeker comes with the Breakout expansion", "el buscador es de la expansión Breakout", "搜寻者属于 Breakout 扩展"},
	{"refusal.five-crews-no-two", "with five crews every crew returns its 2 token to the box", "con cinco pandillas cada una devuelve su loseta 2 a la caja", "五个团队时，每个团队把自己的 2 号标记放回盒中"},
	{"refusal.no-such-token", "%s has no %s token", "%s no tiene la loseta %s", "%s 没有 %s 标记"},
	{"refusal.legend-token-needs-breakout", "the legend token comes with the Breakout expansion, which this game does not use", "la loseta de la carta de leyenda es de la expansión Breakout, que esta partida no usa", "传奇卡标记属于 Breakout 扩展，本局没有使用该扩展"},
	{"refusal.pass-legend-not-last", "%s passes with %d tokens in its holding cell: only a crew's last token goes face down to the legend card, and no token goes there otherwise", "%s pasa con %d losetas en su celda de detención: solo la última loseta de una pandilla va boca abajo a la carta de leyenda, y si no, ninguna", "%s 放弃行动时禁闭室里还有 %d 个标记：只有团队的最后一个标记会面朝下放到传奇卡上，否则不放"},
	{"refusal.pass-without-legend", "%s without %s: its tokens stay in the holding cell and it has none on the legend card this round", "%s sin %s: sus losetas se quedan en la celda de detención y no tiene ninguna en la carta de leyenda esta ronda", "%s 不加 %s：其标记留在禁闭室，本回合传奇卡上没有它的标记"},
	{"refusal.not-in-holding-cell", "the %s is not in %s's holding cell", "la loseta %s no está en la celda de detención de %s", "%s 不在 %s 的禁闭室里"},
	{"refusal.guards-no-tokens", "the guards have no crew tokens: their turns are guard turns", "los guardias no tienen losetas de pandillero: sus turnos son turnos de guardia", "警卫没有组员标记：他们的回合是警卫回合"},
	{"refusal.guards-turn", "%s, or %s", "%s, o %s", "%s，或 %s"},
	{"refusal.passed", "%s has passed and takes no more turns this Roll Call phase", "%s ha pasado y no juega más turnos en esta Fase de Recuento", "%s 已放弃行动，本点名阶段不再行动"},
	{"refusal.not-your-turn", "it is %s turn, not %s: turns go clockwise from the first player", "es el turno %s, no %s: los turnos siguen el sentido de las agujas del reloj desde el primer jugador", "现在是 %s回合，不是 %s：从起始玩家开始按顺时针轮流行动"},
	// lockup resolve in a solitary game: the guards' decisions. What the
	// guards do and why is automa's English: guards.decision marks it.
	// A board label fits 14 cells.
	{"guards.heading", "The guards' decisions", "Decisiones de los guardias", "警卫的决定"},
	{"guards.board-before", "board before:", "tablero antes:", "警卫板（之前）："},
	{"guards.board-after", "board after:", "tablero después:", "警卫板（之后）："},
	{"guards.no-reward", "the guards collect no reward", "los guardias no cobran ninguna recompensa", "警卫没有获得奖励"},
	{"guards.decision", "%s", "%s (en inglés)", "%s（英文）"},
	{"guards.effect", "%s, %s icon: ", "%s, símbolo %s: ", "%s，%s 图标："},
	{"guards.unread", "%s: the file gives no special effect icons; read them on the card and apply them for the guards (lockup rules solo-effects)", "%s: el archivo no da sus símbolos de efectos especiales; léelos en la carta y aplícalos por los guardias (lockup rules solo-effects)", "%s：文件没有给出特殊效果图标；请看卡片上的图标，替警卫结算（lockup rules solo-effects）"},
	{"guards.no-resources", "no resources", "sin recursos", "无资源"},
	{"guards.suspicion", "%d suspicion", "%d de sospecha", "%d 可疑方块"},
	{"guards.reserved", "reserved: %s", "reservados: %s", "预留：%s"},
	{"guards.separator", "; ", "; ", "；"},
	// lockup rules: the index, a topic's labels, a search's headings and
	// what is said when nothing is found. Topic IDs and commands stay as
	// typed.
	{"rules.index", "Lockup rules reference: %d topics. Type `lockup rules TOPIC` to read one (a name below or a word such as \"first player\"), or `lockup rules --search WORDS` to find the entries that mention some words.", "Referencia de las reglas de Lockup: %d temas. Escribe `lockup rules TEMA` para leer uno (un nombre de abajo o una palabra como \"primer jugador\"), o `lockup rules --search PALABRAS` para hallar las entradas que mencionan esas palabras.", "Lockup 规则参考：共 %d 个条目。输入 `lockup rules 条目` 阅读一条（下列名称，或“起始玩家”这样的词），或输入 `lockup rules --search 词语` 查找提到这些词的条目。"},
	{"rules.sources", "Sources", "Fuentes", "出处"},
	{"rules.rulings", "Rulings", "Decisiones", "裁定"},
	{"rules.not-in-registry", "%s (not in the registry)", "%s (no está en el registro)", "%s（不在裁定列表中）"},
	{"rules.ruling-title", "%s: %s", "%s: %s", "%s：%s"},
	{"rules.passage", "Passage (%s): %s", "Pasaje (%s): %s", "所涉条文（%s）：%s"},
	{"rules.decision", "Decision: %s", "Decisión: %s", "裁定：%s"},
	{"rules.first-edition", "First edition (2018)", "Primera edición (2018)", "2018 第一版"},
	{"rules.related", "Related: %s", "Relacionados: %s", "相关条目：%s"},
	{"rules.aliases", "Also found as: %s", "También se encuentra como: %s", "也可输入：%s"},
	{"rules.entry-mentions", "1 entry mentions %q", "1 entrada menciona %q", "1 个条目提到 %q"},
	{"rules.entries-mention", "%d entries mention %q", "%d entradas mencionan %q", "%d 个条目提到 %q"},
	{"rules.searched", "%s (searched for %s; left out %s)", "%s (se buscó %s; se omitió %s)", "%s（搜索：%s；略去：%s）"},
	{"rules.colon", "%s:", "%s:", "%s："},
	{"rules.best", "Best matches", "Mejores coincidencias", "最佳匹配"},
	{"rules.also", "Also mentioning some of the words", "Mencionan algunas de las palabras", "提到部分词语"},
	{"rules.more", "and %d more (--output json lists every one)", "y %d más (--output json las lista todas)", "另有 %d 条（--output json 列出全部）"},
	{"rules.matched", "%s (%s)", "%s (%s)", "%s（%s）"},
	{"rules.type-topic", "Type `lockup rules TOPIC` to read one.", "Escribe `lockup rules TEMA` para leer uno.", "输入 `lockup rules 条目` 阅读一条。"},
	{"rules.no-entry", "no entry mentions any word of %q", "ninguna entrada menciona palabra alguna de %q", "没有条目提到 %q 中的任何词"},
	{"rules.no-topic-no-entry", "no topic %s, and no entry mentions any word of it", "no hay ningún tema %s, y ninguna entrada menciona palabra alguna de él", "没有条目 %s，也没有条目提到其中任何词"},
	{"rules.closest", "closest topics: %s", "temas más cercanos: %s", "最接近的条目：%s"},
	{"rules.no-topic", "no topic %s", "no hay ningún tema %s", "没有条目 %s"},
	{"rules.no-topic-given", "no topic given; see `%s` for the index", "no se ha dado ningún tema; consulta `%s` para ver el índice", "未给出条目；索引见 `%s`"},
	{"rules.no-topic-closest", "no topic %s; closest: %s", "no hay ningún tema %s; los más cercanos: %s", "没有条目 %s；最接近的：%s"},
	{"score.markdown-note-ruling", "- %s (ruling %s, docs/rulings.md)", "- %s (decisión %s, docs/rulings.md)", "- %s（裁定 %s，docs/rulings.md）"},
	// lockup play: the page's header (round, phase, location, whose turn)
	// and a crew's Roll Call questions. Phases, locations and tokens in
	// them are the glossary's (Word).
	{"play.header", "Round %d, %s", "Ronda %d, %s", "第%d回合，%s"},
	{"play.header-legend", ", the legend card", ", la carta de leyenda", "，传奇卡"},
	{"play.header-location", ", the %s", ", %s", "，%s"},
	{"play.header-who", "%s: %s.", "%s: %s.", "%s：%s。"},
	{"play.turn", "%s's turn", "turno de %s", "%s的回合"},
	{"play.effect-waits", "%s's %s waits for a choice", "%[2]s de %[1]s espera una elección", "%s的%s等待选择"},
	{"play.draws-tome", "%s draws a tome card", "%s roba una carta de libro", "%s抽一张典籍卡"},
	{"play.patrol-discard", "step 1, storage limits: %s discards", "paso 1, límites de almacenamiento: %s descarta", "第1步，存储限制：%s弃置"},
	{"play.patrol-items", "step 2, the item display is refilled", "paso 2, se repone el despliegue de objetos", "第2步，补充物品展示区"},
	{"play.patrol-goons", "step 3, the goon spaces are refilled", "paso 3, se reponen los espacios de bandidos", "第3步，补充暴徒空位"},
	{"play.reward", "%s's reward", "recompensa de %s", "%s的奖励"},
	{"play.turn-question", "%s's turn (tokens left: %s)", "Turno de %s (losetas que quedan: %s)", "%s的回合（剩余标记：%s）"},
	{"play.turn-assign", "assign tokens to a location", "asignar losetas a una localización", "向一个地点分配标记"},
	{"play.turn-pass", "pass", "pasar", "略过"},
	{"play.assign-location", "%s assigns to which location?", "¿A qué localización asigna %s?", "%s分配到哪个地点？"},
	{"play.assign-tokens", "Which tokens? (separated by spaces: %s)", "¿Qué losetas? (separadas por espacios: %s)", "哪些标记？（以空格分隔：%s）"},
	{"play.assign-no-token", "name at least one token", "nombra al menos una loseta", "至少写出一个标记"},
	{"play.assign-face-down", "Which of them go face down? (Enter: none)", "¿Cuáles van boca abajo? (Intro: ninguna)", "其中哪些面朝下？（回车：无）"},
}

var tags = [...]language.Tag{En: language.English, Es: language.Spanish, Zh: language.SimplifiedChinese}

// printers holds a printer per language, each built on first use from
// that language's texts only: a run prints in one language, and building
// a catalog costs start-up time (issue 21's whole-process goals count it).
// Every message has every language's text (TestMessagesTranslated), so no
// fallback to English is needed.
var printers = [...]func() *message.Printer{En: printerOf(En), Es: printerOf(Es), Zh: printerOf(Zh)}

// printerOf returns a function building the printer of a language once.
func printerOf(l Lang) func() *message.Printer {
	return sync.OnceValue(func() *message.Printer {
		b := catalog.NewBuilder(catalog.Fallback(tags[l]))
		for _, m := range Messages {
			if err := b.SetString(tags[l], m.Key, m.In(l)); err != nil {
				panic(err) // a test sets every message
			}
		}
		return message.NewPrinter(tags[l], message.Catalog(b))
	})
}

// Sprintf formats the message of the key in the language. A key the
// catalog lacks is printed as given (golang.org/x/text/message's way); a
// test holds every key the commands use to the catalog.
//
// The message is formatted by fmt straight from its text in the language,
// without building the catalog (issue 21's whole-process goals count it),
// whenever fmt prints what the catalog's printer for the language would:
// for every argument but a number the printer groups (1,500; 12.345 in
// Spanish) or words otherwise (a float), which goes to the printer.
func (l Lang) Sprintf(key string, args ...any) string {
	if l < En || l > Zh {
		l = En
	}
	if s, ok := fmtSprintf(l, key, args); ok {
		return s
	}
	return printers[l]().Sprintf(key, args...)
}

// messageParts indexes the messages by key, one part at a time: a key
// begins with the part of the program that prints it ("score.winner"), and
// a part's index (its keys' messages) is built on the first of its messages
// a run prints. A run prints the messages of a few parts, and hashing all
// of the catalog's keys would cost every run a good share of its start-up
// time (issue 21's whole-process goals count it). The map of parts is never
// changed once stored: adding a part stores a new one, so that reading
// takes no lock (solo rate formats from many goroutines).
var messageParts atomic.Pointer[map[string]map[string]*Message]

// messagePartsAdding is held while a part's index is added.
var messagePartsAdding sync.Mutex

// messageOf returns a key's message, or nil when the catalog lacks the key.
func messageOf(key string) *Message {
	part := key[:strings.IndexByte(key, '.')+1] // "" for a key with no part: every key
	index, ok := partIndex(part)
	if !ok {
		index = addPartIndex(part)
	}
	return index[key]
}

// partIndex returns the index of a part's keys, if it is built.
func partIndex(part string) (map[string]*Message, bool) {
	if parts := messageParts.Load(); parts != nil {
		index, ok := (*parts)[part]
		return index, ok
	}
	return nil, false
}

// addPartIndex builds the index of a part's keys and stores it.
func addPartIndex(part string) map[string]*Message {
	messagePartsAdding.Lock()
	defer messagePartsAdding.Unlock()
	if index, ok := partIndex(part); ok {
		return index
	}
	index := map[string]*Message{}
	for _, file := range messageFiles {
		for i := range file {
			// The first byte first: most keys differ there, and it saves a
			// call per key.
			if k := file[i].Key; part == "" || k != "" && k[0] == part[0] && strings.HasPrefix(k, part) {
				index[k] = &file[i]
			}
		}
	}
	parts := map[string]map[string]*Message{part: index}
	if old := messageParts.Load(); old != nil {
		for p, in := range *old {
			parts[p] = in
		}
	}
	messageParts.Store(&parts)
	return index
}

// fmtSprintf formats a message in a language with fmt, or reports that
// only the catalog's printer formats it as the catalog does.
func fmtSprintf(l Lang, key string, args []any) (string, bool) {
	m := messageOf(key)
	if m == nil {
		return "", false
	}
	format := m.In(l)
	for _, a := range args {
		if !plainArg(a) {
			return "", false
		}
	}
	if !usesArgs(format) {
		// The printer drops arguments a text without placeholders does
		// not use, where fmt would print them as %!(EXTRA ...).
		args = nil
	}
	return fmt.Sprintf(format, args...), true
}

// usesArgs reports whether a format has a placeholder (%% is none).
func usesArgs(format string) bool {
	for i := strings.IndexByte(format, '%'); i >= 0 && i+1 < len(format); i = strings.IndexByte(format, '%') {
		if format[i+1] != '%' {
			return true
		}
		format = format[i+2:]
	}
	return false
}

// plainArg reports whether fmt and golang.org/x/text/message's printers of
// lockup's languages print an argument alike: strings, booleans, integers
// under 1000 (the printer groups digits from 1000 on), and values printed by their
// String or Error method. Floats, and other values the printer walks by
// reflection, are not.
func plainArg(a any) bool {
	switch v := a.(type) {
	case string, bool:
		return true
	case int:
		return v > -1000 && v < 1000
	}
	switch v := reflect.ValueOf(a); v.Kind() {
	case reflect.String, reflect.Bool:
		return true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() > -1000 && v.Int() < 1000
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() < 1000
	case reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return false
	}
	switch a.(type) {
	case error, fmt.Stringer:
		return true
	}
	return false
}

// Word returns the glossary's term of an id in the language ("chow-hall"
// in Spanish: "Comedor"), or the id when the glossary lacks it.
func (l Lang) Word(id string) string {
	if t, ok := termOf(id); ok {
		return t.In(l).Term
	}
	return id
}
