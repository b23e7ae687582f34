import Library

/// Reading a list name from the command line, with the one error message for a wrong one.
enum StatusArgument {
    /// The list `text` names; `orAll` adds `all` to the choices the error offers, for commands
    /// that take it.
    static func parse(_ text: String, orAll: Bool = false) throws(CLIError) -> BookStatus {
        guard let status = BookStatus(userInput: text) else {
            throw .failure("\(text.quotedInMessage) is not a list — use to-read, reading, read\(orAll ? ", dnf or all" : " or dnf")")
        }
        return status
    }
}
