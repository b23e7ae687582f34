import Foundation

/// The list a book is on. Every book is on exactly one.
public enum BookStatus: String, CaseIterable, Sendable {
    /// Wanted, not started: the list a new book goes on.
    case toRead = "to-read"
    /// Being read now.
    case reading
    /// Finished.
    case read
    /// Did not finish: started and put down for good.
    case dnf

    /// Reads a status as a user types it, accepting a few common spellings
    /// (`toread`, `to_read`, `currently-reading`, `finished`, `abandoned`).
    public init?(userInput: String) {
        // Each underscore or space becomes a hyphen, a scalar at a time: Foundation's
        // `replacingOccurrences` cost a command that names a list half a million instructions.
        var normalized = ""
        for scalar in userInput.lowercased().unicodeScalars {
            normalized.unicodeScalars.append(scalar == "_" || scalar == " " ? "-" : scalar)
        }
        switch normalized {
        case "to-read", "toread", "want", "want-to-read": self = .toRead
        case "reading", "currently-reading", "current": self = .reading
        case "read", "finished", "done": self = .read
        case "dnf", "did-not-finish", "abandoned": self = .dnf
        default: return nil
        }
    }

    /// The heading shown above this list.
    public var heading: String {
        switch self {
        case .toRead: "To read"
        case .reading: "Reading"
        case .read: "Read"
        case .dnf: "Did not finish"
        }
    }
}
