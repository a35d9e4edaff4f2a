package english

import "strings"

// zebraWord is one of ZebraLogic's attributes as the benchmark words it:
// its attribute line, its values, and the phrases its clues use for a
// person with a value (%s is the value as said: say[value], else the value;
// %p its plural).
type zebraWord struct {
	name, desc string
	items      []string
	refs       []string
	say        map[string]string
}

// zebraVocab is ZebraLogic's vocabulary (from its benchmark text), used by
// GenerateZebra and WriteZebra so that generated puzzles read like the
// benchmark's, quirks included: "the British person" for brit, "keeps
// horses", "Ford F-150", "hip-hop", "is in February", a child named like a
// person.
var zebraVocab = []zebraWord{
	{"Nationality", "The people are of nationalities", []string{"norwegian", "german", "dane", "brit", "swede", "chinese"},
		[]string{"the %s"}, map[string]string{"norwegian": "Norwegian", "german": "German", "dane": "Dane", "brit": "British person", "swede": "Swede", "chinese": "Chinese"}},
	{"BookGenre", "People have unique favorite book genres", []string{"fantasy", "biography", "romance", "mystery", "science fiction", "historical fiction"},
		[]string{"the person who loves %s books"}, nil},
	{"Food", "Everyone has something unique for lunch", []string{"stir fry", "grilled cheese", "pizza", "spaghetti", "stew", "soup"},
		[]string{"the person who loves the %s", "the person who loves eating %s", "the %s eater"}, map[string]string{"stir fry": "stir-fry"}},
	{"Color", "Each person has a favorite color", []string{"red", "green", "blue", "yellow", "white", "purple"},
		[]string{"the person whose favorite color is %s", "the person who loves %s"}, nil},
	{"Animal", "The people keep unique animals", []string{"bird", "dog", "cat", "horse", "fish", "rabbit"},
		[]string{"the %s lover", "the %s keeper", "the person who keeps %p"}, nil},
	{"Occupation", "Each person has an occupation", []string{"artist", "engineer", "teacher", "doctor", "lawyer", "nurse"},
		[]string{"the person who is %s"}, map[string]string{"artist": "an artist", "engineer": "an engineer", "teacher": "a teacher", "doctor": "a doctor", "lawyer": "a lawyer", "nurse": "a nurse"}},
	{"PhoneModel", "People use unique phone models", []string{"google pixel 6", "iphone 13", "oneplus 9", "samsung galaxy s21", "huawei p50", "xiaomi mi 11"},
		[]string{"the person who uses %s"}, map[string]string{"google pixel 6": "a Google Pixel 6", "iphone 13": "an iPhone 13", "oneplus 9": "a OnePlus 9",
			"samsung galaxy s21": "a Samsung Galaxy S21", "huawei p50": "a Huawei P50", "xiaomi mi 11": "a Xiaomi Mi 11"}},
	{"MusicGenre", "People have unique favorite music genres", []string{"pop", "rock", "jazz", "classical", "hip hop", "country"},
		[]string{"the person who loves %s music"}, map[string]string{"hip hop": "hip-hop"}},
	{"Mother", "The mothers' names in different houses are unique", []string{"Holly", "Kailyn", "Aniya", "Janelle", "Sarah", "Penny"},
		[]string{"the person whose mother's name is %s"}, nil},
	{"Children", "Each mother is accompanied by their child", []string{"Fred", "Samantha", "Bella", "Meredith", "Timothy", "Alice"},
		[]string{"the person's child is named %s", "the person who is the mother of %s"}, nil},
	{"Flower", "They all have a unique favorite flower", []string{"carnations", "daffodils", "lilies", "roses", "tulips", "iris"},
		[]string{"the person who loves a bouquet of %s", "the person who loves a %s arrangement"}, nil},
	{"Birthday", "Each person has a unique birthday month", []string{"jan", "feb", "mar", "april", "may", "sept"},
		[]string{"the person whose birthday is in %s"}, map[string]string{"jan": "January", "feb": "February", "mar": "March", "april": "April", "may": "May", "sept": "September"}},
	{"HouseStyle", "Each person lives in a unique style of house", []string{"ranch", "colonial", "victorian", "craftsman", "modern", "gothic"},
		[]string{"the person in a %s-style home"}, nil},
	{"CarModel", "People own unique car models", []string{"tesla model 3", "honda civic", "toyota camry", "ford f150", "bmw 3 series", "audi a4"},
		[]string{"the person who owns a %s"}, map[string]string{"tesla model 3": "Tesla Model 3", "honda civic": "Honda Civic", "toyota camry": "Toyota Camry",
			"ford f150": "Ford F-150", "bmw 3 series": "BMW 3 Series", "audi a4": "Audi A4"}},
	{"Hobby", "Each person has a unique hobby", []string{"painting", "cooking", "gardening", "photography", "knitting", "woodworking"},
		[]string{"the person who enjoys %s", "the %s enthusiast"}, nil},
	{"FavoriteSport", "People have unique favorite sports", []string{"soccer", "basketball", "tennis", "baseball", "swimming", "volleyball"},
		[]string{"the person who loves %s"}, nil},
	{"Cigar", "Everyone has a unique favorite cigar", []string{"prince", "pall mall", "blue master", "dunhill", "blends", "yellow monster"},
		[]string{"the %s smoker", "the person partial to %s"}, map[string]string{"prince": "Prince", "pall mall": "Pall Mall", "blue master": "Blue Master", "dunhill": "Dunhill", "blends": "Blends", "yellow monster": "Yellow Monster"}},
	{"Height", "People have unique heights", []string{"very short", "short", "average", "tall", "very tall", "super tall"},
		[]string{"the person who is %s"}, nil},
	{"Vacation", "Each person prefers a unique type of vacation", []string{"city", "mountain", "camping", "beach", "cruise", "cultural"},
		[]string{"the person who prefers %s trips"}, nil},
	{"Education", "Each person has a unique level of education", []string{"high school", "bachelor", "associate", "master", "doctorate", "trade school"},
		[]string{"the person with %s"}, map[string]string{"high school": "a high school diploma", "bachelor": "a bachelor's degree", "associate": "an associate's degree",
			"master": "a master's degree", "doctorate": "a doctorate", "trade school": "a trade school diploma"}},
	{"Drink", "Each person has a favorite drink", []string{"tea", "coffee", "milk", "water", "root beer", "boba tea"},
		[]string{"the %s drinker", "the person who likes %s"}, nil},
	{"Smoothie", "Everyone has a favorite smoothie", []string{"cherry", "dragonfruit", "watermelon", "lime", "blueberry", "desert"},
		[]string{"the %s smoothie lover", "the person who likes %s smoothies"}, map[string]string{"cherry": "Cherry", "dragonfruit": "Dragonfruit", "watermelon": "Watermelon", "lime": "Lime", "blueberry": "Blueberry", "desert": "Desert"}},
	{"HairColor", "Each person has a unique hair color", []string{"black", "blonde", "brown", "red", "gray", "auburn"},
		[]string{"the person who has %s hair"}, nil},
}

// zebraNames are ZebraLogic's person names.
var zebraNames = []string{"Alice", "Bob", "Carol", "Eric", "Peter", "Arnold"}

func zebraAttrNamed(name string) (zebraWord, bool) {
	for _, a := range zebraVocab {
		if a.name == name {
			return a, true
		}
	}
	return zebraWord{}, false
}

// zebraRef is how clue k speaks of value v of attribute a.
func (a zebraWord) ref(v string, k int) string {
	said := v
	if s, ok := a.say[strings.ToLower(v)]; ok {
		said = s
	}
	r := a.refs[k%len(a.refs)]
	return strings.ReplaceAll(strings.ReplaceAll(r, "%p", plural(said)), "%s", said)
}

// plural is ZebraLogic's plural of an animal: "horses", "fish".
func plural(w string) string {
	switch {
	case strings.HasSuffix(w, "fish") || strings.HasSuffix(w, "s"):
		return w
	case strings.HasSuffix(w, "y"):
		return w[:len(w)-1] + "ies"
	}
	return w + "s"
}
