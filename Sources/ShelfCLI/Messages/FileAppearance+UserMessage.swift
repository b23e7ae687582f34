import Library

extension FileAppearance {
    /// Why `shelf import` cannot read a file that looks like this, and what to do: the line after
    /// `name is …`.
    var userMessage: String {
        switch self {
        case .empty:
            "empty — export your library again and import the file it gives"
        case .zip:
            "a zip archive — unzip it and import the .csv file inside"
        case .gzip:
            "gzip-compressed — decompress it (gunzip) and import the file inside"
        case .pdf:
            "a PDF document, not an export — \(Self.whatToGive)"
        case .image(let format):
            "a \(format) image, not an export — \(Self.whatToGive)"
        case .utf16:
            "UTF-16 text — save it as UTF-8 (in a spreadsheet, as \"CSV UTF-8\") and import that"
        case .binary:
            "not a text file, nor an SQLite database — give a Goodreads CSV export, a shelf backup (.json), Kindle's vocab.db or KOReader's vocabulary_builder.sqlite3"
        case .table(let columns):
            "a table whose columns (\(columns.map { "\"\($0.terminalSafe)\"" }.joined(separator: ", "))…) are not a Goodreads or StoryGraph export's — export your library again, or pass --format to say what it is"
        case .text:
            "text, but not a Goodreads or StoryGraph export nor a shelf backup — \(Self.whatToGive), or pass --format"
        }
    }

    /// What to do with an SQLite database given as a CSV or JSON file.
    static let databaseHint = "leave out --format to import Kindle's vocab.db or KOReader's vocabulary_builder.sqlite3, or give --format kindle or koreader"

    /// The files `shelf import` reads, and where each comes from.
    private static let whatToGive =
        "export your library from Goodreads (My Books → Import and export) or The StoryGraph (Manage Account → Export StoryGraph Library), or give a shelf backup (`shelf export`)"
}
