package game

import "testing"

// Reading values under many modifiers: every personnel's stats and every
// ship's attributes of a crowded position, as a view or a bot reads them.

const benchOldModifiers = `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
        surface: [Computation Drone, Opposition Drone, Research Drone, Calibration Drone, Cartography Drone, Seven of Nine Representative of the Hive]
        ships: [{card: Borg Sphere, aboard: [Computation Drone, Research Drone]}, {card: Orion Interceptor}]
    deck: [Research Drone]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahlest, T'vis, Dokar, Letek, Mordoc, Kahmis]
    deck: [Dokar]
`

const benchStaticModifiers = `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Data Masquerading Monarch, Bruce Maddox, Garvey, Martinez, Richardson, Geordi La Forge Conn Officer]
        ships: [{card: "U.S.S. Enterprise-D, Explorer", aboard: [Beverly Crusher Encouraging Commander, Garvey, Miles O'Brien Conn Officer, Jim Shimoda, Wesley Crusher Prodigy]}]
      - card: Surgery Under Fire
        surface: [Geordi La Forge Conn Officer, Lopez, Dr. Leah Brahms, {card: Bregath, controller: 2}]
        ships: [{card: "I.K.S. Qam-Chee", controller: 2, aboard: [Dokar, T'vis, Kurak, Kahless The Greatest Warrior of Them All]}]
    deck: [Lopez]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahlest, T'vis, Dokar, Worf First Officer]
        ships: [{card: "I.K.S. Hegh'ta"}, {card: "I.K.S. Maht-H'a"}]
      - card: Patrol Neutral Zone
        ships: [{card: Deranas, aboard: [Tomalak Beguiling Adversary, Rasul, Rasul, Mendak, Spock Celebrated Ambassador, Donatra Compassionate Patriot, Stefan DeSeve]}, {card: "D'deridex Advanced"}, {card: Terix}]
    deck: [Dokar]
`

func benchReadAll(b *testing.B, text string) {
	g := startScenario(b, text)
	var ids []int
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && (c.Card.Type == Personnel || c.Card.Type == Ship) {
			ids = append(ids, c.ID)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, id := range ids {
			if g.cards[id].Card.Type == Personnel {
				g.stats(id)
			} else {
				g.shipMods(id)
			}
		}
	}
	b.ReportMetric(float64(len(ids)), "cards")
}

// BenchmarkReadOldModifiers reads a position whose modifiers are the
// older spellings only (Borg drones, Kahlest, Letek, Mordoc, Orion
// Interceptor): comparable with the engine before the general vocabulary.
func BenchmarkReadOldModifiers(b *testing.B) { benchReadAll(b, benchOldModifiers) }

// BenchmarkReadStaticModifiers reads a position crowded with the cards of
// static.yaml.
func BenchmarkReadStaticModifiers(b *testing.B) { benchReadAll(b, benchStaticModifiers) }
