package game

import "fmt"

// Player is a seat: 0 for Player 1, 1 for Player 2.
type Player int

// Other is the opponent of p in a two-player game.
func (p Player) Other() Player { return 1 - p }

// String is the seat as people say it.
func (p Player) String() string {
	if p == 0 {
		return "Player 1"
	}
	return "Player 2"
}

// Zone is where a card instance is.
type Zone uint8

const (
	ZDeck        Zone = iota // its owner's draw deck
	ZHand                    // its owner's hand
	ZDiscard                 // its owner's discard pile
	ZDilemmaPile             // its owner's dilemma pile
	ZDrawn                   // drawn dilemmas being chosen from
	ZStack                   // the dilemma stack of an attempt
	ZMission                 // a mission card in its owner's row
	ZSurface                 // on a planet or headquarters (Where: mission)
	ZAtMission               // a ship at a mission (Where: mission)
	ZAboard                  // aboard a ship (Where: ship)
	ZCore                    // in its controller's core
	ZBrig                    // in a brig (Where: the brig's player)
	ZBeneath                 // overcome, beneath a mission (Where: mission)
	ZOnMission               // placed on a mission by game text (Where: mission)
	ZRemoved                 // removed from the game
	ZDamage                  // a damage card on a ship (Where: ship)
	ZOnCard                  // placed on a card by game text, not in play (Where: that card)
	ZPlayedOn                // an event played on another card, or a ship placed on an event (vocab_ship_on_event.go), in play (Where: that card)
	ZPlaying                 // revealed while being played, not yet in play
	ZAside                   // set aside by game text, face down (Uninvited)
	ZUnder                   // placed beneath a mission by card text, not in play (Where: mission; vocab_hidden_beneath.go)
)

var zoneNames = [...]string{"deck", "hand", "discard pile", "dilemma pile", "drawn dilemmas",
	"dilemma stack", "mission row", "mission", "mission", "ship", "core", "brig",
	"beneath a mission", "on a mission", "removed from the game", "damage on a ship",
	"on a card", "played on a card", "being played", "set aside", "beneath a mission"}

func (z Zone) String() string { return zoneNames[z] }

// InPlay reports whether a card in z is in play (Rulebook: In play/not in play).
func (z Zone) InPlay() bool {
	switch z {
	case ZMission, ZSurface, ZAtMission, ZAboard, ZCore, ZPlayedOn:
		return true
	}
	return false
}

// Inst is one physical card in a game.
type Inst struct {
	ID         int
	Card       *Card
	Owner      Player
	Controller Player
	Zone       Zone
	// Where is the mission instance for ZSurface, ZAtMission, ZBeneath and
	// ZOnMission; the ship instance for ZAboard; the player for ZBrig; the
	// card it lies on for ZOnCard and ZPlayedOn.
	Where int
	// left: where the card last was in play, once it has left play (a
	// damage card: the ship it last lay on).
	left spot
	// heldOn: while the card leaves play, the cards that lay on it
	// before the leaving-play rule discarded them (read by lost-command;
	// vocab_lost_command_held.go).
	heldOn  []int
	Stopped bool
	// FaceUp marks a dilemma returned face up to the bottom of a pile, or
	// revealed on top of a dilemma stack.
	FaceUp bool
	// resolving: an interrupt, or an event that does not play into a
	// core, lying in its player's core only while it resolves
	// (core_resolving.go); a move clears it.
	resolving bool
	// playedAs: the affiliation a play_as_affiliation card became as it
	// was played, while it is being played and in play
	// (vocab_play_as_affiliation.go).
	playedAs string

	// Ships only.
	RangeUsed  int
	RangeBonus int   // until end of turn
	Aboard     []int // personnel and equipment aboard, in order
	Damage     []int // damage cards on this ship

	// Missions only.
	Completed bool
	Surface   []int // personnel and equipment on the planet or headquarters
	Ships     []int // ships at this mission
	Beneath   []int // overcome dilemmas
	On        []int // cards placed or played on this mission (or event)
}

// playerState is one seat's zones and score.
type playerState struct {
	Name        string
	Deck        []int // top is index 0
	Hand        []int
	Discard     []int // top is the last
	DilemmaPile []int // top is index 0
	Core        []int
	Brig        []int // captives this player holds
	Removed     []int
	Missions    []int // mission instances in row order
	Under       []int // cards this player placed beneath missions by card text (vocab_hidden_beneath.go)
	Score       int
	Lost        int // points lost to game text so far (Glossary: lose points)
}

// reset empties a finished game's seat for a new game, keeping the room
// of its lists (growing them again was a tenth of what a simulated game
// allocated); a nil seat gives a new one.
func (ps *playerState) reset(name string) *playerState {
	if ps == nil {
		return &playerState{Name: name}
	}
	*ps = playerState{Name: name, Deck: ps.Deck[:0], Hand: ps.Hand[:0], Discard: ps.Discard[:0], DilemmaPile: ps.DilemmaPile[:0],
		Core: ps.Core[:0], Brig: ps.Brig[:0], Removed: ps.Removed[:0], Missions: ps.Missions[:0], Under: ps.Under[:0]}
	return ps
}

// MarshalJSON writes seats as people number them: 1 and 2 (0 for "no
// player"), so every message on the wire uses one numbering.
func (p Player) MarshalJSON() ([]byte, error) {
	if p < 0 || p > 1 {
		return []byte("0"), nil
	}
	return []byte{byte('1' + p)}, nil
}

// UnmarshalJSON reads 1 or 2, and 0 as "no player", so events written by
// MarshalJSON read back unchanged.
func (p *Player) UnmarshalJSON(b []byte) error {
	switch string(b) {
	case "0":
		*p = -1
	case "1":
		*p = 0
	case "2":
		*p = 1
	default:
		return fmt.Errorf("player must be 1 or 2, not %s", b)
	}
	return nil
}
