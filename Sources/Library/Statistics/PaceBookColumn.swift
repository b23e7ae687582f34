internal import SQLiteStore

/// What a pace needs of a book being read: its page count, its current page and when its open
/// read-through started.
enum PaceBookColumn: Int32, ColumnName {
    case pageCount, currentPage, startedAt

    var name: String {
        switch self {
        case .pageCount: "page_count"
        case .currentPage: "current_page"
        case .startedAt: "started_at"
        }
    }
}
