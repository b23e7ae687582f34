import Library
import Networking

/// Asks the catalogue the reader chose (`--source`, else `source =` in the config file), or by
/// default Google Books with Open Library behind it: when Google fails (quota, errors after
/// retries, no network, nothing cached with `--offline`) or finds nothing, Open Library is asked
/// and one line on stderr says so. When both fail, one error names both; when Google found
/// nothing and Open Library is down, Google's empty answer stands and one line on stderr names both.
struct CatalogueLookup {
    let context: Context
    /// The one catalogue to ask; nil asks Google Books first, then Open Library.
    let chosen: Catalogue?

    /// The lookup for a command with a `--source` option: `source` when given, else the config's.
    init(context: Context, source: Catalogue?) throws {
        self.context = context
        chosen = try source ?? context.configuration().source
    }

    /// The `--source` option, shared by the commands that ask a catalogue.
    static func sourceOption<Command>(_ property: WritableKeyPath<Command, Catalogue?> & Sendable) -> OptionDeclaration<Command> {
        .value(
            "source", property, valueName: "CATALOGUE",
            help: "google or openlibrary (default: google, falling back to openlibrary; config: source = …)")
    }

    /// Search results, from the chosen catalogue or with the fallback; `nothingIsRefused` as for `ask`.
    func search(_ query: VolumeQuery, nothingIsRefused: Bool = false) throws -> [Volume] {
        let results = try ask(
            { catalogue in try searchClient(catalogue, query) }, isEmpty: \.isEmpty, nothingIsRefused: nothingIsRefused)
        guard context.offline, chosen == nil, results.first?.catalogue == .googleBooks else { return results }
        return results + (try openLibraryCacheAdditions(to: results, query))
    }

    /// Offline, both caches answer a search: the books Open Library's cached answer has that
    /// Google's does not (by ISBN-13, else title and first author), up to the query's limit. Its note on how old that answer
    /// is prints only when it adds a book; a cache miss there adds nothing and says nothing.
    private func openLibraryCacheAdditions(to googleResults: [Volume], _ query: VolumeQuery) throws -> [Volume] {
        let notes = HeldNotices()
        guard let answer = try? context.openLibrary(notify: notes.hold).search(query) else { return [] }
        let isbns = Set(googleResults.compactMap(\.isbn13))
        let titlesAndAuthors = Set(googleResults.map(Self.titleAndAuthorKey))
        // `--limit` counts the list as one: Open Library fills only the places Google's answer left.
        let additions = answer.filter { volume in
            !(volume.isbn13.map(isbns.contains) ?? false) && !titlesAndAuthors.contains(Self.titleAndAuthorKey(volume))
        }.prefix(max(0, query.limit - googleResults.count))
        if !additions.isEmpty {
            for notice in notes.held { context.console.error(notice.userMessage.terminalSafe) }
        }
        return Array(additions)
    }

    private static func titleAndAuthorKey(_ volume: Volume) -> String {
        BookMatchKey.title(volume.title) + "\u{1F}" + BookMatchKey.author(volume.authors.first)
    }

    /// The full record of a search result, from the catalogue that found it.
    func fullRecord(of result: Volume) throws -> Volume {
        switch result.catalogue {
        case .googleBooks: try context.googleBooks().volume(id: result.volumeId)
        case .openLibrary: try context.openLibrary().fullRecord(of: result)
        }
    }

    /// Runs `question` against the chosen catalogue, or Google then Open Library; `action` ends the
    /// line that says Open Library answered (`showing Open Library results`). A caller that refuses
    /// an empty answer (`add`) sets `nothingIsRefused`: when Google found nothing and Open Library
    /// could not be asked, that is its refusal, naming both, rather than a note before a refusal
    /// that blames the words searched for.
    func ask<Answer>(
        _ question: (Catalogue) throws -> Answer, isEmpty: (Answer) -> Bool,
        action: String = "showing Open Library results", nothingIsRefused: Bool = false
    ) throws -> Answer {
        if let chosen { return try question(chosen) }
        let googleAnswer: Answer
        do {
            googleAnswer = try question(.googleBooks)
        } catch let error as NetworkError where error.isCatalogueOutage {
            return try openLibraryAnswer(
                question, after: .failed(error), orElse: nil, isEmpty: isEmpty, action: action, nothingIsRefused: nothingIsRefused)
        }
        guard isEmpty(googleAnswer) else { return googleAnswer }
        return try openLibraryAnswer(
            question, after: .foundNothing, orElse: googleAnswer, isEmpty: isEmpty, action: action, nothingIsRefused: nothingIsRefused)
    }

    private func openLibraryAnswer<Answer>(
        _ question: (Catalogue) throws -> Answer, after fallback: CatalogueFallback, orElse googleAnswer: Answer?,
        isEmpty: (Answer) -> Bool, action: String, nothingIsRefused: Bool
    ) throws -> Answer {
        do {
            let messagesBefore = context.console.messageCount
            let answer = try question(.openLibrary)
            // Neither found anything: the caller's one line says so, and nothing is shown.
            if case .foundNothing = fallback, isEmpty(answer) { return answer }
            // Offline, Open Library's own note ("offline — showing Open Library results cached 3
            // days ago") already says what is shown and why Google was not asked; a second line
            // would only repeat it.
            let explained = context.console.messageCount > messagesBefore
            if case .failed(.offlineCacheMiss) = fallback, explained { return answer }
            context.console.error(fallback.usingOpenLibrary(action))
            return answer
        } catch let error as NetworkError {
            // Google's empty answer stands when Open Library cannot add to it; when Open Library
            // was down rather than without the record, one line says so, lest its silence read
            // as having found nothing too. With --offline, not asking it was the reader's choice.
            if let googleAnswer {
                if error.isCatalogueOutage, error != .offlineCacheMiss(.openLibrary) {
                    if nothingIsRefused { throw CLIError.failure(fallback.bothFailed(error)) }
                    context.console.error("shelf: " + fallback.bothFailed(error))
                }
                return googleAnswer
            }
            throw CLIError.failure(fallback.bothFailed(error))
        }
    }

    private func searchClient(_ catalogue: Catalogue, _ query: VolumeQuery) throws -> [Volume] {
        switch catalogue {
        case .googleBooks: try context.googleBooks().search(query)
        case .openLibrary: try context.openLibrary().search(query)
        }
    }
}
