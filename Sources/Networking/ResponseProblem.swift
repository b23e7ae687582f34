/// Why a response with a success status could not be used. Each one means the same to the user
/// (the server sent something unusable, try later), but tests and logs can tell them apart.
public enum ResponseProblem: String, Sendable, Equatable {
    /// The body is an HTML page, typically a proxy's or captive portal's error page.
    case htmlPage = "an HTML page"
    /// The content type is neither JSON nor missing.
    case wrongContentType = "a non-JSON content type"
    /// The body does not parse as JSON.
    case malformedJSON = "malformed JSON"
    /// The connection closed before the announced body length arrived.
    case truncatedBody = "a truncated body"
    /// The body is JSON but not the shape the API documents.
    case unexpectedShape = "JSON of an unexpected shape"
    /// The bytes are not an HTTP response at all.
    case notHTTP = "bytes that are not HTTP"
    /// Redirect after redirect, past the most the helper follows.
    case endlessRedirects = "redirect after redirect, never an answer"
    /// The body is larger than `HTTPResponse.maximumBodySize`, which no real answer reaches.
    case tooLarge = "a body too large to be a real answer"
}
