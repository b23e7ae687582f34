internal import Essentials
import Foundation

/// Reads and writes the CSV file Goodreads' "Export Library" produces, the format StoryGraph and
/// most other reading trackers import.
public enum GoodreadsCSV {
    /// The header of a current (24-column) export, in Goodreads' order; `write` uses it.
    public static let header: [String] = GoodreadsColumn.allCases.map(\.name)

    /// True when `data` starts with a Goodreads export header (it names at least `Book Id` and
    /// `Title`), for recognising the format of a file from its content.
    public static func isGoodreadsCSV(_ data: Data) -> Bool {
        ExportCSV<GoodreadsColumn>.starts(data, withHeaderNaming: GoodreadsColumn.required)
    }

    /// Parses a whole export, 24- or 31-column, mapping columns by header name. Structural damage
    /// (malformed CSV, a missing required column, a row without a title) fails the whole file,
    /// naming its line; an unreadable value in any other column is left empty on its record.
    public static func parse(_ data: Data) throws(ExportFileError) -> [GoodreadsRecord] {
        var file = try ExportCSV<GoodreadsColumn>(data)
        let decoder = GoodreadsRowDecoder(fields: file.fields)
        var records: [GoodreadsRecord] = []
        while let row = try file.nextRow() {
            records.append(try decoder.decode(row))
        }
        return records
    }

    /// Writes `records` as a current 24-column export, the way Goodreads does: `\n` line endings,
    /// ISBNs as `="…"` formulas, dates `yyyy/MM/dd`, `0` for unrated, ratings in whole stars,
    /// `Author l-f` as "Last, First", the exclusive shelf (except `read`) listed among the shelves,
    /// and shelf positions numbered so the last record on a shelf is `#1`, as in Goodreads'
    /// newest-first files. `Average Rating` is left empty: it is Goodreads' figure, not the reader's.
    public static func write(_ records: [GoodreadsRecord]) -> String {
        write(records.map { ($0, nil) }, olderForm: false)
    }

    /// Writes books as an export, each with the row it was imported from when it has one: a
    /// column whose value is unchanged since that import is written exactly as imported (see
    /// `GoodreadsImportedRow`). `olderForm` writes the 31-column header of older exports.
    static func write(_ books: [(record: GoodreadsRecord, imported: GoodreadsImportedRow?)], olderForm: Bool) -> String {
        var bytes: [UInt8] = []
        write(books, olderForm: olderForm) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes books as `write(_:olderForm:)` does, handing the CSV to `write` in chunks of about
    /// `GoodreadsExportWriter.chunkSize` bytes as it goes, so the whole file is never held at once.
    static func write(
        _ books: [(record: GoodreadsRecord, imported: GoodreadsImportedRow?)], olderForm: Bool,
        to write: ([UInt8]) throws -> Void
    ) rethrows {
        var shelfCounts: [String: Int] = [:]
        for book in books { countShelves(of: book.record, in: &shelfCounts) }
        var export = GoodreadsExportWriter(olderForm: olderForm, shelfCounts: shelfCounts)
        for book in books { try export.append(book.record, imported: book.imported, to: write) }
        try export.finish(to: write)
    }

    /// Counts each shelf `record` is written on into `counts`: what an export numbers the shelf
    /// positions down from (`GoodreadsExportWriter`), so a library can be counted in one pass and
    /// written in another.
    static func countShelves(of record: GoodreadsRecord, in counts: inout [String: Int]) {
        for shelf in shelves(of: record) { counts[shelf, default: 0] += 1 }
    }

    /// The header of an older (31-column) export: the current columns up to `Read Count`, then
    /// the seven Goodreads dropped, with `Owned Copies` among them.
    static let olderHeader: [String] = Array(header.prefix(GoodreadsColumn.readCount.rawValue + 1)) + [
        "Recommended For", "Recommended By", GoodreadsColumn.ownedCopies.name, "Original Purchase Date",
        "Original Purchase Location", "Condition", "Condition Description", "BCID",
    ]

    /// True when `row` has a value in a column only the older form has, so an export should
    /// write that form to keep it.
    static func needsOlderForm(_ row: GoodreadsImportedRow) -> Bool {
        olderOnly.contains { name in !(row.value(of: name) ?? "").isEmpty }
    }

    /// The older form's names, each with its column when the current form has it too.
    static let olderHeaderColumns = olderHeader.map { ($0, GoodreadsColumn.named($0)) }

    /// The columns only the older form has.
    static let olderOnly = olderHeaderColumns.filter { $0.1 == nil }.map(\.0)

    /// `current` with every column the book has not changed since its import put back as
    /// imported. The positions column follows the shelves column: positions are renumbered on
    /// every export, so they are compared through the shelves they number.
    static func restoring(_ current: [String], from imported: GoodreadsImportedRow) -> [String] {
        guard let mark = imported.mark.columns(exportingNow: current), mark.count == current.count else { return current }
        var fields = current
        for column in GoodreadsColumn.allCases {
            let compared = column == .bookshelvesWithPositions ? GoodreadsColumn.bookshelves : column
            guard current[compared.rawValue] == mark[compared.rawValue],
                mark[column.rawValue] != GoodreadsImportedRow.keptMark,
                let value = imported.value(of: column.name)
            else { continue }
            fields[column.rawValue] = value
        }
        return fields
    }

    /// The 24 fields written for `record`, shelves without positions: what a book's kept row is
    /// compared against.
    static func plainFields(of record: GoodreadsRecord) -> [String] {
        let shelves = shelves(of: record).joined(separator: ", ")
        return fields(of: record, shelves: shelves, positionedShelves: shelves)
    }

    /// The `Bookshelves` list Goodreads would write: the tags, then the exclusive shelf unless it
    /// is `read`. A tag repeating the exclusive shelf is dropped so it is not listed twice, and an
    /// exclusive shelf with a comma in its name (impossible on Goodreads) is left to its own
    /// column, since in the comma-separated list it would read back as several shelves.
    static func shelves(of record: GoodreadsRecord) -> [String] {
        let exclusive = record.exclusiveShelf.lowercased()
        let tags = record.bookshelves.filter { $0.lowercased() != exclusive }
        // Bytes first: a name without a comma byte has no comma, and comparing characters costs
        // far more (a comma with a combining mark after it is one character, and no comma).
        guard exclusive != GoodreadsShelf.read, !(exclusive.utf8.contains(UInt8(ascii: ",")) && exclusive.contains(","))
        else { return tags }
        return tags + [record.exclusiveShelf]
    }

    /// The 24 fields written for `record`, its `Bookshelves` and `Bookshelves with positions`
    /// columns already written as lists (joined once where both are the same list).
    static func fields(
        of record: GoodreadsRecord, shelves: String, positionedShelves: String
    ) -> [String] {
        // Text that was entity-decoded on reading is protected on writing, so reading the output
        // gives back exactly these strings.
        let protect = HTMLEntities.protect
        // A switch rather than a column-to-value table: the compiler checks every column is
        // written, and the order comes from `GoodreadsColumn` alone.
        return GoodreadsColumn.allCases.map { column in
            switch column {
            case .bookId: record.bookId
            case .title: protect(record.title)
            case .author: protect(record.author)
            case .authorLastFirst: protect(lastFirst(record.author))
            case .additionalAuthors: record.additionalAuthors.map(protect).joined(separator: ", ")
            case .isbn: formula(record.isbn10)
            case .isbn13: formula(record.isbn13)
            case .myRating: record.myRating.map(ratingText) ?? "0"
            case .averageRating: ""
            case .publisher: record.publisher.map(protect) ?? ""
            case .binding: record.binding ?? ""
            case .numberOfPages: record.pageCount.map(String.init) ?? ""
            case .yearPublished: record.yearPublished.map(String.init) ?? ""
            case .originalPublicationYear: record.originalPublicationYear.map(String.init) ?? ""
            case .dateRead: record.dateRead?.formatted(separator: "/") ?? ""
            case .dateAdded: record.dateAdded?.formatted(separator: "/") ?? ""
            case .bookshelves: shelves
            case .bookshelvesWithPositions: positionedShelves
            case .exclusiveShelf: record.exclusiveShelf
            case .myReview: record.myReview ?? ""
            case .spoiler: record.spoiler ? "true" : ""
            case .privateNotes: record.privateNotes ?? ""
            case .readCount: record.readCount.map(String.init) ?? ""
            case .ownedCopies: record.ownedCopies.map(String.init) ?? ""
            }
        }
    }

    /// "Ursula K. Le Guin" → "Guin, Ursula K. Le": Goodreads splits at the last word, whatever the
    /// name's culture, and a one-word name is repeated ("Brom, Brom"). Matching that keeps exports
    /// comparable with Goodreads' own.
    static func lastFirst(_ name: String) -> String {
        // An export and an import's kept rows write this for every book, and nearly every name's
        // words are already one ASCII space apart, which a byte scan proves: then the last space
        // splits it, with no words to gather and join.
        if !name.withContiguousUTF8(Whitespace.hasRunToCollapse) {
            guard let space = name.utf8.lastIndex(of: UInt8(ascii: " ")) else { return name + ", " + name }
            var written = String(name[name.utf8.index(after: space)...])
            written += ", "
            written += name[..<space]
            return written
        }
        // Words as slices of the name, found in one pass over its scalars.
        let scalars = name.unicodeScalars
        var words: [Substring] = []
        var start: String.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if Whitespace.isWhitespace(scalars[index]) {
                if let begun = start { words.append(Substring(scalars[begun..<index])) }
                start = nil
            } else if start == nil {
                start = index
            }
            scalars.formIndex(after: &index)
        }
        if let begun = start { words.append(Substring(scalars[begun...])) }
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return "\(last), \(last)" }
        return "\(last), \(words.dropLast().joined(separator: " "))"
    }

    /// An ISBN as Goodreads writes it, `="…"`, so a spreadsheet keeps its leading zeros. Joined
    /// with `+`: an interpolation costs several times more, and every book's row has two.
    private static func formula(_ isbn: String?) -> String {
        "=\"" + (isbn ?? "") + "\""
    }

    private static func ratingText(_ rating: Double) -> String {
        String(wholeStars(rating))
    }

    /// Goodreads' whole stars (`4`): a fractional rating from elsewhere is rounded half up
    /// (`3.5` → `4`), as Goodreads has no half stars; the exact value stays in shelf.
    static func wholeStars(_ rating: Double) -> Int {
        guard rating.isFinite else { return 0 }
        return Int(min(max(rating, 0), 5).rounded(.toNearestOrAwayFromZero))
    }
}
