import Foundation
internal import SQLiteStore

/// Goodreads library exports in and out.
extension Bookshelf {
    /// Imports a Goodreads library export (24- or 31-column), adding new books and bringing known
    /// ones up to date without deleting anything or moving a book back. All or nothing: a malformed
    /// file, or any failure part-way, leaves the library as it was.
    public func importGoodreads(_ data: Data, options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportSummary {
        let at = now()
        let file: (header: [String], rows: [(record: GoodreadsRecord, fields: [String], line: Int)])
        do {
            file = try GoodreadsCSV.parseRows(data, plausibleDays: plausibleDays(in: options.timeZone, now: at))
        } catch {
            throw .goodreads(error)
        }
        let (rows, duplicates) = Self.separatingRepeatedBookIDs(file.rows)
        let records = rows.map(\.record)
        return try importing(dryRun: options.dryRun, addedBooksWhole: true) {
            var importer = try GoodreadsImporter(
                library: self, header: file.header, timeZone: options.timeZone, shelfMap: options.shelfMap, now: at)
            var summary = ImportSummary(
                skipped: duplicates.count, adjusted: ImportAdjustment.grouping(records.flatMap(\.leftEmpty)),
                customShelves: CustomShelfOutcome.grouping(records, shelfMap: options.shelfMap), duplicates: duplicates)
            for (index, row) in rows.enumerated() {
                switch try importer.importRecord(row.record, fields: row.fields) {
                case .added: summary.added += 1
                case .updated: summary.updated += 1
                case .skipped: summary.skipped += 1
                }
                options.progress?(index + 1, records.count)
            }
            try importer.finish()
            summary.linkedByTitle = importer.linkedByTitle
            return summary
        }
    }

    /// The rows of a Goodreads file to import, in file order, and those left out because an
    /// earlier row has their Book Id. Goodreads never writes one twice, so a repeat is a hand
    /// edit; merging it into the first row's book would make two rows one book.
    private static func separatingRepeatedBookIDs(
        _ rows: [(record: GoodreadsRecord, fields: [String], line: Int)]
    ) -> (rows: [(record: GoodreadsRecord, fields: [String], line: Int)], duplicates: [DuplicateRow]) {
        var firstLines: [String: Int] = [:]
        var kept: [(record: GoodreadsRecord, fields: [String], line: Int)] = []
        var duplicates: [DuplicateRow] = []
        for row in rows {
            let bookID = row.record.bookId
            if let firstLine = firstLines[bookID] {
                duplicates.append(DuplicateRow(bookID: bookID, title: row.record.title, line: row.line, firstLine: firstLine))
                continue
            }
            if !bookID.isEmpty { firstLines[bookID] = row.line }
            kept.append(row)
        }
        return (kept, duplicates)
    }

    /// Every book as a Goodreads export, which Goodreads and StoryGraph import; days are written
    /// as they fall in `timeZone`. A book imported from Goodreads gets back every value of its
    /// row it has not changed since, exactly as imported. The 31-column form of older exports is
    /// written when `olderForm` is true or when a book holds values only that form has; else the
    /// current 24-column one.
    public func exportGoodreads(timeZone: TimeZone = .current, olderForm: Bool = false) throws(LibraryError) -> String {
        var bytes: [UInt8] = []
        do {
            try exportGoodreads(timeZone: timeZone, olderForm: olderForm) { bytes.append(contentsOf: $0) }
        } catch let error as LibraryError {
            throw error
        } catch {
            throw storageError(error)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the Goodreads export `exportGoodreads(timeZone:olderForm:)` makes, handing it to
    /// `write` in chunks as it is encoded, like `exportBackup(to:)`. The books are read a page at a
    /// time, twice (once to count the shelves the positions are numbered from, once to write), so
    /// neither the file nor the library is ever held whole. A failure of `write` (a full disk, a
    /// closed pipe) stops the export and passes through as it was thrown.
    public func exportGoodreads(
        timeZone: TimeZone = .current, olderForm: Bool = false, to write: ([UInt8]) throws -> Void
    ) throws {
        // One read transaction, so a write landing between the passes cannot make them disagree:
        // the reads inside join it, and what `write` throws passes through it as it was thrown.
        try connection.reading {
            let older = try olderForm || read { try GoodreadsRowTable.contains(in: connection, where: GoodreadsCSV.needsOlderForm) }
            var shelfCounts: [String: Int] = [:]
            try forEachGoodreadsBook(timeZone: timeZone, withKeptRows: false) { book in
                GoodreadsCSV.countShelves(of: book.record, in: &shelfCounts)
            }
            var export = GoodreadsExportWriter(olderForm: older, shelfCounts: shelfCounts)
            try forEachGoodreadsBook(timeZone: timeZone, withKeptRows: true) { book in
                try export.append(book.record, imported: book.imported, to: write)
            }
            try export.finish(to: write)
        }
    }

    /// How many books an export reads at once: enough that the queries cost little per book, few
    /// enough that a page's books and kept rows stay a small part of memory.
    private static let goodreadsPageSize = 500

    /// Hands every book, in id order, to `body` as a Goodreads record, with its kept row when
    /// `withKeptRows`. Books are read `goodreadsPageSize` at a time, each page after the last id
    /// of the one before; errors of `body` pass through as thrown.
    private func forEachGoodreadsBook(
        timeZone: TimeZone, withKeptRows: Bool,
        _ body: ((record: GoodreadsRecord, imported: GoodreadsImportedRow?)) throws -> Void
    ) throws {
        let page = "IN (SELECT id FROM books WHERE id > ? ORDER BY id LIMIT \(Self.goodreadsPageSize))"
        var after = 0
        while true {
            let (books, kept) = try read {
                (
                    try loadBooks(where: "b.id \(page)", [after]),
                    withKeptRows ? try GoodreadsRowTable.load(in: connection, where: "book_id \(page)", [after]) : [:]
                )
            }
            guard let last = books.last else { return }
            for book in books { try body((GoodreadsExport.record(of: book, timeZone: timeZone), kept[book.id])) }
            after = last.id
        }
    }

    /// Runs an import in one transaction; a dry run goes all the way through and is then rolled
    /// back, so it reports the same summary and the same errors as the real thing. The search
    /// index is brought up to date once, at the end, rather than row by row. With
    /// `addedBooksWhole`, each book the import adds is journaled for undo as one step.
    func importing<Summary>(
        dryRun: Bool, addedBooksWhole: Bool = false, _ body: () throws -> Summary
    ) throws(ImportError) -> Summary {
        do {
            let summary = try connection.transaction {
                try recordingChange(addedBooksWhole: addedBooksWhole) {
                    let summary = try BookSearchIndex.deferringUpdates(on: connection, body)
                    if dryRun { throw DryRunFinished(summary: summary) }
                    return summary
                }
            }
            hasCommittedChanges = true
            return summary
        } catch let finished as DryRunFinished<Summary> {
            return finished.summary
        } catch let error as ImportError {
            throw error
        } catch let error as LibraryError {
            throw .library(error)
        } catch {
            throw .library(storageError(error))
        }
    }
}
