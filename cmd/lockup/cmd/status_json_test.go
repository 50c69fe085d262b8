package cmd

import "github.com/lockup-companion/lockup/companion"

// The tests read lockup status --output json into companion's document.
type (
	statusJSON         = companion.StatusView
	statusCrewJSON     = companion.StatusCrew
	statusLocationJSON = companion.StatusLocation
	statusEffectJSON   = companion.StatusEffect
	statusExpectJSON   = companion.StatusExpect
	statusSeekerJSON   = companion.StatusSeeker
	statusLootJSON     = companion.StatusLoot
)

// nonNil is s, or an empty list for nil, as the JSON writes lists.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
