internal import Essentials
import Foundation
internal import JSON

/// Looks words up in the Free Dictionary API through the `NetworkManager`.
public struct DictionaryClient: Sendable {
    /// Dictionary entries stay fresh for 30 days: definitions hardly change, and study must work offline.
    public static let entryMaxAge: TimeInterval = 30 * 86400

    private let manager: NetworkManager

    /// Makes a client that fetches through `manager` (the dictionary needs no key).
    public init(manager: NetworkManager) {
        self.manager = manager
    }

    /// The merged entry for `word` in `language`. A word the dictionary does not know is
    /// `NetworkError.wordNotFound`, so the caller can suggest giving a definition by hand.
    public func lookup(_ word: String, language: String = "en") throws(NetworkError) -> DictionaryEntry {
        let request = try lookupRequest(word, language: language)
        let normalized = request.pathSegments.last ?? word
        let response: NetworkResponse
        do {
            response = try manager.fetch(request)
        } catch .notFound {
            throw .wordNotFound(normalized)
        }
        return try Self.entry(fromAnswer: response.body, requestedWord: normalized)
    }

    /// The dictionary's answer, a list of entry objects, merged into one entry; an answer with no
    /// definition between its entries, the one thing a look-up is for, is damage. The cache keeps
    /// only what this reads (`AnswerShape.dictionaryEntries`).
    static func entry(fromAnswer body: Data, requestedWord: String) throws(NetworkError) -> DictionaryEntry {
        guard let entries = JSONField.objects(try? JSONReader.parse(body)),
            let entry = DictionaryEntry(apiEntries: entries, requestedWord: requestedWord),
            entry.meanings.contains(where: { !$0.definitions.isEmpty })
        else { throw .invalidResponse(.dictionary, .unexpectedShape) }
        return entry
    }

    /// `BASE/{language}/{word}`. The word is trimmed and lowercased, so "Serendipity" and
    /// "serendipity " share one cache entry; it must contain a letter.
    func lookupRequest(_ word: String, language: String) throws(NetworkError) -> NetworkRequest {
        let trimmed = Whitespace.trimmed(word, newlines: true).lowercased()
        guard trimmed.contains(where: \.isLetter), trimmed.count <= DictionaryRules.wordLength, !trimmed.contains(where: \.isNewline) else {
            throw .invalidWord(word)
        }
        guard let code = DictionaryRules.languageCode(language) else { throw .invalidLanguage(language) }
        return NetworkRequest(
            service: .dictionary, pathSegments: [code, trimmed], maxAge: Self.entryMaxAge, answerShape: .dictionaryEntries)
    }
}
