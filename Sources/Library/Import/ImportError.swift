/// Why an import was refused. Nothing in the library changed: an import is one transaction.
public enum ImportError: Error, Equatable {
    /// The Goodreads file is malformed; the error names its line.
    case goodreads(ExportFileError)
    /// The StoryGraph file is malformed; the error names its line.
    case storyGraph(ExportFileError)
    /// The JSON backup is malformed, of another format, or of a newer version.
    case backup(BackupError)
    /// The e-reader vocabulary database was refused as a whole.
    case ereader(EReaderImportError)
    /// The library refused the write (storage failure, a busy database).
    case library(LibraryError)

    /// The line of the file the problem is on, when there is one.
    public var line: Int? {
        switch self {
        case .goodreads(let error): error.line
        case .storyGraph(let error): error.line
        case .backup(let error): error.line
        case .ereader, .library: nil
        }
    }
}
