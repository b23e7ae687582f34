import Foundation
import Synchronization
import Testing

/// `shelf import` and `shelf export` end to end, through the built binary.
@Suite struct ImportExportTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LibraryTests/Fixtures")

    private static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }

    /// A Goodreads export of `count` generated books, written to `url`.
    private static func writeLargeExport(count: Int, to url: URL) throws {
        var text = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"
        for index in 1...count {
            let shelf = ["read", "to-read", "currently-reading"][index % 3]
            text += "\(900_000 + index),\"Book \(index), \"\"the\"\" sequel\",Author \(index % 97),\"\(index % 97), Author\",,=\"\",=\"\",\(index % 6),3.9,Press,Paperback,\(100 + index % 400),2001,2001,,2020/01/01,\"tag\(index % 5)\",\"tag\(index % 5) (#1)\",\(shelf),\"A review<br/>of book \(index)\",,,\(shelf == "read" ? 1 : 0),0\n"
        }
        try Data(text.utf8).write(to: url)
    }

    @Test func importsAGoodreadsExportAndReportsTheSummary() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let file = Self.fixture("library-current.csv")
        let dry = try shelf.run(["import", file, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout == "Dry run of \(file), nothing changed: would add 8, update 0, skip 0.\nCustom shelves: abandoned → dnf (1 book), owned-unread → to-read (1 book) — to send one elsewhere, import with --shelf-map NAME=STATUS\n")
        #expect(try shelf.librarySnapshot().contains("INSERT INTO books") == false)
        let dryJSON = try JSONOutput.object(shelf.expectSuccess(["import", file, "--dry-run", "--json"]))
        #expect(dryJSON["dryRun"] as? Bool == true && dryJSON["added"] as? Int == 8)
        #expect(try shelf.librarySnapshot().contains("INSERT INTO books") == false)

        let real = try shelf.run(["import", file])
        #expect(real.status == 0)
        #expect(real.stdout == "Imported \(file): 8 added, 0 updated, 0 skipped.\nCustom shelves: abandoned → dnf (1 book), owned-unread → to-read (1 book) — to send one elsewhere, import with --shelf-map NAME=STATUS\n")
        #expect(real.stderr == "")
        let again = try shelf.run(["import", file, "--json"])
        #expect(again.stdout == "{\n  \"added\": 0,\n  \"updated\": 0,\n  \"skipped\": 8,\n  \"keptRowsRefreshed\": 0,\n  \"wordsAdded\": 0,\n  \"wordsSkipped\": 0,\n  \"goalsAdded\": 0,\n  \"goalsSkipped\": 0,\n  \"adjusted\": [],\n  \"shelves\": [\n    {\n      \"shelf\": \"abandoned\",\n      \"status\": \"dnf\",\n      \"books\": 1\n    },\n    {\n      \"shelf\": \"owned-unread\",\n      \"status\": \"to-read\",\n      \"books\": 1\n    }\n  ],\n  \"linkedByTitle\": [],\n  \"duplicates\": [],\n  \"keptFinished\": [],\n  \"keptHistory\": [],\n  \"unusedShelfMaps\": [],\n  \"changed\": false,\n  \"dryRun\": false\n}\n")
        let older = try shelf.run(["import", Self.fixture("library-older.csv"), "--format", "goodreads", "--json"])
        #expect(older.stdout == "{\n  \"added\": 1,\n  \"updated\": 1,\n  \"skipped\": 2,\n  \"keptRowsRefreshed\": 2,\n  \"wordsAdded\": 0,\n  \"wordsSkipped\": 0,\n  \"goalsAdded\": 0,\n  \"goalsSkipped\": 0,\n  \"adjusted\": [],\n  \"shelves\": [],\n  \"linkedByTitle\": [],\n  \"duplicates\": [],\n  \"keptFinished\": [],\n  \"keptHistory\": [],\n  \"unusedShelfMaps\": [],\n  \"changed\": true,\n  \"dryRun\": false\n}\n")
        let list = try shelf.output(["list", "read", "--json"])
        #expect(list.contains("\"title\": \"A Child Called \\\"It\\\"\""), "still read after the older export")
        #expect(list.contains("\"title\": \"The Way of Kings\""), "moved on to read by the older export")
    }

    /// The older header form of the same export skips every book yet writes each one's kept
    /// Goodreads row (and the header) anew: the summary says so, as `undo` would show. Imported
    /// once more, it finds nothing to change, says that, and leaves `undo` nothing.
    @Test func keptRowsBroughtUpToDateAreSaidAndAnImportChangingNothingSaysSo() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["import", Self.fixture("goodreads-current.csv")])
        let older = Self.fixture("goodreads-old.csv")
        let firstLine = { (text: String) in text.split(separator: "\n").first.map(String.init) }
        #expect(try firstLine(shelf.expectSuccess(["import", older, "--dry-run"]))
            == "Dry run of \(older), nothing changed: would add 0, update 0, skip 12 (12 with their kept Goodreads rows to bring up to date).")
        #expect(try firstLine(shelf.expectSuccess(["import", older]))
            == "Imported \(older): 0 added, 0 updated, 12 skipped (12 with their kept Goodreads rows brought up to date).")
        #expect(try shelf.expectSuccess(["undo"]).hasSuffix(": 13 rows restored\n"))
        let json = try JSONOutput.object(shelf.expectSuccess(["import", older, "--json"]))
        #expect(json["skipped"] as? Int == 12 && json["keptRowsRefreshed"] as? Int == 12 && json["changed"] as? Bool == true)

        let steps = try shelf.expectSuccess(["undo", "--list"])
        #expect(try firstLine(shelf.expectSuccess(["import", older]))
            == "Imported \(older): 0 added, 0 updated, 12 skipped; nothing changed.")
        let again = try JSONOutput.object(shelf.expectSuccess(["import", older, "--json"]))
        #expect(again["keptRowsRefreshed"] as? Int == 0 && again["changed"] as? Bool == false)
        #expect(try shelf.expectSuccess(["undo", "--list"]) == steps, "an import that changed nothing leaves no step")
    }

    @Test func readsStandardInput() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let csv = try String(contentsOfFile: Self.fixture("library-current.csv"), encoding: .utf8)
        let result = try shelf.run(["import", "-", "--json"], input: csv)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"added\": 8"))
    }

    @Test(arguments: [
        ("malformed-unterminated-quote.csv", "line 6: "),
        ("malformed-quote.csv", "line 3: "),
        ("backup-version-7.json", "backup version 7 is newer than this shelf reads (6) — upgrade shelf"),
    ])
    func aMalformedFileChangesNothing(file: String, message: String) throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["import", Self.fixture("library-current.csv")]).status == 0)
        let before = try shelf.librarySnapshot()
        for extra in [[], ["--dry-run"]] {
            let path = Self.fixture(file)
            let result = try shelf.run(["import", path] + extra)
            #expect(result.status == 1)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("shelf: \(path)"))
            #expect(result.stderr.contains(message))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try shelf.librarySnapshot() == before)
    }

    @Test func unreadableValuesAreLeftEmptyAndReportedOnce() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let path = Self.fixture("goodreads-placeholder-years.csv")
        let dry = try shelf.run(["import", path, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout == """
            Dry run of \(path), nothing changed: would add 3, update 0, skip 0.
            2 values left empty: Year Published "65535" (line 2), Original Publication Year "32767" (line 3)

            """)
        let json = try shelf.run(["import", path, "--json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains(#""column": "Year Published""#))
        #expect(json.stdout.contains(#""value": "65535""#))
        #expect(json.stdout.contains(#""count": 1"#))
        let list = try shelf.output(["list", "read", "--json"])
        #expect(list.contains("The Canterbury Tales"))
        #expect(!list.contains("65535"))
    }

    @Test(arguments: [
        ([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00], "a zip archive — unzip it"),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG image, not an export — "),
        ([0xFF, 0xD8, 0xFF, 0xE0], "a JPEG image, not an export — "),
        ([0x41, 0x00, 0x42, 0xC3], "not a text file, nor an SQLite database — "),
        ([0xFF, 0xFE] + Array("Title,Author\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16 text — save it as UTF-8"),
        ([0x0A, 0x20, 0x0A], "empty — "),
        (Array("Dear diary\n".utf8), "text, but not a Goodreads or StoryGraph export nor a shelf backup — "),
    ] as [([UInt8], String)])
    func saysWhatAFileItCannotReadLooksLike(bytes: [UInt8], message: String) throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("export.csv")
        try Data(bytes).write(to: file)
        let result = try shelf.run(["import", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("shelf: \(file.path) is \(message)"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aFormatGivenForAFileThatIsNoTextNamesWhatItIs() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let database = shelf.home.appendingPathComponent("vocab.db")
        try Data(Array("SQLite format 3\u{0}".utf8) + [UInt8](repeating: 0, count: 100)).write(to: database)
        for format in ["goodreads", "storygraph", "json"] {
            let result = try shelf.run(["import", database.path, "--format", format])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("shelf: \(database.path) is an SQLite database, not a \(format) file — leave out --format"), "\(result.stderr)")
        }
        let zip = shelf.home.appendingPathComponent("export.zip")
        try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]).write(to: zip)
        #expect(try shelf.expectRefused(["import", zip.path, "--format", "goodreads"]).hasPrefix("shelf: \(zip.path) is a zip archive — unzip it"))
        #expect(try shelf.librarySnapshot().contains("INSERT INTO books") == false)
    }

    /// An export a spreadsheet saved with `;` or tabs between its columns is named for what it
    /// is, with or without --format, and told to be saved with commas; an empty file meant as an
    /// e-reader's database is told to be copied from the e-reader again, not exported.
    @Test func anExportWithOtherSeparatorsOrAnEmptyDatabaseIsToldWhatToDo() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let semicolons = shelf.home.appendingPathComponent("goodreads_library_export.csv")
        try Data("Book Id;Title;Author;\"Exclusive Shelf\"\n1;Emma;Jane Austen;read\n".utf8).write(to: semicolons)
        let tabs = shelf.home.appendingPathComponent("storygraph.csv")
        try Data("Title\tAuthors\tISBN/UID\tRead Status\nEmma\tJane Austen\t\tread\n".utf8).write(to: tabs)
        let saveWithCommas = "between its columns instead of commas, as a spreadsheet saves one in some languages — save it again as CSV with commas"
        for format in [[], ["--format", "goodreads"]] {
            #expect(try shelf.expectRefused(["import", semicolons.path] + format)
                == "shelf: \(semicolons.path) is a Goodreads export with \";\" \(saveWithCommas) (in LibreOffice, Field delimiter \",\"; in Excel, \"CSV UTF-8 (Comma delimited)\") and import that")
        }
        #expect(try shelf.expectRefused(["import", tabs.path]).hasPrefix("shelf: \(tabs.path) is a StoryGraph export with tabs \(saveWithCommas)"))

        let empty = shelf.home.appendingPathComponent("vocab.db")
        try Data().write(to: empty)
        for format in [[], ["--format", "kindle"], ["--format", "koreader"]] {
            #expect(try shelf.expectRefused(["import", empty.path] + format)
                .hasPrefix("shelf: \(empty.path) is empty, not a vocabulary database — copy it from the e-reader again"))
        }
        #expect(try shelf.librarySnapshot().contains("INSERT INTO books") == false)
    }

    @Test func refusesAFileOfNeitherFormat() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let result = try shelf.run(["import", "-"], input: "Name,Age\nBob,3\n")
        #expect(result.status == 1)
        #expect(result.stderr == "shelf: stdin is a table whose columns (\"Name\", \"Age\"…) are not a Goodreads or StoryGraph export's — export your library again, or pass --format to say what it is\n")
        let missing = try shelf.run(["import", shelf.home.appendingPathComponent("nope.csv").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("shelf: \(shelf.home.appendingPathComponent("nope.csv").path) does not exist — "))
        // A device reads like any file: /dev/null is empty, not unreadable.
        #expect(try shelf.expectRefused(["import", "/dev/null"]).hasPrefix("shelf: /dev/null is empty — "))
        // A file larger than any export is named so before a byte is read (it read as empty).
        let huge = shelf.home.appendingPathComponent("huge.csv")
        _ = FileManager.default.createFile(atPath: huge.path, contents: nil)
        try FileHandle(forWritingTo: huge).truncate(atOffset: 600 << 20)
        #expect(try shelf.expectRefused(["import", huge.path])
            == "shelf: \(huge.path) is larger than 512 MB, more than any export or backup shelf reads — check the path")
        let badFormat = try shelf.run(["import", Self.fixture("library-current.csv"), "--format", "xml"])
        #expect(badFormat.status == 1)
        #expect(try shelf.librarySnapshot().contains("INSERT INTO books") == false)
    }

    @Test func backupRoundTripThroughTheBinaryIsByteIdentical() throws {
        let first = try ShelfProcess()
        defer { first.cleanUp() }
        #expect(try first.run(["import", Self.fixture("library-current.csv")]).status == 0)
        #expect(try first.run(["log", "way of kings", "120"]).status == 0)
        let backup = first.home.appendingPathComponent("backup.json")
        let written = try first.run(["export", "--output", backup.path, "--json"])
        #expect(written.status == 0)
        #expect(written.stdout.contains("\"books\": 8"))
        let attributes = try FileManager.default.attributesOfItem(atPath: backup.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let exported = try String(contentsOf: backup, encoding: .utf8)
        #expect(try first.output(["export"]) == exported, "stdout and --output carry the same text")

        let second = try ShelfProcess()
        defer { second.cleanUp() }
        let restored = try second.run(["import", backup.path])
        #expect(restored.stdout == "Imported \(backup.path): 8 added, 0 updated, 0 skipped.\n")
        #expect(try second.output(["export"]) == exported)
        #expect(try second.output(["show", "way of kings", "--json"]) == first.output(["show", "way of kings", "--json"]))

        let csv = try first.run(["export", "--format", "goodreads"])
        #expect(csv.stdout.hasPrefix("Book Id,Title,Author,Author l-f,"))
        #expect(csv.stdout.split(separator: "\n").count >= 9)
        #expect(try first.run(["export", "--json"]).status == 2)
    }

    @Test func aLargeImportPrintsOnlyTheSummaryWhenPiped() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("large.csv")
        try Self.writeLargeExport(count: 600, to: file)
        let result = try shelf.run(["import", file.path])
        #expect(result.status == 0)
        #expect(result.stderr == "", "no progress bar on a pipe")
        #expect(result.stdout == "Imported \(file.path): 600 added, 0 updated, 0 skipped.\n")
    }

    /// `kill -9` in the middle of a large import: the library is exactly what it was before.
    @Test func killedImportLeavesTheLibraryAsItWas() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["import", Self.fixture("library-current.csv")]).status == 0)
        let before = try shelf.librarySnapshot()
        let file = shelf.home.appendingPathComponent("large.csv")
        try Self.writeLargeExport(count: 40_000, to: file)

        let running = try shelf.start(["import", file.path])
        let process = running.process
        // The transaction has started writing once the write-ahead log grows; kill it then.
        let wal = shelf.home.appendingPathComponent("library.sqlite-wal").path
        let deadline = Date().addingTimeInterval(30)
        var walSize = 0
        while process.isRunning, Date() < deadline {
            walSize = ((try? FileManager.default.attributesOfItem(atPath: wal))?[.size] as? NSNumber)?.intValue ?? 0
            if walSize > 256 * 1024 { break }
            usleep(2_000)
        }
        let killedWhileRunning = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        _ = running.wait()
        try #require(killedWhileRunning, "the import finished before it could be killed; make the file larger")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(walSize > 256 * 1024)

        #expect(try shelf.librarySnapshot() == before)
        let list = try shelf.run(["list", "all", "--json"])
        #expect(list.status == 0)
        #expect(list.stdout.components(separatedBy: "\"id\":").count - 1 == 8)
    }

    @Test func helpListsBothCommands() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let help = try shelf.output(["--help"])
        #expect(help.contains("import"))
        #expect(help.contains("export"))
        // The usage line wraps to 80 columns between its parts; read as one line it is whole.
        let importHelp = try shelf.output(["help", "import"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(importHelp.contains("import FILE [--format goodreads|storygraph|json|kindle|koreader] [--shelf-map NAME=STATUS]... [--dry-run] [--json]"))
    }

    @Test func anInterruptedExportLeavesNothingBehindOnceTheNextOneRuns() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["import", Self.fixture("library-current.csv")]).status == 0)
        let folder = shelf.home.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("out.json")
        // An export killed mid-write, in this version's naming and the one before it, by a process
        // id no process has (past the largest Linux allows).
        let leftovers = [".out.json.99999999.shelf.tmp", ".out.json.99999999.tmp"]
        for name in leftovers {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("{\n".utf8)))
        }
        #expect(try shelf.run(["export", "--output", output.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
    }

    /// A backup carries the vocabulary too: its export and its import count the words beside the
    /// books (a backup of words alone was imported as "0 added"), and those the library has already.
    @Test func aBackupsLinesCountItsWords() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["vocab", "add", "--global", "ephemeral", "--definition", "brief", "--no-lookup"])
        let output = shelf.home.appendingPathComponent("words.json").path
        #expect(try shelf.expectSuccess(["export", "--output", output]) == "Exported 0 books and 1 word to \(output) (shelf backup).\n")

        let other = try ShelfProcess()
        defer { other.cleanUp() }
        #expect(try other.expectSuccess(["import", output, "--dry-run"])
            == "Dry run of \(output), nothing changed: would add 0, update 0, skip 0; words: would add 1, skip 0.\n")
        #expect(try other.expectSuccess(["import", output]) == "Imported \(output): 0 added, 0 updated, 0 skipped; words: 1 added, 0 skipped.\n")
        #expect(try other.expectSuccess(["vocab", "list"]).contains("ephemeral"))
        #expect(try other.expectSuccess(["import", output])
            == "Imported \(output): 0 added, 0 updated, 0 skipped; words: 0 added, 1 skipped; nothing changed.\n")
        let json = try JSONOutput.object(other.expectSuccess(["import", output, "--json"]))
        #expect(json["wordsAdded"] as? Int == 0 && json["wordsSkipped"] as? Int == 1, "\(json)")
    }

    /// A backup carries the reading goals (a new user's goal set before any book was lost): the
    /// export counts them, the import restores and counts them, and keeps a goal the library has
    /// for the year as its books are kept.
    @Test func aBackupCarriesTheGoalAndItsLinesCountIt() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["goal", "set", "24", "--pages", "9000"])
        let output = shelf.home.appendingPathComponent("goal.json").path
        #expect(try shelf.expectSuccess(["export", "--output", output]) == "Exported 0 books and 1 goal to \(output) (shelf backup).\n")

        let other = try ShelfProcess()
        defer { other.cleanUp() }
        #expect(try other.expectSuccess(["import", output, "--dry-run"])
            == "Dry run of \(output), nothing changed: would add 0, update 0, skip 0; goals: would add 1, skip 0.\n")
        #expect(try other.expectSuccess(["import", output]) == "Imported \(output): 0 added, 0 updated, 0 skipped; goals: 1 added, 0 skipped.\n")
        #expect(try other.expectSuccess(["goal"]) == shelf.expectSuccess(["goal"]))
        #expect(try other.expectSuccess(["import", output])
            == "Imported \(output): 0 added, 0 updated, 0 skipped; goals: 0 added, 1 skipped; nothing changed.\n")
        let json = try JSONOutput.object(other.expectSuccess(["import", output, "--json"]))
        #expect(json["goalsAdded"] as? Int == 0 && json["goalsSkipped"] as? Int == 1, "\(json)")
    }

    /// A goal `goal set` would refuse is named by its place in the file, in one line, and nothing
    /// of the file is restored.
    @Test func aDamagedGoalIsRefusedInOneLine() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["add", "--title", "Dune"])
        try shelf.expectSuccess(["goal", "set", "24"])
        let backup = try shelf.expectSuccess(["export"])
        #expect(backup.contains("\"books\" : 24"))
        let file = shelf.home.appendingPathComponent("damaged.json")
        try Data(backup.replacingOccurrences(of: "\"books\" : 24", with: "\"books\" : 0").utf8).write(to: file)
        let other = try ShelfProcess()
        defer { other.cleanUp() }
        try other.expectSuccess(["add", "--title", "Mine"])
        // The library is checked unchanged, Mine and no goal, by `expectRefused`.
        let line = try other.expectRefused(["import", file.path])
        #expect(line == "shelf: \(file.path): goals[0].books: 0 is not between 1 and 1000000 — restore from an unmodified `shelf export` file")
    }

    @Test func anExportThroughALinkOrIntoAPipeLeavesThemInPlace() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["import", Self.fixture("library-current.csv")]).status == 0)
        let folder = shelf.home.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = folder.appendingPathComponent("real.json")
        let link = folder.appendingPathComponent("link.json")
        try Data("old".utf8).write(to: real)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")

        #expect(try shelf.run(["export", "--output", link.path]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
        #expect(try String(contentsOf: real, encoding: .utf8).hasPrefix("{"))

        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Mutex<Data?>(nil)
        let reader = Thread {
            let data = FileHandle(forReadingAtPath: fifo).flatMap { try? $0.readToEnd() } ?? Data()
            received.withLock { $0 = data }
        }
        reader.start()
        #expect(try shelf.run(["export", "--format", "goodreads", "--output", fifo]).status == 0)
        for _ in 0..<500 where received.withLock({ $0 }) == nil { usleep(10_000) }
        // Had the export never opened the pipe, the reader would wait for ever: open it to end that.
        if received.withLock({ $0 }) == nil {
            close(open(fifo, O_WRONLY | O_NONBLOCK))
            while received.withLock({ $0 }) == nil { usleep(10_000) }
        }
        #expect(String(decoding: received.withLock { $0 } ?? Data(), as: UTF8.self).hasPrefix("Book Id,Title,"))
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }
}
