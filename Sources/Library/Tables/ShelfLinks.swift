internal import SQLiteStore

/// The shelves (tags) books are on: each shelf is stored once in `shelves`, named as it was first
/// typed, and linked to its books in `book_shelves` in the order it was given to each. Two
/// spellings that differ only in case are one shelf. A shelf whose last book leaves it is deleted
/// by the schema's trigger, whoever removes the link (an untag, `rm`, an undo).
enum ShelfLinks {
    /// What two spellings of one shelf have in common.
    static func key(of name: String) -> String {
        name.lowercased()
    }

    /// The shelf `name` names, as stored, or nil when there is none yet; asked of `known` first.
    static func existing(_ name: String, in connection: Connection, known: KnownShelves? = nil) throws -> (id: Int, name: String)? {
        let key = key(of: name)
        if let shelf = known?.byKey[key] { return shelf }
        let shelf = try connection.query("SELECT id, name FROM shelves WHERE name_key = ?", [key]) { row in
            (id: row.int(0) ?? 0, name: row.string(1) ?? name)
        }.first
        known?.byKey[key] = shelf
        return shelf
    }

    /// Puts book `id` on each shelf of `names` it is not on yet, after the shelves it has, making
    /// shelves that do not exist. Returns the shelves it was put on, as they are stored.
    /// `onNone` says the book is on no shelf yet, which spares reading where its shelves end.
    static func add(
        _ names: [String], to id: Int, onNone: Bool = false, in connection: Connection, known: KnownShelves? = nil
    ) throws -> [String] {
        var added: [String] = []
        var next = onNone
            ? 0 : try connection.scalarInt("SELECT max(position) + 1 FROM book_shelves WHERE book_id = ?", [id]) ?? 0
        for name in names {
            let shelf: (id: Int, name: String)
            if let found = try existing(name, in: connection, known: known) {
                shelf = found
            } else {
                try connection.run("INSERT INTO shelves (name, name_key) VALUES (?, ?)", [name, key(of: name)])
                shelf = (connection.lastInsertedRowID, name)
                known?.byKey[key(of: name)] = shelf
            }
            try connection.run(
                "INSERT OR IGNORE INTO book_shelves (book_id, shelf_id, position) VALUES (?, ?, ?)", [id, shelf.id, next])
            if connection.changes > 0 {
                added.append(shelf.name)
                next += 1
            }
        }
        return added
    }

    /// Takes book `id` off the shelves named by `names`; returns the shelves it was on, as stored.
    static func remove(_ names: [String], from id: Int, in connection: Connection, known: KnownShelves? = nil) throws -> [String] {
        var removed: [String] = []
        for name in names {
            known?.byKey[key(of: name)] = nil
            guard let shelf = try existing(name, in: connection) else { continue }
            try connection.run("DELETE FROM book_shelves WHERE book_id = ? AND shelf_id = ?", [id, shelf.id])
            if connection.changes > 0 { removed.append(shelf.name) }
        }
        return removed
    }

    /// Makes `names` the shelves of book `id`, in that order; shelves it keeps keep their link.
    /// `current` are the shelves it is on, read when not given (a book just stored is on none).
    static func replace(
        of id: Int, with names: [String], in connection: Connection, current: [String]? = nil, known: KnownShelves? = nil
    ) throws {
        var seen = Set<String>()
        let names = names.filter { seen.insert(key(of: $0)).inserted }
        let wanted = Set(names.map(key(of:)))
        let current = try current ?? connection.query(
            "SELECT s.name FROM book_shelves b JOIN shelves s ON s.id = b.shelf_id WHERE b.book_id = ?", [id]
        ) { $0.string(0) ?? "" }
        let leaving = current.filter { !wanted.contains(key(of: $0)) }
        _ = try remove(leaving, from: id, in: connection, known: known)
        _ = try add(names, to: id, onNone: current.count == leaving.count, in: connection, known: known)
        // A book that had no shelves got them in order, numbered from 0.
        guard !current.isEmpty else { return }
        for (position, name) in names.enumerated() {
            try connection.run(
                "UPDATE book_shelves SET position = ? WHERE book_id = ? AND shelf_id = (SELECT id FROM shelves WHERE name_key = ?) AND position <> ?",
                [position, id, key(of: name), position])
        }
    }
}
