import Foundation
internal import JSON

/// What a usable answer to a request looks like: the same reading the client will do, done
/// before an answer is cached and again when a cached one is used, so a 2xx body of the wrong
/// shape is never stored and a stored one that no longer reads is dropped instead of served.
public enum AnswerShape: Sendable, Equatable {
    /// A Google Books search: an object with a `totalItems` count or an `items` list (a search
    /// with no hits has no `items`), of which at least one reads as a volume: a list of none a
    /// client could read is damage, not "found nothing".
    case volumeSearch
    /// One Google Books volume record: an object with an `id`.
    case volumeRecord
    /// A dictionary answer: a list of one or more entry objects with at least one definition
    /// between them, the one thing a look-up is for.
    case dictionaryEntries
    /// An Open Library search: an object with a `docs` list (of which at least one reads as a
    /// volume, as for Google) or, with no hits, a `numFound` / `num_found` count.
    case openLibrarySearch
    /// An Open Library Books API answer: an object whose every entry reads as an edition, by
    /// bibkey (`{}` when none).
    case openLibraryBooks
    /// An Open Library work or author record: an object whose `key` names an Open Library id.
    case openLibraryRecord
    /// Any JSON document, for requests whose reader is not one of the clients.
    case anyJSON

    /// True when `body` is JSON of this shape: when the client's own reader of such an answer
    /// reads it, so what the cache keeps and what the client accepts cannot drift apart.
    func accepts(_ body: Data) -> Bool {
        do {
            switch self {
            case .volumeSearch: _ = try GoogleBooksClient.volumes(fromSearch: body)
            case .volumeRecord: _ = try GoogleBooksClient.volume(fromRecord: body)
            case .dictionaryEntries: _ = try DictionaryClient.entry(fromAnswer: body, requestedWord: "")
            case .openLibrarySearch: _ = try OpenLibraryClient.volumes(fromSearch: body)
            case .openLibraryBooks: _ = try OpenLibraryClient.editions(fromBooks: body)
            case .openLibraryRecord: _ = try OpenLibraryClient.record(from: body)
            case .anyJSON: _ = try JSONReader.parse(body)
            }
            return true
        } catch {
            return false
        }
    }
}
