internal import SQLiteStore

/// A progress entry read from `progress` by itself: `show` reads a book's whole history, a
/// thousand rows and more, and reading the two columns it shows costs a fraction of the five of
/// a `ProgressRow`. The checks are the row's.
extension ProgressEntry {
    enum Column: String, ColumnName {
        case page, at
    }

    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        self.init(page: try row.requiredInt(.page, within: 0...BookLimits.pages), at: try row.time(.at).date)
    }

    /// The entries of book `id`, in the order of its timeline.
    static func all(ofBook id: Int, in connection: Connection) throws -> [ProgressEntry] {
        try connection.query(
            "SELECT page, at FROM progress WHERE book_id = ? ORDER BY at, sequence", [id], as: Column.self, ProgressEntry.init)
    }
}
