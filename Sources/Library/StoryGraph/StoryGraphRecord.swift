internal import Essentials

/// One book of a StoryGraph library export, typed and cleaned of the export's quirks.
///
/// StoryGraph has no book id and no page counts; its `ISBN/UID` holds an ISBN-13, an ISBN-10 or
/// an Amazon ASIN. The review is kept exactly as exported, HTML and `<spoiler>` tags included.
struct StoryGraphRecord: Equatable {
    /// The title, trimmed.
    var title: String
    /// The authors, then the contributors without their role (`Name (Translator)` → `Name`).
    var authors: [String]
    /// The value of `ISBN/UID` as written, trimmed; nil when empty.
    var identifier: String?
    /// The list the book goes on: `paused` is reading (with a `paused` shelf), `did-not-finish`
    /// dnf, an empty status to-read.
    var status: BookStatus
    /// When the book was put on a list, as much of it as the file says (`2022`, `2022/03`).
    var dateAdded: PartialDate?
    /// Every read, oldest first, each with its own dates; undated reads (a Read Count higher
    /// than the ranges listed) come first.
    var reads: [StoryGraphRead]
    /// Shelves: Moods, Pace and Tags, `paused` for a paused book and `owned` for an owned one.
    var shelves: [String]
    /// The rating in quarter stars, 0.25 to 5; nil when unrated.
    var rating: Double?
    /// The review as exported.
    var review: String?
    /// The values of this row that could not be read and were left empty.
    var leftEmpty: [ValueLeftEmpty] = []

    /// The identifiers to store: a valid ISBN in both forms, an ASIN as an ASIN, anything else neither.
    var storedIdentifiers: (isbn: ISBN?, asin: String?) {
        guard let identifier else { return (nil, nil) }
        return (ISBN(identifier), ASIN.parse(identifier))
    }

    /// The record as the Goodreads matcher sees a row, so both imports find books by one set of
    /// rules: no Goodreads id, the ISBN, the title and the first author (the ASIN, which a
    /// Goodreads record keeps in its ISBN cells, goes to the matcher with `storedIdentifiers`).
    var matchingRecord: GoodreadsRecord {
        let isbn = storedIdentifiers.isbn
        return GoodreadsRecord(
            title: title, author: authors.first ?? "", additionalAuthors: Array(authors.dropFirst()),
            isbn10: isbn?.isbn10, isbn13: isbn?.isbn13)
    }
}
