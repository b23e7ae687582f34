internal import Essentials
import Foundation

/// Finds the book in the library a Goodreads record describes, without merging two books into
/// one or adding a second copy of one.
///
/// A record is matched by its Goodreads Book Id; else by ISBN-13; else by ASIN (a Kindle
/// edition's, which StoryGraph gives in place of an ISBN); else by normalised title and first
/// author, but only when exactly one book qualifies. A book qualifies only when no identifier
/// contradicts the row (another Goodreads id, another ISBN, another ASIN), and each book answers to
/// at most one row of a file, so two rows of one file never become one book. Where several books
/// qualify, one that exports to exactly this row (a book of shelf's own export coming back) is
/// taken; otherwise an ISBN goes to the first of them, and a title to the one whose whole title,
/// series in brackets included, is the row's (two volumes of a series by one author), else none.
struct GoodreadsMatcher {
    /// How a record found its book.
    enum Match: Equatable {
        /// By Goodreads Book Id: the book came from Goodreads before, and this is a re-import.
        case goodreadsID(Int)
        /// By ISBN-13: a book with no Goodreads id of its own (or a row with none) is linked.
        case isbn(Int)
        /// By ASIN, as by ISBN-13.
        case asin(Int)
        /// By title and first author: a book added by hand is linked; the summary names it.
        case title(Int)

        /// The book's id.
        var id: Int {
            switch self {
            case .goodreadsID(let id), .isbn(let id), .asin(let id), .title(let id): id
            }
        }
    }

    /// What identifies a book, for telling a contradicting row from a matching one.
    private struct Identifiers {
        var goodreadsID: String?
        var isbn13: String?
        var asin: String?
    }

    private var byGoodreadsID: [String: Int] = [:]
    /// Books by valid ISBN-13, by ASIN and by `titleKey`, each list in the order the books were
    /// indexed.
    private var byISBN13: [String: [Int]] = [:]
    private var byASIN: [String: [Int]] = [:]
    private var byTitle: [String: [Int]] = [:]
    /// Each book's `wholeTitle`, for telling apart books `byTitle` holds together.
    private var wholeTitles: [Int: String] = [:]
    private var identifiers: [Int: Identifiers] = [:]
    /// Books a row of this file has already matched or added.
    private var claimed: Set<Int> = []

    /// What a record is matched by, worked out once per record: the matching and, for a record
    /// that adds a book, the indexing after it read the same values.
    struct Key {
        var goodreadsID: String?
        var isbn13: String?
        var asin: String?
        /// The record, whose title and first author `titleKey` makes comparable only when some
        /// book is left to match by them: most of a key's cost, which an import into an empty
        /// library never pays.
        fileprivate var record: GoodreadsRecord

        /// The key of `record`, whose identifiers as stored (`storedIdentifiers`) the caller
        /// has worked out already.
        init(_ record: GoodreadsRecord, identifiers: (isbn: ISBN?, asin: String?)) {
            goodreadsID = record.bookId.isEmpty ? nil : record.bookId
            isbn13 = identifiers.isbn?.isbn13
            asin = identifiers.asin
            self.record = record
        }
    }

    /// The book the record `key` was made from is, nil when it is new to the library; the book is
    /// then claimed for this row. `isCopy` tells whether a book exports to exactly this row, for
    /// choosing among several that qualify.
    mutating func match(_ key: Key, isCopy: (Int) -> Bool) -> Match? {
        let found = find(key, isCopy: isCopy)
        if let found { claimed.insert(found.id) }
        return found
    }

    private func find(_ key: Key, isCopy: (Int) -> Bool) -> Match? {
        if let goodreadsID = key.goodreadsID, let id = byGoodreadsID[goodreadsID] { return .goodreadsID(id) }
        let qualifies = { (id: Int) -> Bool in
            guard !claimed.contains(id), let known = identifiers[id] else { return false }
            if let goodreadsID = key.goodreadsID, let other = known.goodreadsID, other != goodreadsID { return false }
            if let isbn13 = key.isbn13, let other = known.isbn13, other != isbn13 { return false }
            if let asin = key.asin, let other = known.asin, other != asin { return false }
            return true
        }
        if let isbn13 = key.isbn13 {
            let candidates = byISBN13[isbn13, default: []].filter(qualifies)
            if let id = candidates.first(where: isCopy) ?? candidates.first { return .isbn(id) }
        }
        if let asin = key.asin {
            let candidates = byASIN[asin, default: []].filter(qualifies)
            if let id = candidates.first(where: isCopy) ?? candidates.first { return .asin(id) }
        }
        guard !byTitle.isEmpty else { return nil }
        let title = Self.titleKey(key.record.title, firstAuthor: key.record.authorNames.first)
        let candidates = byTitle[title, default: []].filter(qualifies)
        if candidates.count == 1 { return .title(candidates[0]) }
        if let copy = candidates.first(where: isCopy) { return .title(copy) }
        let whole = Self.wholeTitle(key.record.title)
        let same = candidates.filter { wholeTitles[$0] == whole }
        return same.count == 1 ? .title(same[0]) : nil
    }

    /// Makes `book` findable.
    mutating func index(_ book: Book) {
        index(
            id: book.id, goodreadsID: book.goodreadsID, isbn13: book.isbn13.flatMap(ISBN.init)?.isbn13, asin: book.asin,
            titleKey: Self.titleKey(book.title, firstAuthor: book.authors.first))
        wholeTitles[book.id] = Self.wholeTitle(book.title)
    }

    /// Makes the book just added from the record `key` was made from findable by its Goodreads
    /// id, from the record rather than a reload, and claims it for that row. A claimed book never
    /// qualifies for a match by ISBN or title, so it is not indexed by them: its title key is
    /// never worked out, and the indexes stay empty in an import into an empty library.
    mutating func index(id: Int, addedAs key: Key) {
        claimed.insert(id)
        if let goodreadsID = key.goodreadsID { byGoodreadsID[goodreadsID] = byGoodreadsID[goodreadsID] ?? id }
    }

    /// Notes that `book` now has Goodreads id `goodreadsID`, so later rows with it find the book.
    mutating func link(_ id: Int, toGoodreadsID goodreadsID: String) {
        guard !goodreadsID.isEmpty, byGoodreadsID[goodreadsID] == nil else { return }
        byGoodreadsID[goodreadsID] = id
        identifiers[id]?.goodreadsID = goodreadsID
    }

    private mutating func index(id: Int, goodreadsID: String?, isbn13: String?, asin: String?, titleKey: String) {
        if let goodreadsID { byGoodreadsID[goodreadsID] = byGoodreadsID[goodreadsID] ?? id }
        if let isbn13 { byISBN13[isbn13, default: []].append(id) }
        if let asin { byASIN[asin, default: []].append(id) }
        byTitle[titleKey, default: []].append(id)
        identifiers[id] = Identifiers(goodreadsID: goodreadsID, isbn13: isbn13, asin: asin)
    }

    /// A title with only case and runs of spaces set aside.
    private static func wholeTitle(_ title: String) -> String {
        Whitespace.collapsingRuns(title).lowercased()
    }

    /// Title and first author as `add` compares them for a duplicate (`BookMatchKey`): case,
    /// accents, punctuation, runs of spaces (Goodreads writes `Stephen        King`) and the
    /// series Goodreads puts in brackets (`Dune (Dune, #1)`) set aside.
    private static func titleKey(_ title: String, firstAuthor: String?) -> String {
        BookMatchKey.title(title) + "\u{1F}" + BookMatchKey.author(firstAuthor)
    }
}
