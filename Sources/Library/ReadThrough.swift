import Foundation

/// One reading of a book from start to an end; a re-read is a new read-through.
public struct ReadThrough: Equatable, Sendable {
    /// How a read-through ended, or `reading` while it is open.
    public enum Outcome: String, Sendable {
        case reading, read, dnf
    }

    public var startedAt: Date?
    public var finishedAt: Date?
    public var outcome: Outcome

    /// Makes a read-through record.
    public init(startedAt: Date?, finishedAt: Date?, outcome: Outcome) {
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.outcome = outcome
    }
}
