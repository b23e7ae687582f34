import Foundation
internal import SQLiteStore

/// Goodreads library exports in and out.
extension Bookshelf {
    /// Imports a Goodreads library export (24- or 31-column), adding new books and bringing known
    /// ones up to date without deleting anything or moving a book back. All or nothing: a malformed
    /// file, or any failure part-way, leaves the library as it was.
    public func importGoodreads(_ data: Data, options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportSummary {
        let file: (header: [String], rows: [(record: GoodreadsRecord, fields: [String])])
        do {
            file = try GoodreadsCSV.parseRows(data)
        } catch {
            throw .goodreads(error)
        }
        let records = file.rows.map(\.record)
        let at = now()
        return try importing(dryRun: options.dryRun) {
            var importer = try GoodreadsImporter(
                library: self, header: file.header, timeZone: options.timeZone, shelfMap: options.shelfMap, now: at)
            var summary = ImportSummary(
                adjusted: ImportAdjustment.grouping(records.flatMap(\.leftEmpty)),
                customShelves: CustomShelfOutcome.grouping(records, shelfMap: options.shelfMap))
            for (index, row) in file.rows.enumerated() {
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

    /// Every book as a Goodreads export, which Goodreads and StoryGraph import; days are written
    /// as they fall in `timeZone`. A book imported from Goodreads gets back every value of its
    /// row it has not changed since, exactly as imported. The 31-column form of older exports is
    /// written when `olderForm` is true or when a book holds values only that form has; else the
    /// current 24-column one.
    public func exportGoodreads(timeZone: TimeZone = .current, olderForm: Bool = false) throws(LibraryError) -> String {
        let export = try goodreadsExport(timeZone: timeZone, olderForm: olderForm)
        return GoodreadsCSV.write(export.books, olderForm: export.olderForm)
    }

    /// Writes the Goodreads export `exportGoodreads(timeZone:olderForm:)` makes, handing it to
    /// `write` in chunks as it is encoded, like `exportBackup(to:)`, so a large library is never
    /// held as one string. A failure of `write` (a full disk, a closed pipe) stops the export.
    public func exportGoodreads(
        timeZone: TimeZone = .current, olderForm: Bool = false, to write: ([UInt8]) throws -> Void
    ) throws {
        let export = try goodreadsExport(timeZone: timeZone, olderForm: olderForm)
        try GoodreadsCSV.write(export.books, olderForm: export.olderForm, to: write)
    }

    /// Every book as a Goodreads record with its kept row, and whether the older form is needed.
    private func goodreadsExport(
        timeZone: TimeZone, olderForm: Bool
    ) throws(LibraryError) -> (books: [(record: GoodreadsRecord, imported: GoodreadsImportedRow?)], olderForm: Bool) {
        let (books, imported) = try read { (try loadBooks(where: "1", []), try GoodreadsRowTable.load(in: connection)) }
        let older = olderForm || imported.values.contains(where: GoodreadsCSV.needsOlderForm)
        return (books.map { (GoodreadsExport.record(of: $0, timeZone: timeZone), imported[$0.id]) }, older)
    }

    /// Runs an import in one transaction; a dry run goes all the way through and is then rolled
    /// back, so it reports the same summary and the same errors as the real thing. The search
    /// index is brought up to date once, at the end, rather than row by row.
    func importing<Summary>(dryRun: Bool, _ body: () throws -> Summary) throws(ImportError) -> Summary {
        do {
            return try connection.transaction {
                try recordingChange {
                    let summary = try BookSearchIndex.deferringUpdates(on: connection, body)
                    if dryRun { throw DryRunFinished(summary: summary) }
                    return summary
                }
            }
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
