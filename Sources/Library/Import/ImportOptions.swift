import Foundation

/// How to run an import: for real or as a dry run, which time zone the file's calendar dates are
/// in, and whom to tell about progress.
public struct ImportOptions {
    /// Runs the whole import and then rolls it back, so a dry run reports exactly what a real
    /// import would, errors included, and changes nothing.
    public var dryRun: Bool
    /// The zone a calendar date such as Goodreads' `Date Added` starts in (its local midnight).
    public var timeZone: TimeZone
    /// Where the reader's own exclusive shelves go, over the names shelf recognises by itself.
    public var shelfMap = ShelfStatusMap()
    /// Called after each book with how many are done and how many there are, for a progress bar.
    public var progress: ((_ done: Int, _ total: Int) -> Void)?
    /// Refuses a CSV export with its header and no book (`ExportFileError.noBooks`) instead of
    /// reporting nothing added: a person importing a file never means an empty one, while a
    /// program round-tripping an empty library's own export may hand one over.
    public var refusesFileWithNoBooks = false

    /// Options for an import that writes, with dates in `timeZone`.
    public init(dryRun: Bool = false, timeZone: TimeZone = .current, progress: ((Int, Int) -> Void)? = nil) {
        self.dryRun = dryRun
        self.timeZone = timeZone
        self.progress = progress
    }
}
