package game

import (
	"slices"
	"strconv"
	"strings"
)

// Events that name cards are worded for each reader (Rulebook: Showing
// your cards): personnel and equipment in play are face down to everyone
// but their controller, hands and the dilemmas drawn are their owner's
// alone, and a random selection is made without showing faces. A reader
// who may not identify a card reads "a face-down personnel (card 42)": it
// learns that something happened, and to which face-down card, not what
// the card is.

// identifiable reports whether viewer (a seat, or -1 for a spectator) may
// know which card id is now.
func (g *Game) identifiable(id int, viewer Player) bool {
	c := g.cards[id]
	switch c.Zone {
	case ZSurface, ZAboard:
		if c.Card.Type != Personnel && c.Card.Type != Equipment {
			return true
		}
		if viewer == c.Controller {
			return true
		}
		// The dilemma owner examined every card a dilemma let it choose
		// from (Glossary: selections — an opponent choosing may examine
		// each eligible card).
		a := g.attempt
		return a != nil && viewer == a.player.Other() && slices.Contains(a.shown, id)
	case ZStack: // the top one face up once revealed (nextDilemma)
		return viewer == c.Owner || c.FaceUp
	case ZHand, ZDrawn, ZAside:
		return viewer == c.Owner
	case ZDeck:
		return false
	case ZDilemmaPile:
		return c.FaceUp
	case ZUnder:
		return viewer == c.Owner || !g.cards[c.Where].Card.HidesBeneath
	}
	return true
}

// nameFor is card id as viewer may name it.
func (g *Game) nameFor(id int, viewer Player) string {
	if g.identifiable(id, viewer) {
		return g.cardName(id)
	}
	return faceDownName(g, id)
}

// identifiableByAll reports whether both seats and a spectator may
// identify card id: text naming it then reads the same for every reader.
func (g *Game) identifiableByAll(id int) bool {
	return g.identifiable(id, 0) && g.identifiable(id, 1) && g.identifiable(id, -1)
}

// faceDownName is card id named to a reader who may not identify it.
func faceDownName(g *Game, id int) string {
	return "a face-down " + string(g.cards[id].Card.Type) + " (card " + strconv.Itoa(id) + ")"
}

// emitNamed emits e with its text built by text, once per reader: name
// says a card's name as that reader may know it. When every reader reads
// the same, the event is plain.
func (g *Game) emitNamed(e Event, text func(name func(id int) string) string) {
	if g.quiet {
		return // emit keeps nothing: no text is worded (a strong bot's future)
	}
	hidden := false // a card named that some reader may not identify
	e.Text = text(func(id int) string {
		hidden = hidden || !g.identifiableByAll(id)
		return g.cardName(id)
	})
	if !hidden {
		g.emit(e) // every reader reads the same
		return
	}
	e.readers = perReader(e.Text, func(r int, viewer Player) string {
		return text(func(id int) string { return g.nameFor(id, viewer) })
	})
	g.emit(e)
}

// perReader is the text of an event as each seat and a spectator read it
// (text(r, viewer), r indexing Event.readers), or nil when every reader
// reads plain.
func perReader(plain string, text func(r int, viewer Player) string) *[3]string {
	var per [3]string
	differs := false
	for r, viewer := range [3]Player{0, 1, -1} { // the seats, then a spectator
		per[r] = text(r, viewer)
		differs = differs || per[r] != plain
	}
	if !differs {
		return nil
	}
	return &per
}

// namedText words event e, naming its Cards (and no other card) by name:
// a plain function of the event, so it may run long after the event.
type namedText func(g *Game, e *Event, name func(id int) string) string

// maxNamedLate is how many Cards an event worded late may name: 3 bits of
// Event.known each.
const maxNamedLate = 21

// emitNamedLate is emitNamed for text that names only e's Cards and reads
// nothing but the event: the readers who may identify each card are noted
// now, and in a match of bots the words wait until someone reads them
// (renderNamed).
func (g *Game) emitNamedLate(e Event, text namedText) {
	if len(e.Cards) > maxNamedLate {
		g.emitNamedNow(e, text)
		return
	}
	for i, id := range e.Cards {
		for r, viewer := range [3]Player{0, 1, -1} { // the seats, then a spectator
			if g.identifiable(id, viewer) {
				e.known |= 1 << (3*i + r)
			}
		}
	}
	e.named, e.render = text, renderNamed
	g.emit(e)
}

// emitNamedNow is emitNamedLate worded at once, for an event naming more
// cards than known can note. Apart, so that the closure keeping e does
// not send every late-worded event to the heap (not inlined, for the
// same reason).
//
//go:noinline
func (g *Game) emitNamedNow(e Event, text namedText) {
	g.emitNamed(e, func(name func(int) string) string { return text(g, &e, name) })
}

// renderNamed writes a late-worded event's text for each reader, as
// emitNamed would have when it happened.
func renderNamed(g *Game, e *Event) {
	e.Text = e.named(g, e, g.cardName)
	all := uint64(1)<<(3*len(e.Cards)) - 1
	if e.known&all != all {
		e.readers = perReader(e.Text, func(r int, _ Player) string {
			return e.named(g, e, func(id int) string {
				if i := slices.Index(e.Cards, id); i >= 0 && e.known&(1<<(3*i+r)) == 0 {
					return faceDownName(g, id)
				}
				return g.cardName(id)
			})
		})
	}
	e.named = nil
}

// namesWith joins card names as name words them ("none" for no cards).
// Cards the reader may not identify are grouped by type where the first
// of them stands: "3 face-down personnel (cards 42, 49, 50)", not the same
// words nine times over.
func namesWith(ids []int, name func(int) string) string {
	if len(ids) == 0 {
		return "none"
	}
	parts := make([]string, 0, len(ids))
	hidden := map[string][]string{} // type → card numbers, in order
	for _, id := range ids {
		n := name(id)
		typ, num, ok := faceDownParts(n)
		if !ok {
			parts = append(parts, n)
			continue
		}
		if _, seen := hidden[typ]; !seen {
			parts = append(parts, "\x00"+typ) // the group's place
		}
		hidden[typ] = append(hidden[typ], num)
	}
	for i, p := range parts {
		typ, ok := strings.CutPrefix(p, "\x00")
		if !ok {
			continue
		}
		nums := hidden[typ]
		if len(nums) == 1 {
			parts[i] = "a face-down " + typ + " (card " + nums[0] + ")"
			continue
		}
		parts[i] = strconv.Itoa(len(nums)) + " face-down " + pluralType(typ) + " (cards " + strings.Join(nums, ", ") + ")"
	}
	return strings.Join(parts, ", ")
}

// faceDownParts reads a name faceDownName wrote: the card's type and
// number.
func faceDownParts(n string) (typ, num string, ok bool) {
	rest, ok := strings.CutPrefix(n, "a face-down ")
	if !ok || !strings.HasSuffix(rest, ")") {
		return "", "", false
	}
	typ, num, ok = strings.Cut(strings.TrimSuffix(rest, ")"), " (card ")
	return typ, num, ok
}

// pluralType is a card type for several cards: personnel and equipment
// are their own plural.
func pluralType(typ string) string {
	switch typ {
	case string(Personnel), string(Equipment):
		return typ
	}
	return typ + "s"
}

// Event text written at once names a card by reference, never by its
// name: ref(id), or refs(ids) for a list. emit words each reference for
// every reader (wordRefs) while the game stands as the event left it, so
// no event can name a card a reader may not identify, whichever code
// writes it (TestEventTextNamesCardsByReference holds every emit to this;
// TestNoEventNamesAHiddenCard checks what each reader reads).

// refOpen and refClose delimit a reference in event text: bytes no card
// name, player name or number holds.
const (
	refOpen  = '\x01'
	refClose = '\x02'
	refList  = 'l' // after refOpen: a list of cards, for namesWith
)

// ref is card id in event text, worded for each reader by emit.
func (g *Game) ref(id int) string {
	if g.quiet {
		return "" // only event text holds references, and a quiet game keeps none
	}
	return string(refOpen) + strconv.Itoa(id) + string(refClose)
}

// refs is a list of cards in event text ("none" for no cards), worded
// for each reader by emit as namesWith words it.
func (g *Game) refs(ids []int) string {
	if g.quiet {
		return "" // see ref
	}
	var b strings.Builder
	b.WriteByte(refOpen)
	b.WriteByte(refList)
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(id))
	}
	b.WriteByte(refClose)
	return b.String()
}

// hasRefs reports whether t holds a card reference.
func hasRefs(t string) bool { return strings.IndexByte(t, refOpen) >= 0 }

// resolveRefs is t with each reference worded by name.
func resolveRefs(t string, name func(id int) string) string {
	var b strings.Builder
	b.Grow(len(t) + 32) // a name or two longer than its reference
	for {
		i := strings.IndexByte(t, refOpen)
		if i < 0 {
			b.WriteString(t)
			return b.String()
		}
		j := strings.IndexByte(t[i:], refClose)
		if j < 0 { // not a reference ref wrote: leave the rest as it is
			b.WriteString(t)
			return b.String()
		}
		b.WriteString(t[:i])
		body := t[i+1 : i+j]
		if list, ok := strings.CutPrefix(body, string(refList)); ok {
			var ids []int
			for _, f := range strings.Split(list, ",") {
				if id, err := strconv.Atoi(f); err == nil {
					ids = append(ids, id)
				}
			}
			b.WriteString(namesWith(ids, name))
		} else if id, err := strconv.Atoi(body); err == nil {
			b.WriteString(name(id))
		}
		t = t[i+j+1:]
	}
}

// wordRefs words the references in e's text for each reader: a reader
// who may not identify a card reads "a face-down personnel (card 42)". A
// private event's Text is read by its player alone, who is told what it
// names; its Public text names no card.
func (g *Game) wordRefs(e *Event) {
	if hasRefs(e.Public) {
		e.Public = resolveRefs(e.Public, func(id int) string {
			return g.nameFor(id, -1) // a spectator may identify only what is open to all
		})
	}
	if !hasRefs(e.Text) {
		return
	}
	// As emitNamed does: the text is worded per reader only when a card
	// it names is one some reader may not identify (most name none).
	hidden := false
	plain := resolveRefs(e.Text, func(id int) string {
		hidden = hidden || !g.identifiableByAll(id)
		return g.cardName(id)
	})
	if !e.Private && hidden {
		text := e.Text
		e.readers = perReader(plain, func(_ int, viewer Player) string {
			return resolveRefs(text, func(id int) string { return g.nameFor(id, viewer) })
		})
	}
	e.Text = plain
}

// shown is card id's name in event text for a card the event itself
// shows every reader, whoever may identify it afterwards: a card
// entering play or revealed, downloaded, used for its text, or taken
// out of an open pile (Rulebook: Showing Your Cards, Download).
func (g *Game) shown(id int) string { return g.cardName(id) }

// shownAll is cards ids named as shown does.
func (g *Game) shownAll(ids []int) string { return g.names(ids) }
