/// A book by its page count, for the shortest and longest book of a period.
public struct BookLength: Equatable, Sendable {
    /// The book's local id.
    public let id: Int
    /// Its title.
    public let title: String
    /// Its page count.
    public let pages: Int
}
