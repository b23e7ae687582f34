import Foundation

/// One meeting with a word: a look-up on an e-reader or a sentence typed in with `vocab add`.
/// A word gathers every meeting, so its sentences and where they fell stay with it for study.
public struct WordEncounter: Equatable, Sendable {
    /// Where an encounter was recorded.
    public enum Source: String, CaseIterable, Sendable {
        /// Typed in with `vocab add` or `vocab edit`.
        case shelf
        /// A look-up in Kindle's Vocabulary Builder (`vocab.db`).
        case kindle
        /// A look-up in KOReader's vocabulary builder (`vocabulary_builder.sqlite3`).
        case koreader
    }

    /// The sentence the word appeared in.
    public var sentence: String?
    /// The form that was looked up or met (`ran` for the word `run`).
    public var form: String?
    /// The e-reader's location in the book, which is not a page.
    public var location: String?
    /// The page, when known.
    public var page: Int?
    /// When the word was met.
    public var at: Date
    /// Where the encounter was recorded.
    public var source: Source

    /// Makes an encounter.
    public init(sentence: String?, form: String?, location: String?, page: Int?, at: Date, source: Source) {
        self.sentence = sentence
        self.form = form
        self.location = location
        self.page = page
        self.at = at
        self.source = source
    }
}
