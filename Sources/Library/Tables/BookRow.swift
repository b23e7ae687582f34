internal import SQLiteStore

/// One row of `books`, every column typed. `Column` is the one list of the table's columns:
/// reading a row, inserting one and the backup all go through this type, so a new column is added
/// to the schema, to `Column` and a property here, and then only where it is really used.
struct BookRow: TableRow, Equatable {
    /// The columns of `books`; each case's SQL name is its name in snake case.
    enum Column: String, ColumnName {
        case id, title, subtitle, pageCount = "page_count", isbn10, isbn13, year, originalYear = "original_year"
        case publisher, language, description, thumbnail, rating, status, customShelf = "custom_shelf"
        case currentPage = "current_page", addedAt = "added_at", updatedAt = "updated_at", review
        case privateNotes = "private_notes", googleVolumeID = "google_volume_id", googleRecord = "google_record"
        case goodreadsID = "goodreads_id", editedFields = "edited_fields", openLibraryID = "open_library_id"
        case openLibraryRecord = "open_library_record", fieldSources = "field_sources", pageCounts = "page_counts"
        case asin, addedPrecision = "added_precision", fromStoryGraph = "from_storygraph", addedOn = "added_on"
    }

    static let table = "books"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    static let idColumn: Column? = .id
    private static let updateAll = """
        UPDATE books SET \(Column.allCases.filter { $0 != .id }.map { "\($0.name) = ?" }.joined(separator: ", "))
        WHERE id = ?
        """

    var id: Int
    var title: String
    var subtitle: String?
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
    var currentPage: Int?
    var addedAt: TimeColumn
    var updatedAt: TimeColumn
    var review: String?
    var privateNotes: String?
    var googleVolumeID: String?
    /// The Google Books record (JSON) the book was added or refreshed from, kept as text.
    var googleRecord: String?
    var goodreadsID: String?
    var editedFields: EditedFields
    /// The Open Library edition (`OL…M`) or work (`OL…W`) the book was added or refreshed from.
    var openLibraryID: String?
    /// The Open Library record (JSON) the book was added or refreshed from, kept as text.
    var openLibraryRecord: String?
    /// Which catalogue gave each field: field name (as `BookField` names it) to `MetadataSource`.
    var fieldSources: NamedValues
    /// Every catalogue's page count: `PageCandidate.origin` to the count.
    var pageCounts: NamedValues
    /// Amazon's id of the edition (`B00DQBOFTW`), kept apart from ISBNs.
    var asin: String?
    /// How much of `addedAt` is known when it was imported as a year, month or day; nil for a
    /// time shelf recorded.
    var addedPrecision: DatePrecision?
    /// True when a StoryGraph export added the book or was matched to it (see `Schema.version12`).
    var fromStoryGraph = false
    /// The calendar day of an addition imported as a day, month or year (see `Schema.version15`).
    var addedOn: String? = nil

    /// A book not stored yet, on `status` since `addedAt`, with every other column empty. Its id
    /// is assigned when it is inserted.
    init(title: String, status: BookStatus, addedAt: TimeColumn, updatedAt: TimeColumn) {
        self.id = 0
        self.title = title
        self.status = status
        self.addedAt = addedAt
        self.updatedAt = updatedAt
        self.editedFields = EditedFields()
        self.fieldSources = NamedValues()
        self.pageCounts = NamedValues()
    }

    /// Reads a row selected with `Column.nameList` (or any SELECT naming the same columns). Numbers
    /// are checked for their kind only: a backup restores whatever counts it holds and gives them
    /// back byte for byte; what does arithmetic on them (lists, statistics, pace) checks ranges.
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        title = try row.requiredText(.title)
        subtitle = row.string(.subtitle)
        pageCount = try row.optionalInt(.pageCount)
        isbn10 = row.string(.isbn10)
        isbn13 = row.string(.isbn13)
        year = try row.optionalInt(.year)
        originalYear = try row.optionalInt(.originalYear)
        publisher = row.string(.publisher)
        language = row.string(.language)
        description = row.string(.description)
        thumbnail = row.string(.thumbnail)
        rating = try row.optionalDouble(.rating)
        status = try row.choice(.status)
        customShelf = row.string(.customShelf)
        currentPage = try row.optionalInt(.currentPage)
        addedAt = try row.time(.addedAt)
        updatedAt = try row.time(.updatedAt)
        review = row.string(.review)
        privateNotes = row.string(.privateNotes)
        googleVolumeID = row.string(.googleVolumeID)
        googleRecord = row.string(.googleRecord)
        goodreadsID = row.string(.goodreadsID)
        editedFields = try EditedFields(storedText: row.requiredText(.editedFields))
        openLibraryID = row.string(.openLibraryID)
        openLibraryRecord = row.string(.openLibraryRecord)
        fieldSources = try NamedValues(storedText: row.requiredText(.fieldSources), column: Column.fieldSources.name)
        pageCounts = try NamedValues(storedText: row.requiredText(.pageCounts), column: Column.pageCounts.name)
        asin = row.string(.asin)
        addedPrecision = try row.optionalChoice(.addedPrecision)
        fromStoryGraph = try row.flag(.fromStoryGraph)
        addedOn = try row.optionalDay(.addedOn)?.description
    }

    /// The value stored in `column`.
    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .id: id.sqliteValue
        case .title: title.sqliteValue
        case .subtitle: subtitle.sqliteValue
        case .pageCount: pageCount.sqliteValue
        case .isbn10: isbn10.sqliteValue
        case .isbn13: isbn13.sqliteValue
        case .year: year.sqliteValue
        case .originalYear: originalYear.sqliteValue
        case .publisher: publisher.sqliteValue
        case .language: language.sqliteValue
        case .description: description.sqliteValue
        case .thumbnail: thumbnail.sqliteValue
        case .rating: rating.sqliteValue
        case .status: status.rawValue.sqliteValue
        case .customShelf: customShelf.sqliteValue
        case .currentPage: currentPage.sqliteValue
        case .addedAt: addedAt.sqliteValue
        case .updatedAt: updatedAt.sqliteValue
        case .review: review.sqliteValue
        case .privateNotes: privateNotes.sqliteValue
        case .googleVolumeID: googleVolumeID.sqliteValue
        case .googleRecord: googleRecord.sqliteValue
        case .goodreadsID: goodreadsID.sqliteValue
        case .editedFields: editedFields.storedText.sqliteValue
        case .openLibraryID: openLibraryID.sqliteValue
        case .openLibraryRecord: openLibraryRecord.sqliteValue
        case .fieldSources: fieldSources.storedText.sqliteValue
        case .pageCounts: pageCounts.storedText.sqliteValue
        case .asin: asin.sqliteValue
        case .addedPrecision: (addedPrecision?.rawValue).sqliteValue
        case .fromStoryGraph: (fromStoryGraph ? 1 : 0).sqliteValue
        case .addedOn: addedOn.sqliteValue
        }
    }

    /// Writes every column but the id over the stored row with this id.
    func update(in connection: Connection) throws {
        try connection.run(Self.updateAll, Column.allCases.filter { $0 != .id }.map(value(of:)) + [id.sqliteValue])
    }
}
