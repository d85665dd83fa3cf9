package logic

// RaceEnabled is raceEnabled for the tests of package logic_test.
const RaceEnabled = raceEnabled
