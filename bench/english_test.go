package bench

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	_ "deduce/puzzle/logicgrid/english" // the English reader behind the logicgrid kind
)

// The english suite on the bundled puzzles: none misread, and every one
// read and solved exactly (the 16 ZebraLogic ones against their given
// solutions), the blind sets' included (docs/results/english/unseen*.md),
// but u11-04's "Only one of the girls is younger than Alfie" (a count of
// a group: no clue of the grammar says it), u15-04's "Jules reaches
// the office sooner than Gail does" (journey times, and no word that all
// set off together), four of unseen17 (world knowledge: floors from
// room numbers, "never touches coffee"; unseen17.md) and three of
// unseen20 (unseen20.md), refused; and the end measures unseen24 and
// unseen25, bundled as they read after the session (five and two refused;
// unseen24.md, unseen25.md); u27-11 ("twice as far from school as the
// walkers": the walkers as the family on foot); and the end measures
// unseen28 and unseen29, bundled as they read after their misreadings
// were fixed (five and five refused: u28-12 reads since bank11's fix;
// unseen28.md, unseen29.md); u31-04
// ("Cyril, whose plot backs on to the railway line, ...": an aside that
// names nothing of the puzzle); and the end measures unseen32 and unseen33,
// bundled as measured (five and three refused; none misread; u32-11 reads
// since fixu34: "the last slot of the day" in a schedule of clock times);
// u34-10 ("Every bus that leaves after seven o'clock has a single-figure
// route number"); four of unseen35 (unseen35.md: going out of a knock-out
// against the places); unseen37 reads all twelve since fixunseen37 (counts
// over lists, "exactly one of these is so" of three, "neither A nor B ...
// or ..."); and the end measure
// unseen39 (rows and positions), bundled as measured after its one
// sentence read wrongly was fixed (eight refused; unseen39.md), one
// refused since its fixes; the end measure unseen40 (Puzzle Baron voice),
// all twelve read since its fixes (unseen40.md); the end measure unseen41
// (the British voice),
// bundled after its fixes (all read since "No man followed the trade that
// matches his surname" reads; unseen41.md); the end measures
// unseen42 (the American puzzle-book voice; one refused since its fixes)
// and unseen43 (puzzle websites and newspapers; all twelve read since its
// fixes; unseen42.md, unseen43.md), unseen44 (harder tiers; three refused
// since its fixes) and unseen45 (rows and beginner worksheets; all read;
// unseen44.md, unseen45.md), and unseen46 (everyday numbers; bundled as
// measured, five refused; unseen46.md); and this stop's unseen47 to
// unseen56 (British dates and full names, Puzzle Baron, ZebraLogic houses
// with shared words, family puzzles, schedules, things first, Dell and
// Penny Press, puzzle apps, Puzzle Baron's hard tiers, British everyday
// magazines), bundled as they read now (stop43.md); and stop 44's
// unseen57 to unseen67 (Puzzle Baron easy to hard, Dell and Penny Press,
// British positions and round tables, classic Einstein rows, American
// Sunday papers, British Puzzler, Einstein apps, British and Australian
// apps), bundled as they read now (stop44.md); and stop 45's unseen68 to
// unseen74 (Puzzle Baron medium to very hard, sports results, British
// hard positions, American first-and-last-name compilations, schedules,
// bare numbers with the unit in the story, easy app puzzles), bundled as
// they read now (stop45.md). unseen25 refuses one
// (two before the contest readings of 2026-11-28).
func TestEnglishSuiteBundled(t *testing.T) {
	rep, err := Run(context.Background(), "english", Config{}, RunOptions{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	tb := tableNamed(t, rep, "english")
	checkShape(t, tb, 97, 8)
	refusedOK := map[string]string{"unseen11": "1", "unseen15": "1", "unseen17": "4", "unseen20": "3", "unseen24": "4", "unseen25": "1", "unseen27": "1", "unseen28": "5", "unseen29": "5", "unseen31": "1", "unseen32": "4", "unseen33": "2", "unseen34": "1", "unseen35": "4", "unseen39": "1", "unseen42": "1", "unseen44": "3", "unseen46": "5", "unseen47": "5", "unseen50": "2", "unseen51": "3", "unseen53": "1", "unseen54": "1", "unseen55": "3", "unseen56": "3", "unseen58": "2", "unseen59": "4", "unseen61": "3", "unseen62": "2", "unseen63": "4", "unseen64": "1", "unseen66": "2", "unseen67": "6", "unseen69": "1", "unseen70": "5", "unseen71": "7", "unseen72": "4", "unseen73": "3", "unseen76": "2", "unseen77": "1", "unseen78": "4", "unseen79": "7", "unseen81": "9", "unseen82": "1", "unseen83": "2", "unseen84": "2", "unseen86": "3", "unseen88": "2", "unseen90": "1", "unseen93": "1", "unseen95": "3", "all": "147"}
	for _, row := range tb.Rows {
		refused := refusedOK[row[0]]
		if refused == "" {
			refused = "0"
		}
		if row[3] != refused || row[4] != "0" {
			t.Errorf("style %s: %s of %s exact, %s refused, %s misread", row[0], row[2], row[1], row[3], row[4])
		}
	}
	if tb.Rows[0][0] != "zebralogic" || tb.Rows[0][1] != "16" {
		t.Errorf("first row %v: want the 16 ZebraLogic puzzles", tb.Rows[0])
	}
}

// A directory with a refused puzzle (a typo) and a misread one (a wrong
// expected solution): each counted as such, with the reason in
// english-errors.
func TestEnglishSuiteCountsFailures(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("good.txt", "people: Ann, Bo\ndrinks: tea, cola\nClues:\nAnn drank tea.\n")
	write("typo.txt", "people: Ann, Bo\ndrinks: tea, cola\nClues:\nAnnn drank tea.\n")
	write("wrong.txt", "people: Ann, Bo\ndrinks: tea, cola\nClues:\nAnn drank tea.\nSolution:\nAnn, cola\nBo, tea\n")
	write("thesis.txt", "8\nA:a:b\nB:c:d\nClues:\na=c\n")                                        // not English: skipped
	write("digit.txt", "4-H Show\npeople: Ann, Bo\ndrinks: tea, cola\nClues:\nAnn drank tea.\n") // a title opening with a digit is English
	rep, err := Run(context.Background(), "english", Config{Dir: dir}, RunOptions{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	tb := tableNamed(t, rep, "english")
	checkShape(t, tb, 2, 8) // magazine and all
	if got := tb.Rows[0]; got[1] != "4" || got[2] != "2" || got[3] != "1" || got[4] != "1" || got[5] != "50.0%" {
		t.Errorf("magazine row %v: want 4 puzzles, 2 exact, 1 refused, 1 misread, 50.0%%", got)
	}
	errs := tableNamed(t, rep, "english-errors")
	if len(errs.Rows) != 2 || errs.Rows[0][2] != "refused" || errs.Rows[1][2] != "misread" {
		t.Errorf("errors %v: want typo refused and wrong misread", errs.Rows)
	}
}

// The bundled puzzles are a copy of the English reader's test puzzles
// (go:embed reaches no further than this package): every bundled puzzle
// and solution equals its original byte for byte, and every original is
// bundled.
func TestEnglishBundleMatchesTestdata(t *testing.T) {
	const src = "../puzzle/logicgrid/english/testdata"
	var originals []string
	for _, pattern := range []string{"magazine/*.txt", "magazine-new/*.txt", "unseen/*.txt", "unseen2/*.txt", "unseen3/*.txt", "unseen4/*.txt", "unseen5/*.txt", "unseen6/*.txt", "unseen7/*.txt", "unseen8/*.txt", "unseen9/*.txt", "unseen10/*.txt", "unseen11/*.txt", "unseen12/*.txt", "unseen13/*.txt", "unseen14/*.txt", "unseen15/*.txt", "unseen16/*.txt", "unseen17/*.txt", "unseen18/*.txt", "unseen19/*.txt", "unseen20/*.txt", "unseen21/*.txt", "unseen22/*.txt", "unseen23/*.txt", "unseen24/*.txt", "unseen25/*.txt", "unseen26/*.txt", "unseen27/*.txt", "unseen28/*.txt", "unseen29/*.txt", "unseen30/*.txt", "unseen31/*.txt", "unseen32/*.txt", "unseen33/*.txt", "unseen34/*.txt", "unseen35/*.txt", "unseen36/*.txt", "unseen37/*.txt", "unseen39/*.txt", "unseen40/*.txt", "unseen41/*.txt", "unseen42/*.txt", "unseen43/*.txt", "unseen44/*.txt", "unseen45/*.txt", "unseen46/*.txt", "unseen47/*.txt", "unseen48/*.txt", "unseen49/*.txt", "unseen50/*.txt", "unseen51/*.txt", "unseen52/*.txt", "unseen53/*.txt", "unseen54/*.txt", "unseen55/*.txt", "unseen56/*.txt", "unseen57/*.txt", "unseen58/*.txt", "unseen59/*.txt", "unseen60/*.txt", "unseen61/*.txt", "unseen62/*.txt", "unseen63/*.txt", "unseen64/*.txt", "unseen65/*.txt", "unseen66/*.txt", "unseen67/*.txt", "unseen68/*.txt", "unseen69/*.txt", "unseen70/*.txt", "unseen71/*.txt", "unseen72/*.txt", "unseen73/*.txt", "unseen74/*.txt", "unseen75/*.txt", "unseen76/*.txt", "unseen77/*.txt", "unseen78/*.txt", "unseen79/*.txt", "unseen80/*.txt", "unseen81/*.txt", "unseen82/*.txt", "unseen83/*.txt", "unseen84/*.txt", "unseen85/*.txt", "unseen86/*.txt", "unseen87/*.txt", "unseen88/*.txt", "unseen89/*.txt", "unseen90/*.txt", "unseen91/*.txt", "unseen92/*.txt", "unseen93/*.txt", "unseen94/*.txt", "unseen95/*.txt", "zebralogic/*.txt", "zebralogic/*.solution"} {
		m, err := filepath.Glob(filepath.Join(src, pattern))
		if err != nil {
			t.Fatal(err)
		}
		originals = append(originals, m...)
	}
	if len(originals) < 40 {
		t.Fatalf("%d original puzzles under %s: the layout changed?", len(originals), src)
	}
	bundled := map[string]bool{}
	entries, err := bundledEnglish.ReadDir("puzzles/english")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		bundled[e.Name()] = true
	}
	for _, orig := range originals {
		name := filepath.Base(orig)
		want, err := os.ReadFile(orig)
		if err != nil {
			t.Fatal(err)
		}
		got, err := bundledEnglish.ReadFile("puzzles/english/" + name)
		if err != nil {
			t.Errorf("%s is not bundled in bench/puzzles/english", orig)
			continue
		}
		if string(got) != string(want) {
			t.Errorf("bench/puzzles/english/%s differs from %s: copy it again", name, orig)
		}
		delete(bundled, name)
	}
	for name := range bundled {
		if filepath.Ext(name) == ".txt" || filepath.Ext(name) == ".solution" {
			t.Errorf("bench/puzzles/english/%s has no original in %s", name, src)
		}
	}
}
