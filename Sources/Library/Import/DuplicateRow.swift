/// A row of a Goodreads export whose Book Id an earlier row of the same file has. Goodreads never
/// writes one, so the file was edited by hand: the row is skipped and reported, never merged into
/// the earlier row's book (two rows of one file never become one book), and the rest imports.
public struct DuplicateRow: Equatable, Sendable {
    /// The Book Id the two rows share.
    public var bookID: String
    /// The skipped row's title, as the file has it.
    public var title: String
    /// The 1-based physical line of the skipped row.
    public var line: Int
    /// The line of the earlier row with the same Book Id, the one that was imported.
    public var firstLine: Int

    /// Makes one from its parts.
    public init(bookID: String, title: String, line: Int, firstLine: Int) {
        self.bookID = bookID
        self.title = title
        self.line = line
        self.firstLine = firstLine
    }
}
