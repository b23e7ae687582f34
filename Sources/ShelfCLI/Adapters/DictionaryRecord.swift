import Foundation
import Library
import Networking

/// Storing a dictionary entry in the library as JSON and reading it back, so every book's entry of
/// a word shares one record and looked-up words work offline.
enum DictionaryRecord {
    static func encode(_ entry: DictionaryEntry) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(entry)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The stored entry for a word, or nil when none was looked up (or it cannot be read).
    static func stored(for word: VocabularyWord, in library: Bookshelf) throws -> DictionaryEntry? {
        guard let text = try library.dictionaryRecord(for: word.word, language: word.language) else { return nil }
        return try? JSONDecoder().decode(DictionaryEntry.self, from: Data(text.utf8))
    }
}
