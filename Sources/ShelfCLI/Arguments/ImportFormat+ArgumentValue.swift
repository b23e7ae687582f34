import Library

extension ImportFormat: ArgumentValue {
    /// The format `shelf export --format` writes.
    init(argument text: String, name: String) throws(CLIError) {
        self = try Self.choice(text, name: name)
    }
}
