import Foundation
import Testing
import TestSupport
@testable import Essentials

/// The direct reading of `fetchedAt` must agree with Foundation's ISO-8601 parser, which
/// JSONDecoder used and which still reads every other form.
@Suite struct UTCTimestampTests {
    static func canonical(_ fields: [Int]) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(padded(fields[0], 4))-\(padded(fields[1], 2))-\(padded(fields[2], 2))T"
            + "\(padded(fields[3], 2)):\(padded(fields[4], 2)):\(padded(fields[5], 2))Z"
    }

    @Test func agreesWithFoundationOnRandomTimestamps() throws {
        var generator = SeededGenerator(seed: 0x7153_8601)
        var direct = 0
        for _ in 0..<3000 {
            // Fields somewhat out of range too (day 31 in June, hour 24, second 60, year 1500),
            // where the direct path must step aside rather than disagree.
            let fields = [
                Int.random(in: 1500...2400, using: &generator), Int.random(in: 1...12, using: &generator),
                Int.random(in: 1...31, using: &generator), Int.random(in: 0...24, using: &generator),
                Int.random(in: 0...59, using: &generator), Int.random(in: 0...60, using: &generator),
            ]
            let text = Self.canonical(fields)
            let expected = try? Date.ISO8601FormatStyle().parse(text)
            #expect(UTCTimestamp.date(fromAnyISO8601: text) == expected, "\(text)")
            if let fast = UTCTimestamp.canonicalDate(from: text) {
                direct += 1
                #expect(fast == expected, "\(text)")
            }
        }
        // Most in-range timestamps take the direct path; a count near zero would mean it never runs.
        #expect(direct > 2000)
    }

    @Test func knownDates() {
        #expect(UTCTimestamp.canonicalDate(from: "1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
        #expect(UTCTimestamp.canonicalDate(from: "2025-06-01T12:00:00Z") == Date(timeIntervalSince1970: 1_748_779_200))
        #expect(UTCTimestamp.canonicalDate(from: "2000-02-29T23:59:59Z") == Date(timeIntervalSince1970: 951_868_799))
        #expect(UTCTimestamp.canonicalDate(from: "1900-02-29T00:00:00Z") == nil)
        #expect(UTCTimestamp.canonicalDate(from: "2025-06-01T12:00:00+00:00") == nil)
        #expect(UTCTimestamp.canonicalDate(from: "2025-06-01T12:00:0xZ") == nil)
        #expect(UTCTimestamp.canonicalDate(from: "1582-10-15T00:00:00Z") == nil)
        // Forms only Foundation reads still read, through it.
        #expect(UTCTimestamp.date(fromAnyISO8601: "2025-06-01T14:00:00+02:00") == Date(timeIntervalSince1970: 1_748_779_200))
        #expect(UTCTimestamp.date(fromAnyISO8601: "2025-06-01T12:00:00.5Z") == Date(timeIntervalSince1970: 1_748_779_200.5))
        #expect(UTCTimestamp.date(fromAnyISO8601: "yesterday") == nil)
    }
}
