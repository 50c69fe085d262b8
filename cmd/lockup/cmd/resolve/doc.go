// Package resolve is lockup resolve: it settles the Lights Out phase of a
// board described in a resolve file, location by location (who gets what,
// and the solo guards' decisions), with the rules and rulings that decided
// it, as text or JSON. The deciding is companion/rules' and automa's; this
// package reads the file and prints.
package resolve
