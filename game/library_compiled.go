package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io/fs"
	"reflect"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// The encodings compiled to JSON (assets/encodings.jsonl), written by
// `go generate ./game` beside docs/vocabulary.md. YAML is what people
// write and review; reading it is slow (yaml.v3 took some 300 µs a card,
// most of `stccg play`'s start-up once the pool itself read fast), and
// encoding/json reads the same data about ten times faster. Each line is
// an encoding's id, the FNV-1a hash of its YAML item and its JSON: a card
// whose YAML changed since the file was written is read from its YAML, so
// a stale file costs speed, never correctness, and
// TestCompiledEncodingsAreCurrent says to regenerate it.

//go:generate go run ../tools/encgen -o ../assets/encodings.jsonl

// compiledText is one line of the compiled file.
type compiledText struct {
	hash uint64
	json string
}

// textHash is the hash a compiled line keeps of its YAML item.
func textHash(src string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(src))
	return h.Sum64()
}

// CompileEncodings reads every encoding of the files of encodings (as
// the library cuts them) and writes the compiled file. It fails on an
// encoding YAML refuses, or whose JSON does not read back the same.
func CompileEncodings(encodings fs.FS) ([]byte, error) {
	var out bytes.Buffer
	err := walkYAML(encodings, func(p string, data []byte) error {
		items, err := splitEncodings(p, string(data))
		if err != nil {
			return err
		}
		for _, it := range items {
			var encs []Encoding
			dec := yaml.NewDecoder(strings.NewReader(it.src))
			dec.KnownFields(true)
			if err := dec.Decode(&encs); err != nil || len(encs) != 1 {
				return fmt.Errorf("%s: encoding for %s: %v", p, it.id, err)
			}
			js, err := json.Marshal(&encs[0])
			if err != nil {
				return fmt.Errorf("%s: encoding for %s: %w", p, it.id, err)
			}
			var back Encoding
			if err := decodeCompiled(string(js), &back); err != nil || !reflect.DeepEqual(back, encs[0]) {
				return fmt.Errorf("%s: encoding for %s does not read back the same from JSON (%v)", p, it.id, err)
			}
			fmt.Fprintf(&out, "%s\t%016x\t%s\n", it.id, textHash(it.src), js)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// decodeCompiled reads one compiled encoding.
func decodeCompiled(js string, e *Encoding) error {
	dec := json.NewDecoder(strings.NewReader(js))
	dec.DisallowUnknownFields()
	return dec.Decode(e)
}

// parseCompiled reads the compiled file's lines by id. A line it cannot
// read is left out (its card is read from YAML).
func parseCompiled(data string) map[string]compiledText {
	out := make(map[string]compiledText, strings.Count(data, "\n"))
	for line := range strings.Lines(data) {
		id, rest, ok1 := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
		hash, js, ok2 := strings.Cut(rest, "\t")
		h, err := strconv.ParseUint(hash, 16, 64)
		if ok1 && ok2 && err == nil {
			out[id] = compiledText{hash: h, json: js}
		}
	}
	return out
}
