internal import Essentials
import Foundation
internal import JSON

/// One cached response as stored on disk: the body as text plus the metadata needed to decide
/// freshness and to revalidate. Its JSON form is the file format documented in `Cache/README.md`.
public struct CacheEntry: Equatable, Sendable {
    /// The on-disk format version this code writes and reads.
    public static let currentFormat = 1

    /// The format version of the file.
    public var format: Int
    /// The service the response came from.
    public var service: NetworkService
    /// The request relative to the base URL, without the API key (see `CacheKey`).
    public var request: String
    /// The HTTP status; only 2xx responses are ever stored.
    public var status: Int
    /// The `Content-Type` header, if the server sent one.
    public var contentType: String?
    /// The `ETag` validator, sent back as `If-None-Match`.
    public var etag: String?
    /// The `Last-Modified` validator, sent back as `If-Modified-Since`.
    public var lastModified: String?
    /// When the response was fetched or last revalidated.
    public var fetchedAt: Date
    /// How long after `fetchedAt` the entry is fresh.
    public var maxAgeSeconds: Double
    /// The response body, which is JSON text.
    public var body: String
    /// When the entry was last read or written: the file's modification time, so that reading
    /// never rewrites an entry (or a checked-in recording). Not part of the file's JSON.
    public var lastAccessedAt: Date?

    /// Makes an entry in the current format.
    public init(
        key: CacheKey, status: Int, contentType: String?, etag: String?, lastModified: String?,
        fetchedAt: Date, maxAgeSeconds: Double, body: String
    ) {
        self.format = Self.currentFormat
        self.service = key.service
        self.request = key.request
        self.status = status
        self.contentType = contentType
        self.etag = etag
        self.lastModified = lastModified
        self.fetchedAt = fetchedAt
        self.maxAgeSeconds = maxAgeSeconds
        self.body = body
        self.lastAccessedAt = nil
    }

    /// Reads an entry from the JSON of its file. It accepts exactly what JSONDecoder with ISO-8601
    /// dates accepted when shelf stored entries through it, so every existing cache keeps loading: required
    /// fields present with the right type, optional ones missing, null or a string; other keys are
    /// ignored. Nil when any of that fails. The format and status are checked by `DiskCache`.
    init?(json: JSONNode) {
        guard let fields = JSONFields(json) else { return nil }
        do {
            let key = CacheKey(service: try fields.choice("service"), request: try fields.text("request"))
            self.init(
                key: key, status: try fields.int("status"), contentType: try fields.optionalText("contentType"),
                etag: try fields.optionalText("etag"), lastModified: try fields.optionalText("lastModified"),
                fetchedAt: try fields.value("fetchedAt", Self.timestamp), maxAgeSeconds: try fields.double("maxAgeSeconds"),
                body: try fields.text("body"))
            format = try fields.int("format")
        } catch {
            return nil
        }
    }

    /// `fetchedAt`, in any ISO 8601 form Foundation reads (as the former JSONDecoder did).
    private static func timestamp(_ node: JSONNode) throws(JSONFieldError) -> Date {
        guard let date = UTCTimestamp.date(fromAnyISO8601: try JSONFields.text(node)) else {
            throw JSONFieldError("not an ISO 8601 time")
        }
        return date
    }

    /// The entry as its file holds it, in `JSONLayout.file` (optional fields that are nil are left
    /// out, `fetchedAt` is whole seconds): the bytes JSONEncoder wrote, so files stay identical.
    var json: JSONValue {
        .object(
            [
                ("format", .int(format)), ("service", .string(service.rawValue)), ("request", .string(request)),
                ("status", .int(status)), ("fetchedAt", .date(fetchedAt)), ("maxAgeSeconds", .double(maxAgeSeconds)),
                ("body", .string(body)),
            ],
            leavingOutAbsent: [
                ("contentType", contentType.map { .string($0) }), ("etag", etag.map { .string($0) }),
                ("lastModified", lastModified.map { .string($0) }),
            ])
    }

    /// The key this entry answers.
    public var key: CacheKey { CacheKey(service: service, request: request) }

    /// Seconds since the entry was fetched, never negative (a clock set back counts as zero).
    public func age(at now: Date) -> TimeInterval { max(0, now.timeIntervalSince(fetchedAt)) }

    /// The longest freshness an entry may claim: more than any client asks for (30 days), far
    /// less than the ages a damaged or hand-made file might hold.
    static let longestFreshness: TimeInterval = 366 * 86400

    /// True while the entry may be served without asking the network. An entry fetched in the
    /// future or claiming an absurd freshness (negative, over `longestFreshness`, not a number)
    /// was not written by this clock, so it is stale rather than fresh for ever.
    public func isFresh(at now: Date) -> Bool {
        guard fetchedAt <= now, maxAgeSeconds.isFinite, (0...Self.longestFreshness).contains(maxAgeSeconds) else {
            return false
        }
        return age(at: now) < maxAgeSeconds
    }
}
