internal import Essentials
internal import Flashcard
import Foundation
internal import SQLiteStore

/// Writes an e-reader's look-ups into the library, inside the caller's transaction.
///
/// Each look-up becomes an encounter of the vocabulary entry for its book and dictionary form,
/// which is created when the book does not have the word yet (mastered when the e-reader says so,
/// a new card otherwise). A look-up imported before, recognised by the e-reader's own id, is left
/// alone, so importing the same or a newer file again adds only what is new. A book of the file
/// goes first where an earlier import put it: to the library book holding its earliest look-up
/// imported before, whatever was added or retitled since. Otherwise it is matched by title and
/// first author (`BookMatchKey`); where one side names no author (KOReader never does, a book
/// added by hand or by a KOReader import may not), by title alone. So Kindle and KOReader find the
/// same books, and a book either added is found by both afterwards. When several library books
/// have the title, the one holding look-ups from this e-reader, else the one being read, is it;
/// when that leaves no single book, its new look-ups are left out and reported (`AmbiguousBook`)
/// rather than given to a guess or to one more copy of the book, which the next file would add
/// again. A book with new look-ups that the library does not have is added on the reading list,
/// started at its first look-up.
struct VocabularyImporter {
    /// What a book of the file is in the library.
    private enum Match {
        case found(Int)
        /// No library book: one is added for its new look-ups.
        case none
        /// Any of these books, by id.
        case ambiguous([Int])
    }

    private let library: Bookshelf
    private let now: Date
    private var connection: Connection { library.connection }
    /// Library books by title key and author key, and by title key alone.
    private var byTitleAndAuthor: [String: Int] = [:]
    private var byTitle: [String: [Int]] = [:]
    /// Library books that name no author.
    private var authorless: Set<Int> = []

    init(library: Bookshelf, now: Date) throws {
        self.library = library
        self.now = now
        // Only what a match compares: the books whole (shelves, reads) cost several times more.
        try library.forEachTitledBook { id, title, firstAuthor in
            remember(id: id, title: title, firstAuthor: firstAuthor)
            return true
        }
    }

    /// Makes a library book findable by `match`, those this import adds included: two records of
    /// one book in the file (a Kindle's editions) then add it once. `firstAuthor` is nil for a
    /// book without authors.
    private mutating func remember(id: Int, title: String, firstAuthor: String?) {
        let title = BookMatchKey.title(title)
        let key = title + "\u{1F}" + BookMatchKey.author(firstAuthor)
        byTitleAndAuthor[key] = byTitleAndAuthor[key] ?? id
        byTitle[title, default: []].append(id)
        if firstAuthor == nil { authorless.insert(id) }
    }

    mutating func run(_ vocabulary: EReaderVocabulary, progress: ((Int, Int) -> Void)?) throws -> VocabularyImportSummary {
        var summary = VocabularyImportSummary(kind: vocabulary.kind)
        var skipped = vocabulary.skipped
        let source = vocabulary.kind.encounterSource
        // Each look-up imported before, with the book its word is in (nil for a word of no book).
        var known: [String: Int?] = [:]
        try connection.forEachRow(
            """
            SELECT e.source_key, w.book_id FROM encounters e JOIN words w ON w.id = e.word_id
            WHERE e.source = ? AND e.source_key IS NOT NULL
            """, [source.rawValue]
        ) { known[$0.string(0) ?? ""] = .some($0.int(1)) }
        // A book of the file is placed where all its look-ups imported before are: KOReader may
        // move a word to another of its books, keeping the look-up's key, so one look-up alone
        // could send a book's new ones to the wrong library book; books that disagree are matched.
        var placings: [String: Set<Int>] = [:]
        for lookup in vocabulary.lookups {
            if let key = lookup.bookKey, let id = known[lookup.sourceKey] ?? nil { placings[key, default: []].insert(id) }
        }
        let placed = placings.compactMapValues { $0.count == 1 ? $0.first : nil }

        var bookIDs: [String: Int] = [:]
        var leftOut: [String: (candidates: [Int], lookUps: Int)] = [:]
        var matched: Set<Int> = []
        var wordIDs: [String: Int] = [:]
        for (index, lookup) in vocabulary.lookups.enumerated() {
            defer { progress?(index + 1, vocabulary.lookups.count) }
            let isKnown = known[lookup.sourceKey] != nil
            // Checked before the book is resolved: a book none of whose look-ups is imported
            // must not be added for them.
            if !isKnown, let problem = lookup.wordProblem {
                skipped.append(EReaderVocabulary.skipped(lookup.form, problem))
                continue
            }
            var bookID: Int?
            if let key = lookup.bookKey, let book = vocabulary.books[key] {
                if let id = bookIDs[key] {
                    bookID = id
                } else if leftOut[key] != nil {
                    if !isKnown { leftOut[key]?.lookUps += 1 }
                    continue
                } else {
                    switch try placed[key].map(Match.found) ?? match(book, source: source) {
                    case .found(let id):
                        bookID = id
                        // Books are counted, not the file's records of them (a Kindle's editions
                        // of one book), and a book this import added is not one found in the library.
                        if !summary.booksAdded.contains(where: { $0.id == id }), matched.insert(id).inserted {
                            summary.booksMatched += 1
                        }
                    case .ambiguous(let candidates):
                        leftOut[key] = (candidates, isKnown ? 0 : 1)
                        continue
                    case .none:
                        // A book removed since its look-ups were imported is not added back for
                        // them; a book with no title (KOReader writes "" for a look-up outside a
                        // book it knows) is none, and its look-ups are global words.
                        guard !isKnown, !book.title.isEmpty else { break }
                        let added = try addBook(book, startedAt: lookup.at)
                        summary.booksAdded.append(added)
                        remember(id: added.id, title: added.title, firstAuthor: added.authors.first)
                        bookID = added.id
                    }
                }
                bookIDs[key] = bookID
            }
            guard !isKnown else {
                summary.alreadyImported += 1
                continue
            }
            let wordKey = Bookshelf.wordKey(lookup.word)
            let slot = "\(bookID ?? 0)\u{1F}\(wordKey)"
            let wordID: Int
            if let id = wordIDs[slot] {
                wordID = id
            } else if let id = try connection.scalarInt(
                "SELECT id FROM words WHERE ifnull(book_id, 0) = ? AND word_key = ?", [bookID ?? 0, wordKey])
            {
                wordID = id
            } else {
                wordID = try insertWord(lookup, key: wordKey, bookID: bookID)
                summary.wordsAdded += 1
            }
            wordIDs[slot] = wordID
            let encounter = WordEncounter(
                sentence: lookup.sentence, form: lookup.form, location: lookup.location, page: nil, at: lookup.at,
                source: source)
            if try library.insertEncounter(encounter, ofWord: wordID, sourceKey: lookup.sourceKey) {
                summary.encountersAdded += 1
            } else {
                summary.alreadyImported += 1
            }
        }
        summary.skipped = skipped.count
        summary.skippedExamples = Array(skipped.prefix(3))
        summary.ambiguous = try leftOut.compactMap { key, book in
            guard book.lookUps > 0, let title = vocabulary.books[key]?.title else { return nil }
            let reading = try connection.scalarInt(
                "SELECT count(*) FROM books WHERE status = 'reading' AND \(IDList.contains("id"))", [IDList.json(book.candidates)])
            return AmbiguousBook(
                title: title, candidates: book.candidates, lookUps: book.lookUps, allBeingRead: reading == book.candidates.count)
        }.sorted { ($0.title, $0.candidates.first ?? 0) < ($1.title, $1.candidates.first ?? 0) }
        return summary
    }

    /// The library book an e-reader book is: same title and first author, or, when either names
    /// no author, a book with that title. Of several, those holding look-ups from `source` are
    /// kept, then those being read (the reader looks words up in the book open before them);
    /// the one left is it, else any of them may be.
    private func match(_ book: EReaderBook, source: WordEncounter.Source) throws -> Match {
        let title = BookMatchKey.title(book.title)
        guard !title.isEmpty else { return .none }
        if !book.authors.isEmpty, let id = byTitleAndAuthor[title + "\u{1F}" + BookMatchKey.author(book.authors.first)] {
            return .found(id)
        }
        let sameTitle = byTitle[title] ?? []
        var candidates = book.authors.isEmpty ? sameTitle : sameTitle.filter(authorless.contains)
        guard candidates.count > 1 else { return candidates.first.map(Match.found) ?? .none }
        let narrowings: [(query: String, values: [SQLiteBindable])] = [
            ("SELECT DISTINCT w.book_id FROM words w JOIN encounters e ON e.word_id = w.id WHERE e.source = ? AND w.book_id IN",
             [source.rawValue]),
            ("SELECT id FROM books WHERE status = 'reading' AND id IN", []),
        ]
        for narrowing in narrowings {
            let list = "(" + candidates.map(String.init).joined(separator: ", ") + ")"
            let kept = try connection.query(narrowing.query + " " + list, narrowing.values) { $0.int(0) }.compactMap { $0 }
            if kept.count == 1 { return .found(kept[0]) }
            if !kept.isEmpty { candidates = candidates.filter(kept.contains) }
        }
        return .ambiguous(candidates.sorted())
    }

    /// Adds a book on the reading list, through the same history as `shelf start`: it joined the
    /// lists, and started, when its first word was looked up.
    private func addBook(_ book: EReaderBook, startedAt: Date) throws -> Book {
        let title = try BookValidation.title(book.title)
        let id = try BookRow(title: title, status: .reading, addedAt: TimeColumn(startedAt), updatedAt: TimeColumn(startedAt))
            .insert(into: connection, keepingID: false)
        try BookNames.authors.replace(of: id, with: BookValidation.authors(book.authors), in: connection)
        try library.history.recordMove(of: id, from: nil, to: .reading, at: startedAt)
        guard let added = try library.loadBooks(where: "b.id = ?", [id], texts: .listed).first else {
            throw LibraryError.bookNotFound("#\(id)")
        }
        return added
    }

    /// A new vocabulary entry: its sentence is the first look-up's, it was added when first
    /// looked up, and it is due for study now.
    private func insertWord(_ lookup: EReaderLookup, key: String, bookID: Int?) throws -> Int {
        let due = TimeColumn(now)
        return try WordRow(
            id: 0, bookID: bookID, word: lookup.word, wordKey: key, language: lookup.language, page: nil,
            context: lookup.sentence, definition: nil, example: nil, partOfSpeech: nil, phonetic: nil,
            addedAt: TimeColumn(lookup.at), updatedAt: due, mastered: lookup.mastered, state: .new, learningStep: nil,
            stability: nil, difficulty: nil, due: due, lastReviewedAt: nil, reps: 0, lapses: 0
        ).insert(into: connection, keepingID: false)
    }
}
