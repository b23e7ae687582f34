import Foundation

/// One line of a book's history, numbered in time order for `shelf history BOOK --remove N`:
/// the book's addition, a move between lists, or a page logged.
public struct HistoryEntry: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// The book joined the lists, on this one.
        case added(BookStatus)
        /// The book moved from one list to another.
        case move(from: BookStatus, to: BookStatus)
        /// A page was logged.
        case page(Int)
    }

    /// The entry's number, from 1, in time order.
    public var number: Int
    /// When it happened.
    public var at: Date
    /// What happened.
    public var kind: Kind
}
