internal import Essentials
internal import SQLiteStore

/// One row of `read_throughs`: one reading of a book, open while its outcome is `reading`.
struct ReadThroughRow: TableRow, Equatable {
    enum Column: String, ColumnName {
        case id, bookID = "book_id", startedAt = "started_at", finishedAt = "finished_at", finishedOn = "finished_on"
        case outcome, startedPrecision = "started_precision", finishedPrecision = "finished_precision", sequence
        case startedOn = "started_on"
    }

    static let table = "read_throughs"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    static let idColumn: Column? = .id

    var id: Int
    var bookID: Int
    /// nil when the start is not known.
    var startedAt: TimeColumn?
    /// nil while open, or when the end is not known.
    var finishedAt: TimeColumn?
    /// The calendar day of a finish known only as a day (see `Schema.version3`), `2016-03-15`.
    var finishedOn: String?
    var outcome: ReadThrough.Outcome
    /// How much of the start is known when it was imported as only a year, month or day (see
    /// `Schema.version10`); nil for a time shelf recorded.
    var startedPrecision: DatePrecision? = nil
    /// How much of the finish is known, as for the start.
    var finishedPrecision: DatePrecision? = nil
    /// The place of its beginning (its start, else its finish) among the book's events at that
    /// instant: the `sequence` of the move that began it (see `Schema.version13`).
    var sequence: Int
    /// The calendar day of a start imported as a day, month or year (see `Schema.version15`).
    var startedOn: String? = nil
}

extension ReadThroughRow {
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        bookID = try row.requiredInt(.bookID)
        startedAt = try row.optionalTime(.startedAt)
        finishedAt = try row.optionalTime(.finishedAt)
        finishedOn = row.string(.finishedOn)
        if let finishedOn, CalendarDate(parsing: finishedOn) == nil {
            throw DamagedValue(column: Column.finishedOn.name, problem: "holds \"\(finishedOn)\", not a day like 2016-03-15")
        }
        outcome = try row.choice(.outcome)
        startedPrecision = try row.optionalChoice(.startedPrecision)
        finishedPrecision = try row.optionalChoice(.finishedPrecision)
        sequence = try row.requiredInt(.sequence)
        startedOn = try row.optionalDay(.startedOn)?.description
    }

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .id: id.sqliteValue
        case .bookID: bookID.sqliteValue
        case .startedAt: startedAt.sqliteValue
        case .finishedAt: finishedAt.sqliteValue
        case .finishedOn: finishedOn.sqliteValue
        case .outcome: outcome.rawValue.sqliteValue
        case .startedPrecision: (startedPrecision?.rawValue).sqliteValue
        case .finishedPrecision: (finishedPrecision?.rawValue).sqliteValue
        case .sequence: sequence.sqliteValue
        case .startedOn: startedOn.sqliteValue
        }
    }

    /// Where the read begins in its book's timeline: its start, else its finish; nil when
    /// neither is known. The entries at or after it belong to it (or to a later read).
    var beginning: EventPlace? {
        (startedAt ?? finishedAt).map { EventPlace(at: $0.seconds, sequence: sequence) }
    }

    /// The read-through as `show` presents it.
    var readThrough: ReadThrough {
        ReadThrough(
            startedAt: startedAt?.date, finishedAt: finishedAt?.date, outcome: outcome, startedPrecision: startedPrecision,
            finishedPrecision: finishedPrecision, startedOn: startedOn.flatMap(CalendarDate.init(parsing:)),
            finishedOn: finishedOn.flatMap(CalendarDate.init(parsing:)))
    }
}
