import Library

extension StoryGraphImportError {
    /// One line: `line N: <what went wrong> — <what to do>`, ready to show after the file's name.
    var userMessage: String {
        switch self {
        case .emptyFile:
            "line 1: the file is empty — export the library again from StoryGraph (Manage Account → Export StoryGraph Library)"
        case .malformedCSV(let error):
            error.description
        case .missingColumns(let columns):
            "line 1: the header has no \(columns.map { "\"\($0)\"" }.joined(separator: ", ")) column"
                + (columns.count == 1 ? "" : "s")
                + " — this is not a whole StoryGraph export; export it again from StoryGraph"
        case .missingTitle(let line):
            "line \(line): the book has no Title — fill in the title or delete the row"
        }
    }
}
