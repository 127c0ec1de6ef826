package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"path"
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

//go:generate go run ../tools/encgen -o ../assets/encodings.jsonl -tests ../assets/cardtests.idx

// compiledText is one line of the compiled file.
type compiledText struct {
	hash uint64
	json string
	// file and pending, when indexed: the YAML file the encoding is cut
	// from, and whether it is pending (not enforced). With them, and the
	// files as they were compiled (compiledSet.files), start-up reads no
	// YAML at all (library_lazy.go).
	file    string
	pending bool
	indexed bool
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
	header := []string{compiledFilesHeader}
	err := walkYAML(encodings, func(p string, data []byte) error {
		header = append(header, p, strconv.Itoa(len(data)))
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
			pending := "0"
			if it.pending {
				pending = "1"
			}
			fmt.Fprintf(&out, "%s\t%016x\t%s\t%s\t%s\t%s\n", it.id, textHash(it.src), p, pending, listenNames(&encs[0]), js)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return append([]byte(strings.Join(header, "\t")+"\n"), out.Bytes()...), nil
}

// compiledFilesHeader starts the compiled file's first line: then each
// YAML file's path and size in bytes, as they were compiled.
const compiledFilesHeader = "#files"

// compiledSet is the compiled file read: its lines by id, and each YAML
// file's size when it was compiled (nil for a file without that header,
// as older ones were).
type compiledSet struct {
	lines map[string]compiledText
	files map[string]int
}

// line is id's compiled line, if there is one.
func (s *compiledSet) line(id string) compiledText {
	if s == nil {
		return compiledText{}
	}
	return s.lines[id]
}

// matches reports whether the YAML files of encodings are, by path and
// size, the files the set was compiled from: then its lines say which
// cards are encoded, and which are pending, without reading the files.
// Only their sizes are read (fs.Stat: an embedded file's size is known
// without touching its bytes). An edit that keeps a file's size is still
// caught where it matters: a card's encoding is checked against the hash
// of its YAML item when it is read (cardText.parse), and read from the YAML if
// the two differ.
func (s *compiledSet) matches(encodings fs.FS) bool {
	if s == nil || s.files == nil || encodings == nil {
		return false
	}
	n := 0
	err := fs.WalkDir(encodings, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || path.Ext(p) != ".yaml" {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if size, ok := s.files[p]; !ok || int64(size) != info.Size() {
			return errStale
		}
		n++
		return nil
	})
	return err == nil && n == len(s.files)
}

// errStale stops matches at the first file that differs.
var errStale = errors.New("the compiled encodings are stale")

// decodeCompiled reads one compiled encoding.
func decodeCompiled(js string, e *Encoding) error {
	dec := json.NewDecoder(strings.NewReader(js))
	dec.DisallowUnknownFields()
	return dec.Decode(e)
}

// parseCompiled reads the compiled file's lines by id, and its header. A
// line it cannot read is left out (its card is read from YAML).
func parseCompiled(data string) *compiledSet {
	out := &compiledSet{lines: make(map[string]compiledText, strings.Count(data, "\n"))}
	for line := range strings.Lines(data) {
		line = strings.TrimSuffix(line, "\n")
		if rest, ok := strings.CutPrefix(line, compiledFilesHeader+"\t"); ok {
			out.files = map[string]int{}
			f := strings.Split(rest, "\t")
			for i := 0; i+1 < len(f); i += 2 {
				n, err := strconv.Atoi(f[i+1])
				if err != nil {
					out.files = nil
					break
				}
				out.files[f[i]] = n
			}
			continue
		}
		// JSON holds no raw tab (encoding/json escapes it in strings):
		// the fields are id, hash, then [file, pending,] [kinds,] JSON.
		f := strings.SplitN(line, "\t", 6)
		if len(f) < 3 {
			continue
		}
		h, err := strconv.ParseUint(f[1], 16, 64)
		if err != nil {
			continue
		}
		ct := compiledText{hash: h, json: f[len(f)-1]}
		switch len(f) {
		case 6:
			ct.file, ct.pending, ct.indexed = f[2], f[3] == "1", true
			ct.listens, ct.listensKnown = f[4], true
		case 4:
			ct.listens, ct.listensKnown = f[2], true
		case 5:
			continue // not a form this reads
		}
		if ct.listens == "-" {
			ct.listens = ""
		}
		if !strings.HasPrefix(ct.json, "{") {
			continue
		}
		out.lines[f[0]] = ct
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
