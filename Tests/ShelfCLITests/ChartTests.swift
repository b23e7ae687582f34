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
}
