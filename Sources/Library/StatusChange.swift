import Foundation

/// One move of a book from one list to another; `from` is nil for the list it was added to.
public struct StatusChange: Equatable, Sendable {
    /// The list the book left; nil when it was added.
    public var from: BookStatus?
    /// The list the book moved to.
    public var to: BookStatus
    /// When the move happened.
    public var at: Date

    /// Makes a change record.
    public init(from: BookStatus?, to: BookStatus, at: Date) {
        self.from = from
        self.to = to
        self.at = at
    }
}
