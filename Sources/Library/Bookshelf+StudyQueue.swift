internal import Essentials
import Foundation
internal import SQLiteStore

/// Choosing a study session's words in SQL, through the `words_due` index.
extension Bookshelf {
    /// The words of `scope` due by `dueBy` (now, or later to study ahead), learning ones first,
    /// then up to `reviewLimit` reviews and `newLimit` new words; a negative limit counts as 0.
    /// Mastered words never come. Ties in due time keep the order the words were added in.
    public func studyQueue(
        in scope: VocabularyScope, dueBy: Date, newLimit: Int, reviewLimit: Int
    ) throws(LibraryError) -> StudyQueue {
        let (scopeCondition, scopeValues) = try condition(for: scope)
        let due = TimeColumn.value(dueBy)
        return try read {
            let dueCondition = "w.mastered = 0 AND w.due <= ? AND \(scopeCondition)"
            let dueValues: [SQLiteBindable] = [due] + scopeValues
            func chosen(_ states: String, limit: Int?) throws -> [VocabularyWord] {
                try loadWords(
                    where: "\(dueCondition) AND w.state IN (\(states))", dueValues,
                    orderedBy: "w.due, w.id", limit: limit.map { max(0, $0) })
            }
            func count(_ state: String) throws -> Int {
                try connection.scalarInt(
                    "SELECT count(*) FROM words w WHERE \(dueCondition) AND w.state = '\(state)'", dueValues) ?? 0
            }
            let learning = try chosen("'learning', 'relearning'", limit: nil)
            let reviews = try chosen("'review'", limit: reviewLimit)
            let new = try chosen("'new'", limit: newLimit)
            let heldBack = try count("review") - reviews.count + count("new") - new.count
            let nextDue = try connection.query(
                "SELECT w.due FROM words w WHERE w.mastered = 0 AND w.due > ? AND \(scopeCondition) ORDER BY w.due LIMIT 1",
                dueValues
            ) { row in row.double(0) }.first.flatMap { TimeColumn.date($0) }
            let hasWords = try connection.scalarInt(
                "SELECT EXISTS (SELECT 1 FROM words w WHERE \(scopeCondition))", scopeValues) == 1
            return StudyQueue(words: learning + reviews + new, heldBack: heldBack, nextDue: nextDue, scopeHasWords: hasWords)
        }
    }

    /// Up to `count` distinct definitions of words other than `word`, to offer beside its own in a
    /// multiple-choice question: first from its book, then from anywhere in the library, picked at
    /// random by id so a large library is never read whole. None equals the word's definition.
    public func otherDefinitions(than word: VocabularyWord, count: Int) throws(LibraryError) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return try otherDefinitions(than: word, count: count, using: &generator)
    }

    /// `otherDefinitions(than:count:)` with the random picks drawn from `generator`, for tests.
    public func otherDefinitions(
        than word: VocabularyWord, count: Int, using generator: inout some RandomNumberGenerator
    ) throws(LibraryError) -> [String] {
        guard count > 0 else { return [] }
        var seen: Set<String> = [Self.definitionKey(word.definition ?? "")]
        var found: [String] = []
        func take(_ definitions: [String]) {
            for definition in definitions.shuffled(using: &generator) where found.count < count {
                if !Self.definitionKey(definition).isEmpty, seen.insert(Self.definitionKey(definition)).inserted {
                    found.append(definition)
                }
            }
        }
        return try read {
            let defined = "definition IS NOT NULL AND id <> ?"
            if let bookID = word.bookID {
                take(try connection.query(
                    "SELECT definition FROM words WHERE ifnull(book_id, 0) = ? AND \(defined) LIMIT 50",
                    [bookID, word.id]) { $0.string(0) }.compactMap { $0 })
            }
            let range = try connection.query("SELECT min(id), max(id) FROM words") { row in (row.int(0), row.int(1)) }.first
            if found.count < count, let (low, high) = range, let low, let high {
                // Random starting ids, each taking the next defined word: a few index look-ups.
                for _ in 0..<(count * 4) where found.count < count {
                    let start = Int.random(in: low...high, using: &generator)
                    take(try connection.query(
                        "SELECT definition FROM words WHERE id >= ? AND \(defined) ORDER BY id LIMIT 1",
                        [start, word.id]) { $0.string(0) }.compactMap { $0 })
                }
            }
            if found.count < count {
                // A small or sparsely defined library: the first distinct ones, in order.
                take(try connection.query(
                    "SELECT DISTINCT definition FROM words WHERE \(defined) ORDER BY id LIMIT ?",
                    [word.id, count * 4 + 1]) { $0.string(0) }.compactMap { $0 })
            }
            return found
        }
    }

    /// Definitions are the same option when they differ only in case and surrounding space.
    private static func definitionKey(_ definition: String) -> String {
        definition.trimmingWhitespace.lowercased()
    }
}
