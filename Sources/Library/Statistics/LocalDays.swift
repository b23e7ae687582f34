internal import Essentials
import Foundation

/// Turns stored instants into local calendar days (as day numbers since 1970-01-01) in one time
/// zone, fast enough for every progress entry of a large library: the zone's offset is looked up
/// once per stretch between daylight-saving changes instead of once per instant.
struct LocalDays {
    let timeZone: TimeZone
    /// The stretch of time, in seconds since 1970, over which `offset` holds.
    private var validFrom = Double.infinity
    private var validUntil = -Double.infinity
    private var offset = 0.0

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The local day of an instant stored as seconds since 1970; nil for a value no clock gives
    /// (not finite, or beyond the years 1-9999, `TimeColumn.plausibleSeconds`).
    mutating func day(ofSeconds seconds: Double) -> Int? {
        // Checked before the cached stretch, which may run to infinity in a zone without changes.
        guard TimeColumn.plausibleSeconds.contains(seconds) else { return nil }
        if !(seconds >= validFrom && seconds < validUntil) {
            let date = Date(timeIntervalSince1970: seconds)
            offset = Double(timeZone.secondsFromGMT(for: date))
            // The zone has no "previous transition", so step forward from a year back to find the
            // last change at or before this instant: scans run newest first as well as oldest first.
            validFrom = seconds - 366 * 86_400
            while let next = timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: validFrom)),
                next.timeIntervalSince1970 <= seconds
            {
                validFrom = next.timeIntervalSince1970
            }
            validUntil = timeZone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSince1970 ?? .infinity
        }
        return Int(((seconds + offset) / 86_400).rounded(.down))
    }

    /// The local day of `date`.
    mutating func day(of date: Date) -> Int? {
        day(ofSeconds: date.timeIntervalSince1970)
    }

    /// The first instant of local day `day`, in seconds since 1970, for bounding queries.
    func start(ofDay day: Int) -> Double {
        CalendarDate(daysSinceEpoch: day).start(in: timeZone).timeIntervalSince1970
    }
}
