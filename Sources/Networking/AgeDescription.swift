import Foundation

/// Says how old something is in the words a notice uses: "just now", "5 minutes ago",
/// "3 hours ago", "1 day ago". Rounded down, because "cached 1 day ago" for 47 hours is honest
/// enough and never overstates freshness the other way.
enum AgeDescription {
    static func text(for age: TimeInterval) -> String {
        let seconds = max(0, Int(age))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return plural(seconds / 60, "minute")
        case ..<86400: return plural(seconds / 3600, "hour")
        default: return plural(seconds / 86400, "day")
        }
    }

    private static func plural(_ count: Int, _ unit: String) -> String {
        "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
}
