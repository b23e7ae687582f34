import Library
import Networking

/// `shelf refresh BOOK|--all`: fetch Google Books metadata again, keeping the reader's edits.
enum RefreshCommand {
    static let spec = CommandSpec(
        name: "refresh",
        summary: "Re-fetch Google Books metadata for a book (or --all), keeping your edits",
        usage: "refresh BOOK|--all",
        example: "refresh dune",
        options: [.init(name: "all", help: "every book added from Google Books")],
        positionals: 0...1,
        details: "Fields you changed with `shelf edit` are kept; lists, progress and history are never touched.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let library = try context.library()
        let ids: [Int]
        switch (arguments.positionals.first, arguments.has("all")) {
        case (let reference?, false):
            let book = try library.resolve(reference)
            guard book.googleVolumeID != nil else {
                throw CLIError.failure(
                    "#\(book.id) \(book.title.terminalSafe) was not added from Google Books, so there is nothing to refresh — edit it with `shelf edit`")
            }
            ids = [book.id]
        case (nil, true):
            ids = try library.booksFromGoogle()
        default:
            throw CLIError.usage("name one book, or give --all", spec: spec)
        }
        let client = try context.googleBooks()
        var refreshed = 0
        for id in ids {
            let book = try library.book(id: id)
            guard let volumeID = book.googleVolumeID else { continue }
            let volume = try client.volume(id: volumeID, maxAge: 0)
            let changed = try library.refreshMetadata(id: id, with: NewBook(volume: volume))
            refreshed += 1
            let what = changed.isEmpty ? "unchanged" : "updated " + changed.joined(separator: ", ")
            context.console.line("#\(id) \(book.title.terminalSafe): \(what)")
        }
        if ids.isEmpty { context.console.line("No books from Google Books to refresh.") }
        else if ids.count > 1 { context.console.line("Refreshed \(refreshed) books.") }
    }
}
