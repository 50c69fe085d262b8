package rules

import (
	"strings"
	"sync"
)

// The same passages in the Spanish and the Chinese books. A refusal or a
// ruling cites the English core rulebook; a player reading in Spanish or
// Chinese is pointed to the passage of his own book, by the section title
// as that book prints it.

// passage is one English core rulebook section and where the Spanish and
// Chinese books print it; a zero Source where a book has no such passage.
type passage struct {
	en     string
	es, zh Source
}

// zhSolo cites the 2018 book's solitary pages, which it prints in English.
func zhSolo(section string) Source { return zh(section, 0) }

// passages returns the table of the same passages in the three books,
// made on first use: only a run printing Spanish or Chinese cites a
// passage in those books, and a table made at init costs every run
// its start-up time (issue 21's whole-process goals count it).
var passages = sync.OnceValue(func() []passage {
	return []passage{
		{"Game Setup", esSetup, zhSetup},
		{"Game Board", es("Tablero", 0), zh("游戏版图", 0)},
		{"Holding Cells", es("Celdas de detención", 0), zh("禁闭室", 0)},
		{"Crew Boards", es("Tableros de pandillas", 0), zh("组员板", 0)},
		{"Resource Cubes", esCubosRecursos, zhResources},
		{"Power & Suspicion Cubes", esCubosPoder, zhCubes},
		{"Crew Tokens", esLosetas, zhCrewTokens},
		{"Item Cards", es("Cartas de Objeto", 0), zhItems},
		{"Goon Cards", es("Cartas de Bandidos", 0), zhGoons},
		{"Tome Cards", es("Cartas de libros", 0), zh("典籍卡", 0)},
		{"Goal Cards", es("Cartas de Objetivo", 0), zh("目标卡", 0)},
		{"Trait Cards", es("Cartas de Rasgo", 0), Source{}},
		{"Components", Source{}, zh("配件", 0)},
		{"How to Play", es("Cómo jugar", 0), zhHowToPlay},
		{"How to Play – Round Overview", esComoJugar, zhHowToPlay},
		{"Round Overview", esComoJugar, zhHowToPlay},
		{"Roll Call Phase", es("I. FASE DE RECUENTO", 0), zh("I. 点名阶段", 0)},
		{"Roll Call Phase – Assigning Crew Tokens", esAsignar, zhAssign},
		{"Roll Call Phase – Passing", esPasar, zhPass},
		{"Lights Out Phase", es("II. FASE DE LUCES FUERA", 0), zh("II. 熄灯阶段", 0)},
		{"Lights Out Phase – 1. Determine Crew Strengths", esFuerza, zhStrength},
		{"Lights Out Phase – 2. Gain Suspicion", esGanaSospecha, zhGainSusp},
		{"Lights Out Phase – 3. Collect Rewards", esRecompensas, zhRewards},
		{"Lights Out Phase – 4. Move Stragglers to the Library", esRezagados, zhStragglers},
		{"Patrol Phase", es("III. FASE DE PATRULLA", 0), zh("III. 巡逻阶段", 0)},
		{"Patrol Phase – 1. Check Resource Limits", esLimites, zhLimits},
		{"Patrol Phase – 2. Refill Item Display", esRellena, zhRefill},
		{"Patrol Phase – 3. Advance Goon Cards", esMueveBandidos, zhAdvanceGoons},
		{"Patrol Phase – 4. Add Suspicion Cubes", esAnadeSosp, zhAddSusp},
		{"Game End", esFinal, zhGameEnd},
		{"Game End – Final Scoring", esPuntuacion, zhFinalScoring},
		{"Location Rewards", es("Recompensas de las localizaciones", 11), zh("位置奖励", 10)},
		{"Location Rewards – Exercise Yard", esLugar("PATIO DE EJERCICIOS"), zhPlace("运动场")},
		{"Location Rewards – Sewers", esLugar("CLOACA"), zhPlace("下水道")},
		{"Location Rewards – Infirmary", esLugar("ENFERMERÍA"), zhPlace("医务室")},
		{"Location Rewards – Smithy", esLugar("FORJA"), zhPlace("铁匠铺")},
		{"Location Rewards – Commissary", esLugar("ECONOMATO"), zhPlace("小卖部")},
		{"Location Rewards – Chow Hall", esLugar("COMEDOR"), zhPlace("食堂")},
		{"Location Rewards – Cell Block", esLugar("BLOQUE DE CELDAS"), zhPlace("牢房")},
		{"Location Rewards – Library", esLugar("BIBLIOTECA"), zhPlace("图书馆")},
		{"Raids", esRedadas, zhRaids},
		{"Claiming Goals", esObjetivos, zhGoals},
		{"Claiming Goals – Leader Goal Cards", esLider, zhLeader},
		{"Claiming Goals – Instant Goal Cards", esInstantaneo, zhInstant},
		{"Claiming Goals – End Game Goal Cards", esFinalPartida, zhEndGoal},
		{"Crafting Items", esComprar, zhCrafting},
		{"Crafting Items – Reserving Items", esReservar, zhReserving},
		{"Recruiting Goons", esReclutar, zhRecruiting},
		{"Recruiting Goons – Bandits", esBandido("LADRONES"), Source{}},
		{"Recruiting Goons – Cultists", esBandido("CULTISTAS"), zhGoon("邪教者")},
		{"Recruiting Goons – Demons", esBandido("DEMONIOS"), zhGoon("恶魔")},
		{"Recruiting Goons – Dwarves", esBandido("ENANOS"), zhGoon("矮人")},
		{"Recruiting Goons – Flayers", esBandido("DESUELLAMENTES"), Source{}},
		{"Recruiting Goons – Hobgoblins", esBandido("HOBGOBLINS"), zhGoon("半兽人")},
		{"Recruiting Goons – Ratmen", esBandido("HOMBRES-RATA"), zhGoon("鼠人")},
		{"Special Effect Icons", esSimbolos, zhIcons},
		{"Advanced Setup", esAvanzada, Source{}},
		{"Solitary Mode", esSolo, zhSolo("Solitary Mode")},
		{"Solitary Mode – Guard Board", es("Modo Solitario – TABLERO DE GUARDIAS", 0), zhSolo("Solitary Mode – GUARD BOARD")},
		{"Solitary Mode – Guard Deck", es("Modo Solitario – MAZO DE GUARDIAS", 0), zhSolo("Solitary Mode – GUARD DECK")},
		{"Solitary Mode – Location Deck", es("Modo Solitario – MAZO DE LOCALIZACIONES", 0), zhSolo("Solitary Mode – LOCATION DECK")},
		{"Solitary Mode – Setup", esSoloPrep, zhSolo("SOLITARY SETUP")},
		{"Solitary Mode – Roll Call Phase", esSoloRecuento, zhSolo("SOLITARY ROLL CALL PHASE")},
		{"Solitary Mode – Lights Out Phase", esSoloLuces, zhSolo("SOLITARY LIGHTS OUT PHASE")},
		{"Solitary Mode – Lights Out Phase, Commissary", es("MODO SOLITARIO – FASE DE LUCES FUERA – Comisaría", 0), zhSolo("SOLITARY LIGHTS OUT PHASE – Commissary")},
		{"Solitary Mode – Lights Out Phase, Chow Hall", es("MODO SOLITARIO – FASE DE LUCES FUERA – Comedor", 0), zhSolo("SOLITARY LIGHTS OUT PHASE – Chow Hall")},
		{"Solitary Mode – Lights Out Phase, Cell Block", es("MODO SOLITARIO – FASE DE LUCES FUERA – Bloque de Celdas", 0), zhSolo("SOLITARY LIGHTS OUT PHASE – Cell Block")},
		{"Solitary Mode – Lights Out Phase, Library", es("MODO SOLITARIO – FASE DE LUCES FUERA – Biblioteca", 0), zhSolo("SOLITARY LIGHTS OUT PHASE – Library")},
		{"Solitary Mode – Patrol Phase", esSoloPatrulla, zhSolo("SOLITARY PATROL PHASE")},
		{"Solitary Mode – Patrol Phase, Storage Limits", es("MODO SOLITARIO – FASE DE PATRULLA – Límite de Almacenamiento", 0), zhSolo("SOLITARY PATROL PHASE – Storage Limits")},
		{"Solitary Mode – Patrol Phase, Raids", es("MODO SOLITARIO – FASE DE PATRULLA – Redadas", 0), zhSolo("SOLITARY PATROL PHASE – Raids")},
		{"Solitary Mode – Patrol Phase, Reshuffle Decks", es("MODO SOLITARIO – FASE DE PATRULLA – Rehacer los Mazos", 0), zhSolo("SOLITARY PATROL PHASE – Reshuffle")},
		{"Solitary Mode – Game End", esSoloFinal, zhSolo("SOLITARY GAME END")},
		{"Solitary Mode – Special Effects", esSoloEfectos, zhSolo("SOLITARY SPECIAL EFFECTS")},
		{"Solitary Mode – Special Effects, Gain Tome", es("MODO SOLITARIO – EFECTOS ESPECIALES – Conseguir un libro", 0), zhSolo("SOLITARY SPECIAL EFFECTS – Gain Tome")},
		{"Solitary Mode – Special Effects, Increase Storage Limit", es("MODO SOLITARIO – EFECTOS ESPECIALES – Incrementar el Límite de Almacenamiento", 0), zhSolo("SOLITARY SPECIAL EFFECTS – Increase Storage")},
		{"Solitary Mode – Special Effects, Exchange Resource", es("MODO SOLITARIO – EFECTOS ESPECIALES – Intercambio de Recursos", 0), zhSolo("SOLITARY SPECIAL EFFECTS – Convert Resource")},
		{"Solitary Mode – Difficulty Levels", esDificultad, zhSolo("DIFFICULTY LEVELS")},
	}
})

// passageIndex finds a passage by its English section, as passageKey folds
// it; built on first use, not when every command starts.
var passageIndex = sync.OnceValue(func() map[string]int {
	m := make(map[string]int, len(passages()))
	for i, p := range passages() {
		m[passageKey(p.en)] = i
	}
	return m
})

// passageKey folds an English section title for passageIndex: the phases'
// Roman numerals are dropped ("II. Lights Out Phase" and "Lights Out Phase"
// are one section) and the case is ignored.
func passageKey(section string) string {
	parts := strings.Split(section, " – ")
	for i, p := range parts {
		for _, num := range []string{"III. ", "II. ", "I. "} {
			p = strings.TrimPrefix(p, num)
		}
		parts[i] = strings.ToLower(strings.TrimSpace(p))
	}
	return strings.Join(parts, " – ")
}

// Equivalent returns the same passage in the book of a language: for a
// section of the English core rulebook, where the Spanish book (es) or the
// Chinese translation of the 2018 edition (zh) prints it, by that book's
// own section title and page. It reports false, returning the source
// unchanged, for English, for the other rulebooks (Breakout and Prison
// Architect have no Spanish or Chinese book), and for a passage that book
// does not have (the Chinese book has no Bandits, Flayers, traits or
// advanced setup).
func (s Source) Equivalent(lang Language) (Source, bool) {
	if s.Book != CoreRulebook || lang == English {
		return s, false
	}
	i, ok := passageIndex()[passageKey(s.Section)]
	if !ok {
		return s, false
	}
	var out Source
	switch lang {
	case Spanish:
		out = passages()[i].es
	case Chinese:
		out = passages()[i].zh
	}
	if out.Book == NoBook {
		return s, false
	}
	return out, true
}
