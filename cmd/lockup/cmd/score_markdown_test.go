package cmd

import (
	"os"
	"strings"
	"testing"
)

// markdownCells splits a markdown table row into its cells, keeping
// escaped pipes inside them; ok is false when the row does not start and
// end with a pipe.
func markdownCells(line string) ([]string, bool) {
	if !strings.HasPrefix(line, "| ") || !strings.HasSuffix(line, " |") {
		return nil, false
	}
	var cells []string
	var cell strings.Builder
	inner := line[1 : len(line)-1]
	for i := 0; i < len(inner); i++ {
		switch {
		case inner[i] == '\\' && i+1 < len(inner):
			cell.WriteByte(inner[i])
			cell.WriteByte(inner[i+1])
			i++
		case inner[i] == '|':
			cells = append(cells, strings.TrimSpace(cell.String()))
			cell.Reset()
		default:
			cell.WriteByte(inner[i])
		}
	}
	return append(cells, strings.TrimSpace(cell.String())), true
}

// TestScoreMarkdownIsATable checks every example's markdown as a GitHub
// table: a header row, the alignment row, rows of as many cells, then a
// blank line before anything else (a line right under a table is one more
// row of it); the goon types right under the Goons row.
func TestScoreMarkdownIsATable(t *testing.T) {
	t.Parallel()
	for _, ex := range []string{"../../../examples/two-crews.yaml", "../../../examples/four-crews.yaml", "../../../examples/solo.yaml",
		"../../../examples/breakout.yaml", "testdata/score/five-crews.yaml"} {
		t.Run(ex, func(t *testing.T) {
			code, out, errOut := runOwn(t, "", false, "score", "--output", "markdown", ex)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			lines := strings.Split(out, "\n")
			head, ok := markdownCells(lines[0])
			if !ok || head[0] != "Category" {
				t.Fatalf("no header row: %q", lines[0])
			}
			align, ok := markdownCells(lines[1])
			if !ok || len(align) != len(head) || align[0] != ":---" {
				t.Fatalf("alignment row %q for %d columns", lines[1], len(head))
			}
			for _, a := range align[1:] {
				if a != "---:" {
					t.Errorf("crew column aligned %q", a)
				}
			}
			end := 2
			inGoons := false
			for ; end < len(lines) && lines[end] != ""; end++ {
				cells, ok := markdownCells(lines[end])
				if !ok || len(cells) != len(head) {
					t.Errorf("line %d is not a row of %d cells: %q", end+1, len(head), lines[end])
					continue
				}
				sub := strings.HasPrefix(cells[0], "↳ ")
				if sub && !inGoons {
					t.Errorf("line %d: a goon type not under the Goons row", end+1)
				}
				inGoons = cells[0] == "Goons" || inGoons && sub
			}
			if end >= len(lines) || !strings.Contains(lines[end-1], "**Total**") {
				t.Fatalf("the table does not end with its totals and a blank line:\n%s", out)
			}
			rest := strings.Join(lines[end:], "\n")
			if strings.Contains(rest, "| ") {
				t.Errorf("a table line after the blank line:\n%s", rest)
			}
		})
	}
}

// TestScoreMarkdownEscapes: a crew name with markdown's own characters
// stays text, in the header and in the winner line.
func TestScoreMarkdownEscapes(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../../../examples/two-crews.yaml")
	if err != nil {
		t.Fatal(err)
	}
	board := strings.ReplaceAll(string(data), "Isaac", `"I|saac *the* _x_ \\ [y]"`)
	code, out, errOut := runOwn(t, board, false, "score", "--output", "markdown", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := `I\|saac \*the\* \_x\_ \\ \[y\]`
	if !strings.Contains(out, "| Category | Vera | "+want+" |\n") || !strings.Contains(out, "\n**Winner: "+want+"**\n") {
		t.Errorf("names not escaped:\n%s", out)
	}
	if cells, ok := markdownCells(strings.SplitN(out, "\n", 2)[0]); !ok || len(cells) != 3 {
		t.Errorf("header cells %q", cells)
	}
}
