internal import JSON

/// A book's own columns as a backup holds them, among its names and history in the book's object
/// (`BackupBook`).
extension BookRow {
    /// Reads the book's columns from its backup object, field by field, so the first book that is
    /// wrong in several places reports the first of them in this order. Values the library would
    /// refuse from a command are refused here too, with the field's name.
    init(backup json: JSONFields) throws(JSONFieldError) {
        // Ids are shelf's, from 1 up: a book numbered 0 or below could not be named by its id.
        id = try json.int("id", atLeast: 1)
        title = try BackupText.name(json, "title")
        subtitle = try json.optionalText("subtitle")
        // What every list reads back (see `NamedRow.pageCount`); a catalogue's larger count is
        // never stored either.
        pageCount = try json.optionalInt("pageCount", within: 1...BookLimits.pages)
        isbn10 = try json.optionalText("isbn10")
        isbn13 = try json.optionalText("isbn13")
        year = try json.optionalInt("year", within: BookLimits.years)
        originalYear = try json.optionalInt("originalYear", within: BookLimits.years)
        publisher = try json.optionalText("publisher")
        language = try json.optionalText("language")
        description = try json.optionalText("description")
        thumbnail = try json.optionalText("thumbnail")
        rating = try json.optionalDouble("rating", within: BookLimits.ratings)
        status = try json.choice("status")
        customShelf = try json.optionalText("customShelf")
        currentPage = try json.optionalInt("currentPage", within: 0...BookLimits.pages)
        addedAt = try json.time("addedAt")
        updatedAt = try json.time("updatedAt")
        review = try BackupText.optionalText(json, "review", within: BookLimits.passageLength)
        privateNotes = try json.optionalText("privateNotes")
        // Version 1 spelt the ids `googleVolumeID` and `goodreadsID`; `--json` has always said `Id`.
        googleVolumeID = try json.optionalText("googleVolumeId")
        if googleVolumeID == nil { googleVolumeID = try json.optionalText("googleVolumeID") }
        googleRecord = try json.optionalText("googleRecord")
        goodreadsID = try json.optionalText("goodreadsId")
        if goodreadsID == nil { goodreadsID = try json.optionalText("goodreadsID") }
        asin = try json.optionalText("asin")
        let editedNames = try json.texts("editedFields")
        editedFields = try Self.stored("editedFields") { () throws(DamagedValue) in try EditedFields(names: editedNames) }
        openLibraryID = try json.optionalText("openLibraryId")
        if openLibraryID == nil { openLibraryID = try json.optionalText("openLibraryID") }
        openLibraryRecord = try json.optionalText("openLibraryRecord")
        // Backups written before Open Library was a catalogue have neither.
        let fieldSourcesText = try json.optionalText("fieldSources") ?? ""
        fieldSources = try Self.stored("fieldSources") { () throws(DamagedValue) in
            try NamedValues(storedText: fieldSourcesText, column: Column.fieldSources.name)
        }
        let pageCountsText = try json.optionalText("pageCounts") ?? ""
        pageCounts = try Self.stored("pageCounts") { () throws(DamagedValue) in
            try NamedValues(storedText: pageCountsText, column: Column.pageCounts.name)
        }
        // Backups before partial dates and StoryGraph imports have neither.
        addedPrecision = try json.optionalChoice("addedPrecision")
        fromStoryGraph = try json.optionalBool("fromStoryGraph") ?? false
        addedOn = try json.optionalDay("addedOn")
    }

    /// The book's columns as the backup writes them; nil values are left out.
    var backupMembers: [(String, JSONValue?)] {
        [
            ("id", .int(id)), ("title", .string(title)), ("status", .string(status.rawValue)),
            ("addedAt", addedAt.backupJSON), ("updatedAt", updatedAt.backupJSON),
            ("editedFields", .array(editedFields.names.map { JSONValue.string($0) })),
            ("subtitle", subtitle.map { JSONValue.string($0) }), ("pageCount", pageCount.map { JSONValue.int($0) }),
            ("isbn10", isbn10.map { JSONValue.string($0) }), ("isbn13", isbn13.map { JSONValue.string($0) }),
            ("year", year.map { JSONValue.int($0) }), ("originalYear", originalYear.map { JSONValue.int($0) }),
            ("publisher", publisher.map { JSONValue.string($0) }), ("language", language.map { JSONValue.string($0) }),
            ("description", description.map { JSONValue.string($0) }), ("thumbnail", thumbnail.map { JSONValue.string($0) }),
            ("rating", rating.map { JSONValue.double($0) }), ("customShelf", customShelf.map { JSONValue.string($0) }),
            ("currentPage", currentPage.map { JSONValue.int($0) }), ("review", review.map { JSONValue.string($0) }),
            ("privateNotes", privateNotes.map { JSONValue.string($0) }),
            ("googleVolumeId", googleVolumeID.map { JSONValue.string($0) }),
            ("googleRecord", googleRecord.map { JSONValue.string($0) }),
            ("goodreadsId", goodreadsID.map { JSONValue.string($0) }),
            ("openLibraryId", openLibraryID.map { JSONValue.string($0) }), ("asin", asin.map { JSONValue.string($0) }),
            ("openLibraryRecord", openLibraryRecord.map { JSONValue.string($0) }),
            ("fieldSources", fieldSources.storedText.isEmpty ? nil : JSONValue.string(fieldSources.storedText)),
            ("pageCounts", pageCounts.storedText.isEmpty ? nil : JSONValue.string(pageCounts.storedText)),
            ("addedPrecision", addedPrecision.map { JSONValue.string($0.rawValue) }),
            ("fromStoryGraph", fromStoryGraph ? JSONValue.bool(true) : nil),
            ("addedOn", addedOn.map { JSONValue.string($0) }),
        ]
    }

    /// The value `parse` makes of the backup's text for a column, its refusal placed at `key`.
    private static func stored<Value>(_ key: String, _ parse: () throws(DamagedValue) -> Value) throws(JSONFieldError) -> Value {
        do {
            return try parse()
        } catch {
            throw JSONFieldError(path: key, error.problem)
        }
    }
}
