internal import SQLiteStore

/// The two lists of names a book carries, each in its own table of `(book_id, position, name)`
/// rows: its authors in credit order and its shelves (tags) in the order they were given.
enum BookNames {
    case authors, shelves

    enum Column: Int32, ColumnName {
        case bookID, position, name

        var name: String {
            switch self {
            case .bookID: "book_id"
            case .position: "position"
            case .name: "name"
            }
        }
    }

    /// The table's name in SQL.
    var table: String {
        switch self {
        case .authors: "book_authors"
        case .shelves: "book_shelves"
        }
    }

    /// The names of every book whose row in `books b` matches `condition`, by book id, in order.
    func byBook(in connection: Connection, where condition: String = "1", _ values: [SQLiteBindable] = []) throws
        -> [Int: [String]]
    {
        var names: [Int: [String]] = [:]
        // Ordered by b.id, which the books come in already, so SQLite needs no sort.
        try connection.forEachRow(
            "SELECT n.book_id AS book_id, n.position AS position, n.name AS name FROM \(table) n JOIN books b ON b.id = n.book_id WHERE \(condition) ORDER BY b.id, n.position",
            values, as: Column.self
        ) { row in
            names[try row.requiredInt(.bookID), default: []].append(try row.requiredText(.name))
        }
        return names
    }

    /// Replaces the names of book `id` with `names`, keeping their order.
    func replace(of id: Int, with names: [String], in connection: Connection) throws {
        try connection.run("DELETE FROM \(table) WHERE book_id = ?", [id])
        for (position, name) in names.enumerated() {
            try connection.run("INSERT INTO \(table) (book_id, position, name) VALUES (?, ?, ?)", [id, position, name])
        }
    }
}
