/// Everything the library knows about one book: what `shelf show` prints.
public struct BookDetails: Equatable, Sendable {
    /// The book as lists show it.
    public var book: Book
    /// Every list change, oldest first.
    public var statusHistory: [StatusChange]
    /// Every page logged, oldest first.
    public var progress: [ProgressEntry]
    /// Every read-through, oldest first.
    public var readThroughs: [ReadThrough]
    /// The reader's dated private notes, oldest first.
    public var notes: [BookNote]
    /// How many vocabulary words the book carries.
    public var wordCount: Int
}
