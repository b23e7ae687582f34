import Foundation
internal import SQLiteStore

/// Export marks made concrete: what books whose Goodreads row is marked `ExportMark.unchanged`
/// export now, for a backup and for the triggers that keep such a mark true
/// (`GoodreadsMarkTriggers`).
extension Bookshelf {
    /// The columns each book of `books` (SQL giving book ids) exports now, by id, its days as they
    /// fall where the user is.
    func goodreadsMarks(ofBooksIn books: String, _ values: [SQLiteBindable] = []) throws -> [Int: [String]] {
        var marks: [Int: [String]] = [:]
        for book in try loadBooks(where: "b.id IN (\(books))", values, texts: .goodreads) {
            marks[book.id] = GoodreadsExport.plainFields(of: book, timeZone: .current)
        }
        return marks
    }

    /// Gives the connection the function the mark triggers call: book id → its mark as stored,
    /// or the mark it has when the book is gone (its row goes with it).
    func defineGoodreadsMarkFunction() throws {
        try connection.define(GoodreadsMarkTriggers.function, arguments: 1) { [unowned self] arguments in
            guard case .integer(let id) = arguments.first,
                let columns = try goodreadsMarks(ofBooksIn: "?", [Int(id)])[Int(id)]
            else { return .text(ExportMark.storedUnchanged) }
            return .text(GoodreadsImportedRow(names: [], values: [], mark: .columns(columns)).storedMark)
        }
    }

    /// Makes the mark triggers for the change about to be recorded when some book's mark is
    /// `unchanged` and this connection does not have them yet (a rolled-back change took them
    /// back with it).
    func keepGoodreadsMarksTrue() throws {
        guard try connection.scalarInt(GoodreadsMarkTriggers.areMissing) == 1 else { return }
        try connection.execute(GoodreadsMarkTriggers.creation)
    }
}
