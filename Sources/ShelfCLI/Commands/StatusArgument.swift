import Library

/// Reading a list name from the command line, with the one error message for a wrong one.
enum StatusArgument {
    static func parse(_ text: String) throws(CLIError) -> BookStatus {
        guard let status = BookStatus(userInput: text) else {
            throw .failure("\"\(text)\" is not a list — use to-read, reading, read or dnf")
        }
        return status
    }
}
