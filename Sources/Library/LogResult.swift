/// What `shelf log` did: the page recorded and any list moves it caused.
public struct LogResult: Equatable, Sendable {
    /// The book after the entry.
    public var book: Book
    /// The page recorded.
    public var page: Int
    /// Lists the book moved to because of this entry, in order (reading, then read).
    public var moves: [BookStatus]
}
