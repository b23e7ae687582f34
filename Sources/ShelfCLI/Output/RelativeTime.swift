import Foundation

/// "in 3 hours", "in 2 days", "5 minutes ago": a distance in time as people say it.
enum RelativeTime {
    static func describe(from start: Date, to end: Date) -> String {
        let seconds = end.timeIntervalSince(start)
        let magnitude = abs(seconds)
        let (value, unit): (Int, String) =
            switch magnitude {
            case ..<60: (Int(magnitude), "second")
            case ..<3600: (Int(magnitude / 60), "minute")
            case ..<86_400: (Int(magnitude / 3600), "hour")
            default: (Int(magnitude / 86_400), "day")
            }
        let phrase = "\(value) \(unit)\(value == 1 ? "" : "s")"
        return seconds >= 0 ? "in \(phrase)" : "\(phrase) ago"
    }
}
