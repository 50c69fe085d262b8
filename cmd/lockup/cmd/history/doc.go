// Package history is lockup history: the play history at the table. It
// lists, shows, counts and charts the plays kept (companion/history keeps
// them in its SQLite database and works out the figures), adds one typed by
// hand, rebuilds the history from the game files, and exports and imports
// BG Stats files. Recording a play when a game ends is cmdutil's
// (RecordIfEnded), as every command that can end a game needs it.
package history
