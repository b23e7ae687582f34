import Library
import Networking

/// Keeping a word met in a book: checked, looked up in the dictionary unless the reader gave the
/// meaning or asked not to, and stored with the dictionary's record so it works offline later.
struct WordAddition {
    /// The stored word, whether it is new, whether anything changed, and the dictionary entry to
    /// show with it.
    struct Result {
        var word: VocabularyWord
        var created: Bool
        var changed: Bool
        var dictionary: DictionaryEntry?
    }

    let context: Context

    /// Adds `new` (or updates the book's entry of it); `lookUp` false keeps the dictionary out
    /// entirely, so nothing is shown from it, not even a record another book's entry of the word stored.
    func add(_ new: NewWord, lookUp: Bool) throws -> Result {
        var new = new
        // Checked before the look-up: a dictionary is not asked about what the library would refuse.
        new.language = try Bookshelf.checkedLanguage(of: new)
        // Checked before the look-up, so a typo in --page is not hidden behind a network error.
        if let page = new.page, !(0...BookLimits.pages).contains(page) {
            throw LibraryError.pageOutOfRange(page: page, pageCount: nil, book: nil)
        }
        // Read where the library is, or in an empty one where there is none yet: a word refused
        // (or not found offline) then leaves no library behind.
        let library = try context.existingLibrary()
        let kept = try keptWord(new, in: library)
        // Refused before any look-up: the library would refuse to store what it found.
        if let kept, let language = new.language, language != kept.language {
            let book = kept.bookID.flatMap { id in kept.bookTitle.map { BookMatch(id: id, title: $0) } }
            throw LibraryError.wordInAnotherLanguage(kept.word, language: kept.language, book: book)
        }
        var looked: DictionaryEntry?
        if lookUp, let kept, kept.definition != nil {
            // Met again: the meaning is kept already, so another page or sentence needs no network.
            looked = try DictionaryRecord.stored(for: kept, in: library)
        } else if lookUp {
            let entry = try lookUpEntry(new.word, language: new.language ?? kept?.language ?? "en")
            looked = entry
            DictionaryRecord.fill(&new, from: entry)
        }
        let (word, created, changed) = try context.library().addWord(new)
        return Result(word: word, created: created, changed: changed, dictionary: looked)
    }

    /// The book's (or the global list's) entry of `new`'s word; nil when the word is new there.
    private func keptWord(_ new: NewWord, in library: Bookshelf) throws -> VocabularyWord? {
        do {
            return try library.findWord(new.word, in: new.bookID.map { .book($0) } ?? .global).first
        } catch {
            guard case .wordNotFound = error else { throw error }
            return nil
        }
    }

    private func lookUpEntry(_ word: String, language: String) throws -> DictionaryEntry {
        do {
            return try context.dictionary().lookup(word, language: language)
        } catch let error as NetworkError {
            // Errors about the word or language already say what to do, and the dictionary's limit
            // names --definition itself; after another network or quota failure, point out that
            // the reader can give the meaning themselves.
            switch error {
            case .wordNotFound, .invalidWord, .invalidLanguage, .rateLimited(.dictionary, _): throw error
            default: break
            }
            throw CLIError.failure("\(error.userMessage) (or add it now with --definition \"…\")")
        }
    }
}
