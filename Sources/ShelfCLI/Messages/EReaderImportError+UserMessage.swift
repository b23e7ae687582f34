import Library

extension EReaderImportError {
    /// What is wrong with the e-reader's file, and what to do.
    var userMessage: String {
        switch self {
        case .unreadable(let reason):
            "cannot read it as an SQLite database (\(reason)) — give the vocab.db from the Kindle or KOReader's vocabulary_builder.sqlite3"
        case .cannotCopy(let reason):
            "cannot copy it and its -wal file to a private temporary folder to read them (\(reason)) — free space in the temporary folder or set TMPDIR to another one"
        case .notVocabulary:
            "an SQLite database, but not a Kindle vocab.db nor a KOReader vocabulary_builder.sqlite3 — copy system/vocabulary/vocab.db from the Kindle, or settings/vocabulary_builder.sqlite3 from KOReader"
        case .shelfLibrary:
            "a shelf library, not an e-reader's vocabulary — to move a library, copy the file into the new SHELF_HOME, or `shelf export` a backup from it and `shelf import` that"
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
