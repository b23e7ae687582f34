import Library

extension BookSort: ArgumentValue {
    init(argument text: String, name: String) throws(CLIError) {
        self = try Self.choice(text, name: name)
    }
}
