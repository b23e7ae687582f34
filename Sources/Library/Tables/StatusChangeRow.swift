internal import Essentials
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

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .id: id.sqliteValue
        case .bookID: bookID.sqliteValue
        case .fromStatus: (fromStatus?.rawValue).sqliteValue
        case .toStatus: toStatus.rawValue.sqliteValue
        case .at: at.sqliteValue
        case .sequence: sequence.sqliteValue
        }
    }

    /// The moves of one book as `show` and `history` present them, each with the calendar day it
    /// was imported as: an addition's is the book's (`addedOn`, known to `addedPrecision`); a move
    /// onto read or dnf at the finish of one of `reads` known by its day (a Goodreads Date Read)
    /// is one line with that read's end, and shows its day.
    static func statusChanges(
        _ moves: [StatusChangeRow], reads: [ReadThroughRow], addedOn: CalendarDate?, addedPrecision: DatePrecision?
    ) -> [StatusChange] {
        var endDays: [Double: (day: CalendarDate, precision: DatePrecision?)] = [:]
        for read in reads where read.outcome != .reading {
            if let end = read.finishedAt, let day = read.finishedOn.flatMap(CalendarDate.init(parsing:)) {
                endDays[end.seconds] = (day, read.finishedPrecision)
            }
        }
        return moves.map { move in
            guard move.fromStatus != nil else {
                return StatusChange(from: nil, to: move.toStatus, at: move.at.date, day: addedOn, precision: addedPrecision)
            }
            let ended = move.toStatus == .read || move.toStatus == .dnf ? endDays[move.at.seconds] : nil
            return StatusChange(from: move.fromStatus, to: move.toStatus, at: move.at.date, day: ended?.day, precision: ended?.precision)
        }
    }
}
