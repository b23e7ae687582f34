/// What an import did (or, in a dry run, would do) to the library's books.
public struct ImportSummary: Equatable, Sendable {
    /// Books that were not in the library and were added.
    public var added: Int
    /// Books already in the library that the file changed (filled in, moved on, linked).
    public var updated: Int
    /// Books already in the library that the file had nothing new for.
    public var skipped: Int
    /// Skipped books whose kept Goodreads row (the row given back by an export) the file brought
    /// up to date: a newer export's values shelf does not show, such as Average Rating or Owned
    /// Copies, or its other header form. Counted in `skipped`; `undo` takes them back.
    public var keptRowsRefreshed: Int
    /// False when the import found the library holding all of the file already: nothing was
    /// written, and `undo` has no step for it (in a dry run: nothing would have been).
    public var changed: Bool
    /// A backup's words restored into the library (a CSV export has none).
    public var wordsAdded: Int
    /// A backup's words left out: a global word the library has, or a word of a book it has (the
    /// book keeps its words as they are, as it keeps the rest).
    public var wordsSkipped: Int
    /// A backup's reading goals restored into the library (a CSV export has none).
    public var goalsAdded: Int
    /// A backup's goals left out: the library has a goal for that year, and keeps it.
    public var goalsSkipped: Int
    /// Values the file had in columns that are not required which could not be read, left empty
    /// on their books, one entry per column.
    public var adjusted: [ImportAdjustment]
    /// The reader's own exclusive shelves the file has, each with the list its books went to.
    public var customShelves: [CustomShelfOutcome]
    /// Titles of the rows that were linked to a book already in the library by title and author
    /// alone (no Goodreads id or ISBN agreed), in file order, so the reader can check them.
    public var linkedByTitle: [String]
    /// Rows skipped because an earlier row of the file has their Book Id (counted in `skipped`).
    public var duplicates: [DuplicateRow]
    /// Titles of the rows that give up a book the library has as finished, with no re-read begun
    /// after that finish: the book stays on read, as `move BOOK dnf` refuses the same, in file order.
    public var keptFinished: [String] = []
    /// Titles of the rows with a read the book's history cannot hold, in file order: a finish
    /// before a page logged in the read in progress (which `finish --at` refuses), a read
    /// sharing days with a finished one, a finish before the start of the read it would end.
    /// That read is left out and the book keeps its list.
    public var keptHistory: [String] = []

    /// Makes a summary from its counts, of an import that `changed` the library unless said otherwise.
    public init(
        added: Int = 0, updated: Int = 0, skipped: Int = 0, keptRowsRefreshed: Int = 0, wordsAdded: Int = 0, wordsSkipped: Int = 0,
        goalsAdded: Int = 0, goalsSkipped: Int = 0, adjusted: [ImportAdjustment] = [], customShelves: [CustomShelfOutcome] = [], linkedByTitle: [String] = [],
        duplicates: [DuplicateRow] = [], changed: Bool = true
    ) {
        self.added = added
        self.updated = updated
        self.skipped = skipped
        self.keptRowsRefreshed = keptRowsRefreshed
        self.changed = changed
        self.wordsAdded = wordsAdded
        self.wordsSkipped = wordsSkipped
        self.goalsAdded = goalsAdded
        self.goalsSkipped = goalsSkipped
        self.adjusted = adjusted
        self.customShelves = customShelves
        self.linkedByTitle = linkedByTitle
        self.duplicates = duplicates
    }

    /// Notes what a CSV export's rows left behind besides the counts: the values left empty (grouped
    /// by column) and the rows to name by title.
    mutating func note(leftEmpty: [ValueLeftEmpty], titles: TitlesToName) {
        adjusted = ImportAdjustment.grouping(leftEmpty)
        linkedByTitle = titles.linkedByTitle
        keptFinished = titles.keptFinished
        keptHistory = titles.keptHistory
    }
}
