import Foundation
internal import Essentials
internal import SQLiteStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library: every book, its lists, history and progress, stored in one SQLite file.
/// Each public method that writes runs in one transaction, so a refused or interrupted command
/// leaves the library as it was.
public final class Bookshelf {
    let connection: Connection
    /// Records each change for `undo`.
    let journal: UndoJournal
    /// The library file, for messages.
    let path: String
    /// The clock; `SHELF_NOW` replaces it in tests and reproducible examples.
    let now: () -> Date
    /// True when the disk was full at open, so the library was opened only to read: a refused
    /// write then says the disk is full rather than read-only.
    private var openedOnAFullDisk = false

    /// Opens (creating on first use) the library at `path`, migrating an older schema forward.
    /// A file written by a newer shelf, or whose header is damaged, is refused untouched. A
    /// library whose file or folder cannot be written (read-only media, say) is opened to read:
    /// every reading method works, and every writing one throws `LibraryError.readOnly`.
    public init(path: String, now: @escaping () -> Date = Date.init) throws(LibraryError) {
        self.now = now
        self.path = path
        createPrivateFileIfMissing(at: path)
        do {
            connection = try Self.openRetryingWhileBusy(path)
        } catch let error as SQLiteError where error.isDiskFull || error.isIOError {
            guard let reading = Self.openToReadOnAFullDisk(path) else { throw Self.openingError(error, path: path) }
            connection = reading
            openedOnAFullDisk = true
        } catch let error as LibraryError {
            throw error
        } catch let error as Migrator.NewerSchemaError {
            throw .newerDatabase(found: error.found, supported: error.supported)
        } catch let error as Migrator.DamagedVersionError {
            throw .damagedSchemaVersion(path: path, found: error.found)
        } catch let error as SQLiteError {
            throw Self.openingError(error, path: path)
        } catch {
            throw .databaseUnusable(path: path, reason: "\(error)")
        }
        journal = UndoJournal(connection: connection)
        try watchWrites()
    }

    /// Has every write journaled for undo and keep the export marks true (`GoodreadsMarkTriggers`).
    private func watchWrites() throws(LibraryError) {
        // Unowned breaks the cycle through the connection's handler (the bookshelf owns the
        // connection), and the connection holds its observer weakly.
        connection.beforeFirstWrite { [unowned self] table in
            try journal.learn(table)
            try makeGoodreadsMarkTriggers(before: table)
        }
        connection.observeRowChanges(journal)
        do {
            try defineGoodreadsMarkFunction()
        } catch {
            throw .databaseUnusable(path: path, reason: "\(error)")
        }
    }

    /// What went wrong opening the library, named by its cause where the cause is the user's to
    /// fix: a damaged file, or a full disk (which SQLite may report as "disk I/O error" when it
    /// cannot grow the WAL's shared-memory file).
    private static func openingError(_ error: SQLiteError, path: String) -> LibraryError {
        if error.isCorrupt { return .damagedFile(path: path) }
        if error.isDiskFull || (error.isIOError && DiskSpace.isExhausted(at: folder(of: path))) {
            return .diskFull(path: path)
        }
        return .databaseUnusable(path: path, reason: error.message)
    }

    private static func folder(of path: String) -> String {
        FilePath.folder(of: path)
    }

    /// Opens the library at `path` only to read, for answers that must never change it (shell
    /// completion): it is never created, migrated or written. Nil when there is no library there;
    /// an older schema is refused as `readOnly`.
    public init?(readingOnly path: String, now: @escaping () -> Date = Date.init) throws(LibraryError) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.now = now
        self.path = path
        do {
            connection = try Connection(path: path, access: .readOnly)
            guard try Migrator(migrations: Schema.migrations).isCurrent(connection) else {
                throw LibraryError.readOnly(path: path)
            }
        } catch let error as LibraryError {
            throw error
        } catch {
            throw .databaseUnusable(path: path, reason: "\(error)")
        }
        journal = UndoJournal(connection: connection)
    }

    /// An empty library of the current schema held in memory, for a command that only reads (or
    /// acts on books it must find) when no library exists yet at `path` (which messages name): it
    /// answers as a new library would, and nothing is written to disk, so a mistyped `SHELF_HOME`
    /// leaves no library behind. It refuses every write, as one that would be lost at exit, unless
    /// `takingWrites`: for a dry run, whose writes are rolled back anyway.
    public init(emptyInMemoryFor path: String, takingWrites: Bool = false, now: @escaping () -> Date = Date.init) throws(LibraryError) {
        self.now = now
        self.path = path
        do {
            connection = try Connection(path: Connection.inMemory)
            try Migrator(migrations: Schema.migrations).migrate(connection)
            if !takingWrites { try connection.execute("PRAGMA query_only = ON") }
        } catch {
            throw .databaseUnusable(path: path, reason: "\(error)")
        }
        journal = UndoJournal(connection: connection)
        try watchWrites()
    }

    /// Opens the library to write when its file and folder can be written: migrated forward, then
    /// switched to the WAL journal (only after the migrator accepted the file, so a newer shelf's
    /// file stays untouched). Otherwise it is opened to read, and the connection refuses every
    /// write transaction. With the folder writable SQLite keeps the WAL's shared-memory file beside
    /// the library and sees other processes' commits; without it only an immutable open can read.
    private static func open(_ path: String) throws -> Connection {
        let files = FileManager.default
        let folder = folder(of: path)
        let folderWritable = files.isWritableFile(atPath: folder)
        let migrator = Migrator(migrations: Schema.migrations)
        if folderWritable && files.isWritableFile(atPath: path) {
            let connection = try Connection(path: path)
            if try migrator.migrate(connection) {
                // Tables a migration makes from others are filled here, where Swift can.
                try connection.transaction { try TitleChunks.fillIn(connection) }
            }
            try connection.useWriteAheadLog()
            // A REPLACE's deletion fires the schema's delete triggers (`title_chunks`') as a
            // deletion does. Set before the library's statements are prepared: changing it makes
            // SQLite prepare every statement again.
            try connection.execute("PRAGMA recursive_triggers = ON")
            return connection
        }
        let connection = try Connection(path: path, access: folderWritable ? .readOnly : .immutable)
        // An older schema would need a write to bring it forward before this shelf can read it.
        guard try migrator.isCurrent(connection) else { throw LibraryError.readOnly(path: path) }
        return connection
    }

    /// Processes that open a new library at the same moment all migrate it and switch it to the
    /// WAL journal; one may meet a lock SQLite will not wait for (two connections each wanting to
    /// upgrade a read lock), and is told "database is locked" at once. The open is then started
    /// again after a short, jittered pause, as a transaction that lost such a race would be.
    private static func openRetryingWhileBusy(_ path: String) throws -> Connection {
        var attempts = 0
        while true {
            do {
                return try open(path)
            } catch let error as SQLiteError where error.isBusy && attempts < 50 {
                attempts += 1
                usleep(UInt32.random(in: 20_000..<40_000))
            }
        }
    }

    /// On a full disk SQLite cannot make the WAL's shared-memory file even to read. When no WAL
    /// content waits beside the library (the last shelf to close it checkpointed everything),
    /// the file alone is the whole library and an immutable open reads it without writing a
    /// byte. When the WAL holds commits (a shelf was killed before it could fold them in), an
    /// immutable open would miss them, so the library is opened for exclusive reading, which
    /// reads the WAL without a shared-memory file. Writes are then refused as `diskFull`.
    private static func openToReadOnAFullDisk(_ path: String) -> Connection? {
        guard DiskSpace.isExhausted(at: folder(of: path)) else { return nil }
        let walSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        guard let connection = try? Connection(path: path, access: walSize == 0 ? .immutable : .exclusiveReading),
            (try? Migrator(migrations: Schema.migrations).isCurrent(connection)) == true
        else { return nil }
        return connection
    }

    /// The record of every book's lists, which every move between lists goes through.
    var history: ReadingHistory { ReadingHistory(connection: connection) }

    /// The command line the next changes are recorded under for `shelf undo` (`log dune 120`).
    public var changeDescription = "a change"

    /// True when every change made through this library from now on is one change for `undo`:
    /// a study session saves each answer as it is given, and `undo` takes back the session.
    public var journalsAsOneChange = false
    /// The change the last write went to, which the next adds to when `journalsAsOneChange`; nil
    /// when the last write was rolled back or wrote nothing.
    var lastChange: Int?

    /// True once a change made through this library has been committed: a command whose report
    /// then fails to print says the change was made all the same.
    public internal(set) var hasCommittedChanges = false

    /// Runs `body` in one write transaction, turning storage failures into a `LibraryError`.
    /// Unless `journaled` is false (undo itself), the change is recorded so `undo` can revert it.
    func write<T>(journaled: Bool = true, _ body: () throws -> T) throws(LibraryError) -> T {
        do {
            return try transaction(journaled: journaled, body)
        } catch {
            throw error as? LibraryError ?? storageError(error)
        }
    }

    /// Runs `body` as `write` does, unless it returns false: what it was asked to change holds
    /// already. The transaction is then rolled back rather than committed, so a change that
    /// changes nothing leaves no undo step, no new `updated_at` and no commit (`hasCommittedChanges`
    /// stays as it was). Returns whether anything changed.
    func writeUnlessAlreadySo(_ body: () throws -> Bool) throws(LibraryError) -> Bool {
        // A session's change (`journalsAsOneChange`) is as it was: the next write still joins it.
        let joining = lastChange
        do {
            try transaction(journaled: true) {
                guard try body() else { throw NothingToWrite() }
            }
            return true
        } catch is NothingToWrite {
            lastChange = joining
            return false
        } catch {
            throw error as? LibraryError ?? storageError(error)
        }
    }

    /// `write`'s transaction, with what `body` throws thrown as it is.
    private func transaction<T>(journaled: Bool, _ body: () throws -> T) throws -> T {
        do {
            let result = try connection.transaction {
                let result = journaled ? try recordingChange(body) : try body()
                try TitleChunks.fillIn(connection)
                return result
            }
            hasCommittedChanges = true
            return result
        } catch {
            // A change rolled back is no change to add to.
            lastChange = nil
            throw error
        }
    }

    /// Runs `body`, inside the caller's transaction, as one change `undo` can revert; with
    /// `addedBooksWhole`, each book it adds is journaled as one step (see `UndoJournal`).
    func recordingChange<T>(addedBooksWhole: Bool = false, _ body: () throws -> T) throws -> T {
        var change = journalsAsOneChange ? lastChange : nil
        defer { lastChange = change }
        return try journal.recording(changeDescription, at: now(), addedBooksWhole: addedBooksWhole, joining: &change, body)
    }

    /// Runs a read, turning storage failures into a `LibraryError`. `inOneTransaction` reads
    /// with one snapshot and one lock for all its statements: for reads of many statements (a
    /// look-up per book or per day), where each statement taking its own lock costs more than
    /// beginning and ending the transaction; a read of one or two statements is cheaper without.
    func read<T>(inOneTransaction: Bool = false, _ body: () throws -> T) throws(LibraryError) -> T {
        do {
            return try inOneTransaction ? connection.reading(body) : body()
        } catch let error as LibraryError {
            throw error
        } catch {
            throw storageError(error)
        }
    }

    /// Runs the reads `body` makes as one: each sees the library as the first found it, so a
    /// report put together from many questions (`today`: the books being read, then each in
    /// full, the pages, the goal) never mixes the library before and after another program's
    /// change. What `body` throws comes out as it was thrown.
    public func readingAsOne<T>(_ body: () throws -> T) throws -> T {
        do {
            return try connection.reading(body)
        } catch let error as SQLiteError {
            throw storageError(error)
        }
    }

    /// Refuses as a write would (a read-only file or folder, a library kept busy) without writing,
    /// for a command that asks the reader something first: a study session's answers, a review
    /// typed in an editor or a confirmation would otherwise be given, then refused. A full disk
    /// shows only at the write itself.
    public func checkWritable() throws(LibraryError) {
        do {
            try connection.transaction {}
        } catch {
            throw storageError(error)
        }
    }

    /// Folds the write-ahead log into the library file and leaves WAL mode, so that the file
    /// alone holds the whole library and can be given its place under another name (a new
    /// library built beside it, see `Context.withLibrary(madeOnlyOnSuccess:)`); the next opening
    /// returns it to WAL.
    public func foldIntoOneFile() throws(LibraryError) {
        do {
            try connection.execute("PRAGMA journal_mode = DELETE")
        } catch {
            throw storageError(error)
        }
    }

    func storageError(_ error: Error) -> LibraryError {
        if let error = error as? DamagedValue { return .damagedValue(column: error.column, problem: error.problem) }
        if let error = error as? SQLiteError, error.isBusy {
            return .storage("another program (or another shelf) kept the library busy for over 10 seconds")
        }
        if let error = error as? SQLiteError, error.isReadOnly {
            return openedOnAFullDisk ? .diskFull(path: path) : .readOnly(path: path)
        }
        if let error = error as? SQLiteError, error.isCorrupt || error.isMissingTable { return .damagedFile(path: path) }
        if let error = error as? SQLiteError,
            error.isDiskFull || (error.isIOError && DiskSpace.isExhausted(at: Self.folder(of: path)))
        {
            return .diskFull(path: path)
        }
        if let error = error as? SQLiteError { return .storage(error.message) }
        return .storage("\(error)")
    }
}

/// Creates the library file, private from the first byte, unless it exists. Only if it does not
/// exist: shelf processes started at once on a new library each get here, and replacing the file
/// one of them is already migrating (as `FileManager.createFile` does, renaming a new file over
/// it) leaves that one writing to a file no longer there ("attempt to write a readonly database").
private func createPrivateFileIfMissing(at path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 { close(descriptor) }
}
