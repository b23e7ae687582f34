/// Why the loopback server could not start or load recordings.
public enum LoopbackServerError: Error, CustomStringConvertible, Equatable {
    /// A socket call failed; `call` names it and `code` is errno.
    case socket(call: String, code: Int32)
    /// A recording file could not be read or is not in the cache format.
    case badRecording(path: String)

    public var description: String {
        switch self {
        case .socket(let call, let code):
            "the loopback server's \(call)() failed with errno \(code) — check that 127.0.0.1 is available"
        case .badRecording(let path):
            "\(path) is not a readable cache entry — fix or remove it (format in Cache/README.md)"
        }
    }
}
