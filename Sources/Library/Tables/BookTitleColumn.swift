internal import SQLiteStore

/// The title of the book a row belongs to, joined onto rows of another table (a word's book).
enum BookTitleColumn: String, ColumnName {
    case bookTitle = "book_title"
}
