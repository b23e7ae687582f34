internal import SQLiteStore

/// One row of `progress`: a page logged at a moment.
struct ProgressRow: TableRow, TimelineRow, Equatable {
    enum Column: String, ColumnName {
        case id, bookID = "book_id", page, at, sequence
    }

    static let table = "progress"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    static let idColumn: Column? = .id

    var id: Int
    var bookID: Int
    var page: Int
    var at: TimeColumn
    var sequence: Int
}

extension ProgressRow {
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        bookID = try row.requiredInt(.bookID)
        page = try row.requiredInt(.page, within: 0...BookLimits.pages)
        at = try row.time(.at)
        sequence = try row.requiredInt(.sequence)
    }

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .id: id.sqliteValue
        case .bookID: bookID.sqliteValue
        case .page: page.sqliteValue
        case .at: at.sqliteValue
        case .sequence: sequence.sqliteValue
        }
    }
}
