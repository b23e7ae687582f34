/// Why bytes exchanged between `shelf` and `shelf-fetch` could not be read. Either side reporting
/// one means the two programs do not match or one of them broke, never a network problem.
public enum FetchWireError: Error, CustomStringConvertible, Equatable, Sendable {
    /// There is no newline ending the JSON header line.
    case missingHeaderLine
    /// The header line is not the JSON expected; `detail` says what was wrong.
    case malformedHeader(detail: String)
    /// The other side speaks a different version of the format.
    case unsupportedVersion(Int)
    /// The body after the header line has a different length from the one announced.
    case bodyLengthMismatch(announced: Int, actual: Int)

    public var description: String {
        switch self {
        case .missingHeaderLine:
            "the message has no header line — install shelf and shelf-fetch from the same build"
        case .malformedHeader(let detail):
            "the message header is not readable (\(detail)) — install shelf and shelf-fetch from the same build"
        case .unsupportedVersion(let version):
            "the message is in format version \(version), expected \(FetchWire.version)"
                + " — install shelf and shelf-fetch from the same build"
        case .bodyLengthMismatch(let announced, let actual):
            "the message announced \(announced) body bytes but carried \(actual)"
                + " — install shelf and shelf-fetch from the same build"
        }
    }
}
