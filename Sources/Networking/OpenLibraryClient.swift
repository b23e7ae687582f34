import Foundation
internal import JSON

/// Searches Open Library and fetches its edition, work and author records through the
/// `NetworkManager`. It needs no key and has no daily quota, which makes it Google Books' fallback.
/// Works and authors are fetched only when the edition or search result lacks what they give.
public struct OpenLibraryClient: Sendable {
    /// Searches stay fresh for a day, like Google's.
    public static let searchMaxAge: TimeInterval = 86400
    /// Editions, works and authors stay fresh for 30 days.
    public static let recordMaxAge: TimeInterval = 30 * 86400
    /// The search fields shelf reads; asking for them keeps each answer a few kilobytes instead of
    /// the hundreds every field of a popular work costs.
    static let searchFields = [
        "key", "title", "subtitle", "author_name", "first_publish_year", "number_of_pages_median", "cover_i",
        "cover_edition_key", "publisher", "language",
    ].joined(separator: ",")
    /// At most this many author records are fetched for one work: anthologies list dozens.
    static let maximumAuthorLookups = 5
    /// The start of the search text that finds one work by its key (`key:/works/OL893415W`).
    static let workKeyQuery = "key:/works/"

    private let manager: NetworkManager
    /// Makes a client that fetches through `manager`.
    public init(manager: NetworkManager) {
        self.manager = manager
    }

    /// True for an Open Library edition (`OL7353617M`) or work (`OL893415W`) id, which `book(id:)` takes.
    public static func isBookID(_ text: String) -> Bool {
        OpenLibraryText.isID(text, kinds: ["M", "W"])
    }

    /// The works matching `query` in Open Library's order; an ISBN query asks the Books API for
    /// that one edition instead. Empty when nothing matches.
    public func search(_ query: VolumeQuery) throws(NetworkError) -> [Volume] {
        if let isbn = query.isbnTerm {
            return try edition(bibkey: "ISBN:" + isbn).map { [$0] } ?? []
        }
        let request = try searchRequest(query)
        do {
            return try Self.volumes(fromSearch: manager.fetch(request).body)
        } catch {
            throw error.asSearchFailure
        }
    }

    /// The full record of a book by its id: an edition (`OL…M`) filled from its work where it is
    /// silent; for a work (`OL…W`), the edition a search result for it stands for, completed as
    /// `fullRecord(of:)` completes that result, so adding by work id stores what adding from search
    /// does. A work search names no edition for, or whose search or edition cannot be had, is read
    /// alone with its authors' names. `maxAge` 0 asks the server again.
    public func book(id: String, maxAge: TimeInterval = recordMaxAge) throws(NetworkError) -> Volume {
        guard OpenLibraryText.isID(id, kinds: ["M", "W"]) else { throw .invalidVolumeID(id) }
        // The edition is a bonus on top of the work: any failure on the way to it (search down, an
        // answer of the wrong shape, an edition Open Library no longer has) leaves the work alone,
        // as before, and a work that fails too says why in its own error.
        if id.hasSuffix("W"), let result = try? searchResult(forWork: id, maxAge: maxAge), result.editionID != nil,
            let full = try? fullRecord(of: result, maxAge: maxAge)
        {
            return full
        }
        return try ownRecord(id: id, maxAge: maxAge)
    }

    /// The full record for a search result: its edition (`cover_edition_key`) when it names one,
    /// with what the edition lacks taken from the search document and then the work. `maxAge` 0
    /// asks the server again.
    public func fullRecord(of result: Volume, maxAge: TimeInterval = recordMaxAge) throws(NetworkError) -> Volume {
        guard result.catalogue == .openLibrary else { return result }
        if result.rawJSON != nil, result.volumeId == result.editionID {
            // Already a full edition record (an ISBN lookup answers with one).
            var edition = result
            try fillFromWork(&edition, maxAge: maxAge)
            return edition
        }
        guard let editionID = result.editionID, var edition = try edition(bibkey: "OLID:" + editionID, maxAge: maxAge) else {
            return try ownRecord(id: result.volumeId, maxAge: maxAge)
        }
        edition.fillGaps(from: result)
        try fillFromWork(&edition, maxAge: maxAge)
        return edition
    }

    /// The search document of one work, asked for by its key (`q=key:/works/OL…W`); nil when search
    /// does not know the work. Search is where Open Library names the edition it shows for a work
    /// (`cover_edition_key`, the edition whose cover stands for the work): the work record does not
    /// say, and its editions list is in no such order, so asking search is what makes a work added
    /// by id get the very edition a search result for it would.
    private func searchResult(forWork id: String, maxAge: TimeInterval) throws(NetworkError) -> Volume? {
        var request = try searchRequest(VolumeQuery(text: Self.workKeyQuery + id, limit: 1))
        request.acceptedAge = maxAge
        return try Self.volumes(fromSearch: manager.fetch(request).body).first { $0.volumeId == id }
    }

    /// The record an id names, read by itself: an edition (`OL…M`) filled from its work where it is
    /// silent, or a work (`OL…W`) with its authors' names.
    private func ownRecord(id: String, maxAge: TimeInterval) throws(NetworkError) -> Volume {
        if id.hasSuffix("W") { return try work(id: id, maxAge: maxAge, needsAuthors: true) }
        guard var edition = try edition(bibkey: "OLID:" + id, maxAge: maxAge) else {
            throw .notFound(.openLibrary, message: nil)
        }
        try fillFromWork(&edition, maxAge: maxAge)
        return edition
    }

    /// The edition with `isbn` (ISBN-10 or -13), or nil when Open Library has none. `maxAge` 0 asks
    /// the server again.
    public func edition(isbn: String, maxAge: TimeInterval = recordMaxAge) throws(NetworkError) -> Volume? {
        guard var edition = try edition(bibkey: "ISBN:" + isbn, maxAge: maxAge) else { return nil }
        try fillFromWork(&edition, maxAge: maxAge)
        return edition
    }

    /// The edition a Books API key names (`ISBN:…`, `OLID:…`); nil when Open Library has none.
    func edition(bibkey: String, maxAge: TimeInterval = recordMaxAge) throws(NetworkError) -> Volume? {
        var request = booksRequest(bibkey: bibkey)
        request.acceptedAge = maxAge
        let editions = try Self.editions(fromBooks: manager.fetch(request).body)
        // The answer is keyed by the bibkey as sent; a server may normalise its case, so any one entry will do.
        return editions[bibkey] ?? editions.first?.value
    }

    /// Takes the work's authors and description when the edition has none: editions are often
    /// catalogued without them.
    private func fillFromWork(_ edition: inout Volume, maxAge: TimeInterval) throws(NetworkError) {
        guard edition.authors.isEmpty || edition.description == nil, let workID = edition.workID else { return }
        edition.fillGaps(from: try work(id: workID, maxAge: maxAge, needsAuthors: edition.authors.isEmpty))
    }

    /// A work record, with its authors' names looked up when `needsAuthors`.
    private func work(id: String, maxAge: TimeInterval, needsAuthors: Bool) throws(NetworkError) -> Volume {
        let record = try self.record(["works", id + ".json"], maxAge: maxAge)
        var names: [String] = []
        if needsAuthors {
            for authorID in Volume.openLibraryAuthorIDs(ofWork: record).prefix(Self.maximumAuthorLookups) {
                let author = try self.record(["authors", authorID + ".json"], maxAge: Self.recordMaxAge)
                if let name = JSONField.text(author["name"]) ?? JSONField.text(author["personal_name"]) { names.append(name) }
            }
        }
        guard let work = Volume(openLibraryWork: record, authors: names, rawJSON: JSONValue(record).rendered(.line)) else {
            throw .invalidResponse(.openLibrary, .unexpectedShape)
        }
        return work
    }

    private func record(_ path: [String], maxAge: TimeInterval) throws(NetworkError) -> JSONNode {
        var request = NetworkRequest(
            service: .openLibrary, pathSegments: path, maxAge: Self.recordMaxAge, answerShape: .openLibraryRecord)
        request.acceptedAge = maxAge
        return try Self.record(from: manager.fetch(request).body)
    }

    /// The request for a search, validated like Google's: some term, a limit of 1...40, a page from 1.
    func searchRequest(_ query: VolumeQuery) throws(NetworkError) -> NetworkRequest {
        let terms = query.openLibraryTerms
        guard !terms.isEmpty else { throw .emptySearch }
        guard (1...40).contains(query.limit) else { throw .invalidLimit(query.limit) }
        guard (1...VolumeQuery.maximumPage).contains(query.page) else { throw .invalidPage(query.page) }
        return NetworkRequest(
            service: .openLibrary, pathSegments: ["search.json"],
            query: terms + [
                URLQueryItem(name: "fields", value: Self.searchFields),
                URLQueryItem(name: "limit", value: String(query.limit)),
                URLQueryItem(name: "page", value: String(query.page)),
            ],
            maxAge: Self.searchMaxAge, answerShape: .openLibrarySearch)
    }

    /// The Books API request for one bibkey, with the `data` view in plain JSON.
    func booksRequest(bibkey: String) -> NetworkRequest {
        NetworkRequest(
            service: .openLibrary, pathSegments: ["api", "books"],
            query: [
                URLQueryItem(name: "bibkeys", value: bibkey), URLQueryItem(name: "jscmd", value: "data"),
                URLQueryItem(name: "format", value: "json"),
            ],
            maxAge: Self.recordMaxAge, answerShape: .openLibraryBooks)
    }

    /// A search body is `{"numFound": n, "num_found": n, "docs": [...]}`, with no hits a count
    /// alone; documents without a work key cannot be added, so they are skipped, but a list of
    /// which none reads is damage, as for Google. The cache keeps only what this reads
    /// (`AnswerShape.openLibrarySearch`).
    static func volumes(fromSearch body: Data) throws(NetworkError) -> [Volume] {
        guard let object = try? JSONReader.parse(body), object.objectValue != nil else {
            throw .invalidResponse(.openLibrary, .unexpectedShape)
        }
        guard let docs = object["docs"] else {
            guard (object["numFound"] ?? object["num_found"])?.intValue != nil else {
                throw .invalidResponse(.openLibrary, .unexpectedShape)
            }
            return []
        }
        guard let records = docs.arrayValue else { throw .invalidResponse(.openLibrary, .unexpectedShape) }
        let volumes = records.compactMap { Volume(openLibrarySearchDoc: $0) }
        guard !volumes.isEmpty || records.isEmpty else { throw .invalidResponse(.openLibrary, .unexpectedShape) }
        return volumes
    }

    /// A Books API body: an object of edition records by bibkey (`{}` when Open Library has none),
    /// each kept whole as its volume's `rawJSON`. An entry that does not read as an edition (no
    /// edition key) makes the answer damage. The cache keeps only what this reads
    /// (`AnswerShape.openLibraryBooks`).
    static func editions(fromBooks body: Data) throws(NetworkError) -> [String: Volume] {
        guard let entries = (try? JSONReader.parse(body))?.objectValue else {
            throw .invalidResponse(.openLibrary, .unexpectedShape)
        }
        var editions: [String: Volume] = [:]
        for (bibkey, record) in entries {
            guard let edition = Volume(openLibraryEdition: record, rawJSON: JSONValue(record).rendered(.line)) else {
                throw .invalidResponse(.openLibrary, .unexpectedShape)
            }
            editions[bibkey] = edition
        }
        return editions
    }

    /// A work or author record: an object whose `key` names an Open Library id, the one thing a
    /// work needs to be read (`Volume(openLibraryWork:)`). The cache keeps only what this reads
    /// (`AnswerShape.openLibraryRecord`).
    static func record(from body: Data) throws(NetworkError) -> JSONNode {
        guard let record = try? JSONReader.parse(body), record.objectValue != nil,
            OpenLibraryText.id(fromKey: JSONField.text(record["key"])) != nil
        else { throw .invalidResponse(.openLibrary, .unexpectedShape) }
        return record
    }
}
