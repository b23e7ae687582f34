/// A book with every stored column and all its history, as a backup holds it.
struct BackupBook: Codable, Equatable {
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
    /// Columns the user edited by hand, which refreshes from elsewhere leave alone.
    var editedFields: [String]
    var statusChanges: [BackupStatusChange]
    var readThroughs: [BackupReadThrough]
    var progress: [BackupProgressEntry]
}
