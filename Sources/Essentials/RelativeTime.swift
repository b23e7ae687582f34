import Foundation

/// A distance in time as people say it: "in 3 hours", "2 days ago", "just now". Counts are
/// rounded down, so "cached 1 day ago" for 47 hours never overstates freshness.
public enum RelativeTime {
    /// Far beyond any real date; larger distances are shown as this many days.
    private static let maximumDays = 1e9

    /// "in 3 hours" when `end` is after `start`, "5 minutes ago" when before, down to seconds.
    public static func describe(from start: Date, to end: Date) -> String {
        let seconds = end.timeIntervalSince(start)
        let phrase = amount(abs(seconds))
        return seconds >= 0 ? "in \(phrase)" : "\(phrase) ago"
    }

    /// How old something `age` seconds old is: "just now" within a minute either way, else "5
    /// minutes ago", "3 hours ago", "1 day ago"; something dated after the clock (a clock set back,
    /// a damaged date) is "with a date 3 days ahead of the clock", never fresh.
    public static func age(_ age: TimeInterval) -> String {
        if age.isNaN || abs(age) < 60 { return "just now" }
        return age > 0 ? "\(amount(age)) ago" : "with a date \(amount(-age)) ahead of the clock"
    }

    /// "1 second", "5 minutes", "3 hours", "2 days" for a distance that is not negative.
    private static func amount(_ magnitude: Double) -> String {
        let (value, unit): (Int, String) =
            switch magnitude {
            case ..<60: (Int(magnitude), "second")
            case ..<3600: (Int(magnitude / 60), "minute")
            case ..<86_400: (Int(magnitude / 3600), "hour")
            // Capped so a far-off date (a damaged or hand-made backup can hold one) prints
            // instead of trapping in Int(_:).
            default: (Int(min(magnitude / 86_400, Self.maximumDays)), "day")
            }
        return "\(value) \(unit)\(value == 1 ? "" : "s")"
    }
}
