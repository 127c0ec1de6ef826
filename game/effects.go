package game

import "fmt"

// Step is one instruction of encoded game text. The vocabulary is
// documented in docs/cards.md and run by the effect interpreter.
type Step struct {
	Do string `yaml:"do" json:"do"`
}

func validateSteps(steps []Step) error {
	for i, s := range steps {
		if s.Do == "" {
			return fmt.Errorf("step %d: missing \"do\"", i+1)
		}
	}
	return nil
}

// StepsText renders encoded steps as readable game text.
func StepsText(steps []Step) string {
	var parts []string
	for _, s := range steps {
		parts = append(parts, s.Do)
	}
	return joinSentences(parts)
}

func joinSentences(parts []string) string {
	out := ""
	for i, p := range parts {
		if i > 0 {
			out += " "
		}
		out += p
	}
	return out
}
