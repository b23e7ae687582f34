import Library

extension BookStatus: ArgumentValue {
    /// A list name, with the spellings `BookStatus(userInput:)` accepts.
    init(argument text: String, name: String) throws(CLIError) {
        self = try StatusArgument.parse(text)
    }
}
