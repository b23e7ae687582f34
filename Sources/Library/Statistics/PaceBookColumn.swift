internal import SQLiteStore

/// What a pace needs of a book being read: its id, page count and current page, where its open
/// read-through started (time and sequence).
enum PaceBookColumn: String, ColumnName {
    case id, pageCount = "page_count", currentPage = "current_page", startedAt = "started_at"
    case startedSequence = "started_sequence"
}
