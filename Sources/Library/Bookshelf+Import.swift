import Foundation
internal import SQLiteStore

/// Goodreads library exports in and out.
extension Bookshelf {
    /// Imports a Goodreads library export (24- or 31-column), adding new books and bringing known
    /// ones up to date without deleting anything or moving a book back. The file is streamed:
    /// each row is decoded and written before the next is read. All or nothing: a malformed
    /// file, or any failure part-way, leaves the library as it was.
    public func importGoodreads(_ data: Data, options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportSummary {
        let at = now()
        var (file, total) = try ExportCSV<GoodreadsColumn>.opening(
            data, refusingNone: options.refusesFileWithNoBooks, as: ImportError.goodreads)
        let decoder = GoodreadsRowDecoder(fields: file.fields, plausibleDays: plausibleDays(in: options.timeZone, now: at))
        return try importingBooks(dryRun: options.dryRun) {
            var importer = try GoodreadsImporter(
                library: self, header: file.header, timeZone: options.timeZone, shelfMap: options.shelfMap, now: at)
            var summary = ImportSummary()
            var leftEmpty: [ValueLeftEmpty] = []
            var firstLines: [String: Int] = [:]
            var done = 0
            // Each row with its fields as written, for a lossless export, and its line.
            let decode = { (row: CSVRecord) throws(ExportFileError) in (record: try decoder.decode(row), fields: row.fields, line: row.line) }
            while let row = try file.nextRow(decode, as: ImportError.goodreads) {
                done += 1
                defer { options.progress?(done, total) }
                if let duplicate = Self.repeatedBookID(of: row, firstLines: &firstLines) {
                    summary.duplicates.append(duplicate)
                    summary.skipped += 1
                    continue
                }
                leftEmpty += row.record.leftEmpty
                CustomShelfOutcome.count(row.record, shelfMap: options.shelfMap, into: &summary.customShelves)
                switch try importer.importRecord(row.record, fields: row.fields) {
                case .added: summary.added += 1
                case .updated: summary.updated += 1
                case .skipped: summary.skipped += 1
                }
            }
            summary.keptRowsRefreshed = try importer.finish()
            summary.note(leftEmpty: leftEmpty, titles: importer.titlesToName)
            return summary
        }
    }

    /// The row as a repeat when an earlier row of the file has its Book Id (`firstLines` holds
    /// the line of each Book Id seen so far), else nil. Goodreads never writes one twice, so a
    /// repeat is a hand edit; merging it into the first row's book would make two rows one book.
    private static func repeatedBookID(
        of row: (record: GoodreadsRecord, fields: [String], line: Int), firstLines: inout [String: Int]
    ) -> DuplicateRow? {
        let bookID = row.record.bookId
        if let firstLine = firstLines[bookID] {
            return DuplicateRow(bookID: bookID, title: row.record.title, line: row.line, firstLine: firstLine)
        }
        if !bookID.isEmpty { firstLines[bookID] = row.line }
        return nil
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
            let older = try olderForm || read {
                try GoodreadsRowTable.contains(in: connection, withAnyColumnOf: GoodreadsCSV.olderOnly, where: GoodreadsCSV.needsOlderForm)
            }
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
                    try loadBooks(where: "b.id \(page)", [after], texts: .goodreads),
                    withKeptRows ? try GoodreadsRowTable.load(in: connection, where: "book_id \(page)", [after]) : [:]
                )
            }
            guard let last = books.last else { return }
            for book in books { try body((GoodreadsExport.record(of: book, timeZone: timeZone), kept[book.id])) }
            after = last.id
        }
    }

    /// Runs an import in one transaction; a dry run goes all the way through and is then rolled
    /// back, so it reports the same summary and the same errors as the real thing. An import that
    /// wrote nothing (the library held all of the file already) is rolled back too, as a change
    /// that changes nothing is: it leaves no undo step and no commit. `changed` says whether it
    /// wrote anything (in a dry run, whether it would have). With `addedBooksWhole`, each book the
    /// import adds is journaled for undo as one step.
    func importing<Summary: Sendable>(
        dryRun: Bool, addedBooksWhole: Bool = false, _ body: () throws -> Summary
    ) throws(ImportError) -> (summary: Summary, changed: Bool) {
        do {
            let summary = try connection.transaction {
                let idsGiven = try LastIDs.given(in: connection)
                let summary = try recordingChange(addedBooksWhole: addedBooksWhole, body)
                // An import is a change of its own, never joined to one before: the journal keeps
                // it only when it wrote something. The counters of ids are not journaled (undo
                // never lowers them), yet a backup of a library whose books were all removed raises
                // them alone, and that is the change restoring it makes.
                let changed = try lastChange != nil || LastIDs.given(in: connection) != idsGiven
                if dryRun || !changed { throw ImportRolledBack(summary: summary, changed: changed) }
                try TitleChunks.fillIn(connection)
                return summary
            }
            hasCommittedChanges = true
            return (summary, true)
        } catch let rolledBack as ImportRolledBack<Summary> {
            lastChange = nil
            return (rolledBack.summary, rolledBack.changed)
        } catch let error as ImportError {
            throw error
        } catch let error as LibraryError {
            throw .library(error)
        } catch {
            throw .library(storageError(error))
        }
    }

    /// `importing` for an import of books (a Goodreads or StoryGraph export, a backup), each book
    /// it adds journaled as one step, with whether it changed anything in its summary.
    func importingBooks(dryRun: Bool, _ body: () throws -> ImportSummary) throws(ImportError) -> ImportSummary {
        var (summary, changed) = try importing(dryRun: dryRun, addedBooksWhole: true, body)
        summary.changed = changed
        return summary
    }
}
