internal import Essentials
import Foundation
import Networking

// shelf-fetch: performs one HTTP GET for shelf, which runs it on a cache miss so that shelf itself
// never loads libcurl. The request arrives on stdin and the answer leaves on stdout, both in the
// FetchWire format; a network failure is an answer too (exit 0), and a request that cannot be read
// is the only reason to exit non-zero. The helper writes no file anywhere.
ParentWatch.start()
let input = FileHandle.standardInput.readDataToEndOfFile()
let request: FetchRequest
do {
    request = try FetchWire.decodeRequest(from: input)
} catch {
    _ = FileDescriptor.writeAll(Array("shelf-fetch: \(error)\n".utf8), to: STDERR_FILENO)
    exit(2)
}
let result = CurlTransport().get(request.url, headers: request.headers, timeout: request.timeout)
// A parent that stopped reading needs no answer, so a failed write is not an error here.
_ = FileDescriptor.writeAll(Array(FetchWire.encode(result)), to: STDOUT_FILENO)
