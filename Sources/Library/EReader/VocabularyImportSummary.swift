/// What importing an e-reader's look-ups did (or, in a dry run, would do).
public struct VocabularyImportSummary: Equatable, Sendable {
    /// Which e-reader the file came from.
    public var kind: EReaderKind
    /// Books not in the library, added on the reading list.
    public var booksAdded: [Book] = []
    /// Books of the file found in the library.
    public var booksMatched = 0
    /// Vocabulary entries created.
    public var wordsAdded = 0
    /// Look-ups stored as encounters.
    public var encountersAdded = 0
    /// Look-ups imported before, left alone.
    public var alreadyImported = 0
    /// Look-ups that could not be imported (no book or word row, an empty word, an impossible
    /// time, text that is not UTF-8), counted here and described in `skippedExamples`.
    public var skipped = 0
    /// The first few skipped look-ups, each with its reason.
    public var skippedExamples: [String] = []
    /// Books of the file whose title several library books share, none of them found by an
    /// earlier import of the file's look-ups or alone being read: their new look-ups are left
    /// out (not counted in `skipped`) until the reader starts the right one.
    public var ambiguous: [AmbiguousBook] = []

    /// An empty summary for a file from `kind`.
    public init(kind: EReaderKind) {
        self.kind = kind
    }
}
