/// Why a typed field reader refused a value: `path` locates it (`books[3].title`, empty for the
/// value the reader was handed) and `problem` says what is wrong ("missing", "not text").
///
/// Readers throw with the path relative to themselves and each enclosing reader prefixes its own
/// key or index as the error passes (`inside`), so the path of a deep value is only assembled
/// when something is wrong, never for the 200,000 values that are fine.
public struct JSONFieldError: Error, Equatable, Sendable {
    /// Where the value is, from the reader that reports it.
    public let path: String
    /// What is wrong with it, in words a message can quote.
    public let problem: String

    /// A problem with the value at `path`.
    public init(path: String = "", _ problem: String) {
        self.path = path
        self.problem = problem
    }

    /// This error as seen from the enclosing value: `key` (a member name, or `[index]`) is put
    /// in front of the path.
    public func inside(_ key: String) -> JSONFieldError {
        let joined = path.isEmpty ? key : path.hasPrefix("[") ? key + path : key + "." + path
        return JSONFieldError(path: joined, problem)
    }
}
