package prisonarchitect

import (
	"fmt"
	"strings"
)

// Ruling is the project's decision where the rulebook leaves a case open:
// the passage it reads and what lockup does.
type Ruling struct {
	ID      string
	Title   string
	Passage string
	Text    string
}

// The rulings' IDs.
const (
	RulingBunkCell       = "pa-bunk-cell"
	RulingOddDollar      = "pa-odd-dollar"
	RulingMissedNoRed    = "pa-missed-objective"
	RulingCooksOnce      = "pa-cooks-once"
	RulingCCTVRed        = "pa-cctv-red"
	RulingChief          = "pa-chief-of-security"
	RulingKitchenFood    = "pa-kitchen-food"
	RulingWindow         = "pa-window-overlooks"
	RulingGovernorTiles  = "pa-governor-tiles"
	RulingGovernorSpec   = "pa-governor-specialists"
	RulingGovernorObj    = "pa-governor-objectives"
	RulingSharedTies     = "pa-shared-ties"
	RulingSoloTie        = "pa-solo-tie"
	RulingTasers         = "pa-tasers"
	RulingCardPrisoners  = "pa-card-prisoners"
	RulingShopRow        = "pa-shop-row"
	RulingCardTypes      = "pa-card-types"
	RulingDoctors        = "pa-doctors"
	RulingTileFinance    = "pa-tile-finance"
	RulingArmoury        = "pa-armoury"
	RulingCapacity       = "pa-capacity"
	RulingTagsFromTracks = "pa-tags-from-track"
)

// Rulings lists the project's Prison Architect rulings, each with the
// passage it reads. docs/prison-architect.md repeats them.
var Rulings = []Ruling{
	{RulingBunkCell, "A Bunk Cell is a Cell", "Appendix: Tiles – Common Tiles, Bunk Cell",
		"The Bunk Cell is listed apart from the Cells pile, but it holds prisoners: every effect on Cells (grants, Cramped Cells, CCTV, the limit of 10 Cells) applies to it."},
	{RulingOddDollar, "The odd dollar is lost", "End Game Scoring – Cash",
		"Cash scores 1 VP per whole $2; an odd $1 left over scores nothing."},
	{RulingMissedNoRed, "A missed objective without a red value costs nothing", "End Game Scoring – Objectives",
		"An objective played but not met loses its red value; with no red value printed (`penalty` left out) it costs 0."},
	{RulingCooksOnce, "Cooks counts each prisoner once", "Appendix: Bureaucracy cards – Cooks",
		"A prisoner in a cell next to two or more tiles with Food tags scores 1 VP, not one per tile; prisoners on cards are next to nothing."},
	{RulingCCTVRed, "CCTV counts the Red prisoners in cells", "Appendix: Bureaucracy cards – CCTV",
		"The card counts Red prisoners wherever they stand in the prison: lockup reads that as every Red prisoner in any of your cells, Secure or not; escaped and released prisoners have left the prison."},
	{RulingChief, "Chief of Security counts tiles that give Security", "Appendix: Bureaucracy cards – Chief of Security",
		"The tiles counted are Surveillance and Guard Tower (which always give Security) and Locker Rooms with a Staff meeple (which give it only then); an Armoury strengthens Security but gives none itself."},
	{RulingKitchenFood, "A Kitchen counts the Food tags on its 4 neighbours", "Appendix: Tiles – Basic Facilities, Kitchen",
		"Each Food tag on an orthogonally adjacent tile scores 4 VP: printed tags and Food tokens alike, and another Kitchen's two Food tags count twice; the Kitchen's own tags do not count."},
	{RulingWindow, "A Window overlooks the tile its edge borders", "Windows; Appendix: Tiles – Garden, Basketball Court; Bureaucracy cards – Gardeners",
		"A Window on a tile's edge overlooks the tile on the other side of that edge (which must be Outdoor, or nothing); a Garden or Basketball Court counts the Windows on its neighbours' edges facing it."},
	{RulingGovernorTiles, "The Governor scores each tile's condition once", "Solo Rules – End of the Game, Brick and Mortar",
		"For each tile the Governor takes its difficulty's VP, the printed VP, and the conditional VP as if its condition were met once (a Kitchen 4, a Garden 2...), whatever the count the condition would multiply."},
	{RulingGovernorSpec, "The Governor scores a specialist per one his tiles and cards would grant", "Solo Rules – End of the Game, Specialists",
		"1 VP per specialist his tiles and cards would give, fully used: every Staff vacancy filled (Deployment 1 + 3 Guards, Coaches 3 Librarians, Library 3 Librarians), a Cleaning Cupboard's Custodian earned."},
	{RulingGovernorObj, "The Governor scores every objective's green value", "Solo Rules – End of the Game, Objectives",
		"Every objective in the Governor's stack scores its green VP: he meets them all."},
	{RulingSharedTies, "Multiplayer ties are shared", "End Game Scoring",
		"Wardens tied on the highest total share the victory; there is no tie-break."},
	{RulingSoloTie, "A solo tie goes to the Governor", "Solo Rules – End of the Game",
		"The warden wins only with a higher score than the Governor; on a tie the Governor is named the winner."},
	{RulingTasers, "Tasers takes 1 off each escapee", "Appendix: Bureaucracy cards – Tasers",
		"Each escaped prisoner costs its threat value less 1."},
	{RulingCardPrisoners, "Prisoners on Prison Labour or Cleaning are in no cell", "Appendix: Bureaucracy cards – Prison Labour, Cleaning",
		"They are Secure, but in no cell: they score no Inmates VP, are next to no tile for Cooks, and are no cell's top prisoner; they still count against the box."},
	{RulingShopRow, "The Shop reaches its row and its column", "Appendix: Tiles – Additional Facilities, Shop",
		"The extracted text stops in mid-sentence just after naming the Shop's column and before the second line it reaches; as for the Infirmary, lockup reads it as the row."},
	{RulingCardTypes, "Staff cards are the cards with Staff vacancies", "Bureaucracy Effects; Appendix: Bureaucracy cards",
		"The type icon is lost in the extracted text: the cards whose effects come from Staff placed on them (Accountants to Teachers) are Staff cards, the others Policies (Prison Labour's and Cleaning's slots take prisoners)."},
	{RulingDoctors, "A Doctor is a Nurse", "Specialists; Appendix: Bureaucracy cards – Doctors",
		"The six specialists include no Doctor; the Doctors card's specialist is read as a Nurse, the medical Hygiene specialist."},
	{RulingTileFinance, "A tile's Finance tags", "Appendix: Tiles – Mailroom",
		"For the Mailroom's condition a tile carries its printed Finance tags plus those its own condition gives while met (Greenhouse, Recycling, Garbage, Exports, Forestry) and a staffed Mailroom's 2."},
	{RulingArmoury, "An Armoury strengthens the Security tiles next to it", "Appendix: Tiles – Staff Facilities, Armoury",
		"Each Surveillance, Guard Tower or staffed Locker Room next to an Armoury gives 1 more Security to each cell it reaches; two Armouries next to it add 2."},
	{RulingCapacity, "Capacity bonuses add up", "Intake; Appendix: Tiles – Showers; Bureaucracy cards – Cramped Cells",
		"Each adjacent Showers adds 1 to a cell's capacity and Cramped Cells 1 more; a cell still takes only the colours it takes (a Bunk Cell stays one colour)."},
	{RulingTagsFromTracks, "Finance or Rehabilitation tags not typed", "Appendix: Bureaucracy cards – Offshore Tax Haven, Resettlement Scheme",
		"Without `tags` for the card, lockup counts the track's space (at most 10) as the tags and says so; type `tags` when you have more than 10."},
}

// RulingsMarkdown returns the rulings as the Prison Architect section of
// docs/rulings.md, which lists every ruling of the project (generated with
// go test ./companion/rules -run TestRulingsDoc -update).
func RulingsMarkdown() string {
	var b strings.Builder
	b.WriteString("## Prison Architect: Cardboard County Penitentiary\n\n")
	b.WriteString("The rulings `lockup pa score` makes where the Prison Architect rulebook leaves a case open\n")
	b.WriteString("(package `scoring/prisonarchitect`; the board-state file and the scoring are in\n")
	b.WriteString("[prison-architect.md](prison-architect.md)). A ruling never overrides what the rulebook says.\n")
	for _, r := range Rulings {
		fmt.Fprintf(&b, "\n### %s\n\n- **ID:** `%s`\n- **Passage** (Prison Architect rulebook, %s)\n- **Decision:** %s\n", r.Title, r.ID, r.Passage, r.Text)
	}
	return b.String()
}
