package decks

import (
	"flag"
	"os"
	"testing"
)

// fuzzMinimize bounds how many runs the fuzzer spends shrinking each new
// input that reached new code, unless -fuzzminimizetime is given. Go's
// default is a minute of runs per input, and shrinking costs runs that grow
// with the square of the input's length: a parse with its checks and round
// trip costs about half a millisecond, so FuzzDek spent whole runs of
// -fuzztime 20s shrinking its first finds (19 inputs tried in 20 s; with
// this bound, tens of thousands). An input is kept whether or not it was
// shrunk all the way.
const fuzzMinimize = "200x"

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
