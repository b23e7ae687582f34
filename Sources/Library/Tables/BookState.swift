internal import SQLiteStore

/// The few columns of a book that a move between lists or a logged page decides by: its title
/// (for refusals), its list and its page count. Read on their own, they cost a fraction of the
/// whole book (`Bookshelf.book(id:)`), which a change then reads once, after it is made.
struct BookState {
    enum Column: String, ColumnName {
        case id, title, status, pageCount = "page_count"
    }

    var id: Int
    var title: String
    var status: BookStatus
    var pageCount: Int?

    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        title = try row.requiredText(.title)
        status = try row.choice(.status)
        // Checked as the whole book reads it, so both decide alike.
        pageCount = try row.optionalInt(.pageCount)
    }

    /// The state of book `id`, nil when there is no such book.
    static func of(book id: Int, in connection: Connection) throws -> BookState? {
        try connection.query("SELECT id, title, status, page_count FROM books WHERE id = ?", [id], as: Column.self) {
            try $0.read(from: "books", BookState.init)
        }.first
    }
}
