internal import Essentials
import Foundation
internal import JSON

/// One book as a catalogue (Google Books or Open Library) describes it, flattened to what shelf
/// uses, plus the full record as received so the library can keep everything. Every field but the
/// id may be missing upstream; a volume with no title (or a blank one) is listed and added as
/// "Untitled", but says it has none, so a refresh leaves a book's title alone.
public struct Volume: Equatable, Sendable {
    /// The catalogue's id: Google's volume id (`B1hSG45JCX4C`), or an Open Library edition
    /// (`OL7353617M`) or work (`OL893415W`) id.
    public var volumeId: String
    /// The catalogue the volume came from.
    public var catalogue: Catalogue
    /// The title the catalogue gives; nil when it gives none, or a blank one or one of the wrong type.
    public var catalogueTitle: String?
    /// The title to list and add the volume under: the catalogue's, else "Untitled".
    public var title: String { catalogueTitle ?? Self.untitled }
    /// The subtitle, if any.
    public var subtitle: String?
    /// The authors in the catalogue's order; empty when unknown.
    public var authors: [String]
    /// Further spellings of the authors' names (Open Library lists `Френк Герберт` beside
    /// `Frank Herbert`): kept, but not shown as authors.
    public var otherAuthorNames: [String]
    /// The publication date exactly as Google gives it: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` or a timestamp.
    public var publishedDate: String?
    /// The year of `publishedDate`, when it starts with one.
    public var year: Int?
    /// The page count shelf takes: Google's printed count, else its page count; Open Library's
    /// edition `number_of_pages`, else the number in `pagination`, else the search median. Nil when
    /// unknown (Google uses 0).
    public var pageCount: Int?
    /// Every page count the record gives, with where it was read, in order of preference.
    public var pageCounts: [PageCount]
    /// The year the work was first published, when the catalogue says (Open Library's
    /// `first_publish_year`).
    public var originalYear: Int?
    /// The Open Library work an edition belongs to (`OL893415W`), for fields the edition lacks.
    public var workID: String?
    /// The Open Library edition that stands for a work found by search (`cover_edition_key`),
    /// whose record has the page count and ISBNs a work lacks.
    public var editionID: String?
    /// The ISBN-10, from `industryIdentifiers`.
    public var isbn10: String?
    /// The ISBN-13, from `industryIdentifiers`.
    public var isbn13: String?
    /// The publisher, if any.
    public var publisher: String?
    /// The language code, e.g. `en`.
    public var language: String?
    /// The description as plain text (Google's HTML converted), if any.
    public var description: String?
    /// The cover image URL: Google's `thumbnail` (else `smallThumbnail`), or Open Library's
    /// medium cover `https://covers.openlibrary.org/b/id/{id}-M.jpg`.
    public var thumbnail: String?
    /// Google's categories, e.g. `Fiction / Science Fiction / General`.
    public var categories: [String]
    /// The full record as received from `volumes/{id}` (or Open Library's edition or work), for
    /// storing in full; nil for search results, which are thinner records that are never stored.
    public var rawJSON: String?

    /// The Google Books volume id, or nil for a volume from another catalogue.
    public var googleVolumeID: String? { catalogue == .googleBooks ? volumeId : nil }

    /// The Open Library id a book added from this volume keeps: the edition a search result stands
    /// for, else the record's own id; nil for a volume from another catalogue.
    public var openLibraryID: String? { catalogue == .openLibrary ? editionID ?? volumeId : nil }

    /// The title shown and added when the catalogue sends none.
    public static let untitled = "Untitled"

    /// Makes a volume from its parts; tests and the library use this.
    public init(
        volumeId: String, catalogue: Catalogue = .googleBooks, title: String?, subtitle: String? = nil,
        authors: [String] = [], otherAuthorNames: [String] = [], publishedDate: String? = nil,
        pageCount: Int? = nil, pageCounts: [PageCount]? = nil, originalYear: Int? = nil, workID: String? = nil,
        editionID: String? = nil, isbn10: String? = nil, isbn13: String? = nil, publisher: String? = nil,
        language: String? = nil,
        description: String? = nil, thumbnail: String? = nil, categories: [String] = [], rawJSON: String? = nil
    ) {
        self.volumeId = volumeId
        self.catalogue = catalogue
        self.catalogueTitle = title
        self.subtitle = subtitle
        self.authors = authors
        self.otherAuthorNames = otherAuthorNames
        self.publishedDate = publishedDate
        self.year = publishedDate.flatMap(Self.year(from:))
        // Catalogue readers pass every candidate and the first, preferred one is taken.
        self.pageCounts = pageCounts ?? []
        self.pageCount = pageCount ?? self.pageCounts.first?.pages
        self.originalYear = originalYear
        self.workID = workID
        self.editionID = editionID
        self.isbn10 = isbn10
        self.isbn13 = isbn13
        self.publisher = publisher
        self.language = language
        self.description = description
        self.thumbnail = thumbnail
        self.categories = categories
        self.rawJSON = rawJSON
    }

    /// Reads a Google Books volume record (`{"id", "volumeInfo": {…}}`). Fields of the wrong type
    /// count as missing rather than failing the record; only a missing id makes it unusable.
    /// `rawJSON` is the record's text when it is to be kept.
    init?(googleRecord record: JSONNode, rawJSON: String? = nil) {
        guard let id = JSONField.text(record["id"]) else { return nil }
        // A `volumeInfo` or `imageLinks` that is not an object reads as empty: its lookups are nil.
        let info = record["volumeInfo"]
        let identifiers = JSONField.objects(info?["industryIdentifiers"]) ?? []
        func identifier(_ type: String) -> String? {
            identifiers.first { $0["type"]?.stringValue == type }.flatMap { JSONField.text($0["identifier"]) }
        }
        let images = info?["imageLinks"]
        let counts = [
            Self.positive(info?["printedPageCount"]).map { PageCount(pages: $0, origin: .googlePrinted) },
            Self.positive(info?["pageCount"]).map { PageCount(pages: $0, origin: .googleCount) },
        ].compactMap { $0 }
        self.init(
            volumeId: id,
            title: JSONField.text(info?["title"]),
            subtitle: JSONField.text(info?["subtitle"]),
            authors: JSONField.texts(info?["authors"]),
            publishedDate: JSONField.text(info?["publishedDate"]),
            pageCounts: counts,
            isbn10: identifier("ISBN_10"),
            isbn13: identifier("ISBN_13"),
            publisher: JSONField.text(info?["publisher"]),
            language: JSONField.text(info?["language"]),
            description: JSONField.text(info?["description"]).map { HTMLText.plainText($0) }.flatMap { $0.isEmpty ? nil : $0 },
            thumbnail: JSONField.text(images?["thumbnail"]) ?? JSONField.text(images?["smallThumbnail"]),
            categories: JSONField.texts(info?["categories"]),
            rawJSON: rawJSON)
    }

    /// The year at the start of a Google date (`1965`, `1965-08`, `1965-08-01`,
    /// `1965-08-01T00:00:00Z`); nil for anything else, such as `19th century`.
    static func year(from date: String) -> Int? {
        let text = Whitespace.trimmed(date, newlines: false)
        let digits = text.prefix(4)
        guard digits.count == 4, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        let rest = text.dropFirst(4)
        guard rest.isEmpty || rest.first == "-" else { return nil }
        return Int(digits)
    }

    /// A whole number above zero (`300`, `300.0`); nil for anything else, including Google's 0 for unknown.
    static func positive(_ value: JSONNode?) -> Int? {
        guard let number = value?.intValue, number > 0 else { return nil }
        return number
    }
}
