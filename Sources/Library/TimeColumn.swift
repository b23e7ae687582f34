import Foundation
internal import Essentials
internal import SQLiteStore

/// An instant as the library stores it: REAL seconds since 1970 in UTC, at full precision.
/// Rows keep the stored seconds rather than a `Date`, because `Date` counts from 2001 and the
/// round trip through it can change the last bit of an instant far from today: a backup must
/// give back exactly what was stored.
struct TimeColumn: Equatable, SQLiteBindable {
    /// Seconds since 1970 in UTC, as stored.
    let seconds: Double

    /// The instants a stored time may be: those of the years of `CalendarDate`, which every
    /// format shelf reads and writes can hold. Anything beyond is a damaged value.
    static let plausibleSeconds = UTCTimestamp.preciseRange

    init(seconds: Double) {
        self.seconds = seconds
    }

    init(_ date: Date) {
        seconds = date.timeIntervalSince1970
    }

    /// The instant as a `Date`, for the library's public values.
    var date: Date { Date(timeIntervalSince1970: seconds) }

    var sqliteValue: SQLiteValue { .real(seconds) }

    static func value(_ date: Date) -> Double { date.timeIntervalSince1970 }
    static func value(_ date: Date?) -> Double? { date.map(value) }
    static func date(_ seconds: Double?) -> Date? { seconds.map(Date.init(timeIntervalSince1970:)) }
}
