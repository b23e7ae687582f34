/// The columns of a current Goodreads library export, in the order Goodreads writes them.
///
/// Older exports have 31 columns: these 24 (with `Owned Copies` elsewhere) plus `Recommended For`,
/// `Recommended By`, `Original Purchase Date`, `Original Purchase Location`, `Condition`,
/// `Condition Description` and `BCID`, which shelf keeps only as imported (`GoodreadsImportedRow`)
/// and so have no case here.
enum GoodreadsColumn: Int, CSVColumn {
    case bookId, title, author, authorLastFirst, additionalAuthors, isbn, isbn13, myRating
    case averageRating, publisher, binding, numberOfPages, yearPublished, originalPublicationYear
    case dateRead, dateAdded, bookshelves, bookshelvesWithPositions, exclusiveShelf, myReview
    case spoiler, privateNotes, readCount, ownedCopies

    /// Without these a file is not a Goodreads export; every other column may be missing.
    static let required: [GoodreadsColumn] = [.bookId, .title]

    /// The column a header name stands for, compared ignoring case; nil for other names.
    static func named(_ name: String) -> GoodreadsColumn? {
        let key = name.lowercased()
        return allCases.first { $0.name.lowercased() == key }
    }

    /// The column's name in the header row, exactly as Goodreads spells it.
    var name: String {
        switch self {
        case .bookId: "Book Id"
        case .title: "Title"
        case .author: "Author"
        case .authorLastFirst: "Author l-f"
        case .additionalAuthors: "Additional Authors"
        case .isbn: "ISBN"
        case .isbn13: "ISBN13"
        case .myRating: "My Rating"
        case .averageRating: "Average Rating"
        case .publisher: "Publisher"
        case .binding: "Binding"
        case .numberOfPages: "Number of Pages"
        case .yearPublished: "Year Published"
        case .originalPublicationYear: "Original Publication Year"
        case .dateRead: "Date Read"
        case .dateAdded: "Date Added"
        case .bookshelves: "Bookshelves"
        case .bookshelvesWithPositions: "Bookshelves with positions"
        case .exclusiveShelf: "Exclusive Shelf"
        case .myReview: "My Review"
        case .spoiler: "Spoiler"
        case .privateNotes: "Private Notes"
        case .readCount: "Read Count"
        case .ownedCopies: "Owned Copies"
        }
    }
}
