internal import SQLiteStore

/// The `title_chunks` table: every book's title folded (`TitleFolding`), 256 books to a row
/// (`TitleChunk`), for finding a book by a fragment of its title. A search reads a few dozen
/// rows and searches their bytes, where a `LIKE` over every title costs SQLite and Swift a few
/// hundred instructions a book: a fragment costs about as much as an id (see the README).
///
/// A row a book of which is retitled, renumbered or removed is marked stale (`titles` NULL) by
/// the schema's triggers, whoever wrote the library, and so is one an undo puts a removed book
/// back into (`markStale`); books above the highest id the rows cover (`through` of the last)
/// are not in a row yet. Both are made whole at the end of each of shelf's writes (`fillIn`),
/// and read from `books` until then, so a search finds every book the table lacks. Each row
/// holds exactly the books of its range that exist, whatever the order of the changes that led
/// there, so an undo gives back the table as it was. It is derived from `books` and never
/// journaled for undo.
///
/// Shelf gives a new book an id above every id given before (`AUTOINCREMENT`), beyond the rows.
/// A book another program inserts with an id of its own that a row already covers is missed by
/// fragments until that row is made again: a trigger on inserts would make SQLite keep a
/// statement journal for every book an import adds. Likewise a row another program moved or
/// emptied hides its books from fragments: the rows are shelf's, trusted for what they cover;
/// bytes that are no entries are passed over and the range read from `books`.
enum TitleChunks {
    /// The table's name.
    static let table = "title_chunks"

    /// Makes the rows whole inside the caller's write transaction: each stale row is made again
    /// from the books now in its range (or goes, with none), and the books above the last row
    /// are put in rows. One look-up of three index entries when nothing is missing.
    static func fillIn(_ connection: Connection) throws {
        let state = try connection.query(
            """
            SELECT (SELECT count(*) FROM title_chunks WHERE titles IS NULL),
                (SELECT through FROM title_chunks ORDER BY chunk DESC LIMIT 1),
                (SELECT max(id) FROM books)
            """
        ) { row in (stale: row.int(0) ?? 0, covered: row.int(1), highest: row.int(2)) }.first
        guard let state, state.stale > 0 || state.covered != state.highest else { return }
        var covered = state.covered
        if state.stale > 0 {
            let stale = try connection.query("SELECT chunk FROM title_chunks WHERE titles IS NULL") { $0.int(0) ?? 0 }
            for number in stale {
                let range = TitleChunk.ids(of: number)
                let inRange = try books(in: "id BETWEEN ? AND ?", [range.lowerBound, range.upperBound], connection)
                try store(number, inRange, highest: state.highest, connection)
            }
            covered = try connection.scalarInt("SELECT through FROM title_chunks ORDER BY chunk DESC LIMIT 1")
            guard covered != state.highest else { return }
        }
        // The last row may hold part of its range: it is made again with the books after it.
        let from = covered.map { TitleChunk.ids(of: TitleChunk.number(of: $0)).lowerBound } ?? Int.min
        var number: Int?
        var chunk: [(id: Int, title: String)] = []
        try connection.forEachRow("SELECT id, title FROM books WHERE id >= ? ORDER BY id", [from]) { row in
            let id = row.int(0) ?? 0
            if number != TitleChunk.number(of: id) {
                if let number { try store(number, chunk, highest: state.highest, connection) }
                number = TitleChunk.number(of: id)
                chunk.removeAll(keepingCapacity: true)
            }
            chunk.append((id: id, title: row.string(1) ?? ""))
        }
        if let number { try store(number, chunk, highest: state.highest, connection) }
    }

    /// Marks stale the rows covering `ids`, books put back with the ids they had (an undo of
    /// their removal), which no trigger sees.
    static func markStale(holding ids: [Int], in connection: Connection) throws {
        try connection.run(
            """
            INSERT INTO title_chunks (chunk, through, titles)
                SELECT value >> 8, (value >> 8 << 8) + 255, NULL FROM json_each(?)
                WHERE value <= (SELECT through FROM title_chunks ORDER BY chunk DESC LIMIT 1)
                ON CONFLICT (chunk) DO UPDATE SET titles = NULL
            """,
            [IDList.json(ids)])
    }

    /// The books of `books` matching `condition`, in id order.
    private static func books(in condition: String, _ values: [SQLiteBindable], _ connection: Connection) throws -> [(id: Int, title: String)] {
        try connection.query("SELECT id, title FROM books WHERE \(condition) ORDER BY id", values) { row in
            (id: row.int(0) ?? 0, title: row.string(1) ?? "")
        }
    }

    /// Writes chunk `number` holding `books`, or removes it when they are none. A row covers
    /// its whole range, but for the last (the one holding `highest`, the largest id of all), which
    /// covers up to that book.
    private static func store(_ number: Int, _ books: [(id: Int, title: String)], highest: Int?, _ connection: Connection) throws {
        guard !books.isEmpty else {
            try connection.run("DELETE FROM title_chunks WHERE chunk = ?", [number])
            return
        }
        let range = TitleChunk.ids(of: number)
        try connection.run(
            "INSERT OR REPLACE INTO title_chunks (chunk, through, titles) VALUES (?, ?, ?)",
            [number, min(highest ?? range.upperBound, range.upperBound), SQLiteValue.blob(TitleChunk.entries(of: books))])
    }

    /// The books whose title contains `fragment`, in id order, each with its title: those whose
    /// folded title holds the fragment's key and contains its folded text, in the rows, then in
    /// `books` for the ranges no row holds whole.
    static func books(containing fragment: TitleFragment, in connection: Connection) throws -> [(id: Int, title: String)] {
        var candidates: [Int] = []
        var unread: [ClosedRange<Int>] = []
        var covered = Int.min
        try connection.forEachRow("SELECT chunk, through, titles FROM title_chunks ORDER BY chunk") { row in
            let number = row.int(0) ?? 0
            covered = row.int(1) ?? covered
            let ids = row.blob(2).flatMap {
                TitleChunk(number: number, entries: $0).ids(holding: fragment.key) { $0.contains(fragment.folded) }
            }
            if let ids { candidates += ids } else { unread.append(TitleChunk.ids(of: number)) }
        }
        var found = candidates.isEmpty ? [] : try books(in: IDList.contains("id"), [IDList.json(candidates)], connection)
        for range in unread {
            found += try books(in: "id BETWEEN ? AND ?", [range.lowerBound, range.upperBound], connection)
        }
        found += try books(in: "id > ?", [covered], connection)
        // The rows only choose what to read: a book is found by its title as `books` has it. A
        // row another program wrote may cover ids read again above.
        var seen: Set<Int> = []
        return found.filter { seen.insert($0.id).inserted && TitleFolding.fold($0.title).contains(fragment.folded) }
            .sorted { $0.id < $1.id }
    }
}
