import Library

/// What `shelf export --format` writes.
enum ExportFormat: String, CaseIterable, ArgumentValue {
    /// The lossless shelf backup.
    case json
    /// A Goodreads library export.
    case goodreads

    init(argument text: String, name: String) throws(CLIError) {
        self = try Self.choice(text, name: name)
    }
}
