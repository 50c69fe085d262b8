package cmdtest

// CardsCatalog is a small card catalog for the card commands' and forms'
// tests: two items, a goon and a goal.
const CardsCatalog = `lockup_catalog: 1
items:
  - name: Iron Shiv
    expansion: core
    reputation: 3
    cost: {iron: 2, any: 1}
    valuables: {shields: 1}
    effects: [gain-power]
    barrels: 0
  - name: Sacred Robes
    reputation: 4
goons:
  - name: Grub
    type: bandits
    suspicion: 1
    resource: gold
goals:
  - name: Hoarder
    type: instant
    condition: first to 6 resources
    reputation: 4
`
