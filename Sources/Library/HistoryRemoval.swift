/// What `history --remove` did: the entry taken out, and the book as its history now derives it.
public struct HistoryRemoval: Equatable, Sendable {
    /// The entry removed.
    public var removed: HistoryEntry
    /// The book after the removal: its list, current page and read-throughs re-derived.
    public var book: Book
}
