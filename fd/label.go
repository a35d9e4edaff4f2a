package fd

import (
	"fmt"
	"strconv"
	"strings"
)

// VarChoice selects the next variable to label.
type VarChoice uint8

// Variable choices, named as in SICStus labeling/2.
const (
	Leftmost      VarChoice = iota // the leftmost unfixed variable
	SmallestMin                    // min: smallest lower bound
	LargestMax                     // max: largest upper bound
	FirstFail                      // ff: smallest domain
	AntiFirstFail                  // anti_first_fail: largest domain
	Occurrence                     // occurrence: most live constraints
	FFC                            // ffc, most_constrained: smallest domain, then most live constraints
	MaxRegret                      // max_regret: largest gap between the two smallest values
)

// ValChoice selects how to branch on the chosen variable.
type ValChoice uint8

// Value choices, named as in SICStus labeling/2, plus Random.
const (
	Step   ValChoice = iota // X = B ; X ≠ B, B a bound
	Enum                    // X = v1 ; X = v2 ; ...
	Bisect                  // X ≤ M ; X > M, M = ⌊(min+max)/2⌋
	Median                  // X = M ; X ≠ M, M the median value
	Middle                  // X = M ; X ≠ M, M the value closest to ⌊(min+max)/2⌋
	Random                  // X = R ; X ≠ R, R uniform from the domain (seeded)
)

// LabelOptions configures Label. The zero value is SICStus's default:
// leftmost, step, up.
type LabelOptions struct {
	Var   VarChoice
	Value ValChoice
	Down  bool   // order down: try large values first
	Seed  uint64 // seed of the Random value choice
}

var varChoiceNames = map[string]VarChoice{
	"leftmost": Leftmost, "left_most": Leftmost,
	"min": SmallestMin, "smallest": SmallestMin,
	"max": LargestMax, "largest": LargestMax,
	"ff": FirstFail, "first_fail": FirstFail,
	"anti_first_fail": AntiFirstFail,
	"occurrence":      Occurrence,
	"ffc":             FFC, "most_constrained": FFC,
	"max_regret": MaxRegret,
}

var valChoiceNames = map[string]ValChoice{
	"step": Step, "enum": Enum, "bisect": Bisect, "median": Median, "middle": Middle,
	"random": Random, "random_value": Random, "value(random_value)": Random,
}

var varChoiceText = [...]string{"leftmost", "min", "max", "ff", "anti_first_fail", "occurrence", "ffc", "max_regret"}
var valChoiceText = [...]string{"step", "enum", "bisect", "median", "middle", "random"}

func (c VarChoice) String() string {
	if int(c) < len(varChoiceText) {
		return varChoiceText[c]
	}
	return "VarChoice(" + strconv.Itoa(int(c)) + ")"
}

func (c ValChoice) String() string {
	if int(c) < len(valChoiceText) {
		return valChoiceText[c]
	}
	return "ValChoice(" + strconv.Itoa(int(c)) + ")"
}

// String writes the options in the text ParseLabel reads, e.g. "ff,median,up".
func (o LabelOptions) String() string {
	val := o.Value.String()
	if o.Value == Random {
		val = fmt.Sprintf("random(%d)", o.Seed)
	}
	order := "up"
	if o.Down {
		order = "down"
	}
	return o.Var.String() + "," + val + "," + order
}

// ParseLabel reads labeling options as the reports write them: SICStus
// option names separated by commas, optionally in brackets, e.g. "ff,median"
// or "[leftmost, step, up]". At most one option per group (variable choice,
// value choice, order); missing groups keep the default. "random(SEED)" picks
// the random value choice with that seed. The empty text gives the default.
func ParseLabel(text string) (LabelOptions, error) {
	var o LabelOptions
	t := strings.TrimSpace(text)
	t = strings.TrimSuffix(strings.TrimPrefix(t, "["), "]")
	var seenVar, seenVal, seenOrder string
	for _, f := range strings.Split(t, ",") {
		name := strings.ToLower(strings.TrimSpace(f))
		if name == "" {
			if strings.TrimSpace(t) == "" {
				break
			}
			return o, fmt.Errorf("%w: empty option in %q", ErrLabelOption, text)
		}
		group := ""
		if c, ok := varChoiceNames[name]; ok {
			group, o.Var = "variable choice", c
			if seenVar != "" {
				return o, fmt.Errorf("%w: %q and %q both choose the variable", ErrLabelOption, seenVar, name)
			}
			seenVar = name
		} else if c, ok := valChoiceNames[name]; ok {
			group, o.Value = "value choice", c
		} else if seed, ok := parseRandomSeed(name); ok {
			group, o.Value, o.Seed = "value choice", Random, seed
		} else if name == "up" || name == "down" {
			if seenOrder != "" {
				return o, fmt.Errorf("%w: %q and %q both set the order", ErrLabelOption, seenOrder, name)
			}
			seenOrder, o.Down = name, name == "down"
			continue
		} else {
			return o, fmt.Errorf("%w: unknown option %q (variable choice: leftmost min max ff anti_first_fail occurrence ffc max_regret; value choice: step enum bisect median middle random; order: up down)", ErrLabelOption, name)
		}
		if group == "value choice" {
			if seenVal != "" {
				return o, fmt.Errorf("%w: %q and %q both choose the value", ErrLabelOption, seenVal, name)
			}
			seenVal = name
		}
	}
	return o, nil
}

// parseRandomSeed reads "random(SEED)".
func parseRandomSeed(name string) (uint64, bool) {
	rest, ok := strings.CutPrefix(name, "random(")
	if !ok {
		return 0, false
	}
	num, ok := strings.CutSuffix(rest, ")")
	if !ok {
		return 0, false
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(num), 10, 64)
	return seed, err == nil
}
