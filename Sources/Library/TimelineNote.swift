import Foundation

/// An adjustment the library made to keep a book's timeline coherent, reported to the reader in
/// one line so nothing changes behind their back.
public enum TimelineNote: Equatable, Sendable {
    /// A backdated start or entry came before the book was added, so "added" moved back to it.
    case addedMovedBack(to: Date)
    /// A page logged before the read-through began, so its start moved back to that page.
    case startMovedBack(to: Date)
    /// A page logged earlier than the latest entry went into the history; the current page is
    /// still the later entry's.
    case loggedEarlier(page: Int, at: Date, currentPage: Int?)
}
