import Foundation

/// One look-up read from an e-reader's vocabulary database, before it meets the library.
struct EReaderLookup {
    /// The key of its book in `EReaderVocabulary.books`; nil when the e-reader tied it to none.
    var bookKey: String?
    /// The dictionary form: Kindle's `stem`, else the form looked up.
    var word: String
    /// The form as it stood in the text.
    var form: String
    var sentence: String?
    /// The e-reader's location in the book (Kindle's `pos`).
    var location: String?
    var at: Date
    /// The dictionary language code of the word.
    var language: String
    /// Kindle's "mastered" category; KOReader has none.
    var mastered: Bool
    /// The e-reader's own id of the look-up, so a re-import recognises it.
    var sourceKey: String
    /// Why `word` cannot become a vocabulary entry (`EReaderVocabulary.wordProblem`), or nil:
    /// judged as the file is read, once for a word many look-ups share, and heeded only for a
    /// look-up not imported before.
    var wordProblem: String?
}
