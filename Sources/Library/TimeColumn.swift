import Foundation

/// How instants are stored: REAL seconds since 1970 in UTC, keeping full precision.
enum TimeColumn {
    static func value(_ date: Date) -> Double { date.timeIntervalSince1970 }
    static func value(_ date: Date?) -> Double? { date.map(value) }
    static func date(_ seconds: Double?) -> Date? { seconds.map(Date.init(timeIntervalSince1970:)) }
}
