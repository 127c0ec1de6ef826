package game

import (
	"math/rand/v2"
	"testing"
)

func testLib(t testing.TB) *Library {
	t.Helper()
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

func mustFind(t testing.TB, lib *Library, name string) *Card {
	t.Helper()
	c, err := lib.Find(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// buildDeck makes a deck list: missions once each, the rest repeated n
// times each.
func buildDeck(t testing.TB, lib *Library, missions, dilemmas, draw []string, copies int) DeckList {
	t.Helper()
	var d DeckList
	for _, m := range missions {
		d.Missions = append(d.Missions, mustFind(t, lib, m))
	}
	for range copies {
		for _, x := range dilemmas {
			d.Dilemmas = append(d.Dilemmas, mustFind(t, lib, x))
		}
		for _, x := range draw {
			d.Draw = append(d.Draw, mustFind(t, lib, x))
		}
	}
	return d
}

func fedDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Earth, Cradle of the Federation", "Medical Relief", "Excavation", "Fissure Research", "Explore Black Cluster"},
		[]string{"Command Decisions", "Triage", "Kolaran Raiders", "Systems Diagnostic", "Wavefront", "Pinned Down", "Sokath, His Eyes Uncovered!"},
		[]string{"Daniel Kwan", "Davies", "Elizabeth Shelby", "Lopez", "Rixx", "E.M.H. Program", "Van Orton", "Rabal", "Delvok", "U.S.S. Excelsior", "U.S.S. Galaxy", "U.S.S. Sovereign", "Mora Pol"}, 3)
}

func kliDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Qo'noS, Heart of the Empire", "Medical Relief", "Sensitive Search", "Military Exercises", "Study Cometary Cloud"},
		[]string{"An Old Debt", "Justice or Vengeance", "Limited Welcome", "Ornaran Threat", "Authenticate Artifacts", "Tense Negotiations", "Stellar Core Fragment"},
		[]string{"Dokar", "Kahmis", "Kroval", "T'vis", "Vorax", "K'nera", "Meraht", "B'amara", "Rabal", "I.K.S. K'Vort", "I.K.S. Vor'cha", "Delvok", "Gowron Leader of the High Council"}, 3)
}

// kliEventsDeck and borgDeck carry every event, interrupt and ability of
// their affiliations, so random games exercise engagements, damage and
// responses.
func kliEventsDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Qo'noS, Heart of the Empire", "Medical Relief", "Sensitive Search", "Military Exercises", "Study Cometary Cloud"},
		[]string{"An Old Debt", "Justice or Vengeance", "Limited Welcome", "Ornaran Threat", "Authenticate Artifacts", "Tense Negotiations", "Stellar Core Fragment"},
		[]string{"Dokar", "Kahmis", "Kroval", "T'vis", "Vorax", "K'nera", "Kahlest", "Kitrik", "Gowron Leader of the High Council", "I.K.S. K'Vort", "I.K.S. Vor'cha", "Kronos One",
			"Cry \"Havoc!\"", "Render Assistance", "The Promise", "Letek", "Mordoc"}, 3)
}

func borgDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Unicomplex, Root of the Hive Mind", "Hunt Alien", "Salvage Borg Ship", "Assault on Species 8472", "Battle Reconnaissance"},
		[]string{"Command Decisions", "Triage", "Kolaran Raiders", "Systems Diagnostic", "Wavefront", "Pinned Down", "Sokath, His Eyes Uncovered!"},
		[]string{"Acclimation Drone", "Calibration Drone", "Cartography Drone", "Computation Drone", "Information Drone", "Invasive Drone",
			"Opposition Drone", "Research Drone", "Transwarp Drone", "Seven of Nine Representative of the Hive", "Borg Queen Bringer of Order", "Borg Cube", "Borg Sphere",
			"Borg Cutting Beam", "Salvaging the Wreckage", "Adapt", "Orion Interceptor"}, 3)
}

// randomGame plays a game to the end with uniformly random legal choices.
func randomGame(t testing.TB, lib *Library, seed uint64, check func(*Game)) *Game {
	t.Helper()
	g, err := New(lib, Setup{Decks: [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	for steps := 0; g.Pending() != nil; steps++ {
		if steps > 200000 {
			t.Fatalf("seed %d: game did not end", seed)
		}
		d := g.Pending()
		if _, err := g.Choose(d.Player, RandomChoice(r, d)); err != nil {
			t.Fatalf("seed %d: legal random choice refused: %v (decision %+v)", seed, err, d)
		}
		if check != nil {
			check(g)
		}
	}
	return g
}

// cardView is card id as me sees it in a full view.
func (g *Game) cardView(id int, me Player) CardView {
	var cv CardView
	g.fillCardView(&cv, id, me, nil)
	return cv
}
