internal import Essentials
internal import SQLiteStore

extension Book {
    /// The book stored in `row`, with what its read-throughs say (`summary`); its authors and
    /// shelves, read from their own tables, are for the caller to fill in.
    init(_ row: BookRow, summary: NamedRow<ReadingSummaryColumn>) throws(DamagedValue) {
        self.init(
            id: row.id, title: row.title, subtitle: row.subtitle, authors: [], status: row.status,
            pageCount: row.pageCount, currentPage: row.currentPage, isbn10: row.isbn10, isbn13: row.isbn13,
            year: row.year, originalYear: row.originalYear, publisher: row.publisher, language: row.language,
            description: row.description, thumbnail: row.thumbnail, rating: row.rating, customShelf: row.customShelf,
            shelves: [], addedAt: row.addedAt.date, startedAt: try summary.optionalTime(.startedAt)?.date,
            finishedAt: try summary.optionalTime(.finishedAt)?.date, readCount: try summary.requiredInt(.readCount),
            review: row.review, privateNotes: row.privateNotes, googleVolumeID: row.googleVolumeID,
            goodreadsID: row.goodreadsID, openLibraryID: row.openLibraryID,
            fieldSources: Dictionary(
                row.fieldSources.pairs.compactMap { pair in MetadataSource(rawValue: pair.value).map { (pair.name, $0) } },
                uniquingKeysWith: { first, _ in first }),
            editedFields: row.editedFields.names,
            pageCandidates: row.pageCounts.pairs.compactMap { pair in
                Int(pair.value).map { PageCandidate(origin: pair.name, pages: $0) }
            }, asin: row.asin, addedPrecision: row.addedPrecision, addedOn: row.addedOn.flatMap(CalendarDate.init(parsing:)),
            lastFinish: try summary.optionalTime(.lastFinishedAt).map { finish throws(DamagedValue) in
                LastFinish(
                    at: finish.date, day: try summary.optionalDay(.lastFinishedOn),
                    precision: try summary.optionalChoice(.lastFinishedPrecision))
            }, fromStoryGraph: row.fromStoryGraph)
    }
}
