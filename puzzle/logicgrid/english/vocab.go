package english

import (
	"slices"
	"strings"
	"unicode"
)

// tok is one word of a sentence, lower-cased, with its 1-based byte column
// and whether a hyphen joins it to the next word ("F-150", "hip-hop").
type tok struct {
	w    string
	col  int
	end  int // byte offset just past its last character, so s[col-1:end] is the word
	hyph bool
	raw  string // as written, for messages
	// dollar is set when a currency sign stands right before the word
	// ("$500", "£1.50"): an amount of money.
	dollar bool
}

// tokenize splits s into words: letters and digits, apostrophes dropped
// ("mother's" -> "mothers"), '.' and ':' kept between digits ("5.99",
// "10:30"), a minus sign before a number ("-3") and a degree sign before
// C or F ("°c") kept, everything else a separator.
func tokenize(s string) []tok {
	var out []tok
	var b, raw strings.Builder
	start, end := -1, 0
	// Byte offsets of the runes (an invalid byte is one rune of one byte).
	var rs []rune
	var offs []int
	for i, r := range s {
		rs, offs = append(rs, r), append(offs, i)
	}
	offs = append(offs, len(s))
	flush := func(hyph bool) {
		if b.Len() > 0 {
			dollar := start > 0 && (rs[start-1] == '$' || rs[start-1] == '£' || rs[start-1] == '€')
			out = append(out, tok{w: b.String(), col: offs[start] + 1, end: end, hyph: hyph, raw: raw.String(), dollar: dollar})
		}
		b.Reset()
		raw.Reset()
		start = -1
	}
	for i, r := range rs {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if start < 0 {
				start = i
			}
			b.WriteRune(unicode.ToLower(r))
			raw.WriteRune(r)
			end = offs[i+1]
		case r == '\'' || r == '’':
			if start >= 0 { // inside a word; a quote before one is not part of it
				raw.WriteRune(r)
				end = offs[i+1]
			}
			// dropped: "mother's" -> "mothers"
		case (r == '.' || r == ':' || r == ',') && i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1]):
			if r != ',' {
				b.WriteRune(r)
			}
			raw.WriteRune(r)
			end = offs[i+1]
		case r == '-' && b.Len() > 0 && i+1 < len(rs) && (unicode.IsLetter(rs[i+1]) || unicode.IsDigit(rs[i+1])):
			flush(true)
		case (r == '-' || r == '−') && b.Len() == 0 && i+1 < len(rs) && unicode.IsDigit(rs[i+1]) && (i == 0 || unicode.IsSpace(rs[i-1]) || rs[i-1] == '(' || rs[i-1] == ','):
			// a minus sign: "-3°C" is minus three
			start = i
			b.WriteRune('-')
			raw.WriteRune(r)
			end = offs[i+1]
		case r == '°' && i+1 < len(rs) && (rs[i+1] == 'C' || rs[i+1] == 'F' || rs[i+1] == 'c' || rs[i+1] == 'f'):
			// "5°C": the unit is one word "°c" after the number
			flush(false)
			start = i
			b.WriteRune('°')
			raw.WriteRune(r)
			end = offs[i+1]
		case r == '%' && digitBefore(rs, i):
			// "3%" is "3 percent": the sign is the unit, never dropped
			// (a dropped one made "earned 3% less" 3 dollars less)
			flush(false)
			out = append(out, tok{w: "percent", col: offs[i] + 1, end: offs[i+1], raw: "%"})
		default:
			flush(false)
		}
	}
	flush(false)
	return perCent(out)
}

// perCent joins "per cent" after a number into the one word "percent"
// ("25 per cent cheaper", as British setters write it).
func perCent(ts []tok) []tok {
	for k := 1; k+1 < len(ts); k++ {
		if ts[k].w == "per" && ts[k+1].w == "cent" && ts[k-1].w != "" && unicode.IsDigit(rune(ts[k-1].w[len(ts[k-1].w)-1])) {
			ts[k] = tok{w: "percent", col: ts[k].col, end: ts[k+1].end, raw: ts[k].raw + " " + ts[k+1].raw}
			ts = append(ts[:k+1], ts[k+2:]...)
		}
	}
	return ts
}

// digitBefore reports whether a digit comes before rs[i], spaces between
// ("3%", "3 %").
func digitBefore(rs []rune, i int) bool {
	j := i - 1
	for j >= 0 && rs[j] == ' ' {
		j--
	}
	return j >= 0 && unicode.IsDigit(rs[j])
}

func words(s string) []string {
	ts := tokenize(s)
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.w
	}
	return out
}

// sameWord compares words up to a plural ending ("horses" ~ "horse",
// "lilies" ~ "lily", "roses" ~ "rose").
func sameWord(a, b string) bool {
	if a == b {
		return true
	}
	if one, ok := irregularPlurals[a]; ok && one == b {
		return true // "1 child, 2 children"
	}
	if one, ok := irregularPlurals[b]; ok && one == a {
		return true // "1 child, 2 children"
	}
	if len(a) < len(b) {
		a, b = b, a
	}
	switch {
	case a == b+"s":
		return len(b) >= 2
	case a == b+"es": // "boxes", "peaches", "tomatoes"; not "Ines" for "in"
		return len(b) >= 2 && strings.ContainsAny(b[len(b)-1:], "sxzho")
	case strings.HasSuffix(a, "ies") && strings.HasSuffix(b, "y"):
		return a[:len(a)-3] == b[:len(b)-1]
	}
	return false
}

// irregularPlurals are plurals not made with -s: "2 children" and "1 child"
// are one unit.
var irregularPlurals = map[string]string{"children": "child", "people": "person", "men": "man", "women": "woman", "feet": "foot",
	"teeth": "tooth", "mice": "mouse", "geese": "goose", "grandchildren": "grandchild"}

// matchAt reports how many tokens from ts[i:] spell the word sequence form,
// or 0. An item word may span hyphen-joined tokens ("f150" ~ "F-150").
func matchAt(ts []tok, i int, form []string) int {
	j := i
	for _, w := range form {
		if j >= len(ts) {
			return 0
		}
		if sameWord(ts[j].w, w) {
			j++
			continue
		}
		// hyphen-joined tokens spelling one word
		cat, k := ts[j].w, j
		for k < len(ts)-1 && ts[k].hyph && len(cat) < len(w) {
			k++
			cat += ts[k].w
		}
		if k > j && sameWord(cat, w) {
			j = k + 1
			continue
		}
		return 0
	}
	return j - i
}

// stop words carry no cue for which category a phrase means.
var stop = set("the a an of is are was were who whose that which person persons people one ones each everyone has have had with in on at for to and or by their they all unique different someone somebody whom this")

func set(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

var ordinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
	"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10}

var numberWords = map[string]int{"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
	"a": 1, "an": 1, "half": -1}

var numberNames = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// aliases are other spellings of item words people (and ZebraLogic) use.
var aliases = map[string][]string{
	"brit": {"british"}, "swede": {"swedish"}, "dane": {"danish"}, "german": {"germany"},
	"jan": {"january"}, "feb": {"february"}, "mar": {"march"}, "apr": {"april"}, "jun": {"june"},
	"jul": {"july"}, "aug": {"august"}, "sept": {"september"}, "sep": {"september"}, "oct": {"october"},
	"nov": {"november"}, "dec": {"december"},
	"painting": {"paints"}, // ZebraLogic: "The person who paints as a hobby"
	// an activity by the gear only it uses (unseen23: "has never held a
	// bow and arrow" is not the archer)
	"archery": {"bow and arrow", "bow and arrows", "bows and arrows"}, "fishing": {"fishing rod"}, "angling": {"fishing rod"},
	"tennis": {"tennis racket", "tennis racquet"}, "badminton": {"shuttlecock"}, "golf": {"golf clubs"},
	"fencing": {"foil and mask"}, "canoeing": {"canoe paddle"}, "kayaking": {"kayak paddle"},
	// positions in a team as a commentator says them ("plays on the wing")
	"winger": {"on the wing"}, "wing": {"on the wing"}, "goalkeeper": {"in goal", "goalie"}, "goalie": {"in goal", "goalkeeper"},
	"midfielder": {"in midfield"}, "midfield": {"in midfield"}, "defender": {"in defence", "in defense"}, "defence": {"in defence"}, "defense": {"in defense"},
	"striker": {"up front"}, "forward": {"up front"},
	// houses as estate agents say them (unseen41: "the terraced house" of
	// "terrace" was dropped, a wrong reading)
	"terrace": {"terraced house", "terraced", "terraced home", "terraced property"}, "terraced": {"terrace", "terraced house"},
	"semi": {"semi-detached", "semidetached", "semi detached"}, "semi-detached": {"semi"},
	"detached": {"detached house"}, "bungalow": {"bungalow"},
}

// demonyms are the words for a country's people ("the Canadian", "the
// Kenyan swimmer"): an item named for the country is also said so, and
// one named for its people also by the country ("the one from Norway").
var demonyms = map[string][]string{
	"afghanistan": {"afghan"}, "albania": {"albanian"}, "algeria": {"algerian"}, "argentina": {"argentine", "argentinian"},
	"armenia": {"armenian"}, "australia": {"australian", "aussie"}, "austria": {"austrian"}, "bangladesh": {"bangladeshi"},
	"belgium": {"belgian"}, "bolivia": {"bolivian"}, "brazil": {"brazilian"}, "britain": {"british", "briton", "brit"},
	"bulgaria": {"bulgarian"}, "cambodia": {"cambodian"}, "cameroon": {"cameroonian"}, "canada": {"canadian"},
	"chile": {"chilean"}, "china": {"chinese"}, "colombia": {"colombian"}, "croatia": {"croatian", "croat"},
	"cuba": {"cuban"}, "cyprus": {"cypriot"}, "czechia": {"czech"}, "denmark": {"danish", "dane"},
	"ecuador": {"ecuadorian"}, "egypt": {"egyptian"}, "england": {"english"}, "estonia": {"estonian"},
	"ethiopia": {"ethiopian"}, "fiji": {"fijian"}, "finland": {"finnish", "finn"}, "france": {"french"},
	"georgia": {"georgian"}, "germany": {"german"}, "ghana": {"ghanaian"}, "greece": {"greek"},
	"guatemala": {"guatemalan"}, "haiti": {"haitian"}, "honduras": {"honduran"}, "hungary": {"hungarian"},
	"iceland": {"icelandic", "icelander"}, "india": {"indian"}, "indonesia": {"indonesian"}, "iran": {"iranian"},
	"iraq": {"iraqi"}, "ireland": {"irish"}, "israel": {"israeli"}, "italy": {"italian"}, "jamaica": {"jamaican"},
	"japan": {"japanese"}, "jordan": {"jordanian"}, "kenya": {"kenyan"}, "korea": {"korean"}, "latvia": {"latvian"},
	"lebanon": {"lebanese"}, "lithuania": {"lithuanian"}, "malaysia": {"malaysian"}, "mexico": {"mexican"},
	"mongolia": {"mongolian"}, "morocco": {"moroccan"}, "nepal": {"nepali", "nepalese"}, "netherlands": {"dutch"},
	"new zealand": {"new zealander", "kiwi"}, "nigeria": {"nigerian"}, "norway": {"norwegian"}, "pakistan": {"pakistani"},
	"panama": {"panamanian"}, "paraguay": {"paraguayan"}, "peru": {"peruvian"}, "philippines": {"filipino", "filipina"},
	"poland": {"polish", "pole"}, "portugal": {"portuguese"}, "romania": {"romanian"}, "russia": {"russian"},
	"scotland": {"scottish", "scot"}, "senegal": {"senegalese"}, "serbia": {"serbian", "serb"}, "slovakia": {"slovak"},
	"slovenia": {"slovenian", "slovene"}, "somalia": {"somali"}, "spain": {"spanish", "spaniard"},
	"sweden": {"swedish", "swede"}, "switzerland": {"swiss"}, "syria": {"syrian"}, "taiwan": {"taiwanese"},
	"tanzania": {"tanzanian"}, "thailand": {"thai"}, "tunisia": {"tunisian"}, "turkey": {"turkish", "turk"},
	"uganda": {"ugandan"}, "ukraine": {"ukrainian"}, "uruguay": {"uruguayan"}, "venezuela": {"venezuelan"},
	"vietnam": {"vietnamese"}, "wales": {"welsh"}, "zambia": {"zambian"}, "zimbabwe": {"zimbabwean"},
	"south africa": {"south african"}, "usa": {"american"}, "united states": {"american"},
	// British counties and cities ("the Cornish cottage", "the Mancunian")
	"cornwall": {"cornish"}, "devon": {"devonian"}, "cumbria": {"cumbrian"}, "lancashire": {"lancastrian"}, "kent": {"kentish"},
	"london": {"londoner"}, "manchester": {"mancunian"}, "liverpool": {"liverpudlian", "scouser"}, "glasgow": {"glaswegian"},
	// US states as magazines name their people ("the Texan", "the Ohioan")
	"alabama": {"alabamian", "alabaman"}, "alaska": {"alaskan"}, "arizona": {"arizonan"}, "arkansas": {"arkansan"},
	"california": {"californian"}, "colorado": {"coloradan"}, "connecticut": {"nutmegger"}, "delaware": {"delawarean"},
	"florida": {"floridian"}, "hawaii": {"hawaiian"}, "idaho": {"idahoan"}, "illinois": {"illinoisan"},
	"indiana": {"hoosier", "indianan"}, "iowa": {"iowan"}, "kansas": {"kansan"}, "kentucky": {"kentuckian"},
	"louisiana": {"louisianan", "louisianian"}, "maine": {"mainer"}, "maryland": {"marylander"}, "massachusetts": {"bay stater"},
	"michigan": {"michigander", "michiganian"}, "minnesota": {"minnesotan"}, "mississippi": {"mississippian"},
	"missouri": {"missourian"}, "montana": {"montanan"}, "nebraska": {"nebraskan"}, "nevada": {"nevadan"},
	"new hampshire": {"new hampshirite"}, "new jersey": {"new jerseyan", "new jerseyite"}, "new mexico": {"new mexican"},
	"new york": {"new yorker"}, "north carolina": {"north carolinian"}, "north dakota": {"north dakotan"}, "ohio": {"ohioan"},
	"oklahoma": {"oklahoman"}, "oregon": {"oregonian"}, "pennsylvania": {"pennsylvanian"}, "rhode island": {"rhode islander"},
	"south carolina": {"south carolinian"}, "south dakota": {"south dakotan"}, "tennessee": {"tennessean"}, "texas": {"texan"},
	"utah": {"utahn", "utahan"}, "vermont": {"vermonter"}, "virginia": {"virginian"}, "washington": {"washingtonian"},
	"west virginia": {"west virginian"}, "wisconsin": {"wisconsinite"}, "wyoming": {"wyomingite"},
}

// countryOf is the country whose people a demonym names, "" if none.
var countryOf = func() map[string]string {
	m := map[string]string{}
	for c, ds := range demonyms {
		for _, d := range ds {
			m[d] = c
		}
	}
	return m
}()

// streetWords are a street name's last word, written short and in full
// both ways: the grid prints "Elm St.", the clue says "Elm Street".
var streetWords = map[string]string{
	"st": "street", "ave": "avenue", "av": "avenue", "rd": "road", "blvd": "boulevard", "ln": "lane",
	"dr": "drive", "ct": "court", "pl": "place", "hwy": "highway", "pkwy": "parkway", "sq": "square", "ter": "terrace",
}

// streetWord is an item name's words with the last word a street's
// written the other way ("elm st" -> "elm street", "elm street" ->
// "elm st"), or nil when it is no street's word or stands alone.
func streetWord(w []string) []string {
	if len(w) < 2 {
		return nil
	}
	last := w[len(w)-1]
	other, ok := streetWords[last]
	if !ok {
		for short, full := range streetWords {
			if full == last && (short != "av" || full != "avenue") {
				other, ok = short, true
				break
			}
		}
	}
	if !ok {
		return nil
	}
	return append(slices.Clone(w[:len(w)-1]), other)
}

// tradeNouns name who sells (or makes) goods (unseen10: "Cyril, the
// baker, ..." of goods "bread"): a trade is its goods' item.
var tradeNouns = map[string][]string{
	"bread": {"baker"}, "cake": {"baker"}, "meat": {"butcher"}, "fish": {"fishmonger"}, "flower": {"florist"},
	"cheese": {"cheesemonger"}, "vegetable": {"greengrocer"}, "honey": {"beekeeper"}, "book": {"bookseller"},
	"newspaper": {"newsagent"}, "pottery": {"potter"}, "jewellery": {"jeweller"}, "jewelry": {"jeweler"},
	"hat": {"milliner", "hatter"}, "wine": {"vintner", "wine merchant"}, "sweet": {"confectioner"}, "candle": {"chandler"},
}

// categoryNames names ZebraLogic's attribute lines by their cue words, the
// way its solutions head their columns.
var categoryNames = []struct{ cue, name string }{
	{"child", "Children"}, {"mother", "Mother"}, {"book", "BookGenre"}, {"music", "MusicGenre"},
	{"nationalit", "Nationality"}, {"lunch", "Food"}, {"food", "Food"}, {"hair", "HairColor"}, {"color", "Color"},
	{"animal", "Animal"}, {"occupation", "Occupation"}, {"job", "Occupation"}, {"phone", "PhoneModel"},
	{"education", "Education"}, {"vacation", "Vacation"}, {"sport", "FavoriteSport"}, {"cigar", "Cigar"},
	{"pet", "Pet"}, {"flower", "Flower"}, {"height", "Height"}, {"month", "Birthday"}, {"birthday", "Birthday"},
	{"hobb", "Hobby"}, {"car", "CarModel"}, {"style", "HouseStyle"}, {"drink", "Drink"}, {"beverage", "Drink"},
	{"smoothie", "Smoothie"}, {"city", "City"}, {"instrument", "Instrument"}, {"age", "Age"}, {"name", "Name"},
}
