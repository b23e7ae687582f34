internal import SQLiteStore

/// What a book's read-throughs say about it, selected beside its row (`Bookshelf.loadBooks`):
/// when the latest read-through started and, once it ended, when and how much of that is known;
/// and how many were finished.
enum ReadingSummaryColumn: Int32, ColumnName {
    case startedAt, finishedAt, finishedPrecision, readCount

    var name: String {
        switch self {
        case .startedAt: "started_at"
        case .finishedAt: "finished_at"
        case .finishedPrecision: "finished_precision"
        case .readCount: "read_count"
        }
    }
}
