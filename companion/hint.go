package companion

import "github.com/lockup-companion/lockup/companion/terms"

// hint is the command of a hint of kind k for crew (and card name).
func hint(k terms.HintKind, crewAndName ...string) string {
	h := terms.Hint{Kind: k}
	if len(crewAndName) > 0 {
		h.Crew = crewAndName[0]
	}
	if len(crewAndName) > 1 {
		h.Name = crewAndName[1]
	}
	return h.String()
}
