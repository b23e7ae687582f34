internal import SQLiteStore

/// One row of `status_changes`: a book's move from one list to another.
struct StatusChangeRow: TableRow, TimelineRow, Equatable {
    enum Column: String, ColumnName {
        case id, bookID = "book_id", fromStatus = "from_status", toStatus = "to_status", at, sequence
    }

    static let table = "status_changes"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    static let idColumn: Column? = .id

    var id: Int
    var bookID: Int
    /// nil for the list the book was added to.
    var fromStatus: BookStatus?
    var toStatus: BookStatus
    var at: TimeColumn
    var sequence: Int
}

extension StatusChangeRow {
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        bookID = try row.requiredInt(.bookID)
        fromStatus = try row.optionalChoice(.fromStatus)
        toStatus = try row.choice(.toStatus)
        at = try row.time(.at)
        sequence = try row.requiredInt(.sequence)
    }

    func value(of column: Column) -> SQLiteBindable {
        switch column {
        case .id: id
        case .bookID: bookID
        case .fromStatus: fromStatus?.rawValue
        case .toStatus: toStatus.rawValue
        case .at: at
        case .sequence: sequence
        }
    }

    /// The move as `show` presents it.
    var statusChange: StatusChange {
        StatusChange(from: fromStatus, to: toStatus, at: at.date)
    }
}
