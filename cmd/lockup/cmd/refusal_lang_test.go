package cmd

import (
	"strings"
	"testing"
)

// TestRefusalsInReadersLanguage: a Roll Call refusal is said in the
// reader's language, citing the passage in that language's book by its
// section title as printed there, with the frame ("allowed:") from the
// catalog; English is unchanged; exit 2 and nothing recorded in each
// language (issue 24).
func TestRefusalsInReadersLanguage(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	startGame(t)
	mustRun(t, "assign", "Vera", "sewers", "2", "3")
	tests := []struct {
		name string
		args []string
		want map[string]string
	}{
		{"not your turn", []string{"assign", "Claire", "smithy", "2"}, map[string]string{
			"en": "lockup: refused: it is Isaac's turn, not Claire's: turns go clockwise from the first player (allowed: Isaac) [Lockup core rulebook (2019), \"Roll Call Phase\"]",
			"es": "lockup: rechazado: es el turno de Isaac, no de Claire: los turnos siguen el sentido de las agujas del reloj desde el primer jugador (se admite: Isaac) [reglamento de Lockup (2019, edición en español), «I. FASE DE RECUENTO»]",
			"zh": "lockup: 已拒绝：现在是 Isaac 的回合，不是 Claire 的：从起始玩家开始按顺时针轮流行动（允许：Isaac）［Lockup 规则书（2018 第一版，中文翻译），“I. 点名阶段”］",
		}},
		{"library", []string{"assign", "Isaac", "library", "2"}, map[string]string{
			"es": "lockup: rechazado: las losetas de pandillero nunca se asignan a la Biblioteca; solo los rezagados acaban allí (se admite: exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, cell-block) [reglamento de Lockup (2019, edición en español), «I. FASE DE RECUENTO – Asignar las Losetas de Pandilleros»]",
			"zh": "lockup: 已拒绝：组员标记从不分配到图书馆；只有散乱的组员会去那里（允许：exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, cell-block）［Lockup 规则书（2018 第一版，中文翻译），“I. 点名阶段 – 分配组员标记”］",
		}},
		{"seeker", []string{"assign", "Isaac", "smithy", "seeker"}, map[string]string{
			"es": "lockup: rechazado: el buscador es de la expansión Breakout (se admite: ",
			"zh": "lockup: 已拒绝：搜寻者属于 Breakout 扩展（允许：",
		}},
	}
	for _, tt := range tests {
		for lang, want := range tt.want {
			args := append([]string{"--lang", lang}, tt.args...)
			code, out, errOut := run(t, "", false, args...)
			if code != 2 || out != "" {
				t.Errorf("%s %s: exit %d, stdout %q", lang, tt.name, code, out)
			}
			if !strings.HasPrefix(errOut, want) {
				t.Errorf("%s %s:\n got %q\nwant %q", lang, tt.name, errOut, want)
			}
		}
	}
	// A location in the refusal is the reader's term for it.
	mustRun(t, "assign", "Isaac", "smithy", "2")
	mustRun(t, "assign", "Claire", "smithy", "2")
	for lang, want := range map[string]string{
		"en": "lockup: refused: Vera already assigned tokens to the Sewers this round",
		"es": "lockup: rechazado: Vera ya asignó losetas a la localización Cloaca esta ronda",
		"zh": "lockup: 已拒绝：Vera 本回合已向下水道分配过标记",
	} {
		if code, _, errOut := run(t, "", false, "--lang", lang, "assign", "Vera", "sewers", "4"); code != 2 || !strings.HasPrefix(errOut, want) {
			t.Errorf("%s: exit %d, %q, want %q", lang, code, errOut, want)
		}
	}
}
