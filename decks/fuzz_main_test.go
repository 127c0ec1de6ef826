package decks

import (
	"flag"
	"os"
	"testing"
)

// fuzzMinimize bounds how many runs the fuzzer spends shrinking each new
// input that reached new code, unless -fuzzminimizetime is given. Go's
// default is a minute of runs per input, and shrinking costs runs that grow
// with the square of the input's length: a parse with its checks and
// round trips costs from half a millisecond (FuzzDek) to a few (FuzzParse
// parses each input five times), so with the default FuzzDek spent a
// whole -fuzztime 20s shrinking its first find (20 inputs tried) and
// FuzzParse most of it (613). With this bound, on the same loaded machine:
// FuzzDek 22,000 to 66,000 inputs in 20 s, FuzzParse 2,300 to 6,000. An
// input is kept whether or not it was shrunk all the way.
const fuzzMinimize = "50x"

func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.fuzz"); f != nil && f.Value.String() != "" {
		given := false
		flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.fuzzminimizetime" })
		if !given {
			if err := flag.Set("test.fuzzminimizetime", fuzzMinimize); err != nil {
				panic(err) // the testing package renamed its flag
			}
		}
	}
	os.Exit(m.Run())
}
