/// What `shelf log` did: the page recorded, the book it was recorded in, and any list moves it
/// caused. It names the book rather than holding it whole: a log is the command typed most
/// often, and reading the whole book back costs more than the write itself; `book(id:)` reads it
/// for a caller that shows all of it.
/// As a `ReadingPosition` it stands at the page recorded, which for a backdated entry can differ
/// from the book's current page.
public struct LogResult: Equatable, Sendable, ReadingPosition {
    /// The book's id.
    public var bookID: Int
    /// The book's title.
    public var title: String
    /// The list the book is on after the entry.
    public var status: BookStatus
    /// The book's page count, when known.
    public var pageCount: Int?
    /// The page recorded.
    public var page: Int
    /// Lists the book moved to because of this entry, in order (reading, then read).
    public var moves: [BookStatus]
    /// Adjustments made to keep the timeline coherent (an earlier start or "added", an entry
    /// that went into the history before a later one), in order.
    public var notes: [TimelineNote] = []
    /// True when the page was already the book's latest entry, so nothing was recorded: a second
    /// entry of the same page would count a day of reading that did not happen.
    public var alreadyOnPage = false

    public var currentPage: Int? { page }
}
