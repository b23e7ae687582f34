/// Why an e-reader's vocabulary database was refused as a whole. Nothing in the library changed,
/// and the file itself is only ever opened read-only.
public enum EReaderImportError: Error, Equatable, CustomStringConvertible {
    /// SQLite could not read the file (not a database, damaged, unreadable).
    case unreadable(String)
    /// An SQLite database, but neither Kindle's nor KOReader's vocabulary.
    case notVocabulary
    /// A table lacks a column the format has; `table.column` names are given.
    case missingColumns(EReaderKind, [String])
    /// A table has columns this shelf does not know, as a newer e-reader's database would.
    case unknownColumns(EReaderKind, [String])
    /// The look-up tables hold no rows.
    case noLookups(EReaderKind)
    /// `--format` named one e-reader and the file is the other's.
    case otherKind(found: EReaderKind, expected: EReaderKind)

    public var description: String {
        switch self {
        case .unreadable(let reason):
            "cannot read it as an SQLite database (\(reason)) — give the vocab.db from the Kindle or KOReader's vocabulary_builder.sqlite3"
        case .notVocabulary:
            "an SQLite database, but not a Kindle vocab.db nor a KOReader vocabulary_builder.sqlite3 — copy system/vocabulary/vocab.db from the Kindle, or settings/vocabulary_builder.sqlite3 from KOReader"
        case .missingColumns(let kind, let columns):
            "a \(kind.name) vocabulary database without \(columns.joined(separator: ", ")) — it may be damaged; copy it from the device again"
        case .unknownColumns(let kind, let columns):
            "a \(kind.name) vocabulary database with columns shelf does not know (\(columns.joined(separator: ", "))), perhaps from a newer \(kind.name) — update shelf, or tell its authors"
        case .noLookups(let kind):
            "a \(kind.name) vocabulary database with no look-ups in it — look words up while reading first"
        case .otherKind(let found, let expected):
            "a \(found.name) vocabulary database, not \(expected.name)'s — pass --format \(found.rawValue), or leave --format out"
        }
    }
}
