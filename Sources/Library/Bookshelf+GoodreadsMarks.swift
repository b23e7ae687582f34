import Foundation
internal import SQLiteStore

/// Export marks made concrete: what books whose Goodreads row is marked `ExportMark.unchanged`
/// export now, for a backup and for the triggers that keep such a mark true
/// (`GoodreadsMarkTriggers`).
extension Bookshelf {
    /// The columns each book of `books` (SQL giving book ids) exports now (`mark(of:)`), by id.
    func goodreadsMarks(ofBooksIn books: String) throws -> [Int: [String]] {
        var marks: [Int: [String]] = [:]
        for book in try loadBooks(where: "b.id IN (\(books))", [], texts: .goodreads) {
            marks[book.id] = Self.mark(of: book)
        }
        return marks
    }

    /// Gives the connection the function the mark triggers call: book id → its mark as stored,
    /// or the mark it has when the book is gone (its row goes with it).
    func defineGoodreadsMarkFunction() throws {
        try connection.define(GoodreadsMarkTriggers.function, arguments: 1) { [unowned self] arguments in
            guard case .integer(let id) = arguments.first,
                let book = try loadBooks(where: "b.id = ?", [Int(id)], texts: .goodreads).first
            else { return .text(ExportMark.storedUnchanged) }
            return .text(GoodreadsImportedRow(names: [], values: [], mark: .columns(Self.mark(of: book))).storedMark)
        }
    }

    /// What `book` exports now, its days as they fall where the user is: the mark it would get.
    private static func mark(of book: Book) -> [String] {
        GoodreadsExport.plainFields(of: book, timeZone: .current)
    }

    /// Makes the mark triggers on `table` (`GoodreadsMarkTriggers`) when some book's mark is
    /// `unchanged`: called before the first statement that writes the table runs, once per
    /// connection (again after a rollback, which takes them back). The undo journal learns
    /// `goodreads_rows` first, since the triggers write it from inside SQLite.
    func makeGoodreadsMarkTriggers(before table: String) throws {
        guard let sql = GoodreadsMarkTriggers.creation(on: table),
            try connection.scalarInt(GoodreadsMarkTriggers.areNeeded) == 1
        else { return }
        try journal.learn("goodreads_rows")
        try connection.execute(sql)
    }

    /// Makes the mark triggers on every table an export reads, for an import that has just
    /// marked rows `unchanged`: the tables it wrote before were handed over when no mark was.
    func makeGoodreadsMarkTriggers() throws {
        for table in GoodreadsMarkTriggers.tables { try makeGoodreadsMarkTriggers(before: table) }
    }
}
