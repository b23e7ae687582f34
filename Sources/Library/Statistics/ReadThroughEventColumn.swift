internal import SQLiteStore

/// The columns statistics read for each read-through: its own, and what its book adds (page
/// count, rating, whether any progress was logged).
enum ReadThroughEventColumn: Int32, ColumnName {
    case bookID, outcome, startedAt, startedOn, finishedAt, finishedOn, finishedPrecision, pageCount, rating, hasProgress

    var name: String {
        switch self {
        case .bookID: "book_id"
        case .outcome: "outcome"
        case .startedAt: "started_at"
        case .startedOn: "started_on"
        case .finishedAt: "finished_at"
        case .finishedOn: "finished_on"
        case .finishedPrecision: "finished_precision"
        case .pageCount: "page_count"
        case .rating: "rating"
        case .hasProgress: "has_progress"
        }
    }
}
