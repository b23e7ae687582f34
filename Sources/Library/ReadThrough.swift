import Foundation

/// One reading of a book from start to an end; a re-read is a new read-through.
public struct ReadThrough: Equatable, Sendable {
    /// How a read-through ended, or `reading` while it is open.
    public enum Outcome: String, CaseIterable, Sendable {
        /// Open, finished, or put down for good.
        case reading, read, dnf
    }

    /// When reading started; nil for a book finished without being started in shelf.
    public var startedAt: Date?
    /// When it ended as read or dnf; nil while open.
    public var finishedAt: Date?
    /// How it ended, or `reading` while open.
    public var outcome: Outcome

    /// Makes a read-through record.
    public init(startedAt: Date?, finishedAt: Date?, outcome: Outcome) {
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.outcome = outcome
    }
}
