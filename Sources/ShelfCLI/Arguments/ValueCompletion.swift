/// What a shell may offer where a command takes a value: a fixed set of words, the books of the
/// library, file names, or nothing it can guess.
enum ValueCompletion: Sendable, Equatable {
    /// Free text: nothing to offer.
    case none
    /// One of these words, such as list names or study modes.
    case fixed([String])
    /// A book of the library, offered as its id and title through `shelf __complete`.
    case books
    /// A path on disk.
    case files
}
