import CCurl
import Foundation
import Networking

/// Performs one GET with libcurl's easy interface and waits for it. libcurl waits on its socket
/// with poll, so a stalled server costs no CPU. No cookies and no cache: the DiskCache decides.
/// Only http and https are spoken, redirects included; bodies are decompressed (gzip, deflate)
/// and refused past `HTTPResponse.maximumBodySize`. This is the only code that links libcurl;
/// `shelf-fetch` runs it in its own process so `shelf` itself starts without it.
public final class CurlTransport: HTTPTransport {
    /// Makes a transport; it holds no state, each request gets its own libcurl handle.
    public init() {}

    /// libcurl's global set-up, done once per process before the first handle.
    private static let isLibraryReady = ccurl_global_init() == CURLE_OK

    /// A URL session on Linux followed this many redirects too; more is a loop.
    private static let maximumRedirects = 10

    /// The longest wait libcurl is asked for: a larger timeout from the wire would overflow.
    private static let longestTimeout: TimeInterval = 86400

    public func get(_ url: URL, headers: [String: String], timeout: TimeInterval) -> Result<
        HTTPResponse, TransportFailure
    > {
        guard Self.isLibraryReady, let handle = curl_easy_init() else { return .failure(.cannotConnect) }
        defer { curl_easy_cleanup(handle) }
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headerList) }
        // A value with a line break would smuggle a header of its own into the request.
        for (name, value) in headers.sorted(by: { $0.key < $1.key })
        where !(name + value).contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
            headerList = curl_slist_append(headerList, "\(name): \(value)")
        }

        let transfer = CurlTransfer(limit: HTTPResponse.maximumBodySize)
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        let milliseconds = Int((min(timeout, Self.longestTimeout) * 1000).rounded(.up))
        let settings: [CURLcode] = [
            ccurl_set_string(handle, CURLOPT_URL, url.absoluteString),
            ccurl_set_long(handle, CURLOPT_HTTPGET, 1),
            // Timeouts without signals: libcurl may otherwise use SIGALRM for name lookups.
            ccurl_set_long(handle, CURLOPT_NOSIGNAL, 1),
            ccurl_set_long(handle, CURLOPT_TIMEOUT_MS, milliseconds),
            ccurl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds),
            ccurl_allow_only_http(handle),
            ccurl_set_long(handle, CURLOPT_FOLLOWLOCATION, 1),
            ccurl_set_long(handle, CURLOPT_MAXREDIRS, Self.maximumRedirects),
            // An empty list offers every encoding this libcurl can decode and decodes the answer.
            ccurl_set_string(handle, CURLOPT_ACCEPT_ENCODING, ""),
            // Refuses at once a body announced larger than the limit; the write callback catches
            // the rest (no Content-Length, or a compressed body that grows).
            ccurl_set_size(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(HTTPResponse.maximumBodySize)),
            ccurl_set_list(handle, CURLOPT_HTTPHEADER, headerList),
            ccurl_set_string(handle, CURLOPT_USERAGENT, "shelf"),
            ccurl_set_callback(handle, CURLOPT_WRITEFUNCTION, Self.receiveBody),
            ccurl_set_pointer(handle, CURLOPT_WRITEDATA, context),
            ccurl_set_callback(handle, CURLOPT_HEADERFUNCTION, Self.receiveHeaderLine),
            ccurl_set_pointer(handle, CURLOPT_HEADERDATA, context),
        ]
        // Only a libcurl too old for an option gets here; sending without it could leave
        // redirects to other protocols open, so nothing is sent.
        guard settings.allSatisfy({ $0 == CURLE_OK }) else { return .failure(.cannotConnect) }

        let code = withExtendedLifetime(transfer) { curl_easy_perform(handle) }
        if transfer.exceededLimit || code == CURLE_FILESIZE_EXCEEDED { return .failure(.tooLarge) }
        guard code == CURLE_OK else { return .failure(Self.failure(for: code)) }
        var status = 0
        guard ccurl_response_code(handle, &status) == CURLE_OK else { return .failure(.notHTTP) }
        return .success(HTTPResponse(status: status, headers: transfer.headers, body: transfer.body))
    }

    /// Maps libcurl's result codes onto what the manager acts on: whether to retry, and what to say.
    private static func failure(for code: CURLcode) -> TransportFailure {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT, CURLE_SSL_CONNECT_ERROR,
            CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE,
            CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return .cannotConnect
        case CURLE_PARTIAL_FILE:
            // "transfer closed with N bytes remaining": the body ended before its Content-Length.
            return .truncated
        case CURLE_TOO_MANY_REDIRECTS:
            return .endlessRedirects
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING:
            // An unsupported protocol here is a reply without a status line (HTTP/0.9) or a
            // redirect away from http(s).
            return .notHTTP
        default:
            // An empty reply, a reset connection and anything unforeseen: a dropped connection is
            // the reading that leads to a bounded retry.
            return .connectionLost
        }
    }

    private static let receiveBody: ccurl_data_callback = { data, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
    }

    private static let receiveHeaderLine: ccurl_data_callback = { data, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: length))
        return length
    }
}
