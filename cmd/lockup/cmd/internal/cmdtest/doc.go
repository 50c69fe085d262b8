// Package cmdtest holds what the tests of the command packages share: the
// golden files under each package's testdata, compared or rewritten with
// -update (Golden), and the test of a leaf command's flags (Options). Only
// tests import it (it registers the -update flag).
package cmdtest
