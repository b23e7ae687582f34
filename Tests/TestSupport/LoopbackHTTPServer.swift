import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and a port the system chooses, for tests that must not
/// touch the real network. Routes answer with stub responses or faults; recordings in the cache
/// format (the `Cache/` folder) can be mounted under a path. Every request is counted and kept,
/// so tests can assert how often the network was used and what was sent.
///
/// Each connection gets one response and is closed (`Connection: close`), which keeps the server
/// simple and lets clients see faults exactly. The server stops on `stop()`, on deinit, or by
/// itself after `lifetime` seconds, so a forgotten server can never hang a test run.
public final class LoopbackHTTPServer: @unchecked Sendable {
    // Unchecked Sendable: the mutable state below is only touched while holding `lock`.
    private let lock = NSLock()
    private var routes: [String: [StubResponse]] = [:]
    private var received: [ReceivedRequest] = []
    private var stopped = false
    private var ignoredQueryItems: Set<String> = ["key"]

    private let listener: Int32
    private let acceptLoopDone = DispatchSemaphore(value: 0)

    /// The port the server listens on.
    public let port: UInt16

    /// `http://127.0.0.1:<port>`; append the path a service's base URL would have.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Starts listening at once and serves on background threads until stopped or `lifetime` ends.
    public init(lifetime: TimeInterval = 120) throws(LoopbackServerError) {
        let socket = try Self.boundSocket()
        guard listen(socket, 64) == 0 else {
            close(socket)
            throw .socket(call: "listen", code: errno)
        }
        listener = socket
        port = Self.localPort(of: socket)
        let deadline = Date().addingTimeInterval(lifetime)
        Thread { [self] in acceptLoop(until: deadline) }.start()
    }

    deinit { stop() }

    // MARK: - Routes

    /// Answers requests for `target` with the responses in order; the last one repeats. `target` is a
    /// path (`/books/v1/volumes/abc`) or a path with query; a route with the exact query wins over a
    /// route with the path alone. Query items listed in `ignoring` (the API key) are removed first.
    public func route(_ target: String, _ responses: [StubResponse]) {
        lock.withLock { routes[target] = responses }
    }

    /// Answers requests for `target` with one response every time.
    public func route(_ target: String, _ response: StubResponse) {
        route(target, [response])
    }

    /// Query items with these names are dropped before routes are matched (default: `key`).
    public func ignoreQueryItems(_ names: Set<String>) {
        lock.withLock { ignoredQueryItems = names }
    }

    /// Serves every cache entry in `directory` whose `service` is `service` under `prefix`: the entry
    /// for request `volumes?q=dune` of service `googlebooks` mounted at `/books/v1` answers
    /// `/books/v1/volumes?q=dune`. A request carrying the entry's `ETag` in `If-None-Match` gets 304.
    /// Returns the number of entries mounted.
    @discardableResult
    public func mountRecordings(from directory: URL, service: String, at prefix: String) throws(LoopbackServerError)
        -> Int
    {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var mounted = 0
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = directory.appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path),
                let entry = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let entryService = entry["service"] as? String, let request = entry["request"] as? String,
                let status = entry["status"] as? Int, let body = entry["body"] as? String
            else { throw .badRecording(path: path) }
            guard entryService == service else { continue }
            var headers: [String: String] = [:]
            headers["Content-Type"] = entry["contentType"] as? String
            headers["ETag"] = entry["etag"] as? String
            headers["Last-Modified"] = entry["lastModified"] as? String
            route(prefix + "/" + request, StubResponse(status: status, headers: headers, body: Data(body.utf8)))
            mounted += 1
        }
        return mounted
    }

    // MARK: - What was received

    /// Every request received so far, in order.
    public var requests: [ReceivedRequest] { lock.withLock { received } }

    /// The raw request lines received so far, API keys included (to check they were sent).
    public var requestLines: [String] { requests.map(\.requestLine) }

    /// How many requests arrived for `path` (without query).
    public func requestCount(path: String) -> Int {
        requests.filter { $0.path == path }.count
    }

    /// How many requests arrived in total.
    public var requestCount: Int { requests.count }

    // MARK: - Stopping

    /// Stops accepting and waits (at most a second) for the accept loop to close the listening socket.
    /// Connections in progress notice within a tenth of a second and close. Safe to call twice.
    public func stop() {
        let wasStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        _ = acceptLoopDone.wait(timeout: .now() + 1)
    }

    /// A port on 127.0.0.1 where nothing listens: bound, noted and closed again, so connecting to
    /// it is refused. Another process could take it in between, which tests may ignore.
    public static func refusedPort() throws(LoopbackServerError) -> UInt16 {
        let socket = try boundSocket()
        defer { close(socket) }
        return localPort(of: socket)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    // MARK: - Serving

    private func acceptLoop(until deadline: Date) {
        defer {
            close(listener)
            acceptLoopDone.signal()
        }
        while !isStopped, Date() < deadline {
            // Polling with a short timeout instead of blocking in accept() is what makes stop() bounded.
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            Thread { [self] in serve(connection) }.start()
        }
        lock.withLock { stopped = true }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard let request = readRequest(connection) else { return }
        let response = lock.withLock {
            received.append(request)
            return nextResponse(for: request)
        }
        if response.delay > 0, !sleepUnlessStopped(response.delay) { return }
        switch response.fault {
        case .closeWithoutResponse:
            return
        case .garbage(let bytes):
            transmit(Data(bytes), to: connection)
        case .truncateBody(let count):
            transmit(head(of: response, request: request) + response.body.prefix(count), to: connection)
        case .withoutContentLength:
            transmit(head(of: response, request: request, announcingLength: false) + response.body, to: connection)
        case nil:
            let notModified = response.headers["ETag"].map { $0 == request.headers["if-none-match"] } ?? false
            if notModified {
                var empty = StubResponse(status: 304, headers: response.headers)
                empty.headers["Content-Type"] = nil
                transmit(head(of: empty, request: request), to: connection)
            } else {
                transmit(head(of: response, request: request) + response.body, to: connection)
            }
        }
    }

    /// Must be called with `lock` held.
    private func nextResponse(for request: ReceivedRequest) -> StubResponse {
        let query = request.query.split(separator: "&").filter { item in
            let name = item.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return !ignoredQueryItems.contains(name)
        }.joined(separator: "&")
        let target = query.isEmpty ? request.path : request.path + "?" + query
        for key in [target, request.path] {
            guard var queue = routes[key], let first = queue.first else { continue }
            if queue.count > 1 {
                queue.removeFirst()
                routes[key] = queue
            }
            return first
        }
        return .json(#"{"error": {"code": 404, "message": "The loopback server has no route for this request."}}"#, status: 404)
    }

    private func head(of response: StubResponse, request: ReceivedRequest, announcingLength: Bool = true) -> Data {
        var lines = ["HTTP/1.1 \(response.status) \(Self.reasonPhrase(response.status))"]
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
        if announcingLength { lines.append("Content-Length: \(response.body.count)") }
        lines.append("Connection: close")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private func readRequest(_ connection: Int32) -> ReceivedRequest? {
        var bytes = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = [13, 10, 13, 10]
        while bytes.count < 65536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
            if bytes.count >= 4, let end = Self.find(terminator, in: bytes) {
                return Self.parseRequest(String(decoding: bytes[0..<end], as: UTF8.self))
            }
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return start
        }
        return nil
    }

    private static func parseRequest(_ text: String) -> ReceivedRequest? {
        let lines = text.components(separatedBy: "\r\n")
        guard let requestLine = lines.first else { return nil }
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3 else { return nil }
        let target = String(parts[1])
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return ReceivedRequest(
            requestLine: requestLine, path: String(pieces[0]), query: pieces.count > 1 ? String(pieces[1]) : "",
            headers: headers)
    }

    private func transmit(_ data: Data, to connection: Int32) {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let sent = send(connection, base + offset, buffer.count - offset, Self.sendFlags)
                if sent <= 0 { return }
                offset += sent
            }
        }
    }

    /// Sleeps in small steps; false when the server was stopped meanwhile.
    private func sleepUnlessStopped(_ seconds: TimeInterval) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if isStopped { return false }
            Thread.sleep(forTimeInterval: min(0.05, end.timeIntervalSinceNow))
        }
        return !isStopped
    }

    // MARK: - Sockets

    /// A client that hung up must not kill the test process with SIGPIPE: Linux takes a flag per
    /// send, Darwin a socket option (set in `serve`).
    #if canImport(Glibc)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let sendFlags: Int32 = 0
    #endif

    private static func boundSocket() throws(LoopbackServerError) -> Int32 {
        #if canImport(Glibc)
            let socketType = Int32(SOCK_STREAM.rawValue)
        #else
            let socketType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, socketType, 0)
        guard descriptor >= 0 else { throw .socket(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw .socket(call: "bind", code: code)
        }
        return descriptor
    }

    private static func localPort(of descriptor: Int32) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
