internal import SQLiteStore

extension ListEntry {
    /// The columns of the lean query a list line is read from (`Bookshelf.listEntries`): one row
    /// per author of each book, in credit order.
    enum Column: Int32, ColumnName {
        case id, author, title, status, pageCount, currentPage, rating, finishedAt, finishedPrecision

        var name: String {
            switch self {
            case .id: "id"
            case .author: "author"
            case .title: "title"
            case .status: "status"
            case .pageCount: "page_count"
            case .currentPage: "current_page"
            case .rating: "rating"
            case .finishedAt: "finished_at"
            case .finishedPrecision: "finished_precision"
            }
        }
    }
}
