// Package terms is lockup's glossary and its languages: every game term of
// Lockup in English, Spanish and Chinese, each Spanish and Chinese term with
// the section of its rulebook that prints it (or marked as lockup's own where
// the book prints none), the choice of the player's language (Select), and
// the messages lockup prints in it (Printer).
//
// The glossary is data, glossary.yaml, compiled into the binary as Go data
// (glossary_gen.go, which its test generates), so that a process pays
// nothing to load it. The rules
// vocabulary reads a game word typed in any of the three languages through
// Lookup, after the same folding as names (companion/text.Key: NFC, case, white space).
// Files, flags' values as written back, YAML keys and --output json stay
// English: the glossary maps words to the English ids those use.
//
// The commands and flags a message suggests are named here by what they do
// (Hint, Flag) and worded by the command line (SetCommandWording), so that
// no package below it spells lockup's command syntax.
//
// The package imports only companion/text of the module, so that the rules
// engine, the lowest layer, can read its words.
package terms
