// Package rules is the rules engine of Lockup: A Roll Player Tale and its
// Breakout expansion.
//
// It holds the game's vocabulary (locations, resources, goon types,
// expansions, editions), the component limits of the box, and the rules that
// more than one part of the companion needs, such as the "most and second
// most" award shared by raids and end game goals. Everything here is pure: no
// I/O, no randomness, no terminal.
//
// Each rule cites the rulebook section it implements; rulings for ambiguous
// passages are written in docs/rulings.md, which RulingsMarkdown renders from
// the Rulings registry.
//
// The package also holds the rules reference that `lockup rules` prints:
// Topics, LookupTopic, SearchTopics and ClosestTopics, over a summary of every
// phase, location, goon type, icon, solitary rule, Breakout rule and 2018
// difference, each citing its rulebook section and naming its rulings.
// Topic.In and TopicsIn give the reference in Spanish and Chinese: summaries
// written from the Spanish book and the 2018 Chinese book in our own words,
// citing each book's sections as it prints them, our translation where a
// book has no text (Breakout, Prison Architect; solitary mode in the
// Chinese book), and the English where no translation exists. LookupTopicIn
// and SearchTopicsIn find topics by their Spanish and Chinese words too;
// Ruling.In gives the rulings in those languages, and Source.Equivalent
// points an English citation to the same passage in the reader's book.
package rules
