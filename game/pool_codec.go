package game

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sort"
)

// The embedded pool's facts (assets/pool/cards.bin) in a format of our
// own, written by tools/cardgen through EncodePool and read in place:
// start-up decodes nothing. A card's facts are decoded when the card is
// first asked for (poolIndex.facts), and the look-ups by ID, by name and
// by title are tables sorted at `go generate` time, searched by halving.
// Decoding the whole pool at start-up and building its maps was most of
// `stccg cards Worf`: some 30 ms, most of it memory touched for the first
// time (about 12 µs a page on this machine).
//
// Layout: the magic, then five little-endian uint32 counts (strings,
// cards, name keys, title keys, families), then fixed-width tables of
// uint32:
//
//	strings  offsets[strings+1], then the strings' bytes
//	cards    offsets[cards+1], then each card's facts record
//	ids      a hash table of the cards by ID: idSlots(cards) slots, each
//	         a card's number + 1 or 0 for none, probed linearly from
//	         idHash(ID) (ByID runs in games, and a search by halving
//	         was 3% of a basic bot's game)
//	names    (key string, list start) per key, by key; (0, the lists'
//	         end); then the lists: card numbers in library order
//	titles   as names, keyed by NormalizeTitle of the title; then each
//	         title's number (Card.titleIdx), in key order
//	families as names, keyed by the ID of a card printed more than once,
//	         listing its printings
//
// A facts record holds varints, in Facts order (poolFields says how many
// fields): strings and string lists are string numbers, a list or an
// optional value starts with its count or a presence flag. The name keys
// are every spellingKeys of a card, so a change to how names fold needs
// `go generate ./assets` (TestPoolIndexMatchesMaps says so).

// poolMagic starts cards.bin; its digit changes with the layout.
const poolMagic = "stccg-pool-3\n"

// poolFields is how many fields of Facts the codec writes: a test fails
// when Facts gains one, so that a new fact is not silently dropped.
const poolFields = 37

// EncodePool writes the facts in the embedded pool's format, in the
// library's order (by set and collector number).
func EncodePool(facts []*Facts) []byte {
	facts = slices.Clone(facts)
	sort.SliceStable(facts, func(i, j int) bool { return idLess(facts[i].ID, facts[j].ID) })
	w := poolWriter{index: map[string]uint64{}}
	recOff := make([]uint32, 0, len(facts)+1)
	for _, f := range facts {
		recOff = append(recOff, uint32(len(w.body)))
		w.facts(f)
	}
	recOff = append(recOff, uint32(len(w.body)))

	ids := make([]uint32, idSlots(len(facts)))
	names, titles, families := map[string][]uint32{}, map[string][]uint32{}, map[string][]uint32{}
	titleNum := map[string]uint32{} // numbered as met, as finish numbers them
	var keys []string
	for i, f := range facts {
		h := idHash(f.ID)
		for ids[h&uint32(len(ids)-1)] != 0 {
			h++
		}
		ids[h&uint32(len(ids)-1)] = uint32(i + 1)
		c := &Card{Facts: *f}
		keys = c.spellingKeys(keys[:0])
		for _, k := range keys {
			if list := names[k]; len(list) == 0 || list[len(list)-1] != uint32(i) {
				names[k] = append(list, uint32(i))
			}
		}
		k := NormalizeTitle(f.Title)
		titles[k] = append(titles[k], uint32(i))
		if _, ok := titleNum[k]; !ok {
			titleNum[k] = uint32(len(titleNum) + 1)
		}
		family := f.ID
		if f.PrintingOf != "" {
			family = f.PrintingOf
		}
		families[family] = append(families[family], uint32(i))
	}
	for k, list := range families {
		if len(list) < 2 {
			delete(families, k) // printed once: its printings are itself
		}
	}
	nameTab, titleTab, familyTab := w.keyTable(names), w.keyTable(titles), w.keyTable(families)

	out := []byte(poolMagic)
	for _, n := range []int{len(w.table), len(facts), len(names), len(titles), len(families)} {
		out = binary.LittleEndian.AppendUint32(out, uint32(n))
	}
	at := uint32(0)
	for _, s := range w.table {
		out = binary.LittleEndian.AppendUint32(out, at)
		at += uint32(len(s))
	}
	out = binary.LittleEndian.AppendUint32(out, at)
	for _, s := range w.table {
		out = append(out, s...)
	}
	for _, o := range recOff {
		out = binary.LittleEndian.AppendUint32(out, o)
	}
	out = append(out, w.body...)
	for _, e := range ids {
		out = binary.LittleEndian.AppendUint32(out, e)
	}
	out = append(out, nameTab...)
	out = append(out, titleTab...)
	titleKeys := make([]string, 0, len(titles))
	for k := range titles {
		titleKeys = append(titleKeys, k)
	}
	slices.Sort(titleKeys)
	for _, k := range titleKeys {
		out = binary.LittleEndian.AppendUint32(out, titleNum[k])
	}
	return append(out, familyTab...)
}

// keyTable writes a key table: (key, list start) per key in key order,
// the lists' end, then the lists. Its keys join the string table, so it
// is built before the table is written.
func (w *poolWriter) keyTable(lists map[string][]uint32) []byte {
	keys := make([]string, 0, len(lists))
	for k := range lists {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var head, body []byte
	n := uint32(0)
	for _, k := range keys {
		head = binary.LittleEndian.AppendUint32(head, uint32(w.strIndex(k)))
		head = binary.LittleEndian.AppendUint32(head, n)
		for _, i := range lists[k] {
			body = binary.LittleEndian.AppendUint32(body, i)
		}
		n += uint32(len(lists[k]))
	}
	// The lists' end as one more entry, so that every key's list ends
	// where the next entry's starts.
	head = binary.LittleEndian.AppendUint32(head, 0)
	head = binary.LittleEndian.AppendUint32(head, n)
	return append(head, body...)
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

// strIndex is s's number in the string table, s added if new.
func (w *poolWriter) strIndex(s string) uint64 {
	i, ok := w.index[s]
	if !ok {
		i = uint64(len(w.table))
		w.index[s] = i
		w.table = append(w.table, s)
	}
	return i
}

func (w *poolWriter) str(s string) { w.num(w.strIndex(s)) }

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

var (
	errPoolData    = errors.New("the data ends early or is damaged")
	errPoolDamaged = fmt.Errorf("card pool: %w", errPoolData)
)

// poolIndex is cards.bin read in place: openPool checks that its tables
// fit the data, and every read after that stays inside them.
type poolIndex struct {
	data string
	// nStr, nCards, nNames, nTitles are the header's counts; the other
	// fields are where each table starts in data.
	nStr, nCards, nNames, nTitles, nFamilies int
	strOff, strBytes                         int
	recOff, recBytes                         int
	ids, names, nameLists                    int
	titles, titleLists, titleNums            int
	families, familyLists                    int
}

// u32 reads the little-endian uint32 at data[at:].
func (p *poolIndex) u32(at int) int {
	d := p.data[at : at+4]
	return int(uint32(d[0]) | uint32(d[1])<<8 | uint32(d[2])<<16 | uint32(d[3])<<24)
}

// openPool checks the layout of data: the magic, that the tables fill the
// data exactly, and that every offset and number in them is in range.
func openPool(data string) (*poolIndex, error) {
	if len(data) < len(poolMagic) || data[:len(poolMagic)] != poolMagic {
		return nil, fmt.Errorf("card pool: not a %q file (run `go generate ./assets`)", poolMagic[:len(poolMagic)-1])
	}
	damaged := errPoolDamaged
	p := &poolIndex{data: data}
	at := len(poolMagic)
	if len(data) < at+20 {
		return nil, damaged
	}
	p.nStr, p.nCards, p.nNames, p.nTitles, p.nFamilies = p.u32(at), p.u32(at+4), p.u32(at+8), p.u32(at+12), p.u32(at+16)
	at += 20
	// take reserves n uint32s from at, if the data holds them.
	take := func(n int) (int, bool) {
		start := at
		if n < 0 || n > (len(data)-at)/4 {
			return 0, false
		}
		at += 4 * n
		return start, true
	}
	// offsets checks a table of n+1 rising offsets and reserves the bytes
	// they span.
	offsets := func(n int) (table, bytes int, ok bool) {
		if table, ok = take(n + 1); !ok {
			return 0, 0, false
		}
		prev := 0
		for i := 0; i <= n; i++ {
			o := p.u32(table + 4*i)
			if o < prev || (i == 0 && o != 0) {
				return 0, 0, false
			}
			prev = o
		}
		if prev > len(data)-at {
			return 0, 0, false
		}
		bytes = at
		at += prev
		return table, bytes, true
	}
	var ok bool
	if p.strOff, p.strBytes, ok = offsets(p.nStr); !ok {
		return nil, damaged
	}
	if p.recOff, p.recBytes, ok = offsets(p.nCards); !ok {
		return nil, damaged
	}
	if p.ids, ok = take(idSlots(p.nCards)); !ok {
		return nil, damaged
	}
	empty := false
	for i := range idSlots(p.nCards) {
		v := p.u32(p.ids + 4*i)
		if v > p.nCards {
			return nil, damaged
		}
		empty = empty || v == 0
	}
	if !empty {
		return nil, damaged // a probe for a missing ID would never end
	}
	// keys checks a key table of n keys and reserves its lists.
	keys := func(n int) (table, lists int, ok bool) {
		if table, ok = take(2*n + 2); !ok {
			return 0, 0, false
		}
		prev := 0
		for i := 0; i < n; i++ {
			if p.u32(table+8*i) >= p.nStr {
				return 0, 0, false
			}
			start := p.u32(table + 8*i + 4)
			if start < prev || (i == 0 && start != 0) {
				return 0, 0, false
			}
			prev = start
		}
		end := p.u32(table + 8*n + 4)
		if end < prev {
			return 0, 0, false
		}
		if lists, ok = take(end); !ok {
			return 0, 0, false
		}
		for i := 0; i < end; i++ {
			if p.u32(lists+4*i) >= p.nCards {
				return 0, 0, false
			}
		}
		return table, lists, true
	}
	if p.names, p.nameLists, ok = keys(p.nNames); !ok {
		return nil, damaged
	}
	if p.titles, p.titleLists, ok = keys(p.nTitles); !ok {
		return nil, damaged
	}
	if p.titleNums, ok = take(p.nTitles); !ok {
		return nil, damaged
	}
	for i := range p.nTitles {
		if n := p.u32(p.titleNums + 4*i); n < 1 || n > p.nTitles {
			return nil, damaged
		}
	}
	if p.families, p.familyLists, ok = keys(p.nFamilies); !ok {
		return nil, damaged
	}
	if at != len(data) {
		return nil, fmt.Errorf("card pool: data left after the last table")
	}
	return p, nil
}

// str is string number i.
func (p *poolIndex) str(i int) string {
	a, b := p.u32(p.strOff+4*i), p.u32(p.strOff+4*i+4)
	return p.data[p.strBytes+a : p.strBytes+b]
}

// record is card i's facts record.
func (p *poolIndex) record(i int) string {
	a, b := p.u32(p.recOff+4*i), p.u32(p.recOff+4*i+4)
	return p.data[p.recBytes+a : p.recBytes+b]
}

// idSlots is the size of the hash table of n cards' IDs: a power of two
// at least half again n, so that probes are short and one slot at least
// is empty.
func idSlots(n int) int {
	size := 1
	for size < n+n/2+1 {
		size *= 2
	}
	return size
}

// idHash is FNV-1a of id.
func idHash(id string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(id); i++ {
		h ^= uint32(id[i])
		h *= 16777619
	}
	return h
}

// findID is the number of the card with this ID, or -1.
func (p *poolIndex) findID(id string) int {
	mask := uint32(idSlots(p.nCards) - 1)
	for h := idHash(id); ; h++ {
		v := p.u32(p.ids + 4*int(h&mask))
		if v == 0 {
			return -1
		}
		r := poolReader{pool: p, data: p.record(v - 1)}
		if r.str() == id {
			return v - 1
		}
	}
}

// keyList is the list of card numbers a key table gives key, as its
// place in the lists (start, end); start == end when there is none. key
// is the key's number among the table's keys, or -1.
func (p *poolIndex) keyList(table, n int, key string) (start, end, num int) {
	k := sort.Search(n, func(k int) bool { return p.str(p.u32(table+8*k)) >= key })
	if k == n || p.str(p.u32(table+8*k)) != key {
		return 0, 0, -1
	}
	return p.u32(table + 8*k + 4), p.u32(table + 8*k + 12), k
}

// nameList is the cards a name key names, in library order.
func (p *poolIndex) nameList(key string) []int {
	start, end, _ := p.keyList(p.names, p.nNames, key)
	return p.list(p.nameLists, start, end)
}

// titleList is the cards with this title key, in library order.
func (p *poolIndex) titleList(key string) []int {
	start, end, _ := p.keyList(p.titles, p.nTitles, key)
	return p.list(p.titleLists, start, end)
}

// familyList is the printings of the card whose first printing has this
// ID, in library order, or nil when it was printed once.
func (p *poolIndex) familyList(id string) []int {
	start, end, _ := p.keyList(p.families, p.nFamilies, id)
	return p.list(p.familyLists, start, end)
}

// titleNum is the title's number (Card.titleIdx): titles are numbered
// from 1 as the library's order first meets them, as finish numbers a
// library made whole, so that a game of early cards numbers them low
// (a game keeps a slot for every number up to its cards' highest).
// It is 0 for a title no card has.
func (p *poolIndex) titleNum(key string) int32 {
	if _, _, k := p.keyList(p.titles, p.nTitles, key); k >= 0 {
		return int32(p.u32(p.titleNums + 4*k))
	}
	return 0
}

func (p *poolIndex) list(lists, start, end int) []int {
	if start == end {
		return nil
	}
	out := make([]int, end-start)
	for i := range out {
		out[i] = p.u32(lists + 4*(start+i))
	}
	return out
}

// facts decodes card i's facts into f; backing, if not nil, receives its
// string lists (decodeAll shares one array among all cards).
func (p *poolIndex) facts(i int, f *Facts, backing *[]string) error {
	r := poolReader{pool: p, data: p.record(i)}
	if backing == nil {
		var own []string
		backing = &own
	}
	r.facts(f, backing)
	if r.err == nil && r.at != len(r.data) {
		r.err = errors.New("data left after a card's facts")
	}
	if r.err != nil {
		return fmt.Errorf("card pool: card %d: %w", i, r.err)
	}
	return nil
}

// cardHead is the first fields of a card's record: what passes over the
// whole pool read (the printings of a card, the titles a player may name,
// the types of the encoded cards) without decoding any card.
type cardHead struct {
	ID, Title  string
	Unique     bool
	Type       CardType
	PrintingOf string
}

// head reads only the first fields of card i's record.
func (p *poolIndex) head(i int) cardHead {
	r := poolReader{pool: p, data: p.record(i)}
	var f Facts
	r.first(&f)
	return cardHead{ID: f.ID, Title: f.Title, Unique: f.Unique, Type: f.Type, PrintingOf: f.PrintingOf}
}

// poolReader reads one record that poolWriter wrote. The first error
// sticks: every read after it returns zero values.
type poolReader struct {
	pool *poolIndex
	data string
	at   int
	err  error
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
	if i >= uint64(r.pool.nStr) {
		if r.err == nil {
			r.err = errPoolData
		}
		return ""
	}
	return r.pool.str(int(i))
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

// first reads a record's first fields, names and printing, up to
// PrintingOf: all head needs, and where facts starts.
func (r *poolReader) first(f *Facts) {
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
}

func (r *poolReader) facts(f *Facts, backing *[]string) {
	r.first(f)
	f.Formats = r.strs(backing)
	f.PrintedText = r.bool()
	f.Cost = nil
	if r.bool() {
		cost := r.int()
		f.Cost = &cost
	}
	f.Affiliation = r.str()
	f.Species = r.strs(backing)
	f.Icons = r.strs(backing)
	f.Skills = nil
	if n := r.count(); n > 0 {
		f.Skills = make([]SkillLevel, n)
		for j := range f.Skills {
			f.Skills[j] = SkillLevel{Skill: r.str(), Level: r.int()}
		}
	}
	f.Keywords = r.strs(backing)
	f.Integrity = r.int()
	f.Cunning = r.int()
	f.Strength = r.int()
	f.Class = r.str()
	f.Staffing = r.strs(backing)
	f.Range = r.int()
	f.Weapons = r.int()
	f.Shields = r.int()
	f.MissionType = MissionType(r.str())
	f.Quadrant = r.str()
	f.Span = r.int()
	f.Points = r.int()
	f.Region = r.str()
	f.AttemptBy = nil
	if r.bool() {
		f.AttemptBy = &AffiliationSet{Any: r.bool(), Only: r.strs(backing), Except: r.strs(backing)}
	}
	f.Requirements = r.str()
	f.RequirementsError = r.str()
	f.PlayHere = nil
	if n := r.count(); n > 0 {
		f.PlayHere = make([]PlayFilter, n)
		for j := range f.PlayHere {
			p := &f.PlayHere[j]
			p.Affiliation, p.Icon, p.Type, p.Species, p.Keyword = r.str(), r.str(), CardType(r.str()), r.str(), r.str()
		}
	}
	f.DilemmaType = DilemmaType(r.str())
}

// decodePool reads every card of cards.bin into one Card per printing,
// facts only: the library that reads everything at once (LoadPool, and
// any library that gains cards the pool lacks).
func decodePool(data string) ([]Card, error) {
	p, err := openPool(data)
	if err != nil {
		return nil, err
	}
	return p.decodeAll()
}

// decodeAll decodes every card, the string lists of all of them in one
// backing array: a few thousand small slices would be as many
// allocations. The size is a guess that is right for today's pool;
// append grows it if not.
func (p *poolIndex) decodeAll() ([]Card, error) {
	cards := make([]Card, p.nCards)
	backing := make([]string, 0, 8*len(cards))
	for i := range cards {
		if err := p.facts(i, &cards[i].Facts, &backing); err != nil {
			return nil, err
		}
	}
	return cards, nil
}
