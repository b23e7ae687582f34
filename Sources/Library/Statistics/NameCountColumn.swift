internal import SQLiteStore

/// A name (a list, an author, a shelf) and how many rows carry it, from a `GROUP BY` query.
enum NameCountColumn: String, ColumnName {
    case name, count
}
