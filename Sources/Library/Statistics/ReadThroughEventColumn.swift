internal import SQLiteStore

/// The columns statistics read for each read-through: its own, and what its book adds (page
/// count, rating, whether any progress was logged).
enum ReadThroughEventColumn: String, ColumnName {
    case bookID = "book_id", outcome, startedAt = "started_at", startedOn = "started_on", finishedAt = "finished_at"
    case finishedOn = "finished_on", finishedPrecision = "finished_precision", pageCount = "page_count", rating
    case hasProgress = "has_progress"
}
