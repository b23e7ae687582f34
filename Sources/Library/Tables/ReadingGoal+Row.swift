internal import Essentials
internal import SQLiteStore

/// One row of `goals`: the goal is the whole row, so the public type is the table's row type
/// too, read and written through the same `Column` as every table (a backup reads them all).
extension ReadingGoal: TableRow {
    /// The columns of `goals`.
    enum Column: String, ColumnName {
        case year, books, pages
    }

    static let table = "goals"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    /// None: a goal is keyed by its year, which it keeps wherever it is restored.
    static let idColumn: Column? = nil
    /// Inserts, keeping the goal already stored for the year: a restore never replaces one.
    static let insertKeepingStored = insertSQL("INSERT OR IGNORE")

    /// Reads a stored goal, refusing counts outside what `goal set` accepts.
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        self.init(
            year: try row.requiredInt(.year, within: CalendarDate.years),
            books: try row.requiredInt(.books, within: Self.bookLimits),
            pages: try row.optionalInt(.pages, within: Self.pageLimits))
    }

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .year: year.sqliteValue
        case .books: books.sqliteValue
        case .pages: pages.sqliteValue
        }
    }
}
