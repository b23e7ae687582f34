internal import SQLiteStore

extension ListEntry {
    /// The columns of a read-through a list line shows: when it ended, how much of that is known,
    /// and the calendar day it was imported as.
    enum FinishColumn: Int32, ColumnName {
        case bookID, finishedAt, finishedPrecision, finishedOn

        var name: String {
            switch self {
            case .bookID: "book_id"
            case .finishedAt: "finished_at"
            case .finishedPrecision: "finished_precision"
            case .finishedOn: "finished_on"
            }
        }
    }
}
