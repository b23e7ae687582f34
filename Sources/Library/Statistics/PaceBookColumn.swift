internal import SQLiteStore

/// What a pace needs of a book being read: its id, page count and current page, when its open
/// read-through started, and its latest progress entry.
enum PaceBookColumn: Int32, ColumnName {
    case id, pageCount, currentPage, startedAt, latestPage, latestAt

    var name: String {
        switch self {
        case .id: "id"
        case .pageCount: "page_count"
        case .currentPage: "current_page"
        case .startedAt: "started_at"
        case .latestPage: "latest_page"
        case .latestAt: "latest_at"
        }
    }
}
