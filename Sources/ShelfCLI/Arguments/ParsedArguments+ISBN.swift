import Library

extension ParsedArguments {
    /// The option's value as a validated ISBN, nil when the option is absent; a value that is not
    /// an ISBN is refused with the library's own message.
    func isbn(_ name: String) throws(LibraryError) -> ISBN? {
        guard let text = value(name) else { return nil }
        guard let isbn = ISBN(text) else { throw .invalidISBN(text) }
        return isbn
    }
}
