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
    /// An Open Library search: an object with a `docs` list or a `numFound` / `num_found` count.
    case openLibrarySearch
    /// An Open Library Books API answer: an object of edition objects by bibkey (`{}` when none).
    case openLibraryBooks
    /// An Open Library edition, work or author record: an object with a `key`.
    case openLibraryRecord
    /// Any JSON document, for requests whose reader is not one of the clients.
    case anyJSON

    /// True when `body` is JSON of this shape.
    func accepts(_ body: Data) -> Bool {
        guard let json = try? JSONReader.parse(body) else { return false }
        switch self {
        case .volumeSearch:
            guard json.objectValue != nil else { return false }
            if let items = json["items"] {
                guard let records = items.arrayValue else { return false }
                return records.isEmpty || records.contains { Volume(googleRecord: $0) != nil }
            }
            return json["totalItems"]?.intValue != nil
        case .volumeRecord:
            return json.objectValue != nil && Volume(googleRecord: json) != nil
        case .dictionaryEntries:
            guard let entries = JSONField.objects(json), let entry = DictionaryEntry(apiEntries: entries, requestedWord: "")
            else { return false }
            return entry.meanings.contains { !$0.definitions.isEmpty }
        case .openLibrarySearch:
            guard json.objectValue != nil else { return false }
            if let docs = json["docs"] { return docs.arrayValue != nil }
            return (json["numFound"] ?? json["num_found"])?.intValue != nil
        case .openLibraryBooks:
            return json.objectValue?.values.allSatisfy { $0.objectValue != nil } ?? false
        case .openLibraryRecord:
            return json.objectValue != nil && JSONField.text(json["key"]) != nil
        case .anyJSON:
            return true
        }
    }
}
