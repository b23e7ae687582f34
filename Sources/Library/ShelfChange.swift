/// What tagging or untagging a book did: the book afterwards, the shelves it was put on or taken
/// off (as stored), and those named that needed no change (it was on them already).
public struct ShelfChange: Equatable, Sendable {
    public var book: Book
    public var changed: [String]
    public var unchanged: [String]

    public init(book: Book, changed: [String], unchanged: [String]) {
        self.book = book
        self.changed = changed
        self.unchanged = unchanged
    }
}
