internal import SQLiteStore

/// What a book's read-throughs say about it, selected beside its row (`Bookshelf.loadBooks`):
/// when the latest read-through started and, once it ended, when; and how many were finished.
enum ReadingSummaryColumn: Int32, ColumnName {
    case startedAt, finishedAt, readCount

    var name: String {
        switch self {
        case .startedAt: "started_at"
        case .finishedAt: "finished_at"
        case .readCount: "read_count"
        }
    }
}
