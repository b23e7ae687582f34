import Library

extension ExportFileError {
    /// The trackers whose exports shelf reads, with how to get a new export from each.
    enum Tracker {
        case goodreads, storyGraph

        var name: String {
            switch self {
            case .goodreads: "Goodreads"
            case .storyGraph: "StoryGraph"
            }
        }

        /// Where the tracker's export is made.
        var exportPlace: String {
            switch self {
            case .goodreads: "My Books → Import and export"
            case .storyGraph: "Manage Account → Export StoryGraph Library"
            }
        }

        /// What a file missing this tracker's columns is not.
        var wholeExport: String {
            switch self {
            case .goodreads: "a Goodreads library export"
            case .storyGraph: "a whole StoryGraph export"
            }
        }
    }

    /// One line: `line N: <what went wrong> — <what to do>`, ready to show after the file's name,
    /// for a file exported from `tracker`.
    func userMessage(from tracker: Tracker) -> String {
        switch self {
        case .emptyFile:
            "line 1: the file is empty — export the library again from \(tracker.name) (\(tracker.exportPlace))"
        case .noBooks:
            "line 2: the file has no books, only a header — export the library again from \(tracker.name) (\(tracker.exportPlace))"
        case .malformedCSV(let error):
            error.description
        case .missingColumns(let columns):
            "line 1: the header has no \(columns.map { "\"\($0)\"" }.joined(separator: ", ")) column"
                + (columns.count == 1 ? "" : "s")
                + " — this is not \(tracker.wholeExport); export it again from \(tracker.name)"
        case .missingTitle(let line):
            "line \(line): the book has no Title — fill in the title or delete the row"
        case .titleTooLong(let line):
            "line \(line): the Title is longer than \(BookLimits.nameLength) characters — shorten it or delete the row"
        }
    }
}
