import Essentials
import Foundation
import JSON
import Library
import Networking

/// Everything a command needs from the outside world, resolved once per run: the environment,
/// the console, the clock, where files live, and the library (opened only when first used, so
/// `--help` never touches the disk).
final class Context {
    let environment: [String: String]
    let console: Console
    let locations: DataLocations
    /// True with the global `--offline`: only the cache, never the network.
    let offline: Bool
    /// The local time zone, for local days (study limits and streaks, imports) and reading
    /// `--at` dates; looked up on first use, as loading it is a noticeable part of a short command.
    private(set) lazy var timeZone: TimeZone = LocalTimeZone.find(in: environment)
    /// The clock: `SHELF_NOW` when set, else the system clock.
    let now: @Sendable () -> Date
    /// The command as typed (without `shelf`), which `shelf undo` names a change by.
    var commandLine = ""
    private var openedLibrary: Bookshelf?
    /// The empty library in memory that `existingLibrary()` answers with when there is none yet.
    private var emptyLibrary: Bookshelf?

    /// True when this command changed the library (see `Bookshelf.hasCommittedChanges`).
    var changedLibrary: Bool { openedLibrary?.hasCommittedChanges ?? false }
    private var loadedConfiguration: Configuration?
    /// The network notes printed so far: one command may fetch several cached records (an
    /// edition, its work, its authors), and each would say the same "offline — showing …" line.
    private let printedNotices = HeldNotices()

    init(environment: [String: String], offline: Bool, console: Console) throws(CLIError) {
        self.environment = environment
        self.offline = offline
        self.console = console
        try DataLocations.requireAbsolutePaths(in: environment)
        locations = DataLocations(environment: environment)
        if let fixed = environment["SHELF_NOW"], !fixed.isEmpty {
            guard let date = TimeParser(timeZone: { LocalTimeZone.find(in: environment) }).parse(fixed) else {
                throw .failure(
                    "SHELF_NOW=\(fixed.quotedInMessage) is not an ISO-8601 time — use a form like 2026-11-20T18:00:00Z, or unset it")
            }
            // Every change is stamped with it: a clock outside the years a library holds would
            // write a time the library then reads as damaged.
            guard BookLimits.readingYears.contains(CalendarDate(date, in: .gmt).year) else {
                throw .failure(
                    "SHELF_NOW=\(fixed.quotedInMessage) is outside the years \(BookLimits.readingYears.lowerBound) to \(BookLimits.readingYears.upperBound) (UTC) — give a time in them, or unset it")
            }
            now = { date }
        } else {
            now = { Date() }
        }
    }

    /// The library, opened (and created on first use) at its data location.
    func library() throws(CLIError) -> Bookshelf {
        if let openedLibrary { return openedLibrary }
        // The command about to make the library takes the place a killed first import left files beside.
        if !libraryExists { LibraryBuilding.removeAbandoned(beside: locations.libraryPath) }
        // Read as text: the folder is almost always there already (see `FilePath`).
        if !FilePath.isFolder(FilePath.folder(of: locations.libraryPath)) {
            try DataLocations.makePrivateDirectory(
                locations.libraryFile.deletingLastPathComponent(), role: "library folder", variable: locations.libraryVariable)
        }
        let library = try opening { () throws(LibraryError) in try Bookshelf(path: locations.libraryPath, now: now) }
        openedLibrary = library
        return library
    }

    /// The library for a command that only reads, or that acts only on books or words the library
    /// must hold already (`log BOOK`, `tag BOOK`, `study`): the one at its data location, or, when
    /// none exists there yet, an empty one in memory that refuses every write, so a mistyped
    /// `SHELF_HOME` (or a missing `HOME`) answers as an empty library would — "no book matches" —
    /// and leaves no library behind. A file standing where the library's folder should be is
    /// refused as `library()` refuses it. For a dry run (`takingWrites`) the one in memory takes
    /// the writes the run makes and takes back.
    func existingLibrary(takingWrites: Bool = false) throws(CLIError) -> Bookshelf {
        if let openedLibrary { return openedLibrary }
        if let emptyLibrary { return emptyLibrary }
        guard !libraryExists, PrivateDirectory.firstFile(onPathTo: locations.libraryFile.deletingLastPathComponent()) == nil
        else { return try library() }
        let library = try opening { () throws(LibraryError) in
            try Bookshelf(emptyInMemoryFor: locations.libraryPath, takingWrites: takingWrites, now: now)
        }
        emptyLibrary = library
        return library
    }

    /// The library `open` opens, its changes named after this command; a failure to open it is
    /// the one line that says why.
    private func opening(_ open: () throws(LibraryError) -> Bookshelf) throws(CLIError) -> Bookshelf {
        do {
            let library = try open()
            library.changeDescription = commandLine
            return library
        } catch {
            throw .failure(error.userMessage)
        }
    }

    /// The library for a change that proves good or bad only as it is written (an import, an add
    /// from a catalogue): where no library exists yet, the new one is built under a temporary name
    /// beside its place and put there only once `body` has returned (`LibraryBuilding`), so a file
    /// refused half-way (an unclosed quote on row 9,000, a history no command could record) or a
    /// book refused after its record was fetched leaves no library behind at a mistyped
    /// `SHELF_HOME`, nor a folder this made for it. It never replaces a library another shelf made
    /// there meanwhile: that is refused, and the command can be run again into it.
    func withLibrary<Value>(madeOnlyOnSuccess body: (Bookshelf) throws -> Value) throws -> Value {
        guard !libraryExists else { return try body(library()) }
        let folder = locations.libraryFile.deletingLastPathComponent()
        let madeFolders = LibraryBuilding.missingFolders(upTo: folder)
        try DataLocations.makePrivateDirectory(folder, role: "library folder", variable: locations.libraryVariable)
        LibraryBuilding.removeAbandoned(beside: locations.libraryPath)
        let building = LibraryBuilding.path(beside: locations.libraryPath)
        var linked = false
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(building + suffix) }
            // Deepest first; rmdir leaves any folder something else has put a file in since.
            if !linked { for made in madeFolders.reversed() { rmdir(made.path) } }
        }
        let library = try opening { () throws(LibraryError) in try Bookshelf(path: building, now: now) }
        let value = try body(library)
        do {
            try library.foldIntoOneFile()
        } catch {
            throw CLIError.failure(error.userMessage)
        }
        guard LibraryBuilding.place(building, at: locations.libraryPath) else {
            let failure = errno
            throw CLIError.failure(
                failure == EEXIST
                    ? "another shelf made a library at \(locations.libraryPath) while this ran — nothing was saved; run the command again to write into it"
                    : "could not put the new library at \(locations.libraryPath) (\(String(cString: strerror(failure)))) — nothing was saved; check \(locations.libraryVariable)")
        }
        linked = true
        openedLibrary = library
        return value
    }

    /// True when a library file (or something in its place) exists at the data location.
    var libraryExists: Bool {
        FileManager.default.fileExists(atPath: locations.libraryPath)
    }

    /// The refusal of a command whose empty answer, with no library at all, would mislead (an
    /// export written from a mistyped `SHELF_HOME`): `nothing` says what there is none of.
    func noLibraryYet(_ nothing: String) -> CLIError {
        .failure(
            "there is no library at \(locations.libraryPath) (\(locations.libraryVariable)) — \(nothing); check \(locations.libraryVariable), or add a book first")
    }

    /// Network settings from the environment and the config file: base URLs, the API key
    /// (`GOOGLE_BOOKS_API_KEY` wins over the config's `google-books-api-key`), cache and `--offline`.
    func networkSettings() throws -> NetworkSettings {
        var settings = try NetworkSettings.fromEnvironment(
            environment, cacheDirectory: locations.cacheDirectory, offline: offline)
        if settings.googleBooksAPIKey == nil {
            settings.googleBooksAPIKey = try configuration().googleBooksAPIKey
        }
        return settings
    }

    /// A network manager whose notes (stale data, retries) go to stderr, or to `notify` when the
    /// caller decides later whether they apply. Requests run in the `shelf-fetch` helper beside
    /// this executable, which keeps libcurl out of every command.
    func networkManager(notify: (@Sendable (NetworkNotice) -> Void)? = nil) throws -> NetworkManager {
        let settings = try networkSettings()
        // Offline nothing is written, so a cache folder that does not exist yet (and may not be
        // creatable, on a read-only home) only means nothing is cached.
        if !settings.offline || FileManager.default.fileExists(atPath: settings.cacheDirectory.path)
            || PrivateDirectory.firstFile(onPathTo: settings.cacheDirectory) != nil
        {
            try DataLocations.makePrivateDirectory(
                settings.cacheDirectory, role: "cache folder", variable: locations.cacheVariable)
        }
        let transport = HelperProcessTransport(helper: FetchHelper.location())
        // The manager calls back on this thread, during the request the command is waiting on;
        // the console places the note among the output (see `Console.error`).
        nonisolated(unsafe) let console = console
        let printed = printedNotices
        return NetworkManager(settings: settings, transport: transport, now: now) { notice in
            guard let notify else {
                if printed.holdOnce(notice) { console.error(notice.userMessage.terminalSafe) }
                return
            }
            notify(notice)
        }
    }

    /// The Google Books client.
    func googleBooks() throws -> GoogleBooksClient {
        let manager = try networkManager()
        return GoogleBooksClient(manager: manager)
    }

    /// The Open Library client; its notes go to `notify` when given (see `networkManager`).
    func openLibrary(notify: (@Sendable (NetworkNotice) -> Void)? = nil) throws -> OpenLibraryClient {
        OpenLibraryClient(manager: try networkManager(notify: notify))
    }

    /// The dictionary client.
    func dictionary() throws -> DictionaryClient {
        let manager = try networkManager()
        return DictionaryClient(manager: manager)
    }

    /// The reader's settings from the config file, read on first use.
    func configuration() throws(CLIError) -> Configuration {
        if let loadedConfiguration { return loadedConfiguration }
        let configuration = try Configuration(contentsOf: locations.configFile)
        loadedConfiguration = configuration
        return configuration
    }

    /// Today's date in the local time zone.
    var today: CalendarDate {
        CalendarDate(now(), in: timeZone)
    }

    /// Parses a time the user typed, as for `--at`.
    func time(_ text: String, option: String) throws(CLIError) -> Date {
        let parser = TimeParser(timeZone: { self.timeZone })
        guard let date = parser.parse(text) else {
            if let withOffset = parser.skippedTimeWithOffset(text) {
                throw .failure(
                    "\(option) \(text.quotedInMessage) is skipped by the clock change in \(timeZone.identifier) — give a later time, or the offset you mean, like \(withOffset)")
            }
            throw .failure(
                "\(option) \(text.quotedInMessage) is not a date or time — use 2026-11-20, 2026-11-20 18:04 or 2026-11-20T18:04:05Z")
        }
        // Before 1900 where the reader is, as the library's own bound is 1900 anywhere.
        guard CalendarDate(date, in: timeZone).year >= BookLimits.readingYears.lowerBound else {
            throw .failure(LibraryError.timeTooEarly(date).userMessage)
        }
        return date
    }

    /// A time as people read it: local, to the minute (`2026-11-20 18:04`).
    func display(_ date: Date) -> String {
        LocalTimeText.minute(date)
    }

    /// The local calendar day of a time (`2026-11-20`).
    func displayDay(_ date: Date) -> String {
        LocalTimeText.day(date)
    }

    /// Prints JSON to stdout.
    func printJSON(_ value: JSONValue) {
        console.dataLine(utf8: value.utf8())
    }

    /// Prints a JSON array of `items` as `printJSON(.array(items.map(value)))` would, streamed item
    /// by item (see `JSONValue.writeArray`), for lists that can be long.
    func printJSON<Item>(array items: [Item], _ value: (Item) -> JSONValue) {
        JSONValue.writeArray(items, value) { console.write(utf8: $0) }
        console.line()
    }

    /// Prints a JSON array of objects whose members `members` adds to each, every object written
    /// as its members are added (see `JSONObjectWriter`): a long list of books never holds a value
    /// of each member of each book.
    func printJSON<Item>(objects items: [Item], _ members: (Item, inout JSONObjectWriter) -> Void) {
        JSONValue.writeArray(items, objects: members) { console.write(utf8: $0) }
        console.line()
    }
}
