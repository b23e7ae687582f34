import Foundation
internal import SQLiteStore

/// Reads KOReader's vocabulary builder database, `vocabulary_builder.sqlite3`.
///
/// One row of `vocabulary` per word (the word is its key), with the time it was first looked up
/// in Unix seconds and the text around it in `prev_context` and `next_context`; newer versions
/// add `highlight`, the text as selected. `title` names the books, with no authors.
enum KOReaderVocabularyReader {
    /// The tables and columns of the newest format, lower-cased; older files lack `highlight`.
    static let tables: [String: [String]] = [
        "vocabulary": [
            "word", "title_id", "create_time", "review_time", "due_time", "review_count", "prev_context",
            "next_context", "streak_count", "highlight",
        ],
        "title": ["id", "name", "filter"],
    ]

    static func read(_ connection: Connection, hasHighlight: Bool, latest: Date) throws -> EReaderVocabulary {
        guard try connection.scalarInt("SELECT count(*) FROM vocabulary") ?? 0 > 0 else {
            throw EReaderImportError.noLookups(.koreader)
        }
        var books: [String: EReaderBook] = [:]
        try connection.forEachRow("SELECT id, name FROM title") { row in
            guard let id = row.int(0) else { return }
            books[String(id)] = EReaderBook(key: String(id), title: EReaderVocabulary.text(row, 1).trimmed ?? "", authors: [])
        }
        var lookups: [EReaderLookup] = []
        var skipped: [String] = []
        try connection.forEachRow(
            """
            SELECT word, title_id, create_time, prev_context, next_context, \(hasHighlight ? "highlight" : "NULL")
            FROM vocabulary ORDER BY create_time, word
            """
        ) { row in
            let word = EReaderVocabulary.text(row, 0)
            let before = EReaderVocabulary.text(row, 3)
            let after = EReaderVocabulary.text(row, 4)
            let highlight = EReaderVocabulary.text(row, 5)
            func skip(_ reason: String) { skipped.append(EReaderVocabulary.skipped(word.trimmed ?? "", reason)) }
            guard ![word, before, after, highlight].contains(where: \.isInvalid) else { return skip("text that is not UTF-8") }
            guard let text = word.trimmed else { return skip("an empty word") }
            let bookKey = row.int(1).map(String.init)
            if let bookKey, books[bookKey] == nil { return skip("its book is missing from title") }
            let seconds = row.int(2) ?? 0
            let at = Date(timeIntervalSince1970: Double(seconds))
            if let problem = EReaderVocabulary.timeProblem(at, latest: latest) { return skip(problem) }
            let form = highlight.trimmed ?? text
            // The context holds the text on either side as it stood, line breaks included; the
            // word sits between them.
            let sentence = (before.value ?? "") + (highlight.value ?? word.value ?? "") + (after.value ?? "")
            let trimmed = sentence.trimmingCharacters(in: .whitespacesAndNewlines)
            lookups.append(EReaderLookup(
                bookKey: bookKey, word: text, form: form,
                sentence: before.trimmed == nil && after.trimmed == nil ? nil : trimmed, location: nil, at: at,
                language: EReaderVocabulary.language(nil, word: text), mastered: false,
                sourceKey: "\(text)@\(seconds)"))
        }
        return EReaderVocabulary(kind: .koreader, books: books, lookups: lookups, skipped: skipped)
    }
}
