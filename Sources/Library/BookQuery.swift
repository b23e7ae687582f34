public import Essentials

/// Which books `shelf list` shows and in what order: every condition set must hold. Books without
/// the value sorted by (no rating, never finished) come last in either direction.
public struct BookQuery: Equatable, Sendable {
    /// The list, or nil for every list.
    public var status: BookStatus?
    /// A shelf the books are on, by name (case ignored).
    public var shelf: String?
    /// Text found in one of the book's authors (case ignored).
    public var author: String?
    /// Days (in the reader's calendar) one of the book's reads was finished on.
    public var finished: ClosedRange<CalendarDate>?
    /// The lowest rating shown.
    public var minimumRating: Double?
    /// What the books are ordered by; nil keeps the order of the plain list, the order books came
    /// into the library, so `--limit` alone keeps the books a plain list shows first.
    public var sort: BookSort?
    /// Highest first instead of lowest first (latest first for times).
    public var reversed: Bool
    /// At most this many books, after sorting.
    public var limit: Int?

    public init(
        status: BookStatus? = nil, shelf: String? = nil, author: String? = nil, finished: ClosedRange<CalendarDate>? = nil, minimumRating: Double? = nil, sort: BookSort? = nil,
        reversed: Bool = false, limit: Int? = nil
    ) {
        self.status = status
        self.shelf = shelf
        self.author = author
        self.finished = finished
        self.minimumRating = minimumRating
        self.sort = sort
        self.reversed = reversed
        self.limit = limit
    }
}
