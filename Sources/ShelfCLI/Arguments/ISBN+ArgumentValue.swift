import Library

extension ISBN: ArgumentValue {
    /// An ISBN-10 or ISBN-13 with its check digit right; a value that is not one is refused with
    /// the library's own message.
    init(argument text: String, name: String) throws(CLIError) {
        guard let isbn = ISBN(text) else {
            throw .failure(LibraryError.invalidISBN(text).userMessage)
        }
        self = isbn
    }
}
