import Essentials
import Foundation
@testable import ShelfCLI
import Testing
import TestSupport

/// The times `--at` and `SHELF_NOW` accept, read in a fixed zone so the tests mean the same
/// anywhere.
struct TimeParserTests {
    private let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    private var parser: TimeParser { TimeParser(timeZone: { tokyo }) }

    private func utc(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    @Test(arguments: [
        ("2026-11-20T18:04:05Z", "2026-11-20T18:04:05.000Z"),
        ("2026-11-20T18:04:05.250Z", "2026-11-20T18:04:05.250Z"),
        ("2026-11-20T18:04:05+02:00", "2026-11-20T16:04:05.000Z"),
        ("  2026-11-20T18:04:05Z ", "2026-11-20T18:04:05.000Z"),
        // To the minute, or with a space for the T, as the local forms may be written.
        ("2026-11-20T18:04Z", "2026-11-20T18:04:00.000Z"),
        ("2026-11-20T18:04-05:00", "2026-11-20T23:04:00.000Z"),
        ("2026-11-20 18:04:05+0200", "2026-11-20T16:04:05.000Z"),
        ("2026-11-20 18:04:05.5Z", "2026-11-20T18:04:05.500Z"),
        ("2026-11-20T18:04+14:00", "2026-11-20T04:04:00.000Z"),
        ("2028-02-29T23:59:59Z", "2028-02-29T23:59:59.000Z"),
        // RFC 3339 allows the T and the Z in lower case.
        ("2026-11-20t18:04:05z", "2026-11-20T18:04:05.000Z"),
        ("2026-11-20 18:04z", "2026-11-20T18:04:00.000Z"),
    ])
    func zonedTimesKeepTheirZone(text: String, expected: String) {
        #expect(parser.parse(text) == utc(expected))
    }

    @Test(arguments: [
        // Tokyo is UTC+9 all year: local midnight is 15:00 UTC the day before.
        ("2026-11-20", "2026-11-19T15:00:00.000Z"),
        ("2026-11-20T18:04", "2026-11-20T09:04:00.000Z"),
        ("2026-11-20T18:04:05", "2026-11-20T09:04:05.000Z"),
        ("2026-11-20 18:04", "2026-11-20T09:04:00.000Z"),
        ("2026-11-20 18:04:05", "2026-11-20T09:04:05.000Z"),
        ("2026-11-20t18:04", "2026-11-20T09:04:00.000Z"),
    ])
    func timesWithoutAZoneAreLocal(text: String, expected: String) {
        #expect(parser.parse(text) == utc(expected))
    }

    @Test(arguments: [
        "", "yesterday", "2026-02-30", "2026-13-01", "20-11-2026", "2026-11-20T25:00",
        // Forms Foundation's formatters read although no help names them.
        "2026/11/20", "2026.11.20", "2026-11-20/18:04", "2026-1-20", "+2026-11-20",
        "2026-11-20Z", "2026-11-20z", "2026-11-20T18Z", "2026-11-20x18:04", "2026-11-20T18:04:60Z", "2026-11-20T18:04+25:00",
        // Out of range, though Foundation's ISO 8601 reader rolls them over.
        "2026-11-20T18:04+14:30", "2026-11-20T18:04-14:01", "2026-11-20T24:30Z", "2026-02-30T18:04Z",
        "2026-02-30T18:04:05Z", "2026-11-31T10:00+01:00", "2026-02-29T10:00:00+01:00",
    ])
    func otherTextIsNotATime(text: String) {
        #expect(parser.parse(text) == nil)
    }

    @Test func aTimeTheClocksSkipIsNamedWithTheOffsetBeforeTheChange() {
        let newYork = TimeParser(timeZone: { TimeZone(identifier: "America/New_York")! })
        #expect(newYork.parse("2026-03-08 02:30") == nil)
        #expect(newYork.skippedTimeWithOffset("2026-03-08 02:30") == "2026-03-08T02:30:00-05:00")
        #expect(newYork.parse("2026-03-08T02:30:00-05:00") == utc("2026-03-08T07:30:00.000Z"))
        #expect(newYork.skippedTimeWithOffset("2026-03-08 03:30") == nil)
        #expect(newYork.skippedTimeWithOffset("2026-02-30 02:30") == nil)
        #expect(newYork.skippedTimeWithOffset("yesterday") == nil)
    }

    @Test func theZoneIsAskedForOnlyWhenATimeHasNone() {
        var asked = 0
        let counting = TimeParser(timeZone: {
            asked += 1
            return TimeZone(identifier: "UTC")!
        })
        _ = counting.parse("2026-11-20T18:04:05Z")
        #expect(asked == 0)
        _ = counting.parse("2026-11-20")
        #expect(asked > 0)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` is read without Foundation; every such text with its fields in
    /// range reads as Foundation's formatter reads it, and one out of range (which Foundation
    /// rolls over into the next minute, day or month) is no time.
    @Test func theUTCFormReadsAsFoundationReadsIt() {
        let foundation = ISO8601DateFormatter()
        foundation.formatOptions = [.withInternetDateTime]
        var generator = SeededGenerator(seed: 0x5E1F_0001)
        func padded(_ number: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(width - String(number).count, 0)) + String(number)
        }
        var rolledOver = 0
        for _ in 0..<2000 {
            let (year, month, day) = (Int.random(in: 1500...9999, using: &generator), Int.random(in: 0...13, using: &generator), Int.random(in: 0...32, using: &generator))
            let (hour, minute, second) = (Int.random(in: 0...25, using: &generator), Int.random(in: 0...61, using: &generator), Int.random(in: 0...61, using: &generator))
            let text = "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
                + "\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2))Z"
            let inRange = CalendarDate(year: year, month: month, day: day) != nil && hour < 24 && minute < 60 && second < 60
            if !inRange { rolledOver += 1 }
            #expect(parser.parse(text) == (inRange ? foundation.date(from: text) : nil), "\(text)")
        }
        #expect(rolledOver > 100)
    }
}
