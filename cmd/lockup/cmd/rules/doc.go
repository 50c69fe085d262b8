// Package rules is lockup rules: the rulebook at the table. It prints the
// index of topics, a topic (summary, rulebook passages, the project's
// rulings), or the entries that answer a question, wrapped to the terminal
// or as JSON. The topics and the search are companion/rules'; this package
// only words and prints them.
package rules
