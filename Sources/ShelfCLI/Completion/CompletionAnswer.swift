/// What `shelf __complete` offers for the word being typed.
enum CompletionAnswer: Equatable {
    /// These words, each with a short description (empty when there is none to give).
    case words([Candidate])
    /// A path: the shell completes file names itself.
    case files

    /// One word a shell may put in place of the one being typed.
    struct Candidate: Equatable {
        var word: String
        var description: String = ""
    }

    /// The answer as `__complete` prints it: `word<TAB>description` lines, or `::files`.
    var lines: [String] {
        switch self {
        case .files: ["::files"]
        case .words(let candidates):
            candidates.map { $0.description.isEmpty ? $0.word : "\($0.word)\t\($0.description)" }
        }
    }
}
