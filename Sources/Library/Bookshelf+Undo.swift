import Foundation
internal import SQLiteStore

/// `shelf undo`: the last changes to the library, kept in the database as SQL that reverts them
/// (see `UndoJournal`), reverted newest first.
extension Bookshelf {
    /// The changes that can be undone, newest first.
    public func undoableChanges() throws(LibraryError) -> [UndoableChange] {
        try read {
            try UndoChangeRow.all(in: connection, orderedBy: "id DESC").map(\.undoableChange)
        }
    }

    /// Reverts the most recent change, whatever command made it, and forgets it; running it again
    /// goes one change further back. Nothing to undo is an error.
    public func undo() throws(LibraryError) -> UndoneChange {
        // Said before a write begins, so a library that cannot be written (or the empty one held
        // in memory where there is none) still answers that there is nothing to undo.
        guard try read({ try connection.scalarInt("SELECT EXISTS (SELECT 1 FROM undo_changes)") }) == 1 else {
            throw .nothingToUndo
        }
        return try write(journaled: false) {
            guard let latest = try UndoChangeRow.all(in: connection, orderedBy: "id DESC", limit: 1).first else {
                throw LibraryError.nothingToUndo
            }
            var steps: [UndoStep] = []
            try UndoStep.steps(of: latest.id, in: connection) { step in
                guard let after = UndoJournal.addedBooks(after: step.key) else { return steps.append(step) }
                steps += try addedBookSteps(after: after)
            }
            // Rows are put back in reverse order of their change, so a child may briefly come
            // before its parent: keys are checked at commit instead.
            try connection.execute("PRAGMA defer_foreign_keys = ON")
            var effects = try effectsBefore(steps)
            let lists = try listsBefore(steps)
            try revert(steps)
            let returned = steps.filter { $0.table == "books" && $0.operation == "delete" }.compactMap { Int($0.key) }
            if !returned.isEmpty { try TitleChunks.markStale(holding: returned, in: connection) }
            effects += try effectsAfter(steps, listsBefore: lists)
            try connection.run("DELETE FROM undo_changes WHERE id = ?", [latest.id])
            if effects.isEmpty {
                effects = [try restoredRows(steps)]
            } else if let restored = try restoredBooks(steps, atLeast: 2) {
                // An import that also changed books it found: the removals and moves above do
                // not say that their ratings, shelves or dates were put back too.
                effects.append(restored)
            }
            return UndoneChange(change: latest.undoableChange, effects: effects)
        }
    }

    /// The step of each book above id `after`, the books a change added (`UndoJournal`), newest
    /// first as the steps are reverted: its deletion.
    private func addedBookSteps(after: Int) throws -> [UndoStep] {
        try connection.query("SELECT id FROM books WHERE id > ? ORDER BY id DESC", [after]) { row in
            let id = row.int(0) ?? 0
            return UndoStep(table: "books", operation: "insert", key: String(id), revert: "DELETE FROM \"books\" WHERE \"id\" = \(id)")
        }
    }

    /// The most books an undo names one by one as moved back to a list.
    private static let movesNamed = 3

    /// Runs the reverts of `steps` in order. A run of books the change added (an import's) is
    /// deleted by one statement: SQLite compiles each deletion of a book anew, with the cascades
    /// and triggers it sets off, at many times the cost of the deletion itself.
    private func revert(_ steps: [UndoStep]) throws {
        var next = steps.startIndex
        while next < steps.endIndex {
            let addedBooks = steps[next...].prefix { $0.table == "books" && $0.operation == "insert" && Int($0.key) != nil }
            if addedBooks.count > 1 {
                let ids = IDList.json(addedBooks.compactMap { Int($0.key) })
                try connection.run("DELETE FROM books WHERE \(IDList.contains("id"))", [ids])
                next += addedBooks.count
            } else {
                try connection.execute(steps[next].revert)
                next += 1
            }
        }
    }

    /// What the revert will remove, read while it is still there.
    private func effectsBefore(_ steps: [UndoStep]) throws -> [String] {
        var effects: [String] = []
        let addedBooks = steps.filter { $0.table == "books" && $0.operation == "insert" }.compactMap { Int($0.key) }
        if let books = try booksNamed(addedBooks) { effects.append("\(books) removed") }
        // A book an import added is journaled as one step; its pages and words go with it.
        let addedBookList = IDList.json(addedBooks)
        func added(_ table: String) throws -> Set<Int> {
            var ids = Set(steps.filter { $0.table == table && $0.operation == "insert" }.compactMap { Int($0.key) })
            guard !addedBooks.isEmpty else { return ids }
            try connection.forEachRow("SELECT id FROM \(table) WHERE \(IDList.contains("book_id"))", [addedBookList]) { row in
                if let id = row.int(0) { ids.insert(id) }
            }
            return ids
        }
        let pages = try added("progress")
        if pages.count == 1, let id = pages.first, let page = try connection.scalarInt("SELECT page FROM progress WHERE id = ?", [id]) {
            effects.append("page \(page) removed")
        } else if pages.count > 1 {
            effects.append("\(pages.count) pages removed")
        }
        let words = try added("words")
        if words.count == 1, let id = words.first, let word = try wordNamed(id) {
            effects.append("\(word) removed")
        } else if !words.isEmpty {
            effects.append("\(words.count) words removed")
        }
        // A goal's key is its year; a restore may add goals beside its books.
        let goals = steps.filter { $0.table == "goals" && $0.operation == "insert" }.map(\.key)
        if goals.count == 1, let year = goals.first {
            effects.append("the goal for \(year) removed")
        } else if goals.count > 1 {
            effects.append("\(goals.count) goals removed")
        }
        // A book added or removed brings its notes and shelves with it: the book says it all.
        guard !steps.contains(where: { $0.table == "books" && $0.operation != "update" }) else { return effects }
        let notes = steps.filter { $0.table == "notes" && $0.operation == "insert" }.compactMap { Int($0.key) }
        if !notes.isEmpty {
            let books = try connection.query(
                "SELECT DISTINCT book_id FROM notes WHERE \(IDList.contains("id"))", [IDList.json(notes)]) { $0.int(0) ?? 0 }
            let removed = notes.count == 1 ? "note removed" : "\(notes.count) notes removed"
            if books.count == 1, let book = try booksNamed(books) {
                effects.append("\(book): \(removed)")
            } else {
                effects.append(removed)
            }
        }
        if let tags = try shelfLinks(of: steps, "insert", saying: { "\($0) off \($1) again" }) { effects.append(tags) }
        return effects
    }

    /// The links the steps `operation` wrote to `book_shelves` (a tag inserts one, an untag
    /// deletes one), read while they are there, said by `saying` with who they belong to (`#1
    /// Dune`, or `3 books`) and their shelves (`classics, sci-fi`, or `12 shelves` beyond
    /// `shelvesNamed`). Nil when there is none.
    private func shelfLinks(
        of steps: [UndoStep], _ operation: String,
        saying: (String, String) -> String
    ) throws -> String? {
        // A link's key is its book's id and its shelf's, in the table's key order.
        let links = steps.filter { $0.table == "book_shelves" && $0.operation == operation }.compactMap { step -> (book: Int, shelf: Int)? in
            let ids = step.key.split(separator: ",").compactMap { Int($0) }
            return ids.count == 2 ? (ids[0], ids[1]) : nil
        }
        guard !links.isEmpty else { return nil }
        let shelfIDs = Array(Set(links.map(\.shelf))).sorted()
        let names = try connection.query(
            "SELECT name FROM shelves WHERE \(IDList.contains("id")) ORDER BY name_key", [IDList.json(shelfIDs)]) { $0.string(0) ?? "" }
        let shelves = names.count == shelfIDs.count && names.count <= Self.shelvesNamed
            ? names.joined(separator: ", ") : "\(shelfIDs.count) \(shelfIDs.count == 1 ? "shelf" : "shelves")"
        let books = Array(Set(links.map(\.book))).sorted()
        return saying(try booksNamed(books) ?? "\(books.count) books", shelves)
    }

    /// The most shelves an undo line names one by one.
    private static let shelvesNamed = 3

    /// What an undo that added, removed or moved nothing put back: the books whose details it
    /// restored (a refresh, an edit), else the words (an edit, a removal, a study's answers), else
    /// the goal a `goal set` replaced, else how many rows (a row's update may be journaled in several steps, one for
    /// each set of its columns).
    private func restoredRows(_ steps: [UndoStep]) throws -> String {
        if let books = try restoredBooks(steps, atLeast: 1) { return books }
        if let words = try restoredWords(steps) { return words }
        let goals = steps.filter { $0.table == "goals" }
        if let goal = goals.first, goals.count == 1 { return "the goal for \(goal.key) as it was before" }
        let rows = Set(steps.map { "\($0.table) \($0.key)" }).count
        return rows == 1 ? "1 row restored" : "\(rows) rows restored"
    }

    /// The books whose own row the revert put back (`#3 Dune as it was before`, `4 books as they
    /// were before`), when there are at least `least`; nil otherwise.
    private func restoredBooks(
        _ steps: [UndoStep], atLeast least: Int
    ) throws -> String? {
        let books = Set(steps.filter { $0.table == "books" && $0.operation == "update" }.compactMap { Int($0.key) })
        guard books.count >= least, let named = try booksNamed(books.sorted()) else { return nil }
        return named + (books.count == 1 ? " as it was before" : " as they were before")
    }

    /// The words whose own row the revert put back (`"prescience" in #1 Dune back`, after a
    /// removal) or changed back (`"prescience" in #1 Dune as it was before`, `3 words as they
    /// were before`); nil when there is none (or the one word cannot be read).
    private func restoredWords(_ steps: [UndoStep]) throws -> String? {
        let changed = steps.filter { $0.table == "words" && $0.operation != "insert" }
        let words = Set(changed.compactMap { Int($0.key) })
        let state = changed.contains { $0.operation == "delete" } ? "back" : words.count == 1 ? "as it was before" : "as they were before"
        if words.count > 1 { return "\(words.count) words \(state)" }
        guard let id = words.first, let word = try wordNamed(id) else { return nil }
        return "\(word) \(state)"
    }

    /// One word with the book it belongs to (`"prescience" in #1 Dune`; a global word alone), as
    /// the same word may be in several books; nil when it cannot be read.
    private func wordNamed(_ id: Int) throws -> String? {
        let named = try connection.query(
            "SELECT w.word, b.id, b.title FROM words w LEFT JOIN books b ON b.id = w.book_id WHERE w.id = ?", [id]
        ) { row -> String? in
            guard let word = row.string(0) else { return nil }
            guard let book = row.int(1), let title = row.string(2) else { return "\"\(word)\"" }
            return "\"\(word)\" in #\(book) \(title)"
        }
        return named.first ?? nil
    }

    /// One book by its id and title, several by their count, so an undo line stays one line;
    /// nil when there is none (or the one book cannot be read).
    private func booksNamed(_ ids: [Int]) throws -> String? {
        if ids.count > 1 { return "\(ids.count) books" }
        guard let id = ids.first, let title = try connection.scalarString("SELECT title FROM books WHERE id = ?", [id]) else {
            return nil
        }
        return "#\(id) \(title)"
    }

    /// The lists of the books the change touched, before the revert, to say which ones it moves.
    private func listsBefore(_ steps: [UndoStep]) throws -> [Int: String] {
        var lists: [Int: String] = [:]
        for id in Set(steps.filter { $0.table == "books" && $0.operation == "update" }.compactMap { Int($0.key) }) {
            lists[id] = try connection.scalarString("SELECT status FROM books WHERE id = ?", [id])
        }
        return lists
    }

    /// What the revert brought back, read once it is done.
    private func effectsAfter(
        _ steps: [UndoStep], listsBefore: [Int: String]
    ) throws -> [String] {
        var effects: [String] = []
        let restored = steps.filter { $0.table == "books" && $0.operation == "delete" }.compactMap { Int($0.key) }
        if let books = try booksNamed(restored) { effects.append("\(books) back") }
        // A book added or removed brings its shelves with it: the book says it all.
        if restored.isEmpty, !steps.contains(where: { $0.table == "books" && $0.operation == "insert" }),
            let untags = try shelfLinks(of: steps, "delete", saying: { "\($0) back on \($1)" })
        {
            effects.append(untags)
        }
        var moved: [(id: Int, list: String)] = []
        for (id, before) in listsBefore.sorted(by: { $0.key < $1.key }) {
            if let now = try connection.scalarString("SELECT status FROM books WHERE id = ?", [id]), now != before {
                moved.append((id, now))
            }
        }
        // A few books are named; an import's hundreds are counted by list, so the line stays readable.
        if moved.count <= Self.movesNamed {
            effects += moved.map { "#\($0.id) back on \($0.list)" }
        } else {
            let counts = Dictionary(grouping: moved, by: \.list).mapValues(\.count)
            effects += counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.value == 1 ? "book" : "books") back on \($0.key)" }
        }
        return effects
    }
}
