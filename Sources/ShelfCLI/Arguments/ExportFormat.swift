import Library

/// What `shelf export --format` writes.
enum ExportFormat: String, CaseIterable, ArgumentValue {
    /// A Goodreads library export.
    case goodreads
    /// The lossless shelf backup.
    case json

    init(argument text: String, name: String) throws(CLIError) {
        self = try Self.choice(text, name: name)
    }
}
