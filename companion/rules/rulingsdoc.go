package rules

import (
	"fmt"
	"strings"
)

// rulingsDocIntro opens docs/rulings.md.
const rulingsDocIntro = `The rulebooks of Lockup: A Roll Player Tale and its Breakout expansion leave
a few cases open, or print them in ways that can be read more than one way.
This page lists every decision the companion made for such a case: the
question, the passage it interprets (summarised, with its citation), and what
we decided and why. Whenever a ruling changes a number, the companion says so
next to the result, and ` + "`lockup rules TOPIC`" + ` shows the rulings that touch a topic.

A ruling is a default, not a law: if your table reads a passage differently,
play it your way.`

// RulingsMarkdown renders the ruling registry as the Markdown page
// docs/rulings.md: a short introduction, then each ruling with its ID, the
// passage it interprets and its citation, the decision, and the reference
// topics that name it.
func RulingsMarkdown() string {
	var b strings.Builder
	b.WriteString("# Rulings\n\n")
	b.WriteString("<!-- Generated from companion/rules (Rulings). Do not edit by hand:\n")
	b.WriteString("     go test ./companion/rules -run TestRulingsDoc -update -->\n\n")
	b.WriteString(rulingsDocIntro)
	b.WriteString("\n\n")
	for _, r := range Rulings() {
		fmt.Fprintf(&b, "## %s\n\n", r.Title)
		fmt.Fprintf(&b, "- **ID:** `%s`\n", r.ID)
		fmt.Fprintf(&b, "- **Passage** (%s): %s\n", r.Source, r.Passage)
		fmt.Fprintf(&b, "- **Decision:** %s\n", r.Decision)
		var topics []string
		for _, t := range TopicsForRuling(r.ID) {
			topics = append(topics, "`"+t.ID+"`")
		}
		if len(topics) > 0 {
			fmt.Fprintf(&b, "- **Topics:** %s\n", strings.Join(topics, ", "))
		}
		b.WriteString("\n")
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}
