/// What shelf exported for a book just after the Goodreads import it came from: an export
/// writes a column as the file had it only while the book still exports what it did then
/// (`GoodreadsCSV.restoring(_:from:)`).
enum ExportMark: Equatable {
    /// No mark: the row was kept by a shelf from before marks were. Every column goes out as the
    /// book is now, until an import marks it.
    case none
    /// The book is as the import left it, so what it exports now is the mark. An import stores
    /// this rather than exporting again every book it wrote (a fifth of a large import's work);
    /// the library turns it into `columns` just before the book's first change
    /// (`GoodreadsMarkTriggers`).
    case unchanged
    /// The 24 columns as shelf wrote them (`GoodreadsColumn` order); a column the import left as
    /// the library had it holds `GoodreadsImportedRow.keptMark`.
    case columns([String])

    /// How `unchanged` is stored in `goodreads_rows.exported`.
    static let storedUnchanged = "unchanged"

    /// The columns the mark stands for when the book exports `current` now; nil for no mark.
    func columns(exportingNow current: [String]) -> [String]? {
        switch self {
        case .none: nil
        case .unchanged: current
        case .columns(let columns): columns
        }
    }
}
