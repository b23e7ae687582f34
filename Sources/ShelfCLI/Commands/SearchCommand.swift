import Essentials
import Foundation
import Library
import Networking

/// `shelf search`: find books on Google Books or Open Library.
struct SearchCommand: ParsableCommand {
    var words: [String] = []
    var title: String?
    var author: String?
    var isbn: ISBN?
    var limit: Int?
    var page: Int?
    var source: Catalogue?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "search",
        summary: "Search Google Books or Open Library by text, title, author or ISBN",
        example: "search --title dune --author herbert",
        details: "Results already in your library are marked with their list. When Google Books fails or finds nothing, Open Library is asked and a line says so. Results come through the cache: repeated searches work offline (--offline uses only the caches of both).",
        arguments: [.repeating("QUERY", \.words, help: "words to search for; an ISBN searches by ISBN")],
        options: [
            .value("title", \.title, valueName: "T", help: "words in the title"),
            .value("author", \.author, valueName: "A", help: "words in an author's name"),
            .value("isbn", \.isbn, valueName: "N", help: "an ISBN-10 or ISBN-13"),
            .value("limit", \.limit, valueName: "N", help: "results per page, 1-40 (default 10)"),
            .value("page", \.page, valueName: "N", help: "page of results (default 1)"),
            CatalogueLookup.sourceOption(\.source),
            .flag("json", \.json, help: "print an array of results as JSON"),
        ])

    /// The query from the QUERY words and the options; a QUERY that is an ISBN searches by ISBN.
    private var query: VolumeQuery {
        var text = Whitespace.trimmed(words.joined(separator: " "), newlines: false)
        var isbn = isbn?.isbn13
        if isbn == nil, let parsed = ISBN(text) {
            isbn = parsed.isbn13
            text = ""
        }
        return VolumeQuery(
            text: text.isEmpty ? nil : text, title: title, author: author, isbn: isbn, limit: limit ?? 10, page: page ?? 1)
    }

    func validate() throws(CLIError) {
        let query = query
        guard query.text != nil || query.title != nil || query.author != nil || query.isbn != nil else {
            throw Self.usageError("give words to search for, or --title, --author or --isbn")
        }
    }

    func run(_ context: Context) throws {
        let query = query
        let results = try CatalogueLookup(context: context, source: source).search(query)
        let library = try context.existingLibrary()
        // An Open Library work may be in the library by the edition `add` stored, or by its own id.
        let owned = try results.map { volume in
            try library.existingBook(volumeID: volume.googleVolumeID, openLibraryID: volume.openLibraryID, isbn13: volume.isbn13)
                ?? volume.workID.flatMap { work in try library.existingBook(volumeID: nil, openLibraryID: work, isbn13: nil) }
        }
        if json {
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
        let anyOwned = owned.contains { $0 != nil }
        // The id is what `add` needs, so a narrow window cuts titles and authors, never the id; the
        // source and what the library holds of a result are details left out before titles go.
        var table = Table(columns: [
            .init(header: "", alignRight: true), .init(header: "Title", flexible: true),
            .init(header: "Authors", flexible: true, secondary: true), .init(header: "Year", alignRight: true, droppable: true), .init(header: "Pages", alignRight: true, droppable: true),
            .init(header: onlyGoogle ? "Volume id" : "Id", keepWhole: true),
        ] + (mixed ? [.init(header: "Source", droppable: true)] : []) + (anyOwned ? [.init(header: "In library", droppable: true)] : []))
        let first = (query.page - 1) * query.limit
        table.rows = zip(results, owned).enumerated().map { index, pair in
            let (volume, book) = pair
            var row: [String] = [
                "\(first + index + 1)", volume.title.shownName, volume.authors.map(\.shownName).joined(separator: ", "),
                volume.plausibleYear.map(String.init) ?? "", volume.plausiblePageCount.map(String.init) ?? "", volume.volumeId.terminalSafe,
            ]
            if mixed { row.append(volume.catalogue.displayName) }
            if anyOwned { row.append(book.map { "#\($0.id) \($0.status.rawValue)" } ?? "") }
            return row
        }
        let console = context.console
        table.print(on: console)
        console.line()
        console.prose("Add one with: shelf add \(onlyGoogle ? "VOLUME_ID" : "ID") (or shelf add \"QUERY\" --pick N)")
    }
}
