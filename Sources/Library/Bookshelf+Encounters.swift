import Foundation
internal import SQLiteStore

/// Every meeting with a word: the sentences it was met in, where and when, typed in or looked up
/// on an e-reader.
extension Bookshelf {
    private static let encounterColumns = "word_id, sentence, form, location, page, at, source"

    /// The encounters of one word, earliest first.
    public func encounters(ofWord id: Int) throws(LibraryError) -> [WordEncounter] {
        try read {
            try connection.query(
                "SELECT \(Self.encounterColumns) FROM encounters WHERE word_id = ? ORDER BY at, id", [id], Self.encounter)
        }
    }

    /// The encounters of every word in `scope`, by word id, each list earliest first: one query for
    /// a whole list of words rather than one per word.
    public func encountersByWord(in scope: VocabularyScope) throws(LibraryError) -> [Int: [WordEncounter]] {
        let (condition, values): (String, [SQLiteBindable]) = switch scope {
        case .book(let id): ("w.book_id = ?", [id])
        case .global: ("w.book_id IS NULL", [])
        case .all: ("1", [])
        }
        return try read {
            var result: [Int: [WordEncounter]] = [:]
            try connection.forEachRow(
                """
                SELECT e.\(Self.encounterColumns.replacingOccurrences(of: ", ", with: ", e."))
                FROM encounters e JOIN words w ON w.id = e.word_id WHERE \(condition) ORDER BY e.word_id, e.at, e.id
                """, values
            ) { row in
                result[row.int(0) ?? 0, default: []].append(Self.encounter(row))
            }
            return result
        }
    }

    /// Stores an encounter of a word inside the caller's transaction. An encounter with a
    /// `sourceKey` already stored (the same look-up from the same e-reader, imported before) is
    /// not stored again; the result says whether it was new.
    @discardableResult
    func insertEncounter(_ encounter: WordEncounter, ofWord wordID: Int, sourceKey: String? = nil) throws -> Bool {
        try connection.run(
            """
            INSERT OR IGNORE INTO encounters (word_id, sentence, form, location, page, at, source, source_key)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [wordID, encounter.sentence, encounter.form, encounter.location, encounter.page,
             TimeColumn.value(encounter.at), encounter.source.rawValue, sourceKey])
        return connection.changes > 0
    }

    /// Records a sentence or page typed in with `vocab add` as a meeting, unless the word was
    /// already met there.
    func recordTypedEncounter(ofWord wordID: Int, form: String, sentence: String?, page: Int?, at: Date) throws {
        guard sentence != nil || page != nil else { return }
        let known = try connection.scalarInt(
            "SELECT 1 FROM encounters WHERE word_id = ? AND sentence IS ? AND page IS ?", [wordID, sentence, page])
        guard known == nil else { return }
        try insertEncounter(
            WordEncounter(sentence: sentence, form: form, location: nil, page: page, at: at, source: .shelf), ofWord: wordID)
    }

    /// After `vocab edit` changed a word's sentence or page, its first typed-in encounter says the
    /// same: the word's `context` and `page` are that encounter.
    func syncTypedEncounter(ofWord wordID: Int, at: Date) throws {
        let current = try connection.query("SELECT word, context, page FROM words WHERE id = ?", [wordID]) { row in
            (word: row.string(0) ?? "", sentence: row.string(1), page: row.int(2))
        }
        guard let word = current.first else { return }
        let first = try connection.scalarInt(
            "SELECT id FROM encounters WHERE word_id = ? AND source = 'shelf' ORDER BY at, id LIMIT 1", [wordID])
        switch (first, word.sentence == nil && word.page == nil) {
        case (let id?, true):
            try connection.run("DELETE FROM encounters WHERE id = ?", [id])
        case (let id?, false):
            try connection.run("UPDATE encounters SET sentence = ?, page = ? WHERE id = ?", [word.sentence, word.page, id])
        case (nil, false):
            try insertEncounter(
                WordEncounter(sentence: word.sentence, form: word.word, location: nil, page: word.page, at: at, source: .shelf),
                ofWord: wordID)
        case (nil, true):
            break
        }
    }

    private static func encounter(_ row: Row) -> WordEncounter {
        WordEncounter(
            sentence: row.string(1), form: row.string(2), location: row.string(3), page: row.int(4),
            at: TimeColumn.date(row.double(5)) ?? .distantPast,
            source: WordEncounter.Source(rawValue: row.string(6) ?? "") ?? .shelf)
    }
}
