internal import Essentials

/// Turns the rows of one Goodreads export into records, finding each column by its header name so
/// that the 24- and 31-column layouts (and hand-reordered files) read the same.
struct GoodreadsRowDecoder {
    /// Where each column stands in the file (`ExportCSV` checked the required ones are there).
    let fields: CSVHeaderPositions<GoodreadsColumn>
    /// The days a date may name; one outside (a placeholder of 1800, a slip for 2030) is left
    /// empty, so no read finishes in a year that has not come. Nil takes any real day.
    var plausibleDays: ClosedRange<CalendarDate>? = nil

    /// Decodes one data row. Only a row without a title is refused; a value that cannot be what
    /// its column says is left empty and listed in the record's `leftEmpty`, so one odd value (a
    /// placeholder year of 65535) never costs the reader the rest of their history.
    func decode(_ row: CSVRecord) throws(ExportFileError) -> GoodreadsRecord {
        let title = bibliographicText(.title, in: row)
        guard !title.isEmpty else { throw .missingTitle(line: row.line) }
        guard BookValidation.fits(title, within: BookLimits.nameLength) else { throw .titleTooLong(line: row.line) }
        var leftEmpty: [ValueLeftEmpty] = []
        let written = fields.text(.exclusiveShelf, in: row).trimmingWhitespace
        let shelf = fitting(
            BookValidation.importedShelfNames([written]).first ?? "", .exclusiveShelf, within: BookLimits.nameLength, in: row,
            leftEmpty: &leftEmpty)
        let exclusiveShelf = shelf.isEmpty ? GoodreadsShelf.toRead : shelf
        let lowercasedShelf = exclusiveShelf.lowercased()
        let rating = self.rating(in: row, leftEmpty: &leftEmpty)
        var record = GoodreadsRecord(
            bookId: fields.text(.bookId, in: row).trimmingWhitespace,
            title: title,
            author: fitting(bibliographicText(.author, in: row), .author, within: BookLimits.nameLength, in: row, leftEmpty: &leftEmpty),
            additionalAuthors: list(.additionalAuthors, in: row).map {
                fitting(HTMLEntities.decode($0), .additionalAuthors, within: BookLimits.nameLength, in: row, leftEmpty: &leftEmpty)
            },
            isbn10: isbn(.isbn, in: row),
            isbn13: isbn(.isbn13, in: row),
            myRating: rating == 0 ? nil : rating,
            publisher: Self.nilIfEmpty(bibliographicText(.publisher, in: row)),
            binding: Self.nilIfEmpty(bibliographicText(.binding, in: row)),
            pageCount: number(.numberOfPages, in: row, within: 0...BookLimits.pages, leftEmpty: &leftEmpty)
                .flatMap { $0 == 0 ? nil : $0 },
            yearPublished: number(.yearPublished, in: row, within: BookLimits.years, leftEmpty: &leftEmpty),
            originalPublicationYear: number(
                .originalPublicationYear, in: row, within: BookLimits.years, leftEmpty: &leftEmpty),
            dateRead: date(.dateRead, in: row, leftEmpty: &leftEmpty),
            dateAdded: date(.dateAdded, in: row, leftEmpty: &leftEmpty),
            // Goodreads repeats the exclusive shelf among the shelves (except `read`); it is kept
            // once, in `exclusiveShelf`, and the rest are the book's tags.
            bookshelves: BookValidation.importedShelfNames(list(.bookshelves, in: row))
                .filter { $0.lowercased() != lowercasedShelf && !fitting($0, .bookshelves, within: BookLimits.nameLength, in: row, leftEmpty: &leftEmpty).isEmpty },
            exclusiveShelf: exclusiveShelf,
            myReview: Self.nilIfEmpty(ownText(.myReview, in: row, leftEmpty: &leftEmpty)),
            spoiler: ["true", "yes", "1"].contains(fields.text(.spoiler, in: row).trimmingWhitespace.lowercased()),
            privateNotes: Self.nilIfEmpty(ownText(.privateNotes, in: row, leftEmpty: &leftEmpty)),
            readCount: number(.readCount, in: row, within: 0...BookLimits.readCount, leftEmpty: &leftEmpty),
            ownedCopies: number(.ownedCopies, in: row, within: 0...BookLimits.readCount, leftEmpty: &leftEmpty)
        )
        record.leftEmpty = leftEmpty
        return record
    }

    /// Catalogue text (title, author, publisher, binding): HTML entities decoded and the stray
    /// spaces real exports have at the ends (`Vintage Books `) trimmed. The user's own text
    /// (review, notes) is never passed through here: it is kept exactly.
    private func bibliographicText(_ column: GoodreadsColumn, in row: CSVRecord) -> String {
        // The cell comes without NULs (`CSVHeaderPositions.text`), and decoding makes none.
        HTMLEntities.decode(fields.text(column, in: row)).trimmingWhitespace
    }

    /// The reader's own text (review, notes) as read (`CSVHeaderPositions.text`); left empty and
    /// noted when longer than a review may be.
    private func ownText(_ column: GoodreadsColumn, in row: CSVRecord, leftEmpty: inout [ValueLeftEmpty]) -> String {
        fitting(fields.text(column, in: row), column, within: BookLimits.passageLength, in: row, leftEmpty: &leftEmpty)
    }

    /// `text`, or "" noted in `leftEmpty` when it has more than `limit` characters, so one
    /// pasted-in cell never widens every table (see `BookLimits.nameLength`).
    private func fitting(
        _ text: String, _ column: GoodreadsColumn, within limit: Int, in row: CSVRecord, leftEmpty: inout [ValueLeftEmpty]
    ) -> String {
        guard !BookValidation.fits(text, within: limit) else { return text }
        leftEmpty.append(ValueLeftEmpty(tooLong: text, column: column.name, line: row.line))
        return ""
    }

    private static func nilIfEmpty(_ value: String) -> String? {
        value.isEmpty ? nil : value
    }

    /// A comma-separated list (`Bookshelves`, `Additional Authors`), trimmed, without empty items.
    private func list(_ column: GoodreadsColumn, in row: CSVRecord) -> [String] {
        let value = fields.text(column, in: row)
        guard !value.isEmpty else { return [] }
        // Split on the UTF-8 view: splitting Characters costs grapheme breaking for nothing here.
        return value.utf8.split(separator: UInt8(ascii: ","))
            .compactMap { String($0)?.trimmingWhitespace }
            .filter { !$0.isEmpty }
    }

    /// An ISBN with Goodreads' spreadsheet-formula quoting (`="0441013597"`, `=""`) removed;
    /// plain values are accepted too. Every `=` and `"` is dropped, not just the outer ones: no
    /// ISBN contains them, and this way a value reads the same however it was quoted. A lowercase
    /// check digit `x` is uppercased.
    private func isbn(_ column: GoodreadsColumn, in row: CSVRecord) -> String? {
        var value = fields.text(column, in: row)
        let isQuoting = { (byte: UInt8) in byte == UInt8(ascii: "=") || byte == UInt8(ascii: "\"") }
        if value.utf8.contains(where: isQuoting) {
            // Dropped as bytes: both are ASCII, so what is left is whole UTF-8, and editing the
            // scalars in place cost 4,000 instructions an ISBN, two per row of an import.
            value = String(decoding: value.utf8.filter { !isQuoting($0) }, as: UTF8.self)
        }
        let cleaned = value.trimmingWhitespace
        guard !cleaned.isEmpty else { return nil }
        return cleaned.utf8.contains(UInt8(ascii: "x")) ? cleaned.uppercased() : cleaned
    }

    /// A rating from 0 to 5, else nil (and noted in `leftEmpty`).
    private func rating(in row: CSVRecord, leftEmpty: inout [ValueLeftEmpty]) -> Double? {
        fields.readable(.myRating, in: row, leftEmpty: &leftEmpty) { value in
            Double(value).flatMap { $0.isFinite && (0...5).contains($0) ? $0 : nil }
        }
    }

    /// A whole number within `range`: numbers far outside what a book can have (Goodreads' 65535
    /// and 32767 placeholder years, a Read Count of 10^18) are left empty rather than stored.
    private func number(
        _ column: GoodreadsColumn, in row: CSVRecord, within range: ClosedRange<Int>, leftEmpty: inout [ValueLeftEmpty]
    ) -> Int? {
        fields.readable(column, in: row, leftEmpty: &leftEmpty) { value in
            Int(value).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// A day (`2024/03/15`, or ISO `2024-03-15`), or the year or month alone (`2024`, `2024/03`)
    /// that shelf's own export writes for a read known only that far.
    private func date(_ column: GoodreadsColumn, in row: CSVRecord, leftEmpty: inout [ValueLeftEmpty]) -> PartialDate? {
        fields.readable(column, in: row, leftEmpty: &leftEmpty) { value in
            (CalendarDate(parsing: value).map(PartialDate.init) ?? PartialDate(parsing: value)).flatMap { date in
                plausibleDays?.contains(date.firstDay) == false ? nil : date
            }
        }
    }
}
