/// What `shelf log` did: the page recorded and any list moves it caused.
/// As a `ReadingPosition` it stands at the page recorded, which for a backdated entry can differ
/// from the book's current page.
public struct LogResult: Equatable, Sendable, ReadingPosition {
    /// The book after the entry.
    public var book: Book
    /// The page recorded.
    public var page: Int
    /// Lists the book moved to because of this entry, in order (reading, then read).
    public var moves: [BookStatus]
    /// Adjustments made to keep the timeline coherent (an earlier start or "added", an entry
    /// that went into the history before a later one), in order.
    public var notes: [TimelineNote] = []

    public var status: BookStatus { book.status }
    public var pageCount: Int? { book.pageCount }
    public var currentPage: Int? { page }
}
