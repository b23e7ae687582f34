internal import Essentials
import Foundation
internal import SQLiteStore

/// The look-ups of an e-reader's vocabulary database, read whole before the library is touched,
/// with the rows that could not be read set aside with their reasons.
struct EReaderVocabulary {
    var kind: EReaderKind
    /// The books look-ups refer to, by the e-reader's key.
    var books: [String: EReaderBook]
    /// Every readable look-up, earliest first.
    var lookups: [EReaderLookup]
    /// One reason per look-up that could not be read, in file order.
    var skipped: [String]

    /// A look-up set aside, as the summary names it: `"word": reason`, in the straight quotes
    /// every message quotes what a file held in, a word longer than a message can repeat (a whole
    /// page pasted into one, in a damaged file) cut short.
    static func skipped(_ word: String, _ reason: String) -> String {
        let shown = BookValidation.fits(word, within: 40) ? word : word.prefix(39) + "…"
        return "\"\(shown)\": \(reason)"
    }

    /// Why `word` (a dictionary form) cannot become a vocabulary entry, or nil: longer than a
    /// dictionary takes, counted only up to that length, else not a word at all.
    static func wordProblem(_ word: String) -> String? {
        if !BookValidation.fits(word, within: DictionaryRules.wordLength) {
            return "longer than \(DictionaryRules.wordLength) characters, more than a word"
        }
        return Bookshelf.isWord(word) ? nil : "not a word"
    }

    /// Reads the database at `path`, recognising Kindle's or KOReader's by its tables. The
    /// e-reader's files are never changed: the database is opened immutable, or, in WAL mode, read
    /// from a private copy (see `EReaderSnapshot`). Look-ups dated after `now`, past the allowance
    /// every recorded time has (`Bookshelf.futureAllowance`), are set aside.
    static func read(path: String, now: Date) throws(EReaderImportError) -> EReaderVocabulary {
        let snapshot = try EReaderSnapshot(of: path)
        defer { snapshot.remove() }
        let latest = now + Bookshelf.futureAllowance
        do {
            let connection = try Connection(path: snapshot.path, access: snapshot.access)
            let columns = try tableColumns(connection)
            if columns["books"] != nil, columns["undo_changes"] != nil { throw EReaderImportError.shelfLibrary }
            if columns["lookups"] != nil || columns["words"] != nil || columns["book_info"] != nil {
                try check(columns, needing: KindleVocabularyReader.tables, knowing: KindleVocabularyReader.tables, kind: .kindle)
                return try KindleVocabularyReader.read(connection, latest: latest)
            }
            if columns["vocabulary"] != nil || columns["title"] != nil {
                try check(
                    columns, needing: KOReaderVocabularyReader.needed(in: columns), knowing: KOReaderVocabularyReader.tables,
                    kind: .koreader)
                return try KOReaderVocabularyReader.read(connection, columns: columns, latest: latest)
            }
            throw EReaderImportError.notVocabulary
        } catch let error as EReaderImportError {
            throw error
        } catch let error as SQLiteError {
            throw .unreadable(error.message)
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// Every table's columns, names lower-cased (SQLite's names are case-insensitive; Kindle's
    /// tables are upper-case).
    private static func tableColumns(_ connection: Connection) throws -> [String: [String]] {
        let tables = try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.string(0) ?? "" }
        var result: [String: [String]] = [:]
        for table in tables {
            let quoted = table.replacingOccurrences(of: "\"", with: "\"\"")
            result[table.lowercased()] = try connection.query("PRAGMA table_info(\"\(quoted)\")") {
                ($0.string(1) ?? "").lowercased()
            }
        }
        return result
    }

    /// The tables must have every column of `needed` (a missing one means a damaged or different
    /// file) and no column `known` does not list for them (an unknown one means a newer format,
    /// whose meaning shelf would be guessing).
    private static func check(
        _ found: [String: [String]], needing needed: [String: [String]], knowing known: [String: [String]], kind: EReaderKind
    ) throws(EReaderImportError) {
        var missing: [String] = []
        for (table, columns) in needed.sorted(by: { $0.key < $1.key }) {
            guard let present = found[table] else {
                missing.append(table)
                continue
            }
            missing += columns.filter { !present.contains($0) }.map { "\(table).\($0)" }
        }
        var unknown: [String] = []
        for (table, columns) in known.sorted(by: { $0.key < $1.key }) {
            unknown += (found[table] ?? []).filter { !columns.contains($0) }.map { "\(table).\($0)" }
        }
        if !missing.isEmpty { throw .missingColumns(kind, missing) }
        if !unknown.isEmpty { throw .unknownColumns(kind, unknown) }
    }

    /// A text column that must be valid UTF-8: `.invalid` when its bytes are not, so a damaged
    /// sentence is reported rather than imported with replacement characters.
    static func text(_ row: Row, _ column: Int32) -> EReaderText {
        guard let bytes = row.blob(column) else { return .absent }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .invalid }
        return .text(text)
    }

    /// The language a word is looked up in. Kindle records the book's language, so English words
    /// looked up in a Chinese book say `zh`: a word written only in ASCII letters under a CJK
    /// code is English. Region subtags go (`en-GB` is `en`). A recorded value that is no language
    /// code (`--lang` would refuse it: digits, a title, a damaged cell) is none, as an empty one is.
    static func language(_ recorded: String?, word: String) -> String {
        let subtag = (recorded ?? "").split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        guard let code = DictionaryRules.languageCode(String(subtag)) else { return "en" }
        if ["zh", "ja", "ko"].contains(code), word.unicodeScalars.allSatisfy(\.isASCII) { return "en" }
        return code
    }

    /// Why a look-up's time is unusable, or nil when it is fine: 0 (unknown) and times past
    /// `latest` are both impossible for a look-up that happened.
    static func timeProblem(_ at: Date, latest: Date) -> String? {
        if at.timeIntervalSince1970 <= 0 { return "no time recorded" }
        if at > latest { return "a time in the future" }
        return nil
    }
}
