internal import JSON

/// A book with every stored column and all its history, as a backup holds it.
struct BackupBook: Equatable {
    var id: Int
    var title: String
    var subtitle: String?
    var authors: [String]
    var pageCount: Int?
    var isbn10: String?
    var isbn13: String?
    var year: Int?
    var originalYear: Int?
    var publisher: String?
    var language: String?
    var description: String?
    var thumbnail: String?
    var rating: Double?
    var status: BookStatus
    var customShelf: String?
    var shelves: [String]
    var currentPage: Int?
    var addedAt: BackupTime
    var updatedAt: BackupTime
    var review: String?
    var privateNotes: String?
    var googleVolumeID: String?
    /// The Google Books record (JSON) as stored, kept as text.
    var googleRecord: String?
    var goodreadsID: String?
    /// Amazon's id of the edition, for books without an ISBN.
    var asin: String?
    /// The row of the Goodreads export the book was imported from, kept for a lossless export.
    var goodreadsRow: GoodreadsImportedRow?
    /// Columns the user edited by hand, which refreshes from elsewhere leave alone.
    var editedFields: [String]
    var openLibraryID: String?
    /// The Open Library record (JSON) as stored, kept as text.
    var openLibraryRecord: String?
    /// Which catalogue gave each field, as `books.field_sources` stores it (`title=google,…`).
    var fieldSources: String
    /// Every catalogue's page count, as `books.page_counts` stores it.
    var pageCounts: String
    var statusChanges: [BackupStatusChange]
    var readThroughs: [BackupReadThrough]
    var progress: [BackupProgressEntry]
    /// Dated private notes; backups before version 3 have none.
    var notes: [BackupNote]
    /// How much of `addedAt` is known, for a Date Added imported as a year, month or day.
    var addedPrecision: DatePrecision? = nil
    /// True when a StoryGraph export added the book or was matched to it.
    var fromStoryGraph = false
}

extension BackupBook {
    /// Reads a book from its backup object, field by field in declaration order, so the first
    /// book that is wrong in several places reports the first of them in that order.
    init(json: JSONFields) throws(JSONFieldError) {
        id = try json.int("id")
        title = try json.text("title")
        subtitle = try json.optionalText("subtitle")
        authors = try json.texts("authors")
        pageCount = try json.optionalInt("pageCount")
        isbn10 = try json.optionalText("isbn10")
        isbn13 = try json.optionalText("isbn13")
        year = try json.optionalInt("year")
        originalYear = try json.optionalInt("originalYear")
        publisher = try json.optionalText("publisher")
        language = try json.optionalText("language")
        description = try json.optionalText("description")
        thumbnail = try json.optionalText("thumbnail")
        rating = try json.optionalDouble("rating")
        status = try json.choice("status")
        customShelf = try json.optionalText("customShelf")
        shelves = try json.texts("shelves")
        currentPage = try json.optionalInt("currentPage")
        addedAt = try json.time("addedAt")
        updatedAt = try json.time("updatedAt")
        review = try json.optionalText("review")
        privateNotes = try json.optionalText("privateNotes")
        // Version 1 spelt the ids `googleVolumeID` and `goodreadsID`; `--json` has always said `Id`.
        googleVolumeID = try json.optionalText("googleVolumeId")
        if googleVolumeID == nil { googleVolumeID = try json.optionalText("googleVolumeID") }
        googleRecord = try json.optionalText("googleRecord")
        goodreadsID = try json.optionalText("goodreadsId")
        if goodreadsID == nil { goodreadsID = try json.optionalText("goodreadsID") }
        asin = try json.optionalText("asin")
        goodreadsRow = try json.optionalValue("goodreadsRow") { node throws(JSONFieldError) in
            try JSONFields.record(node) { fields throws(JSONFieldError) in
                let names = try fields.texts("names")
                let values = try fields.texts("values")
                // Stored as a CSV header and row, which must be as long as each other.
                guard !names.isEmpty, names.count == values.count else {
                    throw JSONFieldError("names and values must be lists of the same, non-zero length")
                }
                return GoodreadsImportedRow(names: names, values: values, exported: try fields.texts("exported"))
            }
        }
        editedFields = try json.texts("editedFields")
        openLibraryID = try json.optionalText("openLibraryId")
        if openLibraryID == nil { openLibraryID = try json.optionalText("openLibraryID") }
        openLibraryRecord = try json.optionalText("openLibraryRecord")
        // Backups written before Open Library was a catalogue have neither.
        fieldSources = try json.optionalText("fieldSources") ?? ""
        pageCounts = try json.optionalText("pageCounts") ?? ""
        statusChanges = try json.records("statusChanges", BackupStatusChange.init(json:))
        readThroughs = try json.records("readThroughs", BackupReadThrough.init(json:))
        progress = try json.records("progress", BackupProgressEntry.init(json:))
        notes = try json.optionalRecords("notes", BackupNote.init(json:)) ?? []
        // Backups before partial dates and StoryGraph imports have neither.
        addedPrecision = try json.optionalChoice("addedPrecision")
        fromStoryGraph = try json.optionalBool("fromStoryGraph") ?? false
    }

    /// The book as the backup writes it; absent values are left out.
    var json: JSONValue {
        .object(
            [
                ("id", .int(id)), ("title", .string(title)), ("authors", .array(authors.map { JSONValue.string($0) })),
                ("status", .string(status.rawValue)), ("shelves", .array(shelves.map { JSONValue.string($0) })),
                ("addedAt", addedAt.json), ("updatedAt", updatedAt.json),
                ("editedFields", .array(editedFields.map { JSONValue.string($0) })),
                ("statusChanges", .array(statusChanges.map(\.json))), ("readThroughs", .array(readThroughs.map(\.json))),
                ("progress", .array(progress.map(\.json))),
            ],
            leavingOutAbsent: [
                ("subtitle", subtitle.map { JSONValue.string($0) }), ("pageCount", pageCount.map { JSONValue.int($0) }),
                ("isbn10", isbn10.map { JSONValue.string($0) }), ("isbn13", isbn13.map { JSONValue.string($0) }),
                ("year", year.map { JSONValue.int($0) }), ("originalYear", originalYear.map { JSONValue.int($0) }),
                ("publisher", publisher.map { JSONValue.string($0) }), ("language", language.map { JSONValue.string($0) }),
                ("description", description.map { JSONValue.string($0) }), ("thumbnail", thumbnail.map { JSONValue.string($0) }),
                ("rating", rating.map { JSONValue.double($0) }), ("customShelf", customShelf.map { JSONValue.string($0) }),
                ("currentPage", currentPage.map { JSONValue.int($0) }), ("review", review.map { JSONValue.string($0) }),
                ("privateNotes", privateNotes.map { JSONValue.string($0) }), ("googleVolumeId", googleVolumeID.map { JSONValue.string($0) }),
                ("googleRecord", googleRecord.map { JSONValue.string($0) }), ("goodreadsId", goodreadsID.map { JSONValue.string($0) }),
                ("openLibraryId", openLibraryID.map { JSONValue.string($0) }),
                ("asin", asin.map { JSONValue.string($0) }),
                ("goodreadsRow", goodreadsRow.map { row in
                    JSONValue.object([
                        ("names", .array(row.names.map { JSONValue.string($0) })),
                        ("values", .array(row.values.map { JSONValue.string($0) })),
                        ("exported", .array(row.exported.map { JSONValue.string($0) })),
                    ])
                }),
                ("openLibraryRecord", openLibraryRecord.map { JSONValue.string($0) }),
                ("fieldSources", fieldSources.isEmpty ? nil : JSONValue.string(fieldSources)),
                ("pageCounts", pageCounts.isEmpty ? nil : JSONValue.string(pageCounts)),
                ("notes", notes.isEmpty ? nil : JSONValue.array(notes.map(\.json))),
                ("addedPrecision", addedPrecision.map { JSONValue.string($0.rawValue) }),
                ("fromStoryGraph", fromStoryGraph ? JSONValue.bool(true) : nil),
            ])
    }
}

extension BackupBook {
    /// The book as stored, with its names and history.
    init(
        _ row: BookRow, authors: [String], shelves: [String], statusChanges: [BackupStatusChange],
        readThroughs: [BackupReadThrough], progress: [BackupProgressEntry], notes: [BackupNote],
        goodreadsRow: GoodreadsImportedRow?
    ) {
        self.init(
            id: row.id, title: row.title, subtitle: row.subtitle, authors: authors, pageCount: row.pageCount,
            isbn10: row.isbn10, isbn13: row.isbn13, year: row.year, originalYear: row.originalYear,
            publisher: row.publisher, language: row.language, description: row.description, thumbnail: row.thumbnail,
            rating: row.rating, status: row.status, customShelf: row.customShelf, shelves: shelves,
            currentPage: row.currentPage, addedAt: BackupTime(row.addedAt.seconds),
            updatedAt: BackupTime(row.updatedAt.seconds), review: row.review, privateNotes: row.privateNotes,
            googleVolumeID: row.googleVolumeID, googleRecord: row.googleRecord, goodreadsID: row.goodreadsID,
            asin: row.asin, goodreadsRow: goodreadsRow, editedFields: row.editedFields.names, openLibraryID: row.openLibraryID,
            openLibraryRecord: row.openLibraryRecord, fieldSources: row.fieldSources.storedText,
            pageCounts: row.pageCounts.storedText, statusChanges: statusChanges, readThroughs: readThroughs,
            progress: progress, notes: notes, addedPrecision: row.addedPrecision, fromStoryGraph: row.fromStoryGraph)
    }

    /// The row to store; edited fields that name no field are refused.
    func row() throws(DamagedValue) -> BookRow {
        var row = BookRow(
            title: title, status: status, addedAt: TimeColumn(seconds: addedAt.seconds),
            updatedAt: TimeColumn(seconds: updatedAt.seconds))
        row.id = id
        row.subtitle = subtitle
        row.pageCount = pageCount
        row.isbn10 = isbn10
        row.isbn13 = isbn13
        row.year = year
        row.originalYear = originalYear
        row.publisher = publisher
        row.language = language
        row.description = description
        row.thumbnail = thumbnail
        row.rating = rating
        row.customShelf = customShelf
        row.currentPage = currentPage
        row.review = review
        row.privateNotes = privateNotes
        row.googleVolumeID = googleVolumeID
        row.googleRecord = googleRecord
        row.goodreadsID = goodreadsID
        row.asin = asin
        row.editedFields = try EditedFields(names: editedFields)
        row.openLibraryID = openLibraryID
        row.openLibraryRecord = openLibraryRecord
        row.fieldSources = try NamedValues(storedText: fieldSources, column: BookRow.Column.fieldSources.name)
        row.pageCounts = try NamedValues(storedText: pageCounts, column: BookRow.Column.pageCounts.name)
        row.addedPrecision = addedPrecision
        row.fromStoryGraph = fromStoryGraph
        return row
    }
}
