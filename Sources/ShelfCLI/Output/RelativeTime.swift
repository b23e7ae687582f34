import Foundation

/// "in 3 hours", "in 2 days", "5 minutes ago": a distance in time as people say it.
enum RelativeTime {
    /// Far beyond any real date; larger distances are shown as this many days.
    private static let maximumDays = 1e9

    static func describe(from start: Date, to end: Date) -> String {
        let seconds = end.timeIntervalSince(start)
        let magnitude = abs(seconds)
        let (value, unit): (Int, String) =
            switch magnitude {
            case ..<60: (Int(magnitude), "second")
            case ..<3600: (Int(magnitude / 60), "minute")
            case ..<86_400: (Int(magnitude / 3600), "hour")
            // Capped so a far-off date (a damaged or hand-made backup can hold one) prints
            // instead of trapping in Int(_:).
            default: (Int(min(magnitude / 86_400, Self.maximumDays)), "day")
            }
        let phrase = "\(value) \(unit)\(value == 1 ? "" : "s")"
        return seconds >= 0 ? "in \(phrase)" : "\(phrase) ago"
    }
}
