internal import SQLiteStore

/// One row of `status_changes`: a book's move from one list to another.
struct StatusChangeRow: TableRow, Equatable {
    enum Column: Int32, ColumnName {
        case id, bookID, fromStatus, toStatus, at

        var name: String {
            switch self {
            case .id: "id"
            case .bookID: "book_id"
            case .fromStatus: "from_status"
            case .toStatus: "to_status"
            case .at: "at"
            }
        }
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
}

extension StatusChangeRow {
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        bookID = try row.requiredInt(.bookID)
        fromStatus = try row.optionalChoice(.fromStatus)
        toStatus = try row.choice(.toStatus)
        at = try row.time(.at)
    }

    func value(of column: Column) -> SQLiteBindable {
        switch column {
        case .id: id
        case .bookID: bookID
        case .fromStatus: fromStatus?.rawValue
        case .toStatus: toStatus.rawValue
        case .at: at
        }
    }

    /// The move as `show` presents it.
    var statusChange: StatusChange {
        StatusChange(from: fromStatus, to: toStatus, at: at.date)
    }
}
