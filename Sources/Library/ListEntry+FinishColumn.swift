internal import SQLiteStore

extension ListEntry {
    /// The columns of a read-through a list line shows: when it ended, and how much of that is known.
    enum FinishColumn: Int32, ColumnName {
        case bookID, finishedAt, finishedPrecision

        var name: String {
            switch self {
            case .bookID: "book_id"
            case .finishedAt: "finished_at"
            case .finishedPrecision: "finished_precision"
            }
        }
    }
}
