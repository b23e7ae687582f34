internal import SQLiteStore

extension ListEntry {
    /// The columns of a read-through a list line shows: when it ended, how much of that is known,
    /// and the calendar day it was imported as.
    enum FinishColumn: String, ColumnName {
        case bookID = "book_id", finishedAt = "finished_at", finishedPrecision = "finished_precision"
        case finishedOn = "finished_on"
    }
}
