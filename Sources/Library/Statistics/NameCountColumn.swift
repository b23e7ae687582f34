internal import SQLiteStore

/// A name (a list, an author, a shelf) and how many rows carry it, from a `GROUP BY` query.
enum NameCountColumn: Int32, ColumnName {
    case name, count

    var name: String {
        switch self {
        case .name: "name"
        case .count: "count"
        }
    }
}
