import Foundation

/// StoryGraph library exports in.
extension Bookshelf {
    /// Imports a StoryGraph library export, adding new books and bringing known ones up to date
    /// without deleting anything or moving a book back; each read of `Dates Read` becomes a
    /// read-through with its own dates, partial dates kept partial. All or nothing: a malformed
    /// file, or any failure part-way, leaves the library as it was.
    public func importStoryGraph(_ data: Data, options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportSummary {
        let records: [StoryGraphRecord]
        do {
            records = try StoryGraphCSV.parse(data)
        } catch {
            throw .storyGraph(error)
        }
        let at = now()
        return try importing(dryRun: options.dryRun) {
            var importer = try StoryGraphImporter(library: self, timeZone: options.timeZone, now: at)
            var summary = ImportSummary(adjusted: ImportAdjustment.grouping(records.flatMap(\.leftEmpty)))
            for (index, record) in records.enumerated() {
                let outcome = try importer.importRecord(record)
                if outcome.added {
                    summary.added += 1
                } else if outcome.changed {
                    summary.updated += 1
                } else {
                    summary.skipped += 1
                }
                options.progress?(index + 1, records.count)
            }
            summary.linkedByTitle = importer.linkedByTitle
            return summary
        }
    }
}
