/// A way for the loopback server to misbehave instead of sending a well-formed response.
public enum ResponseFault: Sendable, Equatable {
    /// Sends the headers with the full `Content-Length`, then only the first `bytes` bytes of the
    /// body, then closes: what a dropped connection looks like to the client.
    case truncateBody(afterBytes: Int)
    /// Sends these bytes instead of an HTTP response, then closes.
    case garbage([UInt8])
    /// Reads the request and closes the connection without sending anything.
    case closeWithoutResponse
    /// Sends the response without `Content-Length`, so only the closing connection ends the body.
    case withoutContentLength
}
