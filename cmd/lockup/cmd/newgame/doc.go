// Package newgame is lockup new: it starts a game file from the crews, the
// first player, the setup's cards and the options typed (or asked in
// forms), prints the setup checklist companion works out, and records the
// setup entry. play asks a setup's missing cards with the same forms
// (NewSetupNames, BuildSetupNamesForm).
package newgame
