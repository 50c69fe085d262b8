package cmd

import statuscmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/status"

// The tests read lockup status --output json into the status package's
// document.
type (
	statusJSON         = statuscmd.JSON
	statusCrewJSON     = statuscmd.CrewJSON
	statusLocationJSON = statuscmd.LocationJSON
	statusEffectJSON   = statuscmd.EffectJSON
	statusExpectJSON   = statuscmd.ExpectJSON
	statusSeekerJSON   = statuscmd.SeekerJSON
	statusLootJSON     = statuscmd.LootJSON
)

// nonNil is s, or an empty list for nil, as the JSON writes lists.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
