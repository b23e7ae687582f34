internal import SQLiteStore

extension ListEntry {
    /// The columns of the lean query a list line is read from (`Bookshelf.listEntries`): one row
    /// per author of each book, in credit order.
    enum Column: Int32, ColumnName {
        case id, author, title, pageCount, currentPage, rating, finishedAt
    }
}
