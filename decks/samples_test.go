package decks

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// The sample decks must be legal (Rulebook: Building a Deck) and playable
// by a bot: everything can be played at the headquarters (Rulebook:
// Playing specific kinds of cards), some ship can be staffed (Rulebook:
// Order – Move a Ship), and each other mission can be attempted and its
// requirements met by the deck's personnel (Rulebook: Order – Attempt a
// Mission; Checking Mission Requirements).

var sampleHQ = map[string][]string{
	"federation": {"Earth, Cradle of the Federation", "Earth, Home of Starfleet Command"},
	"klingon":    {"Qo'noS, Heart of the Empire"},
	"borg":       {"Unicomplex, Root of the Hive Mind"},
}

// legacySamples are the decks built for the first card set: every card of
// them is enforced, and each shows one affiliation's mechanics. The
// Excelsior starter decks are checked by TestStarterDecksBuiltIn.
var legacySamples = []string{"borg", "federation", "klingon"}

// starterDecks are the Excelsior Act 1 starter decks, by their short names.
var starterDecks = []string{"common-ground-excelsior", "klingon-excelsior", "romulan-excelsior", "tng-excelsior"}

// act2StarterDecks are the Excelsior Act 2 starter decks, by their short names.
var act2StarterDecks = []string{"cadets-excelsior", "cardassians-excelsior", "dominion-excelsior", "romulan-assassins-excelsior"}

func TestSamplesList(t *testing.T) {
	want := append(slices.Clone(legacySamples), starterDecks...)
	want = append(want, act2StarterDecks...)
	want = append(want, VStarters()...)
	slices.Sort(want)
	if got := Samples(); !reflect.DeepEqual(got, want) {
		t.Errorf("Samples() = %v, want %v", got, want)
	}
}

func TestSamplesAreLegal(t *testing.T) {
	// Rulebook: Building a Deck
	for _, name := range legacySamples {
		d := loadSample(t, name) // fails on any parse or validation problem
		if d.File != name+".txt" || d.Syntax != Plain || d.Name == "" {
			t.Errorf("%s: file %q syntax %q name %q", name, d.File, d.Syntax, d.Name)
		}
		if n := d.Count(Dilemmas); n < 20 || n > 24 {
			t.Errorf("%s: %d dilemmas, want 20–24", name, n)
		}
		if n := d.Count(DrawDeck); n < 35 || n > 45 {
			t.Errorf("%s: %d draw-deck cards, want 35–45", name, n)
		}
		for _, e := range d.Entries {
			if !e.Card.Enforced() {
				t.Errorf("%s:%d: %s is not enforced", name, e.Line, e.Card.Name())
			}
		}
		// The Klingon and Borg samples carry their affiliation's events and
		// interrupts, so that ordinary games exercise them.
		want := map[string][]string{
			"klingon": {"Cry \"Havoc!\"", "Render Assistance", "The Promise"},
			"borg":    {"Borg Cutting Beam", "Salvaging the Wreckage", "Adapt"},
		}[name]
		for _, title := range want {
			found := false
			for _, e := range d.Entries {
				found = found || e.Card.Title == title
			}
			if !found {
				t.Errorf("%s: the sample should carry %s", name, title)
			}
		}
	}
}

// sampleHQCard returns the deck's one headquarters, checking it is the
// expected one for the affiliation.
func sampleHQCard(t *testing.T, name string, d *Deck) *game.Card {
	t.Helper()
	var hqs []*game.Card
	for _, e := range d.Entries {
		if e.Card.IsHQ() {
			hqs = append(hqs, e.Card)
		}
	}
	if len(hqs) != 1 {
		t.Fatalf("%s: %d headquarters, want 1", name, len(hqs))
	}
	ok := false
	for _, want := range sampleHQ[name] {
		ok = ok || hqs[0].Name() == want
	}
	if !ok {
		t.Fatalf("%s: headquarters %s, want one of %v", name, hqs[0].Name(), sampleHQ[name])
	}
	return hqs[0]
}

func TestSamplesPlayableAtTheirHeadquarters(t *testing.T) {
	for _, name := range legacySamples {
		d := loadSample(t, name)
		hq := sampleHQCard(t, name, d)
		for _, e := range d.Entries {
			placed := e.Card.Type == game.Personnel || e.Card.Type == game.Ship || e.Card.Type == game.Equipment
			if placed && !hq.AllowsPlay(e.Card) {
				t.Errorf("%s:%d: %s cannot be played at %s", name, e.Line, e.Card.Name(), hq.Name())
			}
		}
	}
}

// personnelOf returns the deck's personnel, one card per title.
func personnelOf(d *Deck) []*game.Card {
	seen := map[string]bool{}
	var out []*game.Card
	for _, e := range d.Entries {
		if e.Card.Type == game.Personnel && !seen[e.Card.ID] {
			seen[e.Card.ID] = true
			out = append(out, e.Card)
		}
	}
	return out
}

// canStaff reports whether crew, all aboard, staff ship: every staffing
// icon is covered by a different personnel (a command icon can stand in
// for staff, not the reverse), and one of them is of the ship's
// affiliation (Rulebook: Order – Move a Ship).
func canStaff(ship *game.Card, crew []*game.Card) bool {
	needCmd, needStaff := 0, 0
	for _, s := range ship.Staffing {
		if s == game.IconCommand {
			needCmd++
		} else {
			needStaff++
		}
	}
	cmd, staff, aff := 0, 0, false
	for _, p := range crew {
		switch {
		case p.HasIcon(game.IconCommand):
			cmd++
		case p.HasIcon(game.IconStaff):
			staff++
		}
		aff = aff || p.Affiliation == ship.Affiliation
	}
	return aff && cmd >= needCmd && cmd+staff >= needCmd+needStaff
}

func TestCanStaff(t *testing.T) {
	lib := testLib(t)
	card := func(name string) *game.Card {
		c, err := lib.Find(name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	galaxy := card("U.S.S. Galaxy") // command, staff, staff, staff
	shelby, rixx, davies, kwan, lopez := card("Elizabeth Shelby"), card("Rixx"), card("Davies"), card("Daniel Kwan"), card("Lopez")
	rabal, delvok := card("Rabal"), card("Delvok")
	cases := []struct {
		crew []*game.Card
		want bool
	}{
		{[]*game.Card{shelby, davies, kwan, lopez}, true},
		{[]*game.Card{shelby, rixx, davies, kwan}, true},  // command stands in for staff
		{[]*game.Card{davies, kwan, lopez, rabal}, false}, // no command icon
		{[]*game.Card{shelby, davies, kwan}, false},       // too few
		{[]*game.Card{shelby, rabal, delvok, davies}, true},
		{[]*game.Card{card("Gowron Leader of the High Council"), rabal, delvok, card("Vorax")}, false}, // no Federation personnel aboard
	}
	for i, c := range cases {
		if got := canStaff(galaxy, c.crew); got != c.want {
			t.Errorf("case %d: canStaff = %v, want %v", i, got, c.want)
		}
	}
}

func TestSamplesCanStaffAShip(t *testing.T) {
	for _, name := range legacySamples {
		d := loadSample(t, name)
		crew := personnelOf(d)
		var staffed []string
		for _, e := range d.Entries {
			if e.Card.Type == game.Ship && canStaff(e.Card, crew) {
				staffed = append(staffed, e.Card.Name())
			}
		}
		if len(staffed) == 0 {
			t.Errorf("%s: its personnel can staff none of its ships", name)
		}
	}
}

// maxAwayTeam is how many personnel we allow a sample deck to need for a
// mission: dilemmas will stop some of a larger team, so it must be possible
// with fewer than a full hand of personnel.
const maxAwayTeam = 8

// smallestTeam returns the smallest group (up to max) of crew that meets
// mission's requirements with at least one personnel of an affiliation
// that may attempt it, or nil.
func smallestTeam(mission *game.Card, crew []*game.Card, max int) []*game.Card {
	stats := make([]game.Stats, len(crew))
	for i, c := range crew {
		s := game.Stats{Integrity: c.Integrity, Cunning: c.Cunning, Strength: c.Strength}
		for _, sk := range c.Skills {
			s.Skills.Add(sk.Skill, sk.Level)
		}
		stats[i] = s
	}
	for size := 1; size <= max && size <= len(crew); size++ {
		idx := make([]int, size)
		for i := range idx {
			idx[i] = i
		}
		for {
			group := make([]game.Stats, size)
			aff := false
			for i, j := range idx {
				group[i] = stats[j]
				aff = aff || mission.AttemptBy.Allows(crew[j].Affiliation)
			}
			if aff && mission.Req.Met(group) {
				team := make([]*game.Card, size)
				for i, j := range idx {
					team[i] = crew[j]
				}
				return team
			}
			// next combination
			i := size - 1
			for i >= 0 && idx[i] == len(crew)-size+i {
				i--
			}
			if i < 0 {
				break
			}
			idx[i]++
			for k := i + 1; k < size; k++ {
				idx[k] = idx[k-1] + 1
			}
		}
	}
	return nil
}

func TestSampleMissionsCanBeCompleted(t *testing.T) {
	for _, name := range legacySamples {
		d := loadSample(t, name)
		hq := sampleHQCard(t, name, d)
		crew := personnelOf(d)
		planet, space := 0, 0
		for _, e := range d.Entries {
			m := e.Card
			if e.Section != Missions || m.IsHQ() {
				continue
			}
			switch m.MissionType {
			case game.Planet:
				planet++
			case game.Space:
				space++
			}
			if m.AttemptBy == nil || !m.AttemptBy.Allows(hq.Affiliation) {
				t.Errorf("%s:%d: %s cannot be attempted by %s personnel", name, e.Line, m.Name(), hq.Affiliation)
				continue
			}
			team := smallestTeam(m, crew, maxAwayTeam)
			if team == nil {
				t.Errorf("%s:%d: no %d of the deck's personnel meet %s's requirements (%s)", name, e.Line, maxAwayTeam, m.Name(), m.Req)
				continue
			}
			var names []string
			for _, c := range team {
				names = append(names, c.Title)
			}
			t.Logf("%s: %s (%s) met by %s", name, m.Name(), m.Req, strings.Join(names, ", "))
		}
		if planet < 1 || space < 1 {
			t.Errorf("%s: %d planet and %d space missions, want at least one of each", name, planet, space)
		}
	}
}

func TestLoad(t *testing.T) {
	lib := testLib(t)
	for arg, file := range map[string]string{"FEDERATION": "federation.txt", "Borg.txt": "borg.txt", "klingon": "klingon.txt",
		"romulan": "romulan-excelsior.txt", "TNG": "tng-excelsior.txt", "romulan-assassins": "romulan-assassins-excelsior.txt",
		"Cadets": "cadets-excelsior.txt", "cardassians": "cardassians-excelsior.txt", "dominion": "dominion-excelsior.txt",
		// V-starters: a whole-word prefix, an Excelsior starter winning a
		// tie (tng, romulan, above), and any unique beginning.
		"ferengi": "ferengi-unity.txt", "tos": "tos-extreme-measures.txt", "terok-nor": "terok-nor-extreme-measures.txt",
		"tng-tapestry": "tng-tapestry.txt", "tng-m": "tng-matter-of-time.txt", "romulan-t": "romulan-tapestry.txt",
		"ds9": "ds9-unity.txt", "ds9e": "ds9e-balance-of-terror.txt", "cardassian": "cardassian-tacking-into-the-wind.txt"} {
		if d, err := Load(lib, arg); err != nil || d.File != file {
			t.Errorf("Load(%q) = %v, %v; want %s", arg, d, err, file)
		}
	}
	// Two decks begin with klingon-e, and neither is an Excelsior tie-break.
	if _, err := Load(lib, "klingon-e"); err == nil {
		t.Error("Load(klingon-e) found a deck; two begin so")
	}
	_, err := Load(lib, "vulcan")
	if err == nil || !strings.Contains(err.Error(), "samples: bajoran-return-to-grace, borg, borg-extreme-measures, cadets-excelsior") {
		t.Errorf("Load(vulcan) = %v, want an error naming the samples", err)
	}

	// A file with parse and validation problems: every one is in the error.
	p := t.TempDir() + "/bad.txt"
	writeFile(t, p, "Missions:\nMedical Relef\nDilemmas:\n3x Wavefront\n")
	d, err := Load(lib, p)
	ps, ok := err.(Problems)
	if !ok || d == nil {
		t.Fatalf("Load(bad) = %v, %v; want the deck and Problems", d, err)
	}
	want := []string{
		p + `:2: unknown card "Medical Relef"; did you mean "Medical Relief" or "Medical Teams" or "Medical Kit"?`,
		p + ":1: 0 different missions; a deck needs exactly 5",
		p + ":1: 0 non-headquarters missions; a deck needs at least 2",
		p + ":3: 3 dilemmas; the dilemma pile needs at least 20",
		p + ": 0 cards in the draw deck; it needs at least 35",
	}
	if got := problemStrings(ps); !reflect.DeepEqual(got, want) {
		t.Errorf("\n got %q\nwant %q", got, want)
	}
}

// The four Excelsior Act 1 starter decks are built in by short names, each
// legal (Rulebook: Building a Deck) and legal in Excelsior Act 1, and every
// card of them is enforced or has no game text.
func TestStarterDecksBuiltIn(t *testing.T) {
	for _, name := range starterDecks {
		d := loadSample(t, name) // fails on any parse or validation problem
		if ps := d.CheckFormat("excelsior-act1"); len(ps) > 0 {
			t.Errorf("%s: %v", name, Problems(ps))
		}
		if c := d.Coverage(); c.NotEnforced > 0 || c.Enforced == 0 {
			t.Errorf("%s: %s", name, c)
		}
	}
}

// The four Excelsior Act 2 starter decks are built in by short names, each
// legal (Rulebook: Building a Deck) and legal in Excelsior Act 2. Not every
// card of them is enforced yet; the coverage is logged.
func TestAct2StarterDecksBuiltIn(t *testing.T) {
	for _, name := range act2StarterDecks {
		d := loadSample(t, name) // fails on any parse or validation problem
		if ps := d.CheckFormat("excelsior-act2"); len(ps) > 0 {
			t.Errorf("%s: %v", name, Problems(ps))
		}
		if d.Count(Missions) != 5 || d.Count(DrawDeck) < 35 || d.Count(Dilemmas) < 20 {
			t.Errorf("%s: %d missions, %d dilemmas, %d draw-deck cards", name, d.Count(Missions), d.Count(Dilemmas), d.Count(DrawDeck))
		}
		t.Logf("%s: %s", name, d.Coverage())
	}
}

// The sixteen V-starter decks the LackeyCCG 2E plugin ships are built in,
// each legal (Rulebook: Building a Deck) and legal in Standard; each is
// named after a file of the reference's decks. Not every card of them is
// enforced yet; the coverage is logged.
func TestVStarterDecksBuiltIn(t *testing.T) {
	if n := len(VStarters()); n != 16 {
		t.Fatalf("%d V-starters, want 16", n)
	}
	for _, name := range VStarters() {
		d := loadSample(t, name) // fails on any parse or validation problem
		if ps := d.CheckFormat("standard"); len(ps) > 0 {
			t.Errorf("%s: %v", name, Problems(ps))
		}
		if d.Count(Missions) != 5 || d.Count(DrawDeck) < 35 || d.Count(Dilemmas) < 20 {
			t.Errorf("%s: %d missions, %d dilemmas, %d draw-deck cards", name, d.Count(Missions), d.Count(Dilemmas), d.Count(DrawDeck))
		}
		if !strings.Contains(d.Name, "V-starter") {
			t.Errorf("%s: name %q does not say it is a V-starter", name, d.Name)
		}
		t.Logf("%s: %s", name, d.Coverage())
	}
	if n := len(OfficialStarters()); n != 24 {
		t.Errorf("%d official starters, want 24", n)
	}
}

// Starters names the Excelsior starter decks (Act 1 and Act 2) among the
// samples.
func TestStartersList(t *testing.T) {
	want := append(slices.Clone(starterDecks), act2StarterDecks...)
	slices.Sort(want)
	if got := Starters(); !reflect.DeepEqual(got, want) {
		t.Errorf("Starters() = %v, want %v", got, want)
	}
}
