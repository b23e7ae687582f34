import Essentials
import Foundation
import Library
import Networking

/// `shelf search`: find books on Google Books or Open Library.
enum SearchCommand {
    static let spec = CommandSpec(
        name: "search",
        summary: "Search Google Books or Open Library by text, title, author or ISBN",
        usage: "search [QUERY] [--title T] [--author A] [--isbn N] [--limit N] [--page N] [--source CATALOGUE] [--json]",
        example: "search --title dune --author herbert",
        options: queryOptions + [CatalogueLookup.sourceOption, .init(name: "json", help: "print an array of results as JSON")],
        positionals: 0...Int.max,
        details: "Results already in your library are marked with their list. When Google Books fails or finds nothing, Open Library is asked and a line says so. Results come through the cache: repeated searches work offline (--offline uses only the caches of both).")

    /// The options that build a query, shared with `shelf add`.
    static let queryOptions: [CommandSpec.Option] = [
        .init(name: "title", valueName: "T", help: "words in the title"),
        .init(name: "author", valueName: "A", help: "words in an author's name"),
        .init(name: "isbn", valueName: "N", help: "an ISBN-10 or ISBN-13"),
        .init(name: "limit", valueName: "N", help: "results per page, 1-40 (default 10)"),
        .init(name: "page", valueName: "N", help: "page of results (default 1)"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let query = try query(from: arguments, spec: spec)
        let results = try CatalogueLookup(context: context, arguments: arguments).search(query)
        let library = try context.library()
        let owned = try results.map { try library.existingBook(volumeID: $0.googleVolumeID, isbn13: $0.isbn13) }
        if arguments.has("json") {
            context.printJSON(.array(zip(results, owned).map { VolumeJSON.result($0, inLibrary: $1) }))
            return
        }
        guard !results.isEmpty else {
            context.console.line("No books found — try fewer words, or --title / --author.")
            return
        }
        let catalogues = Set(results.map(\.catalogue))
        let onlyGoogle = catalogues == [.googleBooks]
        let mixed = catalogues.count > 1
        var table = Table(columns: [
            .init(header: "", alignRight: true), .init(header: "Title", flexible: true),
            .init(header: "Authors", flexible: true), .init(header: "Year", alignRight: true), .init(header: "Pages", alignRight: true),
            .init(header: onlyGoogle ? "Volume id" : "Id"),
        ] + (mixed ? [.init(header: "Source")] : []) + [.init(header: "In library")])
        let first = (query.page - 1) * query.limit
        table.rows = zip(results, owned).enumerated().map { index, pair in
            let (volume, book) = pair
            return [
                "\(first + index + 1)", volume.title.shownName, volume.authors.map(\.shownName).joined(separator: ", "),
                volume.year.map(String.init) ?? "", volume.pageCount.map(String.init) ?? "", volume.volumeId.terminalSafe,
            ] + (mixed ? [volume.catalogue.displayName] : []) + [book.map { "#\($0.id) \($0.status.rawValue)" } ?? ""]
        }
        let console = context.console
        table.print(on: console)
        console.line()
        console.line("Add one with: shelf add \(onlyGoogle ? "VOLUME_ID" : "ID") (or shelf add \"QUERY\" --pick N)")
    }

    /// The query from QUERY words and the --title/--author/--isbn/--limit/--page options; a QUERY
    /// that is an ISBN searches by ISBN.
    static func query(from arguments: ParsedArguments, spec: CommandSpec) throws -> VolumeQuery {
        var text = Whitespace.trimmed(arguments.positionals.joined(separator: " "), newlines: false)
        var isbn = try arguments.isbn("isbn")?.isbn13
        if isbn == nil, let parsed = ISBN(text) {
            isbn = parsed.isbn13
            text = ""
        }
        let query = VolumeQuery(
            text: text.isEmpty ? nil : text, title: arguments.value("title"), author: arguments.value("author"),
            isbn: isbn, limit: try arguments.integer("limit") ?? 10, page: try arguments.integer("page") ?? 1)
        guard query.text != nil || query.title != nil || query.author != nil || query.isbn != nil else {
            throw CLIError.usage("give words to search for, or --title, --author or --isbn", spec: spec)
        }
        return query
    }
}
