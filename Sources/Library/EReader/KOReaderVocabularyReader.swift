import Foundation
internal import SQLiteStore

/// Reads KOReader's vocabulary builder database, `vocabulary_builder.sqlite3`, in every form
/// KOReader has written (`plugins/vocabbuilder.koplugin/db.lua`, its `user_version`).
///
/// One row of `vocabulary` per word (the word is its key), with the time it was first looked up
/// in Unix seconds. The first form (20220522) names the book in `vocabulary.book_title`; from
/// 20220608 `title` names the books, with no authors, and `vocabulary.title_id` points there, and
/// `prev_context` and `next_context` hold the text around the word. Later forms add
/// `title.filter` (20220730), `streak_count` (20221002) and `highlight`, the text as selected
/// (20240905). KOReader upgrades a file in place, each step run on its own and its failure only
/// logged, so a file may keep `book_title` beside `title_id` (SQLite before 3.35 cannot drop a
/// column) or miss a later column. Only the word, its time and its book are needed; the rest is
/// read when there, and the review schedule (`review_time`, `due_time`, `review_count`,
/// `streak_count`) is KOReader's own and not read at all.
enum KOReaderVocabularyReader {
    /// Every column KOReader has written, lower-cased: a file with another is of a newer form.
    static let tables: [String: [String]] = [
        "vocabulary": [
            "word", "title_id", "book_title", "create_time", "review_time", "due_time", "review_count",
            "prev_context", "next_context", "streak_count", "highlight",
        ],
        "title": ["id", "name", "filter"],
    ]

    /// The columns a file with `found` must have: the word and its time, and its book through
    /// `title_id` and `title`, or, in a file of the first form (no `title_id`), `book_title`.
    static func needed(in found: [String: [String]]) -> [String: [String]] {
        let vocabulary = found["vocabulary"] ?? []
        guard vocabulary.contains("book_title"), !vocabulary.contains("title_id") else {
            return ["vocabulary": ["word", "title_id", "create_time"], "title": ["id", "name"]]
        }
        return ["vocabulary": ["word", "book_title", "create_time"]]
    }

    /// The look-ups of a file whose tables have `columns` (checked against `needed`). A row's
    /// book is its `title` row; in a file without one, or a row with no `title_id` that still has
    /// a `book_title`, the book of that name.
    static func read(_ connection: Connection, columns: [String: [String]], latest: Date) throws -> EReaderVocabulary {
        guard try connection.scalarInt("SELECT count(*) FROM vocabulary") ?? 0 > 0 else {
            throw EReaderImportError.noLookups(.koreader)
        }
        let present = Set(columns["vocabulary"] ?? [])
        var books: [String: EReaderBook] = [:]
        if present.contains("title_id") {
            try connection.forEachRow("SELECT id, name FROM title") { row in
                guard let id = row.int(0) else { return }
                books[String(id)] = EReaderBook(key: String(id), title: EReaderVocabulary.text(row, 1).trimmed ?? "", authors: [])
            }
        }
        func column(_ name: String) -> String { present.contains(name) ? name : "NULL" }
        var lookups: [EReaderLookup] = []
        var skipped: [String] = []
        try connection.forEachRow(
            """
            SELECT word, \(column("title_id")), create_time, \(column("prev_context")), \(column("next_context")),
                \(column("highlight")), \(column("book_title"))
            FROM vocabulary ORDER BY create_time, word
            """
        ) { row in
            let word = EReaderVocabulary.text(row, 0)
            let before = EReaderVocabulary.text(row, 3)
            let after = EReaderVocabulary.text(row, 4)
            let highlight = EReaderVocabulary.text(row, 5)
            let bookTitle = EReaderVocabulary.text(row, 6)
            func skip(_ reason: String) { skipped.append(EReaderVocabulary.skipped(word.trimmed ?? "", reason)) }
            guard ![word, before, after, highlight, bookTitle].contains(where: \.isInvalid) else {
                return skip("text that is not UTF-8")
            }
            guard let text = word.trimmed else { return skip("an empty word") }
            var bookKey = row.int(1).map(String.init)
            if let key = bookKey {
                if books[key] == nil { return skip("its book is missing from title") }
            } else if let name = bookTitle.value {
                // Named, not numbered: its key cannot be taken for a `title` row's id.
                let key = "book_title:" + name
                books[key] = books[key] ?? EReaderBook(key: key, title: bookTitle.trimmed ?? "", authors: [])
                bookKey = key
            }
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
                sourceKey: "\(text)@\(seconds)", wordProblem: EReaderVocabulary.wordProblem(text)))
        }
        return EReaderVocabulary(kind: .koreader, books: books, lookups: lookups, skipped: skipped)
    }
}
