internal import Essentials
internal import SQLiteStore

extension ReadingGoal {
    /// The columns of `goals`.
    enum Column: String, ColumnName {
        case year, books, pages
    }

    /// Reads a stored goal, refusing counts outside what `goal set` accepts.
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        self.init(
            year: try row.requiredInt(.year, within: CalendarDate.years),
            books: try row.requiredInt(.books, within: Self.bookLimits),
            pages: try row.optionalInt(.pages, within: Self.pageLimits))
    }
}
