import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Performs each request by running the `shelf-fetch` helper, so the process running `shelf` never
/// loads libcurl and its TLS libraries: only a cache miss pays for them.
/// The request goes to the helper's stdin (never its arguments, which `ps` shows: the URL may
/// hold the API key) and the answer is read from its stdout, both in the `FetchWire` format.
public final class HelperProcessTransport: HTTPTransport {
    /// The helper executable.
    public let helper: URL
    private let grace: TimeInterval

    /// Makes a transport running `helper`. The helper enforces the request's timeout itself;
    /// `grace` more seconds are allowed for its start and exit before it is killed as hung.
    public init(helper: URL, grace: TimeInterval = 4) {
        self.helper = helper
        self.grace = grace
    }

    public func get(_ url: URL, headers: [String: String], timeout: TimeInterval) -> Result<HTTPResponse, TransportFailure> {
        let path = helper.path
        guard FileManager.default.isExecutableFile(atPath: path) else { return .failure(.helperMissing(path: path)) }

        // The request is put into the pipe before the helper starts, so no write can ever meet a
        // helper that has already died (which would kill shelf with SIGPIPE).
        let input = Pipe()
        let queued = Self.queue(FetchWire.encode(FetchRequest(url: url, headers: headers, timeout: timeout)), into: input)
        try? input.fileHandleForWriting.close()
        guard queued else { return .failure(.helperFailed(path: path, reason: "the request is too large to send")) }

        let output = Pipe()
        let process = Process()
        process.executableURL = helper
        process.arguments = []
        process.standardInput = input.fileHandleForReading
        process.standardOutput = output
        // The helper prints nothing to stderr in normal use; what a broken one says would only
        // crowd out the one-line message shelf gives.
        process.standardError = FileHandle.nullDevice
        let finished = DispatchGroup()
        finished.enter()
        process.terminationHandler = { _ in finished.leave() }
        do {
            try process.run()
        } catch {
            return .failure(.helperFailed(path: path, reason: "it could not be started"))
        }
        try? input.fileHandleForReading.close()

        // Nil once the answer passed `largestAnswer`: the read end is closed then, so the helper's
        // next write fails and it ends instead of filling memory.
        let answer = LockedValue<Data?>(Data())
        let reader = output.fileHandleForReading
        finished.enter()
        // A thread of its own: the global queue may have none free (a process running many
        // fetches at once), and the timeout below would then blame the helper.
        Thread.detachNewThread {
            let received = Self.read(from: reader, atMost: Self.largestAnswer)
            if received == nil { try? reader.close() }
            answer.set(received)
            finished.leave()
        }
        guard finished.wait(timeout: .now() + timeout + grace) == .success else {
            process.terminate()
            return .failure(.timedOut)
        }

        // A helper from another build (or a broken one) may not hold to the limit itself.
        guard let received = answer.get() else { return .failure(.tooLarge) }
        let status = process.terminationStatus
        switch process.terminationReason {
        case .uncaughtSignal: return .failure(.helperFailed(path: path, reason: "it was killed by signal \(status)"))
        case .exit where status != 0: return .failure(.helperFailed(path: path, reason: "it exited with status \(status)"))
        default: break
        }
        let result: Result<HTTPResponse, TransportFailure>
        do {
            result = try FetchWire.decodeResult(from: received)
        } catch {
            return .failure(.helperFailed(path: path, reason: "its answer could not be read"))
        }
        if case .success(let response) = result, response.body.count > HTTPResponse.maximumBodySize {
            return .failure(.tooLarge)
        }
        return result
    }

    /// The most bytes read from the helper: the largest body plus room for the header line, which
    /// holds only the status and the response headers (libcurl refuses headers past 300 KB).
    private static let largestAnswer = HTTPResponse.maximumBodySize + (1 << 20)

    /// Everything `reader` gives until end of file, or nil as soon as that passes `limit` bytes.
    private static func read(from reader: FileHandle, atMost limit: Int) -> Data? {
        var data = Data()
        while true {
            guard let chunk = try? reader.read(upToCount: 1 << 16), !chunk.isEmpty else { return data }
            guard chunk.count <= limit - data.count else { return nil }
            data.append(chunk)
        }
    }

    /// Writes `data` into the empty pipe without blocking; false when the pipe cannot hold it all
    /// (requests are a URL and a few headers, far below the usual 64 KiB pipe buffer).
    private static func queue(_ data: Data, into pipe: Pipe) -> Bool {
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0 else { return false }
        return data.withUnsafeBytes { bytes -> Bool in
            guard let start = bytes.baseAddress else { return true }
            var written = 0
            while written < bytes.count {
                let count = write(descriptor, start + written, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }
}
