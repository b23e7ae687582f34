internal import SQLiteStore

/// What a pace needs of a book being read: its id, page count and current page, where its open
/// read-through started (time and sequence), and its latest progress entry with its place.
enum PaceBookColumn: Int32, ColumnName {
    case id, pageCount, currentPage, startedAt, startedSequence, latestPage, latestAt, latestSequence

    var name: String {
        switch self {
        case .id: "id"
        case .pageCount: "page_count"
        case .currentPage: "current_page"
        case .startedAt: "started_at"
        case .startedSequence: "started_sequence"
        case .latestPage: "latest_page"
        case .latestAt: "latest_at"
        case .latestSequence: "latest_sequence"
        }
    }
}
