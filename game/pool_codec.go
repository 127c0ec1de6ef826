package game

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sort"
)

// The embedded pool's facts (assets/pool/cards.bin) in a format of our
// own, written by tools/cardgen through EncodePool and read at start-up
// by decodePool. Start-up reads every card's facts (search filters on
// them), so the read must be nearly free: gob spent 15 ms and half the
// start-up's allocations on it. Here every string is an index into one
// table of distinct strings, and each table entry is a substring of the
// embedded data, so reading a card allocates nothing but its lists.
//
// Layout: the magic, then varints. The table: its length, then each
// string's byte length followed by its bytes. Then the number of cards,
// then each card's fields in Facts order (poolFields says how many).
// Strings and string lists are table indexes; a list or an optional value
// starts with its count or a presence flag.

// poolMagic starts cards.bin; its digit changes with the layout.
const poolMagic = "stccg-pool-1\n"

// poolFields is how many fields of Facts the codec writes: a test fails
// when Facts gains one, so that a new fact is not silently dropped.
const poolFields = 37

// EncodePool writes the facts in the embedded pool's format, in the
// library's order (by set and collector number), so that start-up need not
// sort them.
func EncodePool(facts []*Facts) []byte {
	facts = slices.Clone(facts)
	sort.SliceStable(facts, func(i, j int) bool { return idLess(facts[i].ID, facts[j].ID) })
	w := poolWriter{index: map[string]uint64{}}
	for _, f := range facts {
		w.facts(f)
	}
	out := []byte(poolMagic)
	out = binary.AppendUvarint(out, uint64(len(w.table)))
	for _, s := range w.table {
		out = binary.AppendUvarint(out, uint64(len(s)))
		out = append(out, s...)
	}
	out = binary.AppendUvarint(out, uint64(len(facts)))
	return append(out, w.body...)
}

// poolWriter gathers the string table and the cards' fields.
type poolWriter struct {
	table []string
	index map[string]uint64
	body  []byte
}

func (w *poolWriter) num(n uint64) { w.body = binary.AppendUvarint(w.body, n) }
func (w *poolWriter) int(n int)    { w.body = binary.AppendVarint(w.body, int64(n)) }

func (w *poolWriter) bool(b bool) {
	if b {
		w.num(1)
	} else {
		w.num(0)
	}
}

func (w *poolWriter) str(s string) {
	i, ok := w.index[s]
	if !ok {
		i = uint64(len(w.table))
		w.index[s] = i
		w.table = append(w.table, s)
	}
	w.num(i)
}

func (w *poolWriter) strs(ss []string) {
	w.num(uint64(len(ss)))
	for _, s := range ss {
		w.str(s)
	}
}

func (w *poolWriter) facts(f *Facts) {
	w.str(f.ID)
	w.str(f.Title)
	w.str(f.Subtitle)
	w.str(f.Location)
	w.bool(f.Unique)
	w.str(string(f.Type))
	w.str(f.Collector)
	w.str(f.Set)
	w.str(f.Rarity)
	w.str(f.Printing)
	w.str(f.PrintingOf)
	w.strs(f.Formats)
	w.bool(f.PrintedText)
	w.bool(f.Cost != nil)
	if f.Cost != nil {
		w.int(*f.Cost)
	}
	w.str(f.Affiliation)
	w.strs(f.Species)
	w.strs(f.Icons)
	w.num(uint64(len(f.Skills)))
	for _, s := range f.Skills {
		w.str(s.Skill)
		w.int(s.Level)
	}
	w.strs(f.Keywords)
	w.int(f.Integrity)
	w.int(f.Cunning)
	w.int(f.Strength)
	w.str(f.Class)
	w.strs(f.Staffing)
	w.int(f.Range)
	w.int(f.Weapons)
	w.int(f.Shields)
	w.str(string(f.MissionType))
	w.str(f.Quadrant)
	w.int(f.Span)
	w.int(f.Points)
	w.str(f.Region)
	w.bool(f.AttemptBy != nil)
	if a := f.AttemptBy; a != nil {
		w.bool(a.Any)
		w.strs(a.Only)
		w.strs(a.Except)
	}
	w.str(f.Requirements)
	w.str(f.RequirementsError)
	w.num(uint64(len(f.PlayHere)))
	for _, p := range f.PlayHere {
		w.str(p.Affiliation)
		w.str(p.Icon)
		w.str(string(p.Type))
		w.str(p.Species)
		w.str(p.Keyword)
	}
	w.str(string(f.DilemmaType))
}

var errPoolData = errors.New("the data ends early or is damaged")

// poolReader reads what poolWriter wrote. The first error sticks: every
// read after it returns zero values, and decodePool reports it once.
type poolReader struct {
	data  string
	at    int
	table []string
	err   error
}

func (r *poolReader) num() uint64 {
	if r.err != nil {
		return 0
	}
	var n uint64
	for shift := uint(0); shift < 64; shift += 7 {
		if r.at >= len(r.data) {
			break
		}
		b := r.data[r.at]
		r.at++
		n |= uint64(b&0x7f) << shift
		if b < 0x80 {
			return n
		}
	}
	r.err = errPoolData
	return 0
}

func (r *poolReader) int() int {
	u := r.num()
	n := int64(u >> 1)
	if u&1 != 0 {
		n = ^n
	}
	return int(n)
}

func (r *poolReader) bool() bool { return r.num() != 0 }

func (r *poolReader) str() string {
	i := r.num()
	if i >= uint64(len(r.table)) {
		if r.err == nil {
			r.err = errPoolData
		}
		return ""
	}
	return r.table[i]
}

// count reads a list's length, refusing one longer than the data left
// (each element takes at least a byte), so damaged data cannot ask for a
// huge allocation.
func (r *poolReader) count() int {
	n := r.num()
	if n > uint64(len(r.data)-r.at) {
		if r.err == nil {
			r.err = errPoolData
		}
		return 0
	}
	return int(n)
}

// strs reads a string list into the shared backing array, capped so that
// an append to one card's list can never write into the next card's.
func (r *poolReader) strs(backing *[]string) []string {
	n := r.count()
	if n == 0 {
		return nil
	}
	start := len(*backing)
	for range n {
		*backing = append(*backing, r.str())
	}
	return (*backing)[start : start+n : start+n]
}

// decodePool reads cards.bin into one Card per printing, facts only.
func decodePool(data string) ([]Card, error) {
	if len(data) < len(poolMagic) || data[:len(poolMagic)] != poolMagic {
		return nil, fmt.Errorf("card pool: not a %q file (run `go generate ./assets`)", poolMagic[:len(poolMagic)-1])
	}
	r := &poolReader{data: data, at: len(poolMagic)}
	n := r.count()
	r.table = make([]string, n)
	for i := range r.table {
		l := r.count()
		if r.err != nil {
			break
		}
		r.table[i] = r.data[r.at : r.at+l]
		r.at += l
	}
	cards := make([]Card, r.count())
	// One backing array for all lists of strings: a few thousand small
	// slices would be as many allocations. The size is a guess that is
	// right for today's pool; append grows it if not.
	backing := make([]string, 0, 8*len(cards))
	costs := make([]int, len(cards))
	for i := range cards {
		if r.err != nil {
			break
		}
		f := &cards[i].Facts
		f.ID = r.str()
		f.Title = r.str()
		f.Subtitle = r.str()
		f.Location = r.str()
		f.Unique = r.bool()
		f.Type = CardType(r.str())
		f.Collector = r.str()
		f.Set = r.str()
		f.Rarity = r.str()
		f.Printing = r.str()
		f.PrintingOf = r.str()
		f.Formats = r.strs(&backing)
		f.PrintedText = r.bool()
		if r.bool() {
			costs[i] = r.int()
			f.Cost = &costs[i]
		}
		f.Affiliation = r.str()
		f.Species = r.strs(&backing)
		f.Icons = r.strs(&backing)
		if n := r.count(); n > 0 {
			f.Skills = make([]SkillLevel, n)
			for j := range f.Skills {
				f.Skills[j] = SkillLevel{Skill: r.str(), Level: r.int()}
			}
		}
		f.Keywords = r.strs(&backing)
		f.Integrity = r.int()
		f.Cunning = r.int()
		f.Strength = r.int()
		f.Class = r.str()
		f.Staffing = r.strs(&backing)
		f.Range = r.int()
		f.Weapons = r.int()
		f.Shields = r.int()
		f.MissionType = MissionType(r.str())
		f.Quadrant = r.str()
		f.Span = r.int()
		f.Points = r.int()
		f.Region = r.str()
		if r.bool() {
			f.AttemptBy = &AffiliationSet{Any: r.bool(), Only: r.strs(&backing), Except: r.strs(&backing)}
		}
		f.Requirements = r.str()
		f.RequirementsError = r.str()
		if n := r.count(); n > 0 {
			f.PlayHere = make([]PlayFilter, n)
			for j := range f.PlayHere {
				p := &f.PlayHere[j]
				p.Affiliation, p.Icon, p.Type, p.Species, p.Keyword = r.str(), r.str(), CardType(r.str()), r.str(), r.str()
			}
		}
		f.DilemmaType = DilemmaType(r.str())
	}
	if r.err == nil && r.at != len(r.data) {
		r.err = errors.New("data left after the last card")
	}
	if r.err != nil {
		return nil, fmt.Errorf("card pool: %w", r.err)
	}
	return cards, nil
}
