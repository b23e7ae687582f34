internal import SQLiteStore

/// The title of the book a row belongs to, joined onto rows of another table (a word's book).
enum BookTitleColumn: Int32, ColumnName {
    case bookTitle

    var name: String {
        switch self {
        case .bookTitle: "book_title"
        }
    }
}
