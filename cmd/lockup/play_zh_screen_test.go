//go:build linux

package main

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// TestScreenPlayChinese plays a Roll Call turn with --lang zh at 80x24
// (issue 24): the header (round, phase, whose turn) and the crew's
// questions are in Chinese, the locations and tokens with the glossary's
// terms (the board above the question too), a token typed in Chinese is
// accepted, the game file keeps it in English; the placements on the
// board (the other crew's face-down tokens counted) are in Chinese too, and
// no line of a page passes 80 display columns.
func TestScreenPlayChinese(t *testing.T) {
	t.Parallel()
	env := screenHome(t)
	lockupHere(t, "new", "--crew", "小明", "--crew", "李华", "--name", "screen",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
	s := startScreen(t, env, "", 80, 24, "--lang", "zh", "play")
	pages := []string{s.WaitFor("第1回合，点名阶段：小明的回合。", "  运动场：-", "  牢房：-", "小明的回合（剩余标记：", "> 向一个地点分配标记", "略过")}
	s.Type(keyEnter)
	pages = append(pages, s.WaitFor("第1回合，点名阶段：小明的回合。", "小明分配到哪个地点？", "> 运动场"))
	s.Type(keyDown) // the Sewers
	s.WaitFor("> 下水道")
	s.Type(keyEnter)
	// "┃ " marks the field that has the focus: the page shows every field
	// at once, so a question on the screen is not yet one being asked.
	pages = append(pages, s.WaitFor("┃ 哪些标记？（以空格分隔："))
	s.Type("瞭望员", keyTab)
	pages = append(pages, s.WaitFor("┃ 其中哪些面朝下？（回车：无）"))
	s.Type(keyEnter)
	// 李华's turn: the board shows 小明's lookout at the Sewers; 李华
	// assigns the 5 and the 2, the 2 face down, to the Smithy.
	pages = append(pages, s.WaitFor("第1回合，点名阶段：李华的回合。", "  下水道：小明：瞭望员"))
	s.Type(keyEnter)
	s.WaitFor("┃ 李华分配到哪个地点？")
	s.Type(keyDown, keyDown, keyDown) // the Smithy
	pages = append(pages, s.WaitFor("> 铁匠铺：-", "下水道：小明：瞭望员"))
	s.Type(keyEnter)
	s.WaitFor("┃ 哪些标记？（以空格分隔：")
	s.Type("5 2", keyTab)
	s.WaitFor("┃ 其中哪些面朝下？（回车：无）")
	s.Type("2", keyEnter)
	// 小明's turn: the other crew's face-down token is counted, not named.
	pages = append(pages, s.WaitFor("第1回合，点名阶段：小明的回合。", "  铁匠铺：李华：5 + 1 个面朝下"))
	s.Type(keyCtrlC)
	if code, _ := s.Exit(); code != 130 {
		t.Errorf("Ctrl-C: exit code %d, want 130", code)
	}
	for _, page := range pages {
		for _, line := range strings.Split(page, "\n") {
			if w := cmdutil.DisplayWidth(line); w > 80 {
				t.Errorf("a line of %d columns at 80x24: %q; the screen:\n%s", w, line, page)
			}
		}
	}
	if log := lockupHere(t, "log"); !strings.Contains(log, "小明 assigns the lookout to the Sewers.") {
		t.Errorf("the token typed in Chinese is not recorded by its English name:\n%s", log)
	}
}
