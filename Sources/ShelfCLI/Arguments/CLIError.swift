/// How a command fails, which decides the exit status and what reaches stderr.
enum CLIError: Error, Equatable {
    /// The command line has the wrong shape: message plus usage, exit status 2.
    case usage(String, spec: CommandSpec?)
    /// Refused: one line `shelf: what went wrong — what to do`, exit status 1.
    case failure(String)
    /// The reader answered no to a confirmation: the line saying what was kept goes to stdout,
    /// exit status 1, so a script sees that nothing was done.
    case declined(String)

    /// The line that says what went wrong, without the `shelf:` before it.
    var message: String {
        switch self {
        case .usage(let message, _), .failure(let message), .declined(let message): message
        }
    }

    static func == (lhs: CLIError, rhs: CLIError) -> Bool {
        switch (lhs, rhs) {
        case (.usage(let left, let leftSpec), .usage(let right, let rightSpec)):
            left == right && leftSpec?.name == rightSpec?.name
        case (.failure(let left), .failure(let right)), (.declined(let left), .declined(let right)):
            left == right
        default:
            false
        }
    }
}
