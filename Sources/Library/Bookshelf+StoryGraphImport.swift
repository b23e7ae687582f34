import Foundation

/// StoryGraph library exports in.
extension Bookshelf {
    /// Imports a StoryGraph library export, adding new books and bringing known ones up to date
    /// without deleting anything or moving a book back; each read of `Dates Read` becomes a
    /// read-through with its own dates, partial dates kept partial. The file is streamed: each
    /// row is decoded and written before the next is read. All or nothing: a malformed file, or
    /// any failure part-way, leaves the library as it was.
    public func importStoryGraph(_ data: Data, options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportSummary {
        var (file, total) = try ExportCSV<StoryGraphColumn>.opening(
            data, refusingNone: options.refusesFileWithNoBooks, as: ImportError.storyGraph)
        let at = now()
        let decoder = StoryGraphRowDecoder(fields: file.fields, plausibleDays: plausibleDays(in: options.timeZone, now: at))
        return try importingBooks(dryRun: options.dryRun) {
            var importer = try StoryGraphImporter(library: self, timeZone: options.timeZone, now: at)
            var summary = ImportSummary()
            var leftEmpty: [ValueLeftEmpty] = []
            var done = 0
            let decode = decoder.decode
            while let record = try file.nextRow(decode, as: ImportError.storyGraph) {
                leftEmpty += record.leftEmpty
                let outcome = try importer.importRecord(record)
                if outcome.added {
                    summary.added += 1
                } else if outcome.changed {
                    summary.updated += 1
                } else {
                    summary.skipped += 1
                }
                done += 1
                options.progress?(done, total)
            }
            summary.note(leftEmpty: leftEmpty, titles: importer.titlesToName)
            return summary
        }
    }
}
