import Foundation
internal import SQLiteStore

/// Every meeting with a word: the sentences it was met in, where and when, typed in or looked up
/// on an e-reader.
extension Bookshelf {
    /// The encounters of one word, earliest first.
    public func encounters(ofWord id: Int) throws(LibraryError) -> [WordEncounter] {
        try read { try EncounterRow.all(in: connection, where: "word_id = ?", [id], orderedBy: "at, id").map(\.encounter) }
    }

    /// The encounters of every word in `scope`, by word id, each list earliest first: one query for
    /// a whole list of words rather than one per word.
    public func encountersByWord(in scope: VocabularyScope) throws(LibraryError) -> [Int: [WordEncounter]] {
        let (condition, values): (String, [SQLiteBindable]) = switch scope {
        case .book(let id): ("word_id IN (SELECT id FROM words WHERE book_id = ?)", [id])
        case .global: ("word_id IN (SELECT id FROM words WHERE book_id IS NULL)", [])
        case .all: ("1", [])
        }
        return try read {
            var result: [Int: [WordEncounter]] = [:]
            try EncounterRow.forEach(in: connection, where: condition, values, orderedBy: "word_id, at, id") { row in
                result[row.wordID, default: []].append(row.encounter)
            }
            return result
        }
    }

    /// Stores an encounter of a word inside the caller's transaction. An encounter with a
    /// `sourceKey` already stored (the same look-up from the same e-reader, imported before) is
    /// not stored again; the result says whether it was new.
    @discardableResult
    func insertEncounter(_ encounter: WordEncounter, ofWord wordID: Int, sourceKey: String? = nil) throws -> Bool {
        try EncounterRow(wordID: wordID, encounter, sourceKey: sourceKey)
            .insert(into: connection, keepingID: false, statement: EncounterRow.insertUnlessKnown)
        return connection.changes > 0
    }

    /// Records a sentence or page typed in with `vocab add` as a meeting, unless the word was
    /// already met there; the result says whether it was recorded.
    @discardableResult
    func recordTypedEncounter(ofWord wordID: Int, form: String, sentence: String?, page: Int?, at: Date) throws -> Bool {
        guard sentence != nil || page != nil else { return false }
        let known = try connection.scalarInt(
            "SELECT 1 FROM encounters WHERE word_id = ? AND sentence IS ? AND page IS ?", [wordID, sentence, page])
        guard known == nil else { return false }
        return try insertEncounter(
            WordEncounter(sentence: sentence, form: form, location: nil, page: page, at: at, source: .shelf), ofWord: wordID)
    }

    /// After `vocab edit` changed a word's sentence or page, its first typed-in encounter says the
    /// same: the word's `context` and `page` are that encounter.
    func syncTypedEncounter(ofWord wordID: Int, at: Date) throws {
        guard let word = try WordRow.all(in: connection, where: "id = ?", [wordID], orderedBy: "id").first else { return }
        let first = try EncounterRow.all(
            in: connection, where: "word_id = ? AND source = 'shelf'", [wordID], orderedBy: "at, id", limit: 1
        ).first?.id
        switch (first, word.context == nil && word.page == nil) {
        case (let id?, true):
            try connection.run("DELETE FROM encounters WHERE id = ?", [id])
        case (let id?, false):
            try connection.run("UPDATE encounters SET sentence = ?, page = ? WHERE id = ?", [word.context, word.page, id])
        case (nil, false):
            try insertEncounter(
                WordEncounter(sentence: word.context, form: word.word, location: nil, page: word.page, at: at, source: .shelf),
                ofWord: wordID)
        case (nil, true):
            break
        }
    }
}
