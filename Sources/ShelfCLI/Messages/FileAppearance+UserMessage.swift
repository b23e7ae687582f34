import Library

extension FileAppearance {
    /// Why `shelf import` cannot read a file that looks like this, and what to do: the line after
    /// `name is …`. An empty file `expectingDatabase` (`--format kindle`, or named like one) was
    /// meant to be an e-reader's vocabulary, not an export, and is told where to copy it from.
    func userMessage(expectingDatabase: Bool) -> String {
        switch self {
        case .empty where expectingDatabase:
            "empty, not a vocabulary database — copy it from the e-reader again (Kindle's system/vocabulary/vocab.db, KOReader's settings/vocabulary_builder.sqlite3) and import the copy"
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
        case .otherSeparator(let format, let separator):
            "a \(format == .storyGraph ? "StoryGraph" : "Goodreads") export with \(separator == "\t" ? "tabs" : "\"\(separator)\"") between its columns instead of commas, as a spreadsheet saves one in some languages — save it again as CSV with commas (in LibreOffice, Field delimiter \",\"; in Excel, \"CSV UTF-8 (Comma delimited)\") and import that"
        case .table(let columns):
            "a table whose columns (\(columns.map(\.quotedInMessage).joined(separator: ", "))…) are not a Goodreads or StoryGraph export's — export your library again, or pass --format to say what it is"
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
