/// Why an e-reader's vocabulary database was refused as a whole. Nothing in the library changed,
/// and the file itself is only ever opened read-only.
public enum EReaderImportError: Error, Equatable {
    /// SQLite could not read the file (not a database, damaged, unreadable).
    case unreadable(String)
    /// A database in WAL mode could not be copied, with its `-wal` file, to the private
    /// temporary folder it is read from; the system's reason is given.
    case cannotCopy(String)
    /// An SQLite database, but neither Kindle's nor KOReader's vocabulary.
    case notVocabulary
    /// A shelf library (its `books` and `undo_changes` tables say so), whose `words` table would
    /// otherwise pass it for a damaged Kindle database.
    case shelfLibrary
    /// A table lacks a column the format has; `table.column` names are given.
    case missingColumns(EReaderKind, [String])
    /// A table has columns this shelf does not know, as a newer e-reader's database would.
    case unknownColumns(EReaderKind, [String])
    /// The look-up tables hold no rows.
    case noLookups(EReaderKind)
    /// `--format` named one e-reader and the file is the other's.
    case otherKind(found: EReaderKind, expected: EReaderKind)
}
