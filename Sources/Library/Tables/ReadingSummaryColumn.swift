internal import SQLiteStore

/// What a book's read-throughs say about it, selected beside its row (`Bookshelf.loadBooks`):
/// when the latest read-through started and, once it ended, when; when the last finished read
/// ended (`LastFinish`), with its imported day and how much of it is known; and how many were
/// finished.
enum ReadingSummaryColumn: String, ColumnName {
    case startedAt = "started_at", finishedAt = "finished_at", lastFinishedAt = "last_finished_at"
    case lastFinishedOn = "last_finished_on", lastFinishedPrecision = "last_finished_precision"
    case readCount = "read_count"
}
