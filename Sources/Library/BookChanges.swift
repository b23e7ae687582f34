/// The fields `shelf edit` may change; nil leaves a field as it is.
public struct BookChanges: Sendable {
    /// A new title.
    public var title: String?
    /// Replaces all authors when set.
    public var authors: [String]?
    /// A new page count; `.some(nil)` clears it.
    public var pageCount: Int??
    /// A new ISBN, both forms stored; `.some(nil)` clears them.
    public var isbn: ISBN??
    /// A new publication year; `.some(nil)` clears it.
    public var year: Int??
    /// `.some(nil)` clears the rating.
    public var rating: Double??
    /// A new review; `.some(nil)` clears it.
    public var review: String??
    /// True to retitle the book (or change its first author) even when another book has the same
    /// title and first author, as `NewBook.allowsSameTitleAndAuthor` allows a second copy.
    public var allowsSameTitleAndAuthor = false

    /// No changes yet.
    public init() {}

    /// True when nothing would change.
    public var isEmpty: Bool {
        title == nil && authors == nil && pageCount == nil && isbn == nil && year == nil
            && rating == nil && review == nil
    }
}
