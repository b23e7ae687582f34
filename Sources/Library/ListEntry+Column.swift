internal import SQLiteStore

extension ListEntry {
    /// The columns of the lean query a list line is read from (`Bookshelf.listEntries`): one row
    /// per author of each book, in credit order.
    enum Column: String, ColumnName {
        case id, author, title, status, pageCount = "page_count", currentPage = "current_page", rating
        case finishedAt = "finished_at", finishedPrecision = "finished_precision", finishedOn = "finished_on"
    }
}

extension ListEntry {
    /// The line of the book in `row`: its first author (the query adds the others), and the end
    /// of its latest read-through where the query joined it.
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        self.init(
            id: try row.requiredInt(.id), title: try row.requiredText(.title), authors: row.string(.author) ?? "",
            status: try row.choice(.status), pageCount: try row.pageCount(.pageCount),
            currentPage: try row.page(.currentPage), finishedAt: try row.optionalTime(.finishedAt)?.date,
            finishedPrecision: try row.optionalChoice(.finishedPrecision), rating: try row.rating(.rating),
            finishedOn: try row.optionalDay(.finishedOn))
    }
}
