internal import Essentials
import Foundation

/// What one libcurl transfer has received so far: the headers of the latest response (those of a
/// redirect are dropped when the next status line arrives) and the body, up to a limit. libcurl
/// hands both over through C callbacks, which find this object through their context pointer.
final class CurlTransfer {
    /// Header names lowercased; a header sent more than once has its values joined by ", ".
    private(set) var headers: [String: String] = [:]
    /// The body as decoded by libcurl (after gzip or deflate).
    private(set) var body = Data()
    /// True once the body went past `limit` and the transfer was stopped for it.
    private(set) var exceededLimit = false
    /// The most body bytes accepted.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds body bytes; false, which makes libcurl abort the transfer, once they would pass the
    /// limit, so an endless or decompression-bomb body never sits in memory whole.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count <= limit - body.count else {
            exceededLimit = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// Takes one header line as libcurl passes it, status lines and the blank end line included.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            // A new response begins (after a redirect or a 100 Continue): only the last one counts.
            headers = [:]
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = Whitespace.trimmed(String(line[..<colon]), newlines: false).lowercased()
        let value = String(line[line.index(after: colon)...]).trimmingWhitespace
        guard !name.isEmpty else { return }
        headers[name] = headers[name].map { $0 + ", " + value } ?? value
    }
}
