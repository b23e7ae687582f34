import Essentials

extension Int: ArgumentValue {
    /// A whole number, spaces around it allowed.
    init(argument text: String, name: String) throws(CLIError) {
        guard let number = Int(Whitespace.trimmed(text, newlines: false)) else {
            throw .failure("\(name) takes a whole number, not \"\(text.terminalSafe)\" — for example \(name) 10")
        }
        self = number
    }
}
