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
            "a PDF document, not an export — export your library from Goodreads (My Books → Import and export), or give a shelf backup"
        case .image(let format):
            "a \(format) image, not an export — export your library from Goodreads (My Books → Import and export), or give a shelf backup"
        case .binary:
            "not a text file, nor an SQLite database — give a Goodreads CSV export, a shelf backup (.json), Kindle's vocab.db or KOReader's vocabulary_builder.sqlite3"
        case .table(let columns):
            "a table whose columns (\(columns.map { "\"\($0.terminalSafe)\"" }.joined(separator: ", "))…) are not a Goodreads export's — export your library from Goodreads again, or pass --format to say what it is"
        case .text:
            "text, but neither a Goodreads export nor a shelf backup — export your library from Goodreads (My Books → Import and export) or with `shelf export`, or pass --format"
        }
    }
}
