import Foundation
import Essentials
import Testing
@testable import Library

/// The text form of backup times: what is read, what is refused, and that reading the text shelf
/// writes gives back an instant that writes the same text (export → import → export).
@Suite struct BackupTimeTests {
    @Test(arguments: [
        ("2026-01-02T03:04:05Z", 1_767_323_045.0), ("2026-01-02T03:04:05.5Z", 1_767_323_045.5),
        ("2026-01-02T03:04:05.000001Z", 1_767_323_045.000001), ("2026-01-02T03:04:05.123456789Z", 1_767_323_045.123456789),
        ("0001-01-01T00:00:00Z", -62_135_596_800), ("9999-12-31T23:59:59Z", 253_402_300_799),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        // The day keeps CalendarDate's rules, which also take slashes and one-digit months.
        ("2024/02/29T00:00:00Z", 1_709_164_800), ("2024-2-029T00:00:00Z", nil), (" 2024-2-29T00:00:00Z", 1_709_164_800),
    ] as [(String, Double?)])
    func reads(text: String, seconds: Double?) {
        #expect(UTCTimestamp.seconds(parsing: text) == seconds)
    }

    @Test(arguments: [
        "", "Z", "2026-01-02", "2026-01-02T", "2026-01-02TZ", "2026-01-02T03:04Z", "2026-01-02T03:04:05",
        "2026-01-02T03:04:05z", "2026-01-02t03:04:05Z", "2026-01-02T03:04:05.Z", "2026-01-02T03:04:05.1234567890Z",
        "2026-01-02T3:04:05Z", "2026-01-02T03:4:05Z", "2026-01-02T03:04:5Z", "2026-01-02T03-04-05Z", "2026-01-02T03:04:05+00:00",
        "2026-01-02T24:00:00Z", "2026-01-02T23:60:00Z", "2026-01-02T23:59:60Z", "2026-01-02T03:04:05.1a3Z",
        "2026-01-02T03:04:05TZ", "2026-01-02T03:04:05.5.5Z", "2026-01-02T03:04:05Z ", "2026-02-30T00:00:00Z",
        "0000-01-01T00:00:00Z", "2026-01-02T0３:04:05Z", "2026-01-02T03:04:05.５Z", "2026-01-02T\u{301}03:04:05Z",
    ])
    func refuses(text: String) {
        #expect(UTCTimestamp.seconds(parsing: text) == nil)
    }

    @Test func writtenTextReadsBackToTheSameText() throws {
        // 20,000 instants spread over the years 1-9999 by a step with a fraction, so they land on
        // every time of day and many fractions of a second.
        for step in 0..<20_000 {
            let seconds = -62_135_596_800 + Double(step) * 15_776_894.876_543_21
            let text = try #require(TimeColumn(seconds: seconds).backupText)
            let read = try #require(UTCTimestamp.seconds(parsing: text), "\(text)")
            #expect(TimeColumn(seconds: read).backupText == text)
        }
    }
}
