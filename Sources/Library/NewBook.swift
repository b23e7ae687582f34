import Foundation

/// What is needed to add a book: typed by hand, or filled from a remote record.
public struct NewBook: Sendable {
    public var title: String
    public var subtitle: String?
    public var authors: [String]
    public var pageCount: Int?
    public var isbn: ISBN?
    public var year: Int?
    public var publisher: String?
    public var language: String?
    public var description: String?
    public var thumbnail: String?
    public var status: BookStatus
    /// The Google Books volume id and its full JSON record, when added from a search.
    public var googleVolumeID: String?
    public var googleRecord: String?

    /// A book with a title and authors; everything else optional.
    public init(title: String, authors: [String] = [], status: BookStatus = .toRead) {
        self.title = title
        self.authors = authors
        self.status = status
    }
}
