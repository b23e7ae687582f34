import Essentials
import Library
@testable import ShelfCLI
import Testing

/// The charts of `stats`, `show` and `today`: bars, sparkline and calendar heatmap.
struct ChartTests {
    @Test func barsScaleToTheLargestInEighths() {
        #expect(BarChart.bar(10, of: 10, width: 4) == "████")
        #expect(BarChart.bar(5, of: 10, width: 4) == "██  ")
        #expect(BarChart.bar(1, of: 16, width: 2) == "▏ ")
        #expect(BarChart.bar(0, of: 10, width: 3) == "   ")
        #expect(BarChart.bar(3, of: 0, width: 2) == "  ")
    }

    @Test func sparklinesLeaveGapsForDaysWithoutReading() {
        #expect(Sparkline.render([0, 1, 4, 8]) == " ▂▅█")
        #expect(Sparkline.render([0, 0]) == "  ")
        #expect(Sparkline.render([]) == "")
    }

    @Test func heatmapShadesByQuartersOfTheBusiestDay() {
        #expect(CalendarHeatmap.level(0, of: 100) == 0)
        #expect(CalendarHeatmap.level(1, of: 100) == 1)
        #expect(CalendarHeatmap.level(50, of: 100) == 2)
        #expect(CalendarHeatmap.level(51, of: 100) == 3)
        #expect(CalendarHeatmap.level(100, of: 100) == 4)
    }

    @Test func heatmapPutsWeeksInColumnsAndDaysInRows() throws {
        // 2026-11-02 is a Monday: two weeks, Monday the 2nd to Sunday the 15th.
        let monday = try #require(CalendarDate(parsing: "2026-11-02")).daysSinceEpoch
        let map = CalendarHeatmap(counts: [monday: 10, monday + 9: 5], first: monday, last: monday + 13)
        let lines = map.lines(width: 80, colour: false)
        #expect(lines.count == 9)
        #expect(lines[0].hasPrefix("    Nov"))
        // Blanks that end a row are left off: piped, no line ends in spaces.
        #expect(lines[1] == "Mon ██")
        #expect(lines[2] == "")
        #expect(lines[3] == "Wed   ▒▒")
        #expect(lines[8] == "    less  ░▒▓█ more")
        let coloured = map.lines(width: 80, colour: true)
        #expect(coloured[1].contains("\u{1B}[38;5;46m██"))
    }

    @Test func aHeatmapTooWideShowsTheLatestWeeksOneColumnEach() throws {
        let first = try #require(CalendarDate(parsing: "2025-01-06")).daysSinceEpoch
        let last = first + 7 * 52 - 1
        let lines = CalendarHeatmap(counts: [last: 1], first: first, last: last).lines(width: 24, colour: false)
        #expect(lines.allSatisfy { $0.count <= 24 })
        // 20 weeks fit after the label; the last day (a Sunday) is the last column's bottom cell.
        #expect(lines[7] == "Sun " + String(repeating: " ", count: 19) + "█")
    }

    /// Every month beginning in a column is named, at 40 columns as at 80: three letters where
    /// the name has room, the first letter at an edge where it has not (March's last days, June's
    /// first two), the header reaching past the last week when the line has room.
    @Test func everyMonthIsNamedHoweverNarrowTheMap() throws {
        let first = try #require(CalendarDate(parsing: "2025-03-20")).daysSinceEpoch
        let last = try #require(CalendarDate(parsing: "2026-06-02")).daysSinceEpoch
        let map = CalendarHeatmap(counts: [last: 1], first: first, last: last)
        // A terminal 40 columns wide: 38 after the indent, 34 weeks from October.
        #expect(map.lines(width: 38, colour: false)[0] == "    O Nov  Dec Jan Feb Mar  Apr May  J")
        #expect(map.lines(width: 78, colour: false)[0] == "    M Apr May Jun  Jul Aug  Sep Oct Nov  Dec Jan Feb Mar  Apr May  Jun")
        // This year to the 2nd of June fits with room to spare: June is named in full.
        let january = try #require(CalendarDate(parsing: "2026-01-01")).daysSinceEpoch
        #expect(CalendarHeatmap(counts: [:], first: january, last: last).lines(width: 38, colour: false)[0]
            == "    Jan Feb Mar  Apr May  Jun")
    }

    /// A map cut to its latest weeks whose first column holds a month's first day names that
    /// month there, not the month of the column's Monday.
    @Test func theFirstColumnIsNamedForTheMonthBeginningInIt() throws {
        // 34 weeks back from 2026-11-20: the first column is 30 March to 5 April.
        let first = try #require(CalendarDate(parsing: "2026-01-01")).daysSinceEpoch
        let last = try #require(CalendarDate(parsing: "2026-11-20")).daysSinceEpoch
        let header = CalendarHeatmap(counts: [:], first: first, last: last).lines(width: 38, colour: false)[0]
        #expect(header == "    Apr May  Jun Jul Aug  Sep Oct Nov")
    }
}
