import Foundation

/// What is needed to add a book: typed by hand, or filled from a remote record.
public struct NewBook: Sendable {
    /// The title; it must not be blank (a refresh given a blank one keeps the book's title).
    public var title: String
    /// The subtitle, if any.
    public var subtitle: String?
    /// Authors in credit order; blank names are dropped.
    public var authors: [String]
    /// The number of pages, above 0 when known.
    public var pageCount: Int?
    /// The ISBN; a book with the ISBN of one already in the library is refused.
    public var isbn: ISBN?
    /// The publication year.
    public var year: Int?
    /// The publisher.
    public var publisher: String?
    /// The language code, such as `en`.
    public var language: String?
    /// A plain-text description.
    public var description: String?
    /// A cover image URL.
    public var thumbnail: String?
    /// The list the book starts on.
    public var status: BookStatus
    /// The Google Books volume id, when added from Google Books.
    public var googleVolumeID: String?
    /// The full Google Books record as JSON, kept so nothing it said is lost.
    public var googleRecord: String?
    /// When the book joined the lists; nil for now. Lets a reader add a book started last week.
    public var addedAt: Date?
    /// The catalogue the details came from, remembered for each field given; nil when typed by hand.
    public var source: MetadataSource?
    /// The Open Library edition (`OL…M`) or work (`OL…W`), when added from Open Library.
    public var openLibraryID: String?
    /// The full Open Library record as JSON, kept so nothing it said is lost.
    public var openLibraryRecord: String?
    /// Every page count the catalogue gave, with where it was read; `pageCount` is the one taken.
    public var pageCandidates: [PageCandidate] = []
    /// True to add the book even when one with the same title and first author is in the library
    /// (a second copy or edition); a same ISBN or Google volume is refused all the same.
    public var allowsSameTitleAndAuthor = false

    /// A book with a title and authors; everything else optional.
    public init(title: String, authors: [String] = [], status: BookStatus = .toRead) {
        self.title = title
        self.authors = authors
        self.status = status
    }
}
