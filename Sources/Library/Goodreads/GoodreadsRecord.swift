internal import Essentials

/// One book of a Goodreads library export, with every field an import keeps, typed and cleaned of
/// the export's quirks (formula-quoted ISBNs, `0` for "no rating", HTML entities in titles).
///
/// Empty fields are nil. Text the user wrote (review, private notes) is kept exactly as exported,
/// `<br/>` tags and entities included, so writing a record back produces the same review Goodreads
/// had; turning that HTML into plain text is for whoever displays it.
public struct GoodreadsRecord: Equatable, Sendable {
    /// Goodreads' id of this edition; the key that lets a second import update instead of duplicate.
    /// Empty for books that never came from Goodreads (rows shelf exported for hand-added books).
    public var bookId: String
    /// The title with HTML entities decoded, series suffix and all: `Dune (Dune, #1)`.
    public var title: String
    /// The main author, "First Last".
    public var author: String
    /// Co-authors, translators, illustrators, in export order.
    public var additionalAuthors: [String]
    /// The ISBN-10 as exported (digits, possibly a final `X`), unvalidated.
    public var isbn10: String?
    /// The ISBN-13 as exported, unvalidated.
    public var isbn13: String?
    /// The user's rating, 1 to 5; nil when unrated (Goodreads writes 0).
    public var myRating: Double?
    /// The edition's publisher.
    public var publisher: String?
    /// The edition's format: `Paperback`, `Kindle Edition`, ...
    public var binding: String?
    /// Pages in this edition; nil when unknown (Goodreads writes empty or 0).
    public var pageCount: Int?
    /// The year this edition was published.
    public var yearPublished: Int?
    /// The year the work first appeared; negative for works before the common era.
    public var originalPublicationYear: Int?
    /// When the user finished the book (the latest read-through); often missing even for read books.
    /// Goodreads writes a day; shelf's own export writes a year or month (`2022`, `2022/03`) for
    /// a read known only that far (from StoryGraph), so nothing is invented and nothing lost.
    public var dateRead: PartialDate?
    /// When the book was put on a shelf, as far as it is known (a day, from Goodreads).
    public var dateAdded: PartialDate?
    /// The book's non-exclusive shelves (tags), in export order; the exclusive shelf is not repeated here.
    public var bookshelves: [String]
    /// The one exclusive shelf the book is on, built-in (`to-read`, `currently-reading`, `read`) or custom.
    public var exclusiveShelf: String
    /// The user's review, HTML as Goodreads stores it.
    public var myReview: String?
    /// True when the review is marked as containing spoilers.
    public var spoiler: Bool
    /// The user's private notes, as exported.
    public var privateNotes: String?
    /// How many times the user has read the book; nil when the export leaves it empty (older exports).
    public var readCount: Int?
    /// How many copies the user owns.
    public var ownedCopies: Int?
    /// The values of this row that could not be read and were left empty in the fields above.
    public var leftEmpty: [ValueLeftEmpty] = []

    /// Makes a record; only the title is required, everything else defaults to empty and to-read.
    public init(
        bookId: String = "", title: String, author: String = "", additionalAuthors: [String] = [],
        isbn10: String? = nil, isbn13: String? = nil, myRating: Double? = nil, publisher: String? = nil,
        binding: String? = nil, pageCount: Int? = nil, yearPublished: Int? = nil,
        originalPublicationYear: Int? = nil, dateRead: PartialDate? = nil, dateAdded: PartialDate? = nil,
        bookshelves: [String] = [], exclusiveShelf: String = "to-read", myReview: String? = nil,
        spoiler: Bool = false, privateNotes: String? = nil, readCount: Int? = nil, ownedCopies: Int? = nil
    ) {
        self.bookId = bookId
        self.title = title
        self.author = author
        self.additionalAuthors = additionalAuthors
        self.isbn10 = isbn10
        self.isbn13 = isbn13
        self.myRating = myRating
        self.publisher = publisher
        self.binding = binding
        self.pageCount = pageCount
        self.yearPublished = yearPublished
        self.originalPublicationYear = originalPublicationYear
        self.dateRead = dateRead
        self.dateAdded = dateAdded
        self.bookshelves = bookshelves
        self.exclusiveShelf = exclusiveShelf
        self.myReview = myReview
        self.spoiler = spoiler
        self.privateNotes = privateNotes
        self.readCount = readCount
        self.ownedCopies = ownedCopies
    }

    /// The status the exclusive shelf means: `currently-reading` → reading, `read` → read, shelves
    /// named like did-not-finish / dnf / abandoned → dnf, `to-read` and any other shelf → to-read.
    /// Derived, never stored, so it cannot disagree with `exclusiveShelf`.
    public var status: BookStatus { GoodreadsShelf.status(ofExclusiveShelf: exclusiveShelf) }

    /// The status the exclusive shelf means once the reader's own `shelfMap` is applied: a shelf
    /// it names goes where it says, any other as `status`.
    public func status(using shelfMap: ShelfStatusMap) -> BookStatus {
        GoodreadsShelf.status(ofExclusiveShelf: exclusiveShelf, shelfMap: shelfMap)
    }

    /// The exclusive shelf's name when the user made it (`did-not-finish`, `owned-unread`), nil for
    /// Goodreads' built-in shelves; an import keeps it so the shelf survives a round trip.
    public var customExclusiveShelf: String? {
        GoodreadsShelf.isStandard(exclusiveShelf) ? nil : exclusiveShelf
    }

    /// The exclusive shelf to export for a book with `status`: `customShelf` when the book has one
    /// that imports back as the same status, else Goodreads' built-in shelf (and `did-not-finish`
    /// for dnf, which has no built-in shelf).
    public static func exclusiveShelf(for status: BookStatus, customShelf: String? = nil) -> String {
        GoodreadsShelf.exclusiveShelf(for: status, customShelf: customShelf)
    }
}
