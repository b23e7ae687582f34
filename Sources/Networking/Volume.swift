internal import Essentials
import Foundation
internal import JSON

/// One book as Google Books describes it, flattened to what shelf uses, plus the full record as
/// received so the library can keep everything. Every field but the id may be missing upstream;
/// a missing or blank title becomes "Untitled" so every volume can be listed and added.
public struct Volume: Codable, Equatable, Sendable {
    /// Google's volume id, e.g. `B1hSG45JCX4C`.
    public var volumeId: String
    /// The title, or "Untitled" when Google has none.
    public var title: String
    /// The subtitle, if any.
    public var subtitle: String?
    /// The authors in Google's order; empty when unknown.
    public var authors: [String]
    /// The publication date exactly as Google gives it: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` or a timestamp.
    public var publishedDate: String?
    /// The year of `publishedDate`, when it starts with one.
    public var year: Int?
    /// The printed page count when known, else Google's page count; nil when unknown (Google uses 0).
    public var pageCount: Int?
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
    /// The thumbnail image URL (`thumbnail`, else `smallThumbnail`), as Google gives it.
    public var thumbnail: String?
    /// Google's categories, e.g. `Fiction / Science Fiction / General`.
    public var categories: [String]
    /// The full record as received from `volumes/{id}`, for storing in full; nil for search
    /// results, which are thinner records that are never stored.
    public var rawJSON: String?

    /// The title used when Google sends none.
    public static let untitled = "Untitled"

    /// Makes a volume from its parts; tests and the library use this.
    public init(
        volumeId: String, title: String, subtitle: String? = nil, authors: [String] = [],
        publishedDate: String? = nil, pageCount: Int? = nil, isbn10: String? = nil, isbn13: String? = nil,
        publisher: String? = nil, language: String? = nil, description: String? = nil, thumbnail: String? = nil,
        categories: [String] = [], rawJSON: String? = nil
    ) {
        self.volumeId = volumeId
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.publishedDate = publishedDate
        self.year = publishedDate.flatMap(Self.year(from:))
        self.pageCount = pageCount
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
        self.init(
            volumeId: id,
            title: JSONField.text(info?["title"]) ?? Self.untitled,
            subtitle: JSONField.text(info?["subtitle"]),
            authors: JSONField.texts(info?["authors"]),
            publishedDate: JSONField.text(info?["publishedDate"]),
            pageCount: Self.positive(info?["printedPageCount"]) ?? Self.positive(info?["pageCount"]),
            isbn10: identifier("ISBN_10"),
            isbn13: identifier("ISBN_13"),
            publisher: JSONField.text(info?["publisher"]),
            language: JSONField.text(info?["language"]),
            description: JSONField.text(info?["description"]).map(HTMLText.plainText).flatMap { $0.isEmpty ? nil : $0 },
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
    private static func positive(_ value: JSONNode?) -> Int? {
        guard let number = value?.intValue, number > 0 else { return nil }
        return number
    }
}
