package english

import (
	"strconv"
	"strings"
)

// Amounts written against their unit ("600g", "1.2kg", "5cm", "2lb",
// "90mins") and amounts in another unit of the category's measure ("600
// grams less" of weights in kg, "8 oz heavier" of weights in lb): read and
// converted exactly, or refused, never dropped.

// reGlued is a number glued to the letters after it: "600g", "1.2kg".
var reGlued = lazyRE(`^(\d+(?:\.\d+)?)([a-z]+)$`)

// gluedNotUnit are the letters after a number that make no amount: an
// ordinal ("3rd"), a clock time ("9am"), a decade ("1990s"); pence ("60p")
// are read as money where an amount is read.
var gluedNotUnit = set("st nd rd th am pm s")

// gluedNumber splits a token that is a number glued to letters ("600g")
// into the number and the letters; ok false for any other token and for
// ordinals, clock times and decades.
func gluedNumber(w string) (v float64, suffix string, ok bool) {
	m := reGlued.FindStringSubmatch(w)
	if m == nil || gluedNotUnit[m[2]] {
		return 0, "", false
	}
	v, err := strconv.ParseFloat(m[1], 64)
	return v, m[2], err == nil
}

// gluedAmount reads token w as an amount glued to its unit ("600g",
// "90mins", "2lb"): a unit of some measure, a unit a comparison knows or a
// category's own unit word. "60p" is money. Any other glued letters are
// no amount it can read (amountish still reports them, so the comparison
// is refused, not read without its amount).
func (mg *magazine) gluedAmount(w string) (*amount, bool) {
	v, suffix, ok := gluedNumber(w)
	if !ok {
		return nil, false
	}
	if suffix == "p" { // "60p": pence
		return &amount{v: v / 100, unit: "dollars"}, true
	}
	if multipliers[suffix] > 1 && !mg.isDomainUnit(suffix) {
		return nil, false // "5k", "2m": thousands, kilometres, metres or millions
	}
	_, known := units[suffix]
	if _, size := measureSize(suffix); known || size > 0 || spanSeconds(suffix) > 0 || mg.isDomainUnit(suffix) {
		return &amount{v: v, unit: suffix}, true
	}
	return nil, false
}

// measureSize is the size of a unit in the smallest unit of its system of
// one measure ("kg": metric mass, 1000 grams; "lb": imperial mass, 16
// ounces), or "", 0 when the unit is none of those. Units of two systems
// are never converted into each other: a puzzle that mixes them is
// refused, not rounded.
func measureSize(u string) (system string, size float64) {
	switch w := strings.ToLower(u); w {
	case "mg":
		return "metric mass", 0.001
	case "g", "gram", "grams", "gramme", "grammes":
		return "metric mass", 1
	case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes":
		return "metric mass", 1000
	case "tonne", "tonnes":
		return "metric mass", 1e6
	case "mm", "millimetre", "millimetres", "millimeter", "millimeters":
		return "metric length", 1
	case "cm", "centimetre", "centimetres", "centimeter", "centimeters":
		return "metric length", 10
	case "m", "metre", "metres", "meter", "meters":
		return "metric length", 1000
	case "km", "kilometre", "kilometres", "kilometer", "kilometers":
		return "metric length", 1e6
	case "ml", "millilitre", "millilitres", "milliliter", "milliliters":
		return "metric volume", 1
	case "cl", "centilitre", "centilitres", "centiliter", "centiliters":
		return "metric volume", 10
	case "l", "litre", "litres", "liter", "liters":
		return "metric volume", 1000
	case "oz", "ounce", "ounces":
		return "imperial mass", 1
	case "lb", "lbs", "pound", "pounds":
		return "imperial mass", 16
	case "stone", "stones":
		return "imperial mass", 224
	case "in", "inch", "inches":
		return "imperial length", 1
	case "ft", "foot", "feet":
		return "imperial length", 12
	case "yd", "yds", "yard", "yards":
		return "imperial length", 36
	case "mi", "mile", "miles":
		return "imperial length", 63360
	}
	return "", 0
}

// measureRatio is how many of unit b one of unit a is, when both are units
// of one system of one measure ("g" of "kg": 0.001); ok false otherwise.
func measureRatio(a, b string) (float64, bool) {
	sa, fa := measureSize(a)
	sb, fb := measureSize(b)
	if sa == "" || sa != sb {
		return 0, false
	}
	return fa / fb, true
}

// otherUnitOfMeasure reports whether an amount in unit a is counted in a
// category whose unit is b by converting it: both units of one system of
// one measure, and not the same unit ("600g" of "1.2kg", "8 oz" of "2 lb").
func otherUnitOfMeasure(a, b string) bool {
	_, ok := measureRatio(a, firstWord(b))
	return ok && !sameUnit(a, firstWord(b))
}
