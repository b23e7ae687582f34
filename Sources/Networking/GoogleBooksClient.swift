import Foundation
internal import JSON

/// Searches Google Books and fetches single volume records through the `NetworkManager`.
public struct GoogleBooksClient: Sendable {
    /// Searches stay fresh for a day: new editions and corrections appear, but not hourly.
    public static let searchMaxAge: TimeInterval = 86400
    /// Volume records stay fresh for 30 days: a book's metadata rarely changes.
    public static let volumeMaxAge: TimeInterval = 30 * 86400

    private let manager: NetworkManager
    /// Makes a client that fetches through `manager`, whose settings supply the API key.
    public init(manager: NetworkManager) {
        self.manager = manager
    }

    /// The volumes matching `query`, in Google's order; empty when nothing matches.
    public func search(_ query: VolumeQuery) throws(NetworkError) -> [Volume] {
        let request = try searchRequest(query)
        do {
            return try Self.volumes(fromSearch: manager.fetch(request).body)
        } catch {
            throw error.asSearchFailure
        }
    }

    /// The full record of one volume (`volumes/{id}`), which has more detail than a search result.
    /// `maxAge` 0 asks the server again (conditionally, when validators are cached), as
    /// `shelf refresh` needs.
    public func volume(id: String, maxAge: TimeInterval = volumeMaxAge) throws(NetworkError) -> Volume {
        var request = try volumeRequest(id: id)
        // The answer is still stored for the usual 30 days; only this request insists on a newer one.
        request.acceptedAge = maxAge
        return try Self.volume(fromRecord: manager.fetch(request).body)
    }

    /// The request for a search, validated: some term, a limit of 1...40 and a page from 1.
    func searchRequest(_ query: VolumeQuery) throws(NetworkError) -> NetworkRequest {
        let terms = query.searchTerms
        guard !terms.isEmpty else { throw .emptySearch }
        guard (1...40).contains(query.limit) else { throw .invalidLimit(query.limit) }
        // The page bound keeps startIndex far from overflow; Google stops returning results long before.
        guard (1...VolumeQuery.maximumPage).contains(query.page) else { throw .invalidPage(query.page) }
        return NetworkRequest(
            service: .googleBooks, pathSegments: ["volumes"],
            query: [
                URLQueryItem(name: "q", value: terms),
                URLQueryItem(name: "maxResults", value: String(query.limit)),
                URLQueryItem(name: "startIndex", value: String(query.startIndex)),
            ],
            credentials: credentials, maxAge: Self.searchMaxAge, answerShape: .volumeSearch)
    }

    /// The request for one volume; the id must be letters, digits, `_` and `-`.
    func volumeRequest(id: String) throws(NetworkError) -> NetworkRequest {
        let valid = !id.isEmpty && id.count <= 64
            && id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
        guard valid else { throw .invalidVolumeID(id) }
        return NetworkRequest(
            service: .googleBooks, pathSegments: ["volumes", id], credentials: credentials, maxAge: Self.volumeMaxAge,
            answerShape: .volumeRecord)
    }

    private var credentials: [URLQueryItem] {
        manager.settings.googleBooksAPIKey.map { [URLQueryItem(name: "key", value: $0)] } ?? []
    }

    /// A search body is `{"totalItems": n, "items": [...]}`; no hits means no `items` key, but a
    /// count. Items without an id cannot be added or fetched, so they are skipped, but a list of
    /// which none reads is damage, not "found nothing". The cache keeps only what this reads
    /// (`AnswerShape.volumeSearch`).
    static func volumes(fromSearch body: Data) throws(NetworkError) -> [Volume] {
        guard let object = try? JSONReader.parse(body), object.objectValue != nil else {
            throw .invalidResponse(.googleBooks, .unexpectedShape)
        }
        guard let items = object["items"] else {
            guard object["totalItems"]?.intValue != nil else { throw .invalidResponse(.googleBooks, .unexpectedShape) }
            return []
        }
        guard let records = items.arrayValue else { throw .invalidResponse(.googleBooks, .unexpectedShape) }
        // Records that are not objects have no id, so `Volume` skips them like any record without one.
        let volumes = records.compactMap { Volume(googleRecord: $0) }
        guard !volumes.isEmpty || records.isEmpty else { throw .invalidResponse(.googleBooks, .unexpectedShape) }
        return volumes
    }

    /// A `volumes/{id}` body: one record with an id, kept whole as its `rawJSON`. The cache keeps
    /// only what this reads (`AnswerShape.volumeRecord`).
    static func volume(fromRecord body: Data) throws(NetworkError) -> Volume {
        guard let record = try? JSONReader.parse(body), record.objectValue != nil,
            let volume = Volume(googleRecord: record, rawJSON: String(decoding: body, as: UTF8.self))
        else { throw .invalidResponse(.googleBooks, .unexpectedShape) }
        return volume
    }
}
