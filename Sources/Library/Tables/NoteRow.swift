internal import SQLiteStore

/// One row of `notes`: a dated private note on a book (`shelf note`).
struct NoteRow: TableRow, Equatable {
    enum Column: String, ColumnName {
        case id, bookID = "book_id", at, text
    }

    static let table = "notes"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    static let idColumn: Column? = .id

    var id: Int
    var bookID: Int
    var at: TimeColumn
    var text: String
}

extension NoteRow {
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        bookID = try row.requiredInt(.bookID)
        at = try row.time(.at)
        text = try row.requiredText(.text)
    }

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .id: id.sqliteValue
        case .bookID: bookID.sqliteValue
        case .at: at.sqliteValue
        case .text: text.sqliteValue
        }
    }

    /// The note as `show` presents it.
    var bookNote: BookNote {
        BookNote(at: at.date, text: text)
    }
}
