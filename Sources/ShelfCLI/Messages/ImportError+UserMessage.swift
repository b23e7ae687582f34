import Library

extension ImportError {
    /// The line shown for a refused import of the file called `name`: the file, the line when
    /// there is one, what is wrong and what to do. A library failure is about the library, not the file.
    func userMessage(file name: String) -> String {
        switch self {
        case .library(let error): error.userMessage
        case .goodreads(let error): Self.placed(error.userMessage(from: .goodreads), in: name, line: error.line)
        case .storyGraph(let error): Self.placed(error.userMessage(from: .storyGraph), in: name, line: error.line)
        case .backup(let error): Self.placed(error.userMessage, in: name, line: error.line)
        case .ereader(let error): "\(name): \(error.userMessage)"
        }
    }

    /// `file line 6: …` when the message starts with its line, else `file: …`.
    private static func placed(_ message: String, in name: String, line: Int?) -> String {
        line == nil ? "\(name): \(message)" : "\(name) \(message)"
    }
}
