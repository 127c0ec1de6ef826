package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io/fs"
	"reflect"
	"slices"
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
	// listens, when known, are the trigger kinds the encoding's abilities
	// answer (listenKinds), by name, comma-separated: the pool-wide
	// listener set (Library.concealedListens) reads them instead of
	// parsing every encoding at a game's first window, which was about a
	// quarter of `stccg play`'s work before its first frame.
	listens      string
	listensKnown bool
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
			fmt.Fprintf(&out, "%s\t%016x\t%s\t%s\n", it.id, textHash(it.src), listenNames(&encs[0]), js)
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
		if !ok1 || !ok2 || err != nil {
			continue
		}
		ct := compiledText{hash: h, json: js}
		if !strings.HasPrefix(js, "{") { // the trigger kinds, then the JSON
			ct.listens, ct.json, ct.listensKnown = strings.Cut(js, "\t")
			if ct.listens == "-" {
				ct.listens = ""
			}
		}
		out[id] = ct
	}
	return out
}

// listenNames are the trigger kinds e's abilities answer, as listenKinds
// finds them on its card, by name and comma-separated ("-" for none).
func listenNames(e *Encoding) string {
	var names []string
	add := func(kind string) {
		if busKind(kind) >= 0 && !slices.Contains(names, kind) {
			names = append(names, kind)
		}
	}
	abilities := e.Abilities
	if e.Back != nil { // a two-sided card answers for either side (vocab_flip.go)
		abilities = append(slices.Clip(abilities), e.Back.Abilities...)
	}
	for i := range abilities {
		a := &abilities[i]
		add(a.When)
		for _, k := range a.Also {
			add(k)
		}
		for _, k := range triggerTable[a.When].anyOf { // vocab_about_to_lose_command.go
			add(k)
		}
	}
	if len(names) == 0 {
		return "-"
	}
	return strings.Join(names, ",")
}
