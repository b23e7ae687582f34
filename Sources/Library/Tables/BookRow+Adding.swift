import Foundation
internal import SQLiteStore

/// Making a new book: the one place its row is formed from what `add` or an import knows of it,
/// and stored with its names.
extension BookRow {
    /// The row of a book not stored yet, on `status` since `addedAt`, with the details given and
    /// every other column empty but its current page, which a book added as read is on (its page
    /// count, as `ReadingHistory` sets it on arrival). Its id is assigned when it is stored
    /// (`insertNew`).
    init(
        title: String, status: BookStatus, addedAt: Date, updatedAt: Date,
        pageCount: Int? = nil, isbn: ISBN? = nil, asin: String? = nil, year: Int? = nil, originalYear: Int? = nil,
        publisher: String? = nil, rating: Double? = nil, customShelf: String? = nil, review: String? = nil,
        privateNotes: String? = nil, goodreadsID: String? = nil
    ) {
        self.init(title: title, status: status, addedAt: TimeColumn(addedAt), updatedAt: TimeColumn(updatedAt))
        self.pageCount = pageCount
        currentPage = status == .read ? pageCount : nil
        (isbn10, isbn13) = (isbn?.isbn10, isbn?.isbn13)
        self.asin = asin
        (self.year, self.originalYear) = (year, originalYear)
        self.publisher = publisher
        self.rating = rating
        self.customShelf = customShelf
        (self.review, self.privateNotes) = (review, privateNotes)
        self.goodreadsID = goodreadsID
    }

    /// Stores this new row with its authors in credit order and its shelves, and returns the id
    /// it was given. Its arrival on its list is the caller's to record (`ReadingHistory`), since
    /// only the caller knows when it was and what came before. Shelves are asked of
    /// `knownShelves` first.
    func insertNew(
        authors: [String], shelves: [String] = [], in connection: Connection, knownShelves: KnownShelves? = nil
    ) throws -> Int {
        let id = try insert(into: connection, keepingID: false)
        try BookNames.authors.add(authors, toBookWithout: id, in: connection)
        if !shelves.isEmpty { try BookNames.shelves.add(shelves, toBookWithout: id, in: connection, knownShelves: knownShelves) }
        return id
    }
}
