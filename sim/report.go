package sim

import (
	"math"
	"sort"

	"github.com/stccg/stccg/game"
)

// Report is what `stccg sim --json` prints: the batch as a whole, then
// each seat's deck in detail.
type Report struct {
	Games             int            `json:"games"`
	Wins              [2]int         `json:"wins"`
	Ties              int            `json:"ties"`
	AvgTurns          float64        `json:"avg_turns"`
	EndReasons        map[string]int `json:"end_reasons"`
	Errors            int            `json:"errors"`
	ErrorSamples      []string       `json:"error_samples,omitempty"`
	GamesPerSec       float64        `json:"games_per_sec"`
	Attempts          int            `json:"attempts"`
	MissionsCompleted int            `json:"missions_completed"`
	DilemmasFaced     int            `json:"dilemmas_faced"`
	Engagements       int            `json:"engagements"`
	ShipsDestroyed    int            `json:"ships_destroyed"`
	Captives          int            `json:"captives"`
	AbilitiesUsed     int            `json:"abilities_used"`
	InterruptsPlayed  int            `json:"interrupts_played"`
	Decisions         int            `json:"decisions"`
	Seed              uint64         `json:"seed"`
	Decks             [2]string      `json:"decks"`
	// Bot is the bot of both seats, or "A vs B" when they differ.
	Bot  string    `json:"bot"`
	Bots [2]string `json:"bots"`
	// GamesByTurn[t-1] is how many games lasted to the end of turn t or
	// ended in it (the games each ScoreByTurn mean is over).
	GamesByTurn []int           `json:"games_by_turn"`
	Players     [2]PlayerReport `json:"players"`
}

// PlayerReport is one seat's deck over the batch.
type PlayerReport struct {
	Seat    int     `json:"seat"` // 1 or 2
	Deck    string  `json:"deck"`
	Bot     string  `json:"bot"`
	Games   int     `json:"games"` // games that finished
	Wins    int     `json:"wins"`
	Losses  int     `json:"losses"`
	Ties    int     `json:"ties"`
	WinRate float64 `json:"win_rate"`
	// WinRateCI is the 95% Wilson score interval of the win rate.
	WinRateCI [2]float64     `json:"win_rate_ci95"`
	WinsBy    map[string]int `json:"wins_by"`
	LossesBy  map[string]int `json:"losses_by"`
	TiesBy    map[string]int `json:"ties_by"`
	// TurnsToWin is over the games this seat won; turns count both
	// players' turns.
	TurnsToWin Spread `json:"turns_to_win"`
	FinalScore Spread `json:"final_score"`
	// ScoreHistogram[s] is how many games this seat ended with score s.
	ScoreHistogram []int `json:"score_histogram"`
	// ScoreByTurn[t-1] is the mean score at the end of turn t over the
	// games that lasted that long.
	ScoreByTurn []float64 `json:"score_by_turn"`
	// ScoreCarried[t-1] is the mean score at the end of turn t over every
	// finished game, a game over before then counting its final score;
	// Running[t-1] is the share of games that lasted to turn t.
	ScoreCarried []float64        `json:"score_carried"`
	Running      []float64        `json:"running_by_turn"`
	Missions     []MissionStats   `json:"missions"`
	Dilemmas     []DilemmaStats   `json:"dilemmas"`
	Cards        []CardStats      `json:"cards"`
	Personnel    []PersonnelStats `json:"personnel"`
	// NotEnforced is how much of the deck's text the engine does not run.
	NotEnforced Enforcement `json:"not_enforced"`
	// Impact: the win rate in games where something happened against
	// games where it did not, ranked (see docs/simulator.md: correlation
	// in bot games, not cause).
	Impact ImpactReport `json:"impact"`
	// Against is the opponent's dilemmas as this deck's personnel met
	// them, the ones that ended most attempts first.
	Against []AgainstStats `json:"dilemmas_against"`
	// Behaviour is each card with a choice to make (an event, an
	// interrupt, an optional ability): how often the bot could use it and
	// did; NeverUsed names those offered and never taken.
	Behaviour []BehaviourStats `json:"bot_behaviour"`
	NeverUsed []string         `json:"never_used"`
}

// Spread summarizes whole numbers.
type Spread struct {
	N      int     `json:"n"`
	Mean   float64 `json:"mean"`
	SD     float64 `json:"sd"`
	Min    int     `json:"min"`
	Median int     `json:"median"`
	Max    int     `json:"max"`
}

// MissionStats is one mission of the seat's own row.
type MissionStats struct {
	Card        string `json:"card"`
	Name        string `json:"name"`
	NotEnforced bool   `json:"not_enforced,omitempty"`
	Attempted   int    `json:"attempted"`
	Completed   int    `json:"completed"`
	Failed      int    `json:"failed"`
	// FirstCompleted is the turn of its first completion, over the games
	// in which it was completed (N of them).
	FirstCompleted Spread `json:"first_completed"`
}

// DilemmaStats is one dilemma of the seat's own pile, faced by the
// opponent's personnel.
type DilemmaStats struct {
	Card        string `json:"card"`
	Name        string `json:"name"`
	NotEnforced bool   `json:"not_enforced,omitempty"`
	Drawn       int    `json:"drawn"`
	// SetAside counts the times it was searched out of the pile and set
	// aside to top a stack (Uninvited): a dilemma chosen without being
	// drawn, so Chosen is at most Drawn+SetAside.
	SetAside int `json:"set_aside"`
	Chosen   int `json:"chosen"` // put in a stack
	Faced    int `json:"faced"`
	// Faces in which it stopped, killed, sent to hand or captured
	// personnel, and how many personnel in all.
	Stopped           int `json:"stopped"`
	PersonnelStopped  int `json:"personnel_stopped"`
	Killed            int `json:"killed"`
	PersonnelKilled   int `json:"personnel_killed"`
	ToHand            int `json:"to_hand"`
	PersonnelToHand   int `json:"personnel_to_hand"`
	Captured          int `json:"captured"`
	PersonnelCaptured int `json:"personnel_captured"`
	// NoEffect counts faces that did none of those.
	NoEffect  int `json:"no_effect"`
	Returned  int `json:"returned"` // went back to the dilemma pile
	Placed    int `json:"placed"`   // stayed on the mission
	Overcome  int `json:"overcome"` // faced, then overcome
	Prevented int `json:"prevented"`
	// Overcome without being faced: too costly, wrong mission type, a copy
	// already revealed, nobody left to face it.
	NoEffectCost int `json:"no_effect_cost"`
	NoEffectType int `json:"no_effect_type"`
	Duplicate    int `json:"duplicate"`
	NobodyToFace int `json:"nobody_to_face"`
	// Ended counts attempts that failed with this dilemma the last one
	// faced; EndedAll those of them in which nobody was left.
	Ended    int `json:"ended_attempts"`
	EndedAll int `json:"ended_nobody_left"`
}

// AgainstStats is one of the opponent's dilemmas faced by this deck.
type AgainstStats struct {
	Card        string `json:"card"`
	Name        string `json:"name"`
	NotEnforced bool   `json:"not_enforced,omitempty"`
	Faced       int    `json:"faced"`
	Ended       int    `json:"ended_attempts"`
	EndedAll    int    `json:"ended_nobody_left"`
}

// CardStats is one draw-deck card.
type CardStats struct {
	Card        string `json:"card"`
	Name        string `json:"name"`
	Type        string `json:"type"`
	NotEnforced bool   `json:"not_enforced,omitempty"`
	Drawn       int    `json:"drawn"`
	// Downloaded counts copies put into the hand by a download: with
	// Drawn, the copies that could be played.
	Downloaded int `json:"downloaded"`
	// BackToHand counts copies returned to the hand from play or taken
	// from the discard pile: copies that could be played again.
	BackToHand int `json:"back_to_hand"`
	Played     int `json:"played"`
	// Dead counts copies drawn and never played in the game.
	Dead int `json:"dead"`
	// PlayTurn is the turn it was played (N plays).
	PlayTurn Spread `json:"play_turn"`
}

// PersonnelStats is what happened to one personnel card of the seat:
// stopped (by a dilemma or a failed attempt), killed, captured.
type PersonnelStats struct {
	Card        string `json:"card"`
	Name        string `json:"name"`
	NotEnforced bool   `json:"not_enforced,omitempty"`
	Stopped     int    `json:"stopped"`
	Killed      int    `json:"killed"`
	Captured    int    `json:"captured"`
}

// report turns the merged tally into the report.
func (t *tally) report(cfg Config) Report {
	bot := cfg.Bots[0]
	if cfg.Bots[1] != cfg.Bots[0] {
		bot = cfg.Bots[0] + " vs " + cfg.Bots[1]
	}
	r := Report{Games: t.games, Wins: t.wins, Ties: t.ties, EndReasons: t.endReasons, Errors: len(t.errors),
		Attempts: t.kinds.attempt, MissionsCompleted: t.kinds.complete, DilemmasFaced: t.kinds.face,
		Engagements: t.kinds.engagement, ShipsDestroyed: t.kinds.shipDestroyed, Captives: t.kinds.captive,
		AbilitiesUsed: t.kinds.ability, InterruptsPlayed: t.kinds.interrupt, Decisions: t.decisions,
		Seed: cfg.Seed, Decks: [2]string{cfg.Decks[0].Name, cfg.Decks[1].Name}, Bot: bot, Bots: cfg.Bots,
		GamesByTurn: t.turnGames}
	if r.GamesByTurn == nil {
		r.GamesByTurn = []int{}
	}
	sortErrors(t.errors)
	for _, e := range t.errors {
		if len(r.ErrorSamples) == 5 {
			break
		}
		r.ErrorSamples = append(r.ErrorSamples, e.msg)
	}
	done := t.games - len(t.errors)
	if done > 0 {
		r.AvgTurns = float64(t.turns) / float64(done)
	}
	for p := range 2 {
		r.Players[p] = t.seatReport(p, cfg, done)
	}
	return r
}

func (t *tally) seatReport(p int, cfg Config, done int) PlayerReport {
	s := t.seats[p]
	pr := PlayerReport{Seat: p + 1, Deck: cfg.Decks[p].Name, Bot: cfg.Bots[p], Games: done,
		Wins: t.wins[p], Ties: t.ties, Losses: done - t.wins[p] - t.ties,
		WinsBy: s.winsBy, LossesBy: s.lossesBy, TiesBy: s.tiesBy,
		TurnsToWin: spreadOf(s.turnsToWin), FinalScore: spreadOf(s.finalScore), ScoreHistogram: s.finalScore,
		ScoreByTurn: []float64{}, Missions: []MissionStats{}, Dilemmas: []DilemmaStats{}, Cards: []CardStats{}, Personnel: []PersonnelStats{}}
	if pr.ScoreHistogram == nil {
		pr.ScoreHistogram = []int{}
	}
	pr.WinRate, pr.WinRateCI = winRate(pr.Wins, done)
	for i, sum := range t.scoreSums {
		pr.ScoreByTurn = append(pr.ScoreByTurn, float64(sum[p])/float64(t.turnGames[i]))
	}
	pr.ScoreCarried, pr.Running = t.carried(p, done)
	pr.NotEnforced = enforcementOf(cfg.Decks[p])
	for _, c := range sortedCards(s.missions) {
		m := s.missions[c]
		pr.Missions = append(pr.Missions, MissionStats{Card: c.ID, Name: c.Name(), NotEnforced: notEnforced(c), Attempted: m.attempted,
			Completed: m.completed, Failed: m.failed, FirstCompleted: spreadOf(m.completedTurn)})
	}
	for _, c := range sortedCards(s.dilemmas) {
		d := s.dilemmas[c]
		pr.Dilemmas = append(pr.Dilemmas, DilemmaStats{Card: c.ID, Name: c.Name(), NotEnforced: notEnforced(c), Drawn: d.drawn, SetAside: d.setAside, Chosen: d.chosen, Faced: d.faced,
			Stopped: d.stopped, PersonnelStopped: d.personnelStopped, Killed: d.killed, PersonnelKilled: d.personnelKilled,
			ToHand: d.toHand, PersonnelToHand: d.personnelToHand, Captured: d.captured, PersonnelCaptured: d.personnelCaptured,
			NoEffect: d.faced - d.withEffect, Returned: d.returned, Placed: d.placed, Overcome: d.overcome, Prevented: d.prevented,
			NoEffectCost: d.cost, NoEffectType: d.wrongType, Duplicate: d.copy, NobodyToFace: d.noneLeft,
			Ended: d.ended, EndedAll: d.endedAll})
	}
	for _, c := range sortedCards(s.cards) {
		k := s.cards[c]
		if c.Type == game.Mission || c.Type == game.Dilemma {
			continue // listed for their abilities (Behaviour) only
		}
		pr.Cards = append(pr.Cards, CardStats{Card: c.ID, Name: c.Name(), Type: string(c.Type), NotEnforced: notEnforced(c),
			Drawn: k.drawn, Downloaded: k.downloaded, BackToHand: k.backToHand, Played: k.played, Dead: k.dead, PlayTurn: spreadOf(k.playTurn)})
	}
	for _, c := range sortedCards(s.personnel) {
		k := s.personnel[c]
		pr.Personnel = append(pr.Personnel, PersonnelStats{Card: c.ID, Name: c.Name(), NotEnforced: notEnforced(c), Stopped: k.stopped, Killed: k.killed, Captured: k.captured})
	}
	pr.Impact = s.impact(done, pr.Wins)
	pr.Against = s.againstStats()
	pr.Behaviour, pr.NeverUsed = s.behaviour()
	return pr
}

// sortedCards lists the keys of m by name, then ID.
func sortedCards[T any](m map[*game.Card]*T) []*game.Card {
	out := make([]*game.Card, 0, len(m))
	for c := range m {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		if a, b := out[i].Name(), out[j].Name(); a != b {
			return a < b
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// spreadOf summarizes a histogram.
func spreadOf(h hist) Spread {
	var s Spread
	sum, sq := 0.0, 0.0
	for v, n := range h {
		if n == 0 {
			continue
		}
		if s.N == 0 {
			s.Min = v
		}
		s.N += n
		s.Max = v
		sum += float64(v * n)
		sq += float64(v * v * n)
	}
	if s.N == 0 {
		return s
	}
	s.Mean = sum / float64(s.N)
	s.SD = math.Sqrt(max(0, sq/float64(s.N)-s.Mean*s.Mean))
	// The median is the lower middle value.
	half, seen := (s.N+1)/2, 0
	for v, n := range h {
		seen += n
		if seen >= half {
			s.Median = v
			break
		}
	}
	return s
}

// winRate is wins/games with its 95% Wilson score interval.
func winRate(wins, games int) (float64, [2]float64) {
	if games == 0 {
		return 0, [2]float64{0, 0}
	}
	lo, hi := Wilson(wins, games, 1.959963984540054)
	return float64(wins) / float64(games), [2]float64{lo, hi}
}

// Wilson is the Wilson score interval of k successes in n trials at z
// standard deviations (1.96 for 95%).
func Wilson(k, n int, z float64) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	p := float64(k) / float64(n)
	nf := float64(n)
	d := 1 + z*z/nf
	center := (p + z*z/(2*nf)) / d
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(0, center-half), min(1, center+half)
}

// carried is seat p's mean score at the end of each turn over all done
// games, each game's final score carried past its end, and the share of
// games that lasted to each turn.
func (t *tally) carried(p, done int) (scores, running []float64) {
	scores, running = []float64{}, []float64{}
	if done == 0 {
		return
	}
	ended := 0 // final scores of the games over before this turn
	for i, sum := range t.scoreSums {
		scores = append(scores, float64(sum[p]+ended)/float64(done))
		running = append(running, float64(t.turnGames[i])/float64(done))
		if i < len(t.endSums) {
			ended += t.endSums[i][p]
		}
	}
	return
}
