package cmdtest

import (
	"testing"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/store"
)

// Options runs the command newCmd makes, with args, over a Factory of test
// streams and the folders {Data: "data"}, and returns the options its runF
// received and the Factory (whose streams and folders the options should
// carry): the test of a leaf command's flags, as gh writes it.
func Options[O any](t *testing.T, newCmd func(*cmdutil.Factory, func(*O) error) *cobra.Command, args ...string) (*O, *cmdutil.Factory) {
	t.Helper()
	ios, _, _, _ := cmdutil.TestStreams()
	f := &cmdutil.Factory{IOStreams: ios, Dirs: store.Dirs{Data: "data"}}
	var got *O
	c := newCmd(f, func(o *O) error { got = o; return nil })
	c.SetArgs(args)
	if err := c.Execute(); err != nil {
		t.Fatal(err)
	}
	if got == nil {
		t.Fatal("the command did not call runF")
	}
	return got, f
}
