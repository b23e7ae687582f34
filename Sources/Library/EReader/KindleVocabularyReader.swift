internal import Essentials
import Foundation
internal import SQLiteStore

/// Reads Kindle's Vocabulary Builder database, `vocab.db`.
///
/// `WORDS.id` is `<lang>:<word>` and `stem` the dictionary form; each row of `LOOKUPS` is one
/// look-up, with the sentence in `usage`, a location in `pos` and a time in milliseconds since
/// 1970; `category` 100 marks a word mastered. `BOOK_INFO.authors` reads `Austen,Jane;(简·奥斯汀)`:
/// authors separated by `;`, each `Last,First`, translations of the name in parentheses.
enum KindleVocabularyReader {
    /// The tables and columns of the format, lower-cased.
    static let tables: [String: [String]] = [
        "words": ["id", "word", "stem", "lang", "category", "timestamp", "profileid"],
        "lookups": ["id", "word_key", "book_key", "dict_key", "pos", "usage", "timestamp"],
        "book_info": ["id", "asin", "guid", "lang", "title", "authors"],
    ]

    static func read(_ connection: Connection, latest: Date) throws -> EReaderVocabulary {
        guard try connection.scalarInt("SELECT count(*) FROM LOOKUPS") ?? 0 > 0 else {
            throw EReaderImportError.noLookups(.kindle)
        }
        var books: [String: EReaderBook] = [:]
        try connection.forEachRow("SELECT id, title, authors FROM BOOK_INFO") { row in
            guard let key = row.string(0) else { return }
            books[key] = EReaderBook(
                key: key, title: EReaderVocabulary.text(row, 1).trimmed ?? "",
                authors: authors(EReaderVocabulary.text(row, 2).value ?? ""))
        }
        var words: [String: KindleWord] = [:]
        try connection.forEachRow("SELECT id, word, stem, lang, category FROM WORDS") { row in
            guard let id = row.string(0) else { return }
            words[id] = KindleWord(
                form: EReaderVocabulary.text(row, 1), stem: EReaderVocabulary.text(row, 2), language: row.string(3),
                category: row.int(4))
        }
        var lookups: [EReaderLookup] = []
        var skipped: [String] = []
        try connection.forEachRow(
            "SELECT id, book_key, pos, usage, timestamp, word_key FROM LOOKUPS ORDER BY timestamp, id"
        ) { row in
            let id = row.string(0) ?? ""
            let word = row.string(5).flatMap { words[$0] }
            let sentence = EReaderVocabulary.text(row, 3)
            let shown = word?.form ?? word?.stem ?? id
            func skip(_ reason: String) { skipped.append(EReaderVocabulary.skipped(shown, reason)) }
            guard let word else { return skip("its word is missing from WORDS") }
            guard !word.isInvalid, !sentence.isInvalid else { return skip("text that is not UTF-8") }
            guard let looked = word.form ?? word.stem else { return skip("an empty word") }
            let bookKey = row.string(1)
            if let bookKey, books[bookKey] == nil { return skip("its book is missing from BOOK_INFO") }
            let at = Date(timeIntervalSince1970: Double(row.int(4) ?? 0) / 1000)
            if let problem = EReaderVocabulary.timeProblem(at, latest: latest) ?? Self.timeBeforeKindles(at) { return skip(problem) }
            lookups.append(EReaderLookup(
                bookKey: bookKey, word: word.stem ?? looked, form: looked, sentence: sentence.trimmed,
                location: EReaderVocabulary.text(row, 2).trimmed, at: at, language: word.language,
                mastered: word.mastered, sourceKey: id, wordProblem: word.problem))
        }
        return EReaderVocabulary(kind: .kindle, books: books, lookups: lookups, skipped: skipped)
    }

    /// The day the first Kindle went on sale, 2007-11-19 (UTC): no Kindle looked a word up before.
    static let firstKindle = Date(timeIntervalSince1970: 1_195_430_400)

    /// Why a look-up's time is impossible for a Kindle, or nil: a time before the first Kindle,
    /// such as seconds read as the milliseconds Kindles write (1600000000 would be 1970-01-19).
    private static func timeBeforeKindles(_ at: Date) -> String? {
        guard at < firstKindle else { return nil }
        return "a time before the first Kindle (\(CalendarDate(at, in: .gmt)))"
    }

    /// `Austen,Jane;(简·奥斯汀)` → `["Jane Austen"]`: names separated by `;`, `Last,First` turned
    /// around, names in parentheses (translations) left out, and `Unknown`, which a Kindle writes
    /// for a document that names no author, taken for none.
    static func authors(_ text: String) -> [String] {
        text.split(separator: ";").compactMap { part in
            let name = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty, !name.hasPrefix("("), name.lowercased() != "unknown" else { return nil }
            let pieces = name.split(separator: ",", omittingEmptySubsequences: false)
            guard pieces.count == 2 else { return name }
            let last = pieces[0].trimmingCharacters(in: .whitespaces)
            let first = pieces[1].trimmingCharacters(in: .whitespaces)
            return first.isEmpty ? last : last.isEmpty ? first : "\(first) \(last)"
        }
    }
}
