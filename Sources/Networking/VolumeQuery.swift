import Foundation

/// A catalogue search: free text and/or title, author and ISBN terms, with paging.
public struct VolumeQuery: Equatable, Sendable {
    /// Free text, searched everywhere.
    public var text: String?
    /// Words that must be in the title (`intitle:`).
    public var title: String?
    /// Words that must be in an author's name (`inauthor:`).
    public var author: String?
    /// An ISBN-10 or ISBN-13; hyphens and spaces are dropped (`isbn:`).
    public var isbn: String?
    /// Results per page, 1...40 (Google's maximum).
    public var limit: Int
    /// The page, starting at 1.
    public var page: Int
    /// The last page shelf asks for: far past what Google Books returns for any query, and small
    /// enough that the start index never overflows.
    public static let maximumPage = 10_000

    /// Makes a query; at least one of the terms must be non-blank when it is searched.
    public init(
        text: String? = nil, title: String? = nil, author: String? = nil, isbn: String? = nil, limit: Int = 10,
        page: Int = 1
    ) {
        self.text = text
        self.title = title
        self.author = author
        self.isbn = isbn
        self.limit = limit
        self.page = page
    }

    /// The `q` parameter: the free text, then `intitle:`, `inauthor:` and `isbn:` terms. A term of
    /// several words is quoted, so all of them apply to the field and not only the first.
    var searchTerms: String {
        var terms: [String] = []
        if let text = Self.cleaned(text) { terms.append(text) }
        if let title = Self.cleaned(title) { terms.append("intitle:" + Self.phrase(title)) }
        if let author = Self.cleaned(author) { terms.append("inauthor:" + Self.phrase(author)) }
        if let isbn = isbnTerm { terms.append("isbn:" + isbn) }
        return terms.joined(separator: " ")
    }

    /// The ISBN without hyphens and spaces, or nil when none is given.
    var isbnTerm: String? {
        Self.cleaned(isbn).map { $0.filter { $0 != "-" && !$0.isWhitespace } }
    }

    /// Open Library's search parameters: `q` for the free text, `title` and `author` as given.
    var openLibraryTerms: [URLQueryItem] {
        [("q", text), ("title", title), ("author", author)].compactMap { name, value in
            Self.cleaned(value).map { URLQueryItem(name: name, value: $0) }
        }
    }

    /// Google's zero-based index of the first result.
    var startIndex: Int { (page - 1) * limit }

    private static func cleaned(_ value: String?) -> String? {
        let words = (value ?? "").split(whereSeparator: { $0.isWhitespace })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Quotes inside a field term would end the phrase early, so they are dropped.
    private static func phrase(_ value: String) -> String {
        let unquoted = value.filter { $0 != "\"" }
        return unquoted.contains(" ") ? "\"\(unquoted)\"" : unquoted
    }
}
