internal import SQLiteStore

/// A book named by its id and title: what finding a book, and telling which one a clash is
/// with, needs to read.
struct BookReference: Equatable {
    enum Column: String, ColumnName {
        case id, title
    }

    var id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        title = try row.requiredText(.title)
    }
}
