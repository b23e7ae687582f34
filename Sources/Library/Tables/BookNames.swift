internal import SQLiteStore

/// The two lists of names a book carries, each read as `(book_id, position, name)` rows: its
/// authors in credit order (`book_authors`) and its shelves (tags) in the order they were given
/// (`book_shelves` with the names in `shelves`, see `ShelfLinks`).
enum BookNames {
    case authors, shelves

    enum Column: String, ColumnName {
        case bookID = "book_id", position, name
    }

    /// The rows in SQL: a table, or for shelves the links joined to the names.
    var table: String {
        switch self {
        case .authors: "book_authors"
        case .shelves:
            "(SELECT l.book_id AS book_id, l.position AS position, s.name AS name FROM book_shelves l JOIN shelves s ON s.id = l.shelf_id)"
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

    /// The names of the one book `id`, in order: read by its id alone, a statement a fraction of
    /// the cost of `byBook`'s join to prepare, which a command showing one book pays in full.
    func of(book id: Int, in connection: Connection) throws -> [String] {
        try connection.query(
            "SELECT n.book_id AS book_id, n.position AS position, n.name AS name FROM \(table) n WHERE n.book_id = ? ORDER BY n.position",
            [id], as: Column.self
        ) { row in try row.requiredText(.name) }
    }

    /// Replaces the names of book `id` with `names`, keeping their order. Names that are already
    /// so are left as they are, written neither to the table nor to the undo journal. Shelves are
    /// asked of `knownShelves` first.
    func replace(of id: Int, with names: [String], in connection: Connection, knownShelves: KnownShelves? = nil) throws {
        if self == .shelves { return try ShelfLinks.replace(of: id, with: names, in: connection, known: knownShelves) }
        let current = try connection.query(
            "SELECT name FROM \(table) WHERE book_id = ? ORDER BY position", [id]) { $0.string(0) ?? "" }
        guard current != names else { return }
        if !current.isEmpty { try connection.run("DELETE FROM \(table) WHERE book_id = ?", [id]) }
        try add(names, toBookWithout: id, in: connection)
    }

    /// Gives book `id`, which has none of these names yet (a book just stored), `names` in
    /// order: what `replace` does, without reading the names there are not.
    func add(_ names: [String], toBookWithout id: Int, in connection: Connection, knownShelves: KnownShelves? = nil) throws {
        if self == .shelves { return try ShelfLinks.replace(of: id, with: names, in: connection, current: [], known: knownShelves) }
        for (position, name) in names.enumerated() {
            try connection.run("INSERT INTO \(table) (book_id, position, name) VALUES (?, ?, ?)", [id, position, name])
        }
    }
}
