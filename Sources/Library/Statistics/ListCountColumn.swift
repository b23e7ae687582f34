internal import SQLiteStore

/// A list, how many books are on it, and the first of them by id, which names the row should the
/// list be a damaged value.
enum ListCountColumn: String, ColumnName {
    case status, count, id
}
