import Foundation
internal import JSON

/// Performs GET requests to the services through the disk cache. A fresh entry answers without
/// the network; otherwise the request goes out (conditionally, when the entry has validators)
/// with a timeout and a few bounded retries, and if the network fails an older entry is served
/// with a notice. Only 2xx JSON bodies of the shape the request expects are cached.
public final class NetworkManager: Sendable {
    /// The settings the manager was made with.
    public let settings: NetworkSettings
    /// The cache the manager reads and writes.
    public let cache: DiskCache
    private let now: @Sendable () -> Date
    private let notice: @Sendable (NetworkNotice) -> Void
    private let sleep: @Sendable (TimeInterval) -> Void
    private let transport: any HTTPTransport
    private let keyRedaction: SecretRedaction
    private let quotaPause: DailyQuotaPause

    /// The first retry waits this long, the second twice as long, unless `Retry-After` says otherwise.
    static let baseBackoff: TimeInterval = 0.5

    /// Makes a manager. `transport` moves the bytes (the CLI runs the `shelf-fetch` helper, tests
    /// may use libcurl in-process); `now` is the clock for cache freshness (tests and `SHELF_NOW`
    /// fix it); `notice` receives what the reader should be told on stderr; `sleep` waits between retries and
    /// is injectable so tests of retries run instantly.
    public init(
        settings: NetworkSettings,
        transport: any HTTPTransport,
        now: @escaping @Sendable () -> Date,
        notice: @escaping @Sendable (NetworkNotice) -> Void,
        sleep: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }
    ) {
        self.settings = settings
        self.cache = DiskCache(directory: settings.cacheDirectory, sizeLimitBytes: settings.cacheSizeLimitBytes)
        self.now = now
        self.notice = notice
        self.sleep = sleep
        self.transport = transport
        self.keyRedaction = SecretRedaction(secret: settings.googleBooksAPIKey)
        self.quotaPause = DailyQuotaPause(cacheDirectory: settings.cacheDirectory)
    }

    /// Returns the 2xx JSON body for `request`, from the cache or the network as described above.
    public func fetch(_ request: NetworkRequest) throws(NetworkError) -> NetworkResponse {
        let now = now()
        var cached = cache.entry(for: request.cacheKey, now: now)
        // A stored answer the client cannot read (written by an older shelf, or by hand) would fail
        // every call from the cache without asking the server again.
        if let entry = cached, !request.answerShape.accepts(Data(entry.body.utf8)) {
            cache.removeEntry(for: request.cacheKey)
            cached = nil
        }
        if let cached, cached.isFresh(at: now), cached.age(at: now) < request.acceptedAge ?? .infinity {
            return NetworkResponse(body: Data(cached.body.utf8), source: .freshCache)
        }
        if settings.offline {
            guard let cached else { throw .offlineCacheMiss(request.service) }
            notice(.showingCached(CachedContent(of: request), age: cached.age(at: now), failure: nil))
            return NetworkResponse(body: Data(cached.body.utf8), source: .staleCache(age: cached.age(at: now)))
        }
        do throws(NetworkError) {
            if request.service == .googleBooks, quotaPause.isActive(at: now) {
                throw NetworkError.dailyQuotaUsedUp(.googleBooks, message: nil, remembered: true)
            }
            return try fetchFromNetwork(request, revalidating: cached, now: now)
        } catch {
            if case .dailyQuotaUsedUp(.googleBooks, _, false) = error { quotaPause.begin(at: now) }
            guard error.allowsStaleFallback, let cached else { throw error }
            let age = cached.age(at: now)
            notice(.showingCached(CachedContent(of: request), age: age, failure: error))
            return NetworkResponse(body: Data(cached.body.utf8), source: .staleCache(age: age))
        }
    }

    private func fetchFromNetwork(
        _ request: NetworkRequest, revalidating cached: CacheEntry?, now: Date
    ) throws(NetworkError) -> NetworkResponse {
        let base = settings.baseURL(for: request.service)
        let host = base.host ?? base.absoluteString
        guard let url = request.url(base: base) else {
            throw .invalidBaseURL(variable: request.service.baseURLVariable, value: base.absoluteString)
        }
        var headers = ["Accept": "application/json"]
        if let etag = cached?.etag { headers["If-None-Match"] = etag }
        if let lastModified = cached?.lastModified { headers["If-Modified-Since"] = lastModified }

        let response = try perform(url, headers: headers, service: request.service, host: host)
        if response.status == 304, var cached {
            cached.fetchedAt = now
            cached.maxAgeSeconds = request.maxAge
            cached.etag = response.header("ETag") ?? cached.etag
            cached.lastModified = response.header("Last-Modified") ?? cached.lastModified
            store(cached, now: now)
            return NetworkResponse(body: Data(cached.body.utf8), source: .revalidated)
        }
        guard (200..<300).contains(response.status) else {
            throw RemoteErrorBody(body: response.body, hiding: keyRedaction).error(
                status: response.status, service: request.service)
        }
        let contentType = response.header("Content-Type")
        if let problem = Self.problem(body: response.body, contentType: contentType) {
            throw .invalidResponse(request.service, problem)
        }
        guard request.answerShape.accepts(response.body) else {
            throw .invalidResponse(request.service, .unexpectedShape)
        }
        // `problem` has already checked that the body is UTF-8 JSON, so the text is never lossy. A
        // server echoing the request would put the key into the cache and onto the screen.
        let body = keyRedaction.redact(String(decoding: response.body, as: UTF8.self))
        let entry = CacheEntry(
            key: request.cacheKey, status: response.status, contentType: contentType,
            etag: response.header("ETag"), lastModified: response.header("Last-Modified"),
            fetchedAt: now, maxAgeSeconds: request.maxAge, body: body)
        store(entry, now: now)
        return NetworkResponse(body: Data(body.utf8), source: .network)
    }

    /// Sends the request, retrying at most `maxRetries` times after 5xx, 429 and dropped or
    /// truncated connections. Waits honour `Retry-After` (measured against the real clock, as the
    /// server means it) up to `maxRetryDelay`; a server asking for longer gets no retry at all.
    /// Refused connections and timeouts are not retried: they would only make the user wait longer.
    private func perform(
        _ url: URL, headers: [String: String], service: NetworkService, host: String
    ) throws(NetworkError) -> HTTPResponse {
        var attempt = 0
        while true {
            let result = transport.get(url, headers: headers, timeout: settings.timeout)
            let canRetry = attempt < settings.maxRetries
            var delay = Self.baseBackoff * pow(2, Double(attempt))
            switch result {
            case .success(let response):
                let retryable = response.status == 429 || (500...599).contains(response.status)
                guard retryable, canRetry else { return response }
                // A daily quota stays used up however long this command waits.
                if response.status == 429, RemoteErrorBody(body: response.body).isDailyQuota { return response }
                if let header = response.header("Retry-After"),
                    let asked = RetryAfter.delay(from: header, now: Date())
                {
                    guard asked <= settings.maxRetryDelay else { return response }
                    delay = asked
                }
            case .failure(.connectionLost) where canRetry, .failure(.truncated) where canRetry:
                break
            case .failure(.connectionLost): throw .connectionLost(service, host: host)
            case .failure(.truncated): throw .invalidResponse(service, .truncatedBody)
            case .failure(.cannotConnect): throw .cannotConnect(service, host: host)
            case .failure(.timedOut): throw .timedOut(service, host: host)
            case .failure(.notHTTP): throw .invalidResponse(service, .notHTTP)
            case .failure(.endlessRedirects): throw .invalidResponse(service, .endlessRedirects)
            // A body past the limit would be just as large again.
            case .failure(.tooLarge): throw .invalidResponse(service, .tooLarge)
            // A broken installation stays broken on retry.
            case .failure(.helperMissing(let path)): throw .helperMissing(service, path: path)
            case .failure(.helperFailed(let path, let reason)): throw .helperFailed(service, path: path, reason: reason)
            }
            sleep(delay)
            attempt += 1
        }
    }

    /// Why a 2xx body cannot be used, or nil when it is JSON. HTML is named separately because it
    /// is the usual shape of a proxy or portal page standing in for the API.
    static func problem(body: Data, contentType: String?) -> ResponseProblem? {
        let type = contentType?.lowercased() ?? ""
        let start = body.first { !(Character(Unicode.Scalar($0)).isWhitespace) }
        if type.contains("html") || start == UInt8(ascii: "<") { return .htmlPage }
        if !type.isEmpty, !type.contains("json"), !type.hasPrefix("text/plain") { return .wrongContentType }
        // The reader refuses invalid UTF-8, so a body that parses is also valid text.
        guard (try? JSONReader.parse(body)) != nil else { return .malformedJSON }
        return nil
    }

    /// A failed cache write costs only speed, so it is a notice, not an error.
    private func store(_ entry: CacheEntry, now: Date) {
        do {
            try cache.store(entry, now: now)
        } catch {
            notice(.notCached(error))
        }
    }
}
