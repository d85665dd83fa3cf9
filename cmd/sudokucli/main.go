// Command sudokucli is the Sudoku engine without a window: it solves, counts,
// grades, explains, generates and benchmarks puzzles in the one-line puzzle
// text format.
//
// Usage:
//
//	sudokucli solve [-count] [FILE]
//	sudokucli generate [-n N] [-seed S] [-size N] [-difficulty LEVEL | -technique NAME] [-symmetry S] [-variant classic|sml|killer|jigsaw|x|thermo|arrow|kropki|xv|oddeven|littlekiller|antiknight|antiking|cages|A+B] [-link]
//	sudokucli daily [-date YYYY-MM-DD] [-variant classic|killer|jigsaw|x] [-link]
//	sudokucli grade [FILE]
//	sudokucli hint [-all] [-json] PUZZLE
//	sudokucli bench [-count] [-time D] [-qqwing PATH] [-tdoku PATH [-rounds N]] [-generate N [-difficulty LEVEL [-symmetry S | [-size N] -variant V [-solo PATH]]]] FILE...
//
// solve reads puzzles from FILE or standard input, one per line, or as a
// grid of nine lines of nine characters (the form the game's Import reads
// from a file); blank lines and lines starting with '#' are skipped. The
// two forms mix in one file: a line of nine characters starts a grid,
// which ends after its ninth such line (comment lines inside it are
// skipped), so grids may follow one another and one-line puzzles with no
// blank line between; a blank line, a line of any other length (a
// one-line puzzle, a link) or the end of the input cuts a grid short, an
// error naming the grid's first line ("the puzzle has 2 lines"), before
// the line that cut it is read on its own. For each puzzle it writes one
// line: the 81-digit solution, or "error: MESSAGE" saying what is wrong
// and where (the message also goes to standard error with the input line
// number: a grid's first line, or the line of the row it names). With
// -count it writes the number of solutions instead, 2 meaning two or more.
// The exit status is 1 when any puzzle failed, 2 on a usage error, else 0.
// Answers and errors are written a buffer at a time, whenever the lines
// read so far are answered: a typed puzzle's answer shows at once (a
// grid's after its ninth row), and a file of many bad lines costs no write
// per line. Input quoted in an error has its control characters escaped
// ("\x1b").
//
// A puzzle of the size variant is the 81 characters, a space and 81 letters
// S, M or L. Killer, jigsaw and X puzzles (and their mixes) come as an
// f-puzzles link or JSON document on one line, or as a game ID of Simon
// Tatham's Solo ("3x3k:…", "9j:…", "3x3x:…"); solve, grade and hint take
// every form (grade and hint refuse the size variant's letters), and grade
// reads grids as solve does. A setter's puzzle (an f-puzzles or SudokuPad
// link or JSON, any size from 4x4 to 16x16, any constraints) goes to
// package variant; on a grid of another size than 9x9, grade and hint go
// by the steps of logic.SizedBoard (those of any houses, each constraint's
// eliminations, Trial where they run out), naming cells by that grid's
// rows and columns (r16c16).
//
// generate writes N new puzzles, one per line, each with exactly one
// solution; the same seed gives the same puzzles. -difficulty delivers a
// puzzle of that level (easy, medium, hard, expert, extreme), -symmetry a
// symmetric pattern of givens, and -variant sml puzzles of the size variant;
// -variant killer, jigsaw, x or a mix joined with + (killer+x) writes
// puzzles of those variants as f-puzzles JSON documents, of the level
// -difficulty asks for (any without it; no symmetry). -technique NAME
// makes puzzles whose level that technique sets, as grade names it (the
// technique trainer's puzzles): classic ones, or killers, written as
// -variant killer writes them, for a killer technique. The dynamic forcing
// chain (+) and the nested one, which random puzzles almost never need,
// come from a bank of public puzzles that need them, relabelled and
// reordered; the forcing chain and Trial, which no known puzzle needs to
// set its level, are refused at once. -link writes every puzzle as an
// f-puzzles link (https://www.f-puzzles.com/?load= and the JSON document
// compressed by lz-string's compressToBase64), which f-puzzles, SudokuPad
// and the game's Import open: for a classic puzzle too, the link of its
// givens in a document of no other rule; the size variant's letters have
// no place in one, so -variant sml takes no -link. Documents and links
// carry a title in the game's words (logic.KindName): the kind and level,
// "Killer · Hard" (a classic puzzle's level alone, "Hard"), without a level
// the variant's name ("Killer", "Classic"), for -technique "Practice ·
// Innies". -size N makes classic puzzles of an N×N grid with boxes (4, 6,
// 8, 10, 12, 14, 15 or 16: 2x3 boxes for 6, 3x4 for 12) by
// logic.GenerateSized, Easy unless -difficulty asks for another level
// (4x4 puzzles are all Easy, 6x6 ones at most Medium), written as
// f-puzzles JSON documents or links titled "6x6 · Easy"; with -variant
// jigsaw, on random regions (logic.GenerateJigsaw), titled
// "6x6 Jigsaw · Easy". -variant thermo,
// arrow, kropki, xv, oddeven, littlekiller, antiknight, antiking or cages
// (killer cages over about half the grid), or a mix of them joined by +
// ("antiknight+killer": killer, in a mix, is cages), makes puzzles with
// those constraints (logic.GenerateSetter) of any -size, Easy to Extreme,
// titled "Thermo · Medium" ("6x6 Thermo · Easy" on another size).
//
// daily writes the daily puzzle of a date (today's, in the local time
// zone, without -date) on one line: the 81 characters, its level and the
// date. It is the same for every player on every machine; see
// internal/daily. -variant killer, jigsaw, x or a mix writes that
// variant's daily puzzle of the date instead, as an f-puzzles JSON
// document, made from the date and the variant alone at the weekday's
// level (the size variant has none); -link writes the puzzle as an
// f-puzzles link. Documents and links are titled "Daily 2026-12-01 ·
// Killer · Hard", as the game titles its daily puzzle.
//
// grade writes "<level> <rating> <technique>" per puzzle, naming the technique
// that sets the level and its rating, then for a classic puzzle "; ER" and
// the rating Sudoku Explainer gives it with the technique of its hardest
// step (for a variant, the hardest step when a step of a lower level is
// rated higher); hint writes
// the next logical step in words, or with -all every step of the solve.
// With -json each step is one JSON object on a line of its own (the fields
// of logic.StepData: technique, rating, place, eliminate, digits, cells,
// houses and text), and an error is {"error": MESSAGE}.
//
// A PDF booklet of new puzzles is the command sudokuprint's job: the PDF
// library would add half a millisecond to every start of this one.
//
// bench solves every puzzle of each file, checks every answer, and prints
// puzzles per second of CPU time with the median and p99 time per puzzle;
// -qqwing times QQWing on the same files for the ratio. -tdoku times a
// tdoku-count binary (tdoku's solver with a small driver, built from its
// sources by make bench) on each file end to end, "tdoku-count count FILE"
// against "sudokucli solve -count FILE", in turns, the least CPU time of
// -rounds runs of each (5 by default), with every answer of both checked. -generate N times
// generating N minimal puzzles, or with -difficulty (and -symmetry) N puzzles
// of a level, the ones generate makes from the same seed: CPU time per
// puzzle, each checked (one solution, its level, an isomorph class of its
// own), and how many the level was set by each technique; with -variant
// (killer, jigsaw, x or a mix) N puzzles of that variant and level, each
// checked (one solution, its level), and with -solo the CPU time of Simon
// Tatham's Solo (sgt-solo --generate N) making as many of the nearest kind
// and level in the same run; with -size N (classic grids of that size) or
// -variant naming a setter's constraints (thermo, arrow, kropki, xv,
// oddeven, littlekiller, antiknight, antiking, cages or a mix such as
// antiknight+killer, of any -size) N such puzzles, each checked, and
// with -solo Solo's time for a classic grid of the size.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
