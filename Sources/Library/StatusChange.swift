import Foundation

/// One move of a book from one list to another; `from` is nil for the list it was added to.
public struct StatusChange: Equatable, Sendable {
    public var from: BookStatus?
    public var to: BookStatus
    public var at: Date

    /// Makes a change record.
    public init(from: BookStatus?, to: BookStatus, at: Date) {
        self.from = from
        self.to = to
        self.at = at
    }
}
