package terms

// entryMessages are the words of the game log's entries (companion.DescribeEntry)
// and of what an entry did (companion.Report): printed by play, log and the
// one-entry commands.
var entryMessages = []Message{}
