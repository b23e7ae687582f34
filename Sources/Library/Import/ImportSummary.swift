/// What an import did (or, in a dry run, would do) to the library's books.
public struct ImportSummary: Equatable, Sendable {
    /// Books that were not in the library and were added.
    public var added: Int
    /// Books already in the library that the file changed (filled in, moved on, linked).
    public var updated: Int
    /// Books already in the library that the file had nothing new for.
    public var skipped: Int

    /// Makes a summary from its three counts.
    public init(added: Int = 0, updated: Int = 0, skipped: Int = 0) {
        self.added = added
        self.updated = updated
        self.skipped = skipped
    }
}
