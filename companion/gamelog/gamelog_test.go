package gamelog

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

var created = time.Date(2025, 3, 1, 19, 30, 0, 0, time.UTC)

// mustPrinted reads printed values as the game file writes them; the
// values are made up (card values are not in the rulebooks).
func mustPrinted(kind catalog.CardKind, name string, values map[string]string) *catalog.Card {
	c, err := catalog.DecodePrinted(kind, name, values)
	if err != nil {
		panic(err)
	}
	return c
}

// sampleEntries holds one entry of every kind, in a plausible order: the
// entries of companion's ExampleDescribeEntry.
func sampleEntries() []companion.Entry {
	explorer := mustPrinted(catalog.GoalCard, "Explorer", map[string]string{"type": "leader", "condition": "most items (at least 2)"})
	tomb := mustPrinted(catalog.GoalCard, "Tomb Raider", map[string]string{"type": "end-game"})
	return []companion.Entry{
		{Round: 0, Phase: companion.PhaseSetup, Payload: &companion.SetupEntry{Crews: []companion.SetupCrew{{Name: "Vera"}, {Name: "Isaac"}, {Name: "Claire"}}, Edition: rules.Edition2019, Breakout: true, Goals: []string{"Explorer", "Tomb Raider"}, GoalCards: map[string]*catalog.Card{"Explorer": explorer, "Tomb Raider": tomb}}},
		{Round: 0, Phase: companion.PhaseSetup, Payload: &companion.DisplayCardEntry{Card: "Sacred Robes", Space: 1, Printed: mustPrinted(catalog.ItemCard, "Sacred Robes", map[string]string{"reputation": "2", "cost": "1 iron, 1 any", "valuables": "1 wild", "effects": "give-suspicion", "barrels": "0"})}},
		{Round: 0, Phase: companion.PhaseSetup, Payload: &companion.GoonCardEntry{Card: "Grub the Dwarf", Location: rules.Sewers, Printed: mustPrinted(catalog.GoonCard, "Grub the Dwarf", map[string]string{"type": "dwarves", "suspicion": "1", "valuables": "1 shield", "effects": "none"})}},
		{Round: 0, Phase: companion.PhaseSetup, Payload: &companion.TunnelEntry{Location: rules.Smithy, Double: true}},
		{Round: 0, Phase: companion.PhaseSetup, Payload: &companion.LegendCardEntry{Card: "Tog the Ogre Brute", Printed: mustPrinted(catalog.LegendCard, "Tog the Ogre Brute", map[string]string{"asked": "yes"})}},
		{Round: 1, Phase: companion.PhaseRollCall, Payload: &companion.AssignEntry{Crew: "Vera", Location: rules.Smithy, Tokens: []string{"enforcer", "3"}, FaceDown: []string{"3"}}},
		{Round: 1, Phase: companion.PhaseRollCall, Payload: &companion.PassEntry{Crew: "Isaac", LegendToken: "2"}},
		{Round: 1, Phase: companion.PhaseLightsOut, Payload: &companion.RewardChoiceEntry{Crew: "Vera", Location: rules.Commissary, Action: companion.RewardExchange, Gain: rules.Resources{Gold: 1}, Spend: rules.Resources{Scrap: 1}}},
		{Round: 1, Phase: companion.PhaseLightsOut, Payload: &companion.RewardChoiceEntry{Crew: "Claire", Location: rules.CellBlock, Action: companion.RewardCraft, Spend: rules.Resources{Iron: 2}, Cards: []string{"Sacred Robes"}}},
		{Round: 1, Phase: companion.PhaseLightsOut, Payload: &companion.EffectChoiceEntry{Crew: "Claire", Card: "Sacred Robes", Effect: rules.EffectGiveSuspicion, Target: "Vera"}},
		{Round: 1, Phase: companion.PhaseLightsOut, Payload: &companion.TomeDrawnEntry{Crew: "Isaac", Card: "Atlas of Hideouts"}},
		{Round: 1, Phase: companion.PhaseLightsOut, Payload: &companion.LanternEntry{Crew: "Vera", Space: "3", Spend: rules.Resources{Potions: 1}}},
		{Round: 1, Phase: companion.PhaseLightsOut, Payload: &companion.LootEntry{Crew: "Vera", Loot: "two gold", Scored: true, Printed: mustPrinted(catalog.LootCard, "two gold", map[string]string{"asked": "no", "effects": "gain-gold, gain-gold"})}},
		{Round: 1, Phase: companion.PhasePatrol, Payload: &companion.DiscardEntry{Crew: "Isaac", Resources: rules.Resources{Scrap: 2}}},
		{Round: 1, Phase: companion.PhasePatrol, Payload: &companion.PatrolEntry{Action: companion.PatrolAdvanceGoons, DeckEmpty: true}},
		{Round: 1, Phase: companion.PhasePatrol, Payload: &companion.GoonCardEntry{Card: "Gil the Bandit", Location: rules.Sewers, Printed: mustPrinted(catalog.GoonCard, "Gil the Bandit", map[string]string{"type": "bandits", "suspicion": "1", "valuables": "none", "effects": "none", "resource": "gold"})}},
		{Round: 1, Phase: companion.PhasePatrol, Payload: &companion.PatrolEntry{Action: companion.PatrolAddSuspicion, Raid: true}},
		{Round: 2, Phase: companion.PhaseRollCall, Payload: &companion.TomePlayedEntry{Crew: "Isaac", Card: "Atlas of Hideouts", Target: "Vera"}},
		{Round: 2, Phase: companion.PhaseLightsOut, Payload: &companion.GoalClaimedEntry{Crew: "Claire", Card: "Explorer", From: "Vera"}},
		{Round: 2, Phase: companion.PhaseLightsOut, Payload: &companion.ResolveEntry{Location: rules.Commissary}},
		// Out of order: the newest kind goes last, so the numbers above stay.
		{Round: 0, Phase: companion.PhaseSetup, Payload: &companion.SetupBonusEntry{Crew: "Claire", From: "Nimble Gnolls", Gain: rules.Resources{Scrap: 1, Gold: 1}, Power: 2, Suspicion: 1, Reputation: 3, Storage: -1, Goon: "Grub"}},
		{Round: 3, Phase: companion.PhaseRollCall, Payload: &companion.GuardDealEntry{Cards: []rules.GuardCard{{Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 2}, {Colour: rules.Green, Strength: 3}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Yellow, Strength: 3, Special: true}, {Colour: rules.Blue}, {Colour: rules.Blue, Strength: 2}}}},
		{Round: 3, Phase: companion.PhaseRollCall, Payload: &companion.GuardTurnEntry{Reveal: rules.CellBlock, Revealed: rules.GuardCard{Colour: rules.Blue, Strength: 2}, Drawn: rules.ChowHallCard, Placed: rules.GuardCard{Colour: rules.Green, Strength: 4}}},
		{Round: 3, Phase: companion.PhaseLightsOut, Payload: &companion.GuardCardEntry{Location: rules.Smithy, Brought: true}},
		{Round: 3, Phase: companion.PhaseLightsOut, Payload: &companion.GuardsEntry{Location: rules.CellBlock, Action: "craft", Cards: []string{"Sacred Robes"}, Pay: rules.Resources{Iron: 1, Scrap: 1}}},
		{Round: 3, Phase: companion.PhaseLightsOut, Payload: &companion.LegendEntry{Card: "Tog the Ogre Brute", Changes: []companion.Change{{Crew: "Vera", Power: 1}, {Crew: "Isaac", Power: -1}}}},
		{Round: 3, Phase: companion.PhaseLightsOut, Payload: &companion.ShapeshiftEntry{Crew: "Isaac", Drawn: []string{"Moss the Dryad", "Rook the Golem"}, Keep: "Rook the Golem", Printed: []*catalog.Card{
			mustPrinted(catalog.GoonCard, "Moss the Dryad", map[string]string{"type": "dryads", "suspicion": "1", "valuables": "none", "effects": "none"}),
			mustPrinted(catalog.GoonCard, "Rook the Golem", map[string]string{"type": "golems", "suspicion": "0", "valuables": "1 gem", "effects": "none"}),
		}}},
	}
}

func TestSampleEntriesCoverEveryKind(t *testing.T) {
	seen := map[companion.EntryKind]bool{}
	for _, e := range sampleEntries() {
		seen[e.Kind()] = true
	}
	for k := companion.EntrySetup; k.NewPayload() != nil; k++ {
		if !seen[k] {
			t.Errorf("no sample entry of kind %s", k)
		}
		if p := k.NewPayload(); p.Kind() != k {
			t.Errorf("kind %s has no payload type of its own", k)
		}
	}
}

func newTestLog(t *testing.T) (*Log, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "games", "friday.jsonl")
	l, err := Files{}.CreateLog(path, 42, created)
	if err != nil {
		t.Fatal(err)
	}
	return l, path
}

func appendAll(t *testing.T, l *Log, entries []companion.Entry) {
	t.Helper()
	for _, e := range entries {
		if err := l.Append(e); err != nil {
			t.Fatalf("append %s: %v", e.Kind(), err)
		}
	}
}

func numbered(entries []companion.Entry) []companion.Entry {
	out := append([]companion.Entry(nil), entries...)
	for i := range out {
		out[i].Seq = i + 1
	}
	return out
}

func TestLogRoundTrip(t *testing.T) {
	l, path := newTestLog(t)
	appendAll(t, l, sampleEntries())
	got, rep, err := Files{}.OpenLog(path)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Torn || rep.Entries != len(sampleEntries()) {
		t.Errorf("report = %+v", rep)
	}
	if !reflect.DeepEqual(got.Entries(), numbered(sampleEntries())) {
		t.Errorf("entries read back differ:\n got %+v\nwant %+v", got.Entries(), numbered(sampleEntries()))
	}
	if got.Seed() != 42 || !got.Header().Created.Equal(created) {
		t.Errorf("header = %+v", got.Header())
	}
	st, err := os.Stat(filepath.Dir(path))
	if err != nil || st.Mode().Perm() != 0o700 {
		t.Errorf("games folder mode = %v, %v; want 0700", st.Mode().Perm(), err)
	}
}

func TestLogFileFormat(t *testing.T) {
	l, path := newTestLog(t)
	appendAll(t, l, sampleEntries()[:1])
	appendAll(t, l, sampleEntries()[1:3])
	appendAll(t, l, sampleEntries()[5:6])
	data, _ := os.ReadFile(path)
	// Each hash can be checked by hand (docs/game-log.md, "Hashes"):
	//	printf '%s%s' PREVIOUS 'LINE WITHOUT ,"h":…}' | sha256sum | cut -c1-12
	want := `{"lockup_log":8,"seed":42,"created":"2025-03-01T19:30:00Z","h":"83125cf11ffa"}
{"v":8,"seq":1,"kind":"setup","round":0,"phase":"setup","crews":[{"name":"Vera"},{"name":"Isaac"},{"name":"Claire"}],"breakout":true,"goals":["Explorer","Tomb Raider"],"edition":"2019","printed":{"Explorer":{"condition":"most items (at least 2)","type":"leader"},"Tomb Raider":{"type":"end-game"}},"h":"8b871d84e5f0"}
{"v":8,"seq":2,"kind":"display-card","round":0,"phase":"setup","card":"Sacred Robes","space":1,"printed":{"barrels":"0","cost":"1 iron, 1 any","effects":"give-suspicion","reputation":"2","valuables":"1 wild"},"h":"2854c8bb23f4"}
{"v":8,"seq":3,"kind":"goon-card","round":0,"phase":"setup","card":"Grub the Dwarf","location":"sewers","printed":{"effects":"none","suspicion":"1","type":"dwarves","valuables":"1 shield"},"h":"1a51a00b9f4f"}
{"v":8,"seq":4,"kind":"assign","round":1,"phase":"roll-call","crew":"Vera","tokens":["enforcer","3"],"face_down":["3"],"location":"smithy","h":"0f10121c0358"}
`
	if string(data) != want {
		t.Errorf("file =\n%s\nwant\n%s", data, want)
	}
}

func TestAppendRefusesBadEntries(t *testing.T) {
	tests := []struct {
		name  string
		entry companion.Entry
		want  string
	}{
		{"no payload", companion.Entry{Round: 1, Phase: companion.PhaseRollCall}, "no payload"},
		{"no phase", companion.Entry{Round: 1, Payload: &companion.PassEntry{Crew: "Vera"}}, "no phase"},
		{"round 7", companion.Entry{Round: 7, Phase: companion.PhasePatrol, Payload: &companion.PassEntry{Crew: "Vera"}}, "round 7"},
		{"setup outside round 0", companion.Entry{Round: 1, Phase: companion.PhaseSetup, Payload: &companion.PassEntry{Crew: "Vera"}}, "round 0"},
		{"unknown token", companion.Entry{Round: 1, Phase: companion.PhaseRollCall, Payload: &companion.AssignEntry{Crew: "Vera", Location: rules.Smithy, Tokens: []string{"6"}}}, "not a crew token"},
		{"token twice", companion.Entry{Round: 1, Phase: companion.PhaseRollCall, Payload: &companion.AssignEntry{Crew: "Vera", Location: rules.Smithy, Tokens: []string{"3", "3"}}}, "named twice"},
		{"face down not assigned", companion.Entry{Round: 1, Phase: companion.PhaseRollCall, Payload: &companion.AssignEntry{Crew: "Vera", Location: rules.Smithy, Tokens: []string{"3"}, FaceDown: []string{"4"}}}, "not assigned"},
		{"goon at the Library", companion.Entry{Round: 1, Phase: companion.PhasePatrol, Payload: &companion.GoonCardEntry{Card: "Grub", Location: rules.Library}}, "no goon space"},
		{"tunnel at the Library", companion.Entry{Round: 0, Phase: companion.PhaseSetup, Payload: &companion.TunnelEntry{Location: rules.Library}}, "locations 1 to 7"},
		{"empty crew", companion.Entry{Round: 1, Phase: companion.PhaseRollCall, Payload: &companion.PassEntry{}}, "crew name"},
		{"one crew outside solo", companion.Entry{Phase: companion.PhaseSetup, Payload: &companion.SetupEntry{Crews: []companion.SetupCrew{{Name: "Vera"}}, Edition: rules.Edition2019}}, "2 to 5 crews"},
		{"trait without advanced setup", companion.Entry{Phase: companion.PhaseSetup, Payload: &companion.SetupEntry{Crews: []companion.SetupCrew{{Name: "Vera", Trait: "Nimble"}, {Name: "Isaac"}}, Edition: rules.Edition2019}}, "advanced setup"},
		{"negative cubes", companion.Entry{Round: 1, Phase: companion.PhasePatrol, Payload: &companion.DiscardEntry{Crew: "Vera", Resources: rules.Resources{Gold: -1}}}, "-1 gold"},
		{"empty discard", companion.Entry{Round: 1, Phase: companion.PhasePatrol, Payload: &companion.DiscardEntry{Crew: "Vera"}}, "nothing is discarded"},
		{"goal from itself", companion.Entry{Round: 1, Phase: companion.PhaseLightsOut, Payload: &companion.GoalClaimedEntry{Crew: "Vera", Card: "Explorer", From: "vera"}}, "from itself"},
		{"name with a newline", companion.Entry{Round: 1, Phase: companion.PhaseLightsOut, Payload: &companion.TomeDrawnEntry{Crew: "Vera", Card: "Big\nBook"}}, "contains a control character U+000A LINE FEED"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, path := newTestLog(t)
			before, _ := os.ReadFile(path)
			err := l.Append(tt.entry)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Append = %v, want an error containing %q", err, tt.want)
			}
			after, _ := os.ReadFile(path)
			if !bytes.Equal(before, after) || l.Len() != 0 {
				t.Errorf("a refused entry changed the game")
			}
		})
	}
}

// writeLog writes a game file of the sample entries plus extra bytes.
func writeLog(t *testing.T, n int, extra string) (string, []byte) {
	t.Helper()
	l, path := newTestLog(t)
	appendAll(t, l, sampleEntries()[:n])
	data, _ := os.ReadFile(path)
	data = append(data, extra...)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path, data
}

func TestTornLastLineIsSetAside(t *testing.T) {
	half := `{"v":1,"seq":4,"kind":"pass","round":1,"pha`
	tests := []struct {
		name string
		tail string
	}{
		{"half an entry", half},
		{"an entry without its newline", `{"v":1,"seq":4,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`},
		{"zeros left by the file system", "\x00\x00\x00\x00\x00\x00"},
		{"a complete line that is not JSON", half + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path, _ := writeLog(t, 3, tt.tail)
			l, rep, err := Files{}.OpenLog(path)
			if err != nil {
				t.Fatalf("OpenLog refused a torn game: %v", err)
			}
			if !rep.Torn || rep.Entries != 3 || rep.TornLine != 5 || rep.TornBytes != len(tt.tail) {
				t.Errorf("report = %+v", rep)
			}
			aside, err := os.ReadFile(rep.SetAside)
			if err != nil || string(aside) != tt.tail {
				t.Errorf("set-aside file %q holds %q, %v; want %q", rep.SetAside, aside, err, tt.tail)
			}
			if !strings.HasPrefix(rep.SetAside, path+".torn-") {
				t.Errorf("set aside in %s", rep.SetAside)
			}
			if !strings.Contains(rep.String(), "line 5") || !strings.Contains(rep.String(), rep.SetAside) {
				t.Errorf("report says %q", rep.String())
			}
			// The game goes on: the next entry lands on a clean line.
			if err := l.Append(companion.Entry{Round: 1, Phase: companion.PhaseRollCall, Payload: &companion.PassEntry{Crew: "Vera"}}); err != nil {
				t.Fatal(err)
			}
			again, rep, err := Files{}.OpenLog(path)
			if err != nil || rep.Torn || again.Len() != 4 {
				t.Errorf("reopened: %d entries, %+v, %v", again.Len(), rep, err)
			}
		})
	}
}

func TestReadLogLeavesTheTornLineAlone(t *testing.T) {
	_, data := writeLog(t, 2, `{"v":1,"se`)
	_, entries, rep, err := ReadLog("game.jsonl", data)
	if err != nil || len(entries) != 2 || !rep.Torn || rep.SetAside != "" {
		t.Errorf("ReadLog = %d entries, %+v, %v", len(entries), rep, err)
	}
}

func TestRefusedGameFiles(t *testing.T) {
	good := `{"v":1,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}` + "\n"
	header := `{"lockup_log":1,"seed":7,"created":"2025-03-01T19:30:00Z"}` + "\n"
	tests := []struct {
		name string
		data string
		want error
		text string
	}{
		{"empty", "", ErrEmptyLog, "game.jsonl: the game file is empty"},
		{"plain text", "hello\nworld\n", ErrNotALog, "game.jsonl:1: this is not a lockup game file"},
		{"a YAML board state", "crews:\n  - name: Vera\n", ErrNotALog, "game.jsonl:1:"},
		{"JSON without the header key", `{"seed":7}` + "\n", ErrNotALog, "game.jsonl:1:"},
		{"newer file", `{"lockup_log":9,"seed":7,"created":"2030-01-01T00:00:00Z"}` + "\n", ErrNewerLogVersion, "game.jsonl:1: the game file was written by a newer lockup: game file version 9; this lockup reads up to version 8: update lockup to open this game"},
		{"version 0", `{"lockup_log":0}` + "\n", ErrUnknownLogVersion, "game.jsonl:1:"},
		{"version as text", `{"lockup_log":"one"}` + "\n", ErrUnknownLogVersion, "version \"one\""},
		{"unknown header key", `{"lockup_log":1,"seed":7,"created":"2025-03-01T19:30:00Z","colour":"red"}` + "\n", ErrCorruptLog, "colour"},
		{"negative seed", `{"lockup_log":1,"seed":-1,"created":"2025-03-01T19:30:00Z"}` + "\n", ErrCorruptLog, "seed -1"},
		{"newer entry", header + strings.Replace(good, `"v":1`, `"v":9`, 1) + good, ErrNewerLogVersion, "game.jsonl:2: the game file was written by a newer lockup: entry version 9"},
		{"version 4 key in a version 3 entry", header + `{"v":3,"seq":1,"kind":"display-card","round":0,"phase":"setup","card":"Rope","printed":{"reputation":"1"}}` + "\n" + good, ErrCorruptLog, "added in version 4"},
		{"version 4 goals in a version 3 entry", header + `{"v":3,"seq":1,"kind":"setup","round":0,"phase":"setup","crews":[{"name":"Vera"},{"name":"Isaac"}],"edition":"2019","goals":["Hoard"],"printed":{"Hoard":{"type":"leader"}}}` + "\n" + good, ErrCorruptLog, "added in version 4"},
		{"suspicion beside printed values", header + `{"v":4,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":"sewers","suspicion":1,"printed":{"suspicion":"1"}}` + "\n" + good, ErrCorruptLog, "among the printed values"},
		{"an item value on a goon", header + `{"v":4,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":"sewers","printed":{"cost":"1 iron"}}` + "\n" + good, ErrCorruptLog, `"cost" is not a value of a goon card`},
		{"a bad printed value", header + `{"v":4,"seq":1,"kind":"display-card","round":0,"phase":"setup","card":"Rope","printed":{"reputation":"lots"}}` + "\n" + good, ErrCorruptLog, "not a number from 0 to 99"},
		{"printed values of another goal", header + `{"v":4,"seq":1,"kind":"setup","round":0,"phase":"setup","crews":[{"name":"Vera"},{"name":"Isaac"}],"edition":"2019","goals":["Hoard"],"printed":{"Gang":{"type":"leader"}}}` + "\n" + good, ErrCorruptLog, `"Gang", which is not one of the goals`},
		{"values that do not fit", header + `{"v":4,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":"sewers","printed":{"type":"dwarves","resource":"gold"}}` + "\n" + good, ErrCorruptLog, "only a Bandit shows a resource"},
		{"entry version 0", header + strings.Replace(good, `"v":1`, `"v":0`, 1) + good, ErrUnknownLogVersion, "game.jsonl:2:"},
		{"corrupt middle line", header + "{not json\n" + good, ErrCorruptLog, "game.jsonl:2: the game file is damaged: the line is not valid JSON"},
		{"entry without a version", header + `{"seq":1}` + "\n" + good, ErrCorruptLog, `game.jsonl:2: the game file is damaged: the entry has no version ("v")`},
		{"unknown kind", header + strings.Replace(good, `"pass"`, `"dance"`, 1) + good, ErrCorruptLog, `"dance" is not a kind of entry`},
		{"unknown phase", header + strings.Replace(good, `"roll-call"`, `"tea-time"`, 1) + good, ErrCorruptLog, `"tea-time" is not a phase`},
		{"unknown payload key", header + strings.Replace(good, `"crew"`, `"crow"`, 1) + good, ErrCorruptLog, `unknown field "crow"`},
		{"version 7 key in a version 6 entry", header + `{"v":6,"seq":1,"kind":"resolve","round":1,"phase":"lights-out","location":"sewers","collect":true}` + "\n" + good, ErrCorruptLog, "added in version 7"},
		{"version 7 stay in a version 6 entry", header + `{"v":6,"seq":1,"kind":"lantern","round":1,"phase":"lights-out","crew":"Vera","stay":true}` + "\n" + good, ErrCorruptLog, "added in version 7"},
		{"version 7 kind in a version 6 entry", header + `{"v":6,"seq":1,"kind":"shapeshift","round":1,"phase":"lights-out","crew":"Vera"}` + "\n" + good, ErrCorruptLog, "added in version 7"},
		{"version 2 kind in a version 1 entry", header + `{"v":1,"seq":1,"kind":"resolve","round":1,"phase":"lights-out","location":"sewers"}` + "\n" + good, ErrCorruptLog, "added in version 2"},
		{"version 2 key in a version 1 entry", header + `{"v":1,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":"sewers","suspicion":1}` + "\n" + good, ErrCorruptLog, "added in version 2"},
		{"version 3 kind in a version 2 entry", header + `{"v":2,"seq":1,"kind":"patrol","round":1,"phase":"patrol","step":"advance-goons"}` + "\n" + good, ErrCorruptLog, "added in version 3"},
		{"version 3 key in a version 2 entry", header + `{"v":2,"seq":1,"kind":"goon-card","round":1,"phase":"patrol","card":"Gil","location":"sewers","suspicion":1,"bandit":"gold"}` + "\n" + good, ErrCorruptLog, "added in version 3"},
		{"version 4 kind in a version 3 entry", header + `{"v":3,"seq":1,"kind":"setup-bonus","round":0,"phase":"setup","crew":"Vera","from":"crew board","power":1}` + "\n" + good, ErrCorruptLog, "added in version 4"},
		{"a setup bonus of nothing", header + `{"v":4,"seq":1,"kind":"setup-bonus","round":0,"phase":"setup","crew":"Vera","from":"crew board"}` + "\n" + good, ErrCorruptLog, "the bonus gives nothing"},
		{"a negative setup bonus", header + `{"v":4,"seq":1,"kind":"setup-bonus","round":0,"phase":"setup","crew":"Vera","from":"crew board","power":-1}` + "\n" + good, ErrCorruptLog, "-1 power cubes"},
		{"unknown patrol step", header + `{"v":3,"seq":1,"kind":"patrol","round":1,"phase":"patrol","step":"nap"}` + "\n" + good, ErrCorruptLog, `"nap" is not a patrol step`},
		{"a raid when goons advance", header + `{"v":3,"seq":1,"kind":"patrol","round":1,"phase":"patrol","step":"advance-goons","raid":true}` + "\n" + good, ErrCorruptLog, "a raid happens only when suspicion cubes are added"},
		{"a Bandit without a resource name", header + `{"v":3,"seq":1,"kind":"goon-card","round":1,"phase":"patrol","card":"Gil","location":"sewers","bandit":"silver"}` + "\n" + good, ErrCorruptLog, `"silver" is not a resource`},
		{"bad location", header + `{"v":1,"seq":1,"kind":"goon-card","round":1,"phase":"patrol","card":"Grub","location":"kitchen"}` + "\n" + good, ErrCorruptLog, `"kitchen" is not a location`},
		{"entries out of order", header + strings.Replace(good, `"seq":1`, `"seq":2`, 1) + good, ErrCorruptLog, "entry 1 is numbered 2"},
		{"a JSON array", header + "[1,2]\n" + good, ErrCorruptLog, "game.jsonl:2:"},
		{"an empty line", header + "\n" + good, ErrCorruptLog, "game.jsonl:2:"},
		{"a bad payload value", header + strings.Replace(good, `"Vera"`, `""`, 1) + good, ErrCorruptLog, "crew name: it is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, _, err := ReadLog("game.jsonl", []byte(tt.data))
			if !errors.Is(err, tt.want) {
				t.Fatalf("ReadLog = %v, want %v", err, tt.want)
			}
			if !strings.Contains(err.Error(), tt.text) {
				t.Errorf("message %q does not contain %q", err, tt.text)
			}
			var le *LogError
			if !errors.As(err, &le) || !le.BadInput() {
				t.Errorf("%v is not a bad-input *LogError", err)
			}
		})
	}
}

func TestOpenLogRefusesWithoutTouchingTheFile(t *testing.T) {
	path, data := writeLog(t, 2, "")
	data = bytes.Replace(data, []byte(`"seq":1`), []byte(`"seq":9`), 1)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := (Files{}).OpenLog(path); !errors.Is(err, ErrLineChanged) {
		t.Fatalf("OpenLog = %v", err)
	}
	after, _ := os.ReadFile(path)
	if !bytes.Equal(after, data) {
		t.Errorf("a refused game file was changed")
	}
}

func TestHeaderWithoutNewline(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.jsonl")
	os.WriteFile(path, []byte(`{"lockup_log":1,"seed":3,"created":"2025-03-01T19:30:00Z"}`), 0o600)
	l, rep, err := Files{}.OpenLog(path)
	if err != nil || rep.Torn {
		t.Fatalf("OpenLog = %+v, %v", rep, err)
	}
	appendAll(t, l, sampleEntries()[:1])
	if again, _, err := (Files{}).OpenLog(path); err != nil || again.Len() != 1 {
		t.Fatalf("reopen: %v", err)
	}
}

func TestUndoAgainAndAgain(t *testing.T) {
	l, path := newTestLog(t)
	all := sampleEntries()
	appendAll(t, l, all)
	for i := len(all); i > 0; i-- {
		e, err := l.Undo()
		if err != nil {
			t.Fatalf("undo %d: %v", i, err)
		}
		if e.Seq != i || e.Kind() != all[i-1].Kind() {
			t.Errorf("undo took back entry %d (%s), want %d (%s)", e.Seq, e.Kind(), i, all[i-1].Kind())
		}
		again, _, err := Files{}.OpenLog(path)
		if err != nil || !reflect.DeepEqual(again.Entries(), numbered(all[:i-1])) {
			t.Fatalf("after undo %d the file holds %d entries, %v", i, again.Len(), err)
		}
	}
	if _, err := l.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo of an empty game = %v", err)
	}
	// Undo then append numbers the new entry in place of the old one.
	appendAll(t, l, all[:2])
	l.Undo()
	appendAll(t, l, all[2:3])
	if got := l.Entries(); len(got) != 2 || got[1].Seq != 2 || got[1].Kind() != companion.EntryGoonCard {
		t.Errorf("entries after undo and append: %+v", got)
	}
}

func TestAppendAndUndoNoticeOutsideChanges(t *testing.T) {
	l, path := newTestLog(t)
	appendAll(t, l, sampleEntries()[:2])
	other, _, err := Files{}.OpenLog(path)
	if err != nil {
		t.Fatal(err)
	}
	appendAll(t, other, sampleEntries()[2:3])
	if err := l.Append(sampleEntries()[2]); !errors.Is(err, ErrLogChanged) {
		t.Errorf("Append after another program wrote = %v", err)
	}
	if _, err := l.Undo(); !errors.Is(err, ErrLogChanged) {
		t.Errorf("Undo after another program wrote = %v", err)
	}
}

func TestCreateLogNeverOverwrites(t *testing.T) {
	_, path := newTestLog(t)
	if _, err := (Files{}).CreateLog(path, 1, created); !errors.Is(err, ErrLogExists) {
		t.Errorf("CreateLog over an existing game = %v", err)
	}
	if _, err := (Files{}).CreateLog(path+"2", -5, created); err == nil {
		t.Errorf("a negative seed was accepted")
	}
}

func TestGameRandIsReplayable(t *testing.T) {
	l, _ := newTestLog(t)
	a, b := l.Rand(), l.Rand()
	for range 100 {
		if a.Uint64() != b.Uint64() {
			t.Fatal("two sources with one seed drew differently")
		}
	}
	s, err := NewSeed()
	if err != nil || s < 0 || s > maxSeed {
		t.Errorf("NewSeed = %d, %v", s, err)
	}
}

// The child side of the kill tests: it runs only when the parent test
// re-executes the test binary with LOCKUP_KILL_TEST set.
func TestKillChild(t *testing.T) {
	mode := os.Getenv("LOCKUP_KILL_TEST")
	if mode == "" {
		t.Skip("runs only as the child of TestKillMidAppend and TestKillWhileAppending")
	}
	path := os.Getenv("LOCKUP_KILL_GAME")
	l, _, err := Files{}.OpenLog(path)
	if err != nil {
		fmt.Println("ERROR", err)
		os.Exit(3)
	}
	entries := sampleEntries()
	if mode == "half" {
		appendHook = func() {
			fmt.Println("HALF")
			select {} // wait to be killed with half an entry on disk
		}
		l.Append(entries[1])
		os.Exit(4)
	}
	for i := 0; ; i++ {
		if err := l.Append(entries[1+i%(len(entries)-1)]); err != nil {
			fmt.Println("ERROR", err)
			os.Exit(3)
		}
		fmt.Println("ACK", l.Len())
	}
}

// runChild starts the child, reads its output until stop says so, then
// kills it with SIGKILL.
func runChild(t *testing.T, mode, path string, stop func(line string) bool) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillChild$")
	cmd.Env = append(os.Environ(), "LOCKUP_KILL_TEST="+mode, "LOCKUP_KILL_GAME="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	stopped := false
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "ERROR") {
			t.Errorf("child: %s", line)
			break
		}
		if stop(line) {
			stopped = true
			break
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	if !stopped {
		t.Fatal("the child ended before it was killed")
	}
}

func TestKillMidAppend(t *testing.T) {
	l, path := newTestLog(t)
	appendAll(t, l, sampleEntries()[:1])
	runChild(t, "half", path, func(line string) bool { return line == "HALF" })

	data, _ := os.ReadFile(path)
	if bytes.HasSuffix(data, []byte("\n")) {
		t.Fatalf("the child was not killed mid-entry: the file ends with a whole line")
	}
	got, rep, err := Files{}.OpenLog(path)
	if err != nil {
		t.Fatalf("the game could not be loaded after the kill: %v", err)
	}
	if !rep.Torn || got.Len() != 1 || !reflect.DeepEqual(got.Entries(), numbered(sampleEntries()[:1])) {
		t.Errorf("after the kill: %d entries, report %+v", got.Len(), rep)
	}
	if err := got.Append(sampleEntries()[1]); err != nil {
		t.Errorf("the game cannot go on: %v", err)
	}
}

func TestKillWhileAppending(t *testing.T) {
	l, path := newTestLog(t)
	appendAll(t, l, sampleEntries()[:1])
	acked := 0
	runChild(t, "loop", path, func(line string) bool {
		if n, ok := strings.CutPrefix(line, "ACK "); ok {
			acked, _ = strconv.Atoi(n)
		}
		return acked >= 40
	})
	got, rep, err := Files{}.OpenLog(path)
	if err != nil {
		t.Fatalf("the game could not be loaded after the kill: %v", err)
	}
	// Every entry the child confirmed is there; at most the one being
	// written is lost.
	if got.Len() < acked {
		t.Errorf("%d entries confirmed, %d loaded (%+v)", acked, got.Len(), rep)
	}
}

func FuzzReadLog(f *testing.F) {
	dir := f.TempDir()
	path := filepath.Join(dir, "seed.jsonl")
	l, err := Files{}.CreateLog(path, 9, created)
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range sampleEntries() {
		if err := l.Append(e); err != nil {
			f.Fatal(err)
		}
	}
	whole, _ := os.ReadFile(path)
	f.Add(whole)
	f.Add(whole[:len(whole)-7])
	f.Add([]byte(""))
	f.Add([]byte("\n\n"))
	f.Add([]byte(`{"lockup_log":2}`))
	f.Add(bytes.Replace(whole, []byte(`"suspicion":"1"`), []byte(`"suspicion":"x"`), 1))
	f.Add(bytes.Replace(whole, []byte(`"v":4,"seq":2`), []byte(`"v":3,"seq":2`), 1))
	f.Add(bytes.Replace(whole, []byte(`"seq":3`), []byte(`"seq":30`), 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, entries, rep, err := ReadLog("fuzz.jsonl", data)
		if err != nil {
			var le *LogError
			if !errors.As(err, &le) {
				t.Fatalf("error is not a *LogError: %v", err)
			}
			return
		}
		if rep.Entries != len(entries) || (rep.Torn && rep.TornBytes == 0) {
			t.Fatalf("report %+v for %d entries", rep, len(entries))
		}
		// Whatever was read writes back to a file that reads the same.
		head := fmt.Sprintf(`{"lockup_log":1,"seed":%d,"created":%q}`+"\n", h.Seed, h.Created.Format(time.RFC3339Nano))
		var b bytes.Buffer
		b.WriteString(head)
		for _, e := range entries {
			line, err := encodeEntry(e)
			if err != nil {
				t.Fatalf("entry %d read but cannot be written: %v", e.Seq, err)
			}
			b.Write(line)
		}
		sealed, err := SealLog("again.jsonl", b.Bytes())
		if err != nil {
			t.Fatalf("entries do not survive a rewrite: %v\n%s", err, b.Bytes())
		}
		_, again, rep2, err := ReadLog("again.jsonl", sealed)
		if err != nil || rep2.Torn || !reflect.DeepEqual(again, entries) {
			t.Fatalf("entries do not survive a rewrite: %v\n%s", err, b.Bytes())
		}
	})
}
