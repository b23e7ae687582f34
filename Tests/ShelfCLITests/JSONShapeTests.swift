import Foundation
import Testing
import TestSupport

/// `Sources/ShelfCLI/JSON-SHAPES.md` and the JSON shelf really writes agree: every documented key
/// appears in real output, and real output has no key the document leaves out.
@Suite struct JSONShapeTests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ShelfCLI/JSON-SHAPES.md")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LibraryTests/Fixtures")

    /// The documented keys of each shape, by the shape's heading.
    static func documentedShapes() throws -> [String: Set<String>] {
        var shapes: [String: Set<String>] = [:]
        var current: String?
        for line in try String(contentsOf: document, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("### ") {
                current = String(line.dropFirst(4))
                shapes[current ?? ""] = []
            } else if let current, line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") {
                shapes[current, default: []].insert(String(line.dropFirst(3)[..<end]))
            }
        }
        return shapes
    }

    /// Every key path of a JSON value: `a`, `a.b`, `a[].b`; an array's elements are read as one.
    static func paths(of value: Any, under prefix: String = "") -> Set<String> {
        var found: Set<String> = []
        if let object = value as? [String: Any] {
            for (key, member) in object {
                let path = prefix.isEmpty ? key : prefix + "." + key
                found.insert(path)
                // Keyed by field name: a map, not a shape with keys of its own.
                if key != "fieldSources" { found.formUnion(paths(of: member, under: path)) }
            }
        } else if let array = value as? [Any] {
            for element in array { found.formUnion(paths(of: element, under: prefix + "[]")) }
        }
        return found
    }

    private func json(_ shelf: ShelfProcess, _ arguments: [String], input: String? = nil) throws -> Any {
        let result = try shelf.run(arguments, input: input)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: [.fragmentsAllowed])
    }

    /// The keys of each element of an array output.
    private func elementPaths(_ shelf: ShelfProcess, _ arguments: [String]) throws -> Set<String> {
        let array = try #require(try json(shelf, arguments) as? [Any])
        #expect(!array.isEmpty, "\(arguments) printed an empty array")
        return Set(Self.paths(of: array).map { String($0.dropFirst(3)) }.filter { !$0.isEmpty })
    }

    /// A Goodreads export of one book on an exclusive shelf of the reader's own, with a review and notes.
    static let customShelfExport = """
        Book Id,Title,Author,Exclusive Shelf,My Review,Private Notes,Date Read
        77,Persuasion,Jane Austen,favourites,A review,Some notes,2026/11/01

        """

    /// A Goodreads export whose second row repeats the first one's Book Id.
    static let repeatedBookID = """
        Book Id,Title,Author
        88,Emma,Jane Austen
        88,Emma again,Jane Austen

        """

    /// The keys of the backup of a library holding every kind of value a backup leaves out when
    /// absent: the every-field fixture, a Goodreads row with a review, notes and its own shelf,
    /// and Kindle look-ups.
    /// The keys of a vocabulary import that leaves out the look-ups of a title two books share,
    /// neither being read (`ambiguous[]`).
    private func ambiguousVocabularyImport() throws -> Set<String> {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["add", "--title", "Dune", "--author", "Frank Herbert"])
        try shelf.expectSuccess(["add", "--title", "Dune", "--author", "Someone Else", "--duplicate"])
        let koreader = try EReaderDatabase.koreader("""
            INSERT INTO title (id, name) VALUES (1, 'Dune');
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('kanly', 1, 1767225600, 0);
            """)
        defer { koreader.remove() }
        return Self.paths(of: try json(shelf, ["import", koreader.path, "--json"]))
    }

    private func backupOfEveryField() throws -> Set<String> {
        // The fixture's latest move is in 5138 (written as seconds): a restore refuses a time past
        // the clock, so the clock is set after it.
        let shelf = try ShelfProcess(now: "5138-11-17T00:00:00Z")
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["import", Self.fixtures.appendingPathComponent("backup-every-field.json").path])
        try shelf.expectSuccess(["import", "-", "--format", "goodreads"], input: Self.customShelfExport)
        // A read known only to the year and month, whose precision the backup carries.
        try shelf.expectSuccess(["import", "-"], input: "Title,ISBN/UID,Read Status,Dates Read\nBeloved,,read,2016-2016/03\n")
        let kindle = try EReaderDatabase.kindle(EReaderImportCommandTests.rows)
        defer { kindle.remove() }
        try shelf.expectSuccess(["import", kindle.path])
        return Self.paths(of: try JSONSerialization.jsonObject(with: Data(try shelf.expectSuccess(["export"]).utf8)))
    }

    @Test func everyDocumentedKeyIsWrittenAndEveryWrittenKeyDocumented() throws {
        let shapes = try Self.documentedShapes()
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        // A library where every optional part of every shape has something to show.
        var seen: [String: Set<String>] = [:]
        seen["Book", default: []].formUnion(Self.paths(of: try json(shelf, ["add", "B1hSG45JCX4C", "--json"])))
        try shelf.expectSuccess(["refresh", "1", "--source", "openlibrary"])
        try shelf.expectSuccess(["start", "1", "--at", "2026-11-01"])
        try shelf.expectSuccess(["log", "1", "100", "--at", "2026-11-02"])
        try shelf.expectSuccess(["log", "1", "150"])
        try shelf.expectSuccess(["add", "--title", "Emma", "--author", "Jane Austen", "--pages", "400", "--status", "read", "--at", "2026-11-03"])
        try shelf.expectSuccess(["edit", "2", "--rating", "4"])
        try shelf.expectSuccess(["goal", "set", "40", "--pages", "12000"])
        try shelf.expectSuccess(["vocab", "add", "1", "prescience", "--page", "12", "--context", "Prescience was his.", "--example", "An example."])
        // Piped answers: a wrong one, then good; then no word marked mastered.
        let session = Self.paths(of: try json(shelf, ["study", "--new", "1", "--json"], input: "x\n3\n\n"))
        let kindle = try EReaderDatabase.kindle(EReaderImportCommandTests.rows)
        defer { kindle.remove() }
        let vocabularyImport = try json(shelf, ["import", kindle.path, "--json"])
        let goodreadsImport = try json(shelf, ["import", Self.fixtures.appendingPathComponent("goodreads-placeholder-years.csv").path, "--json"])

        seen["Book", default: []].formUnion(try elementPaths(shelf, ["list", "--json"]))
        seen["Book", default: []].formUnion(Self.paths(of: try json(shelf, ["log", "1", "+1", "--json"])))
        try shelf.expectSuccess(["note", "1", "Reread the appendices."])
        let details = Self.paths(of: try json(shelf, ["show", "1", "--json"]))
        seen["Search result"] = try elementPaths(shelf, ["search", "dune", "--json"])
        seen["Word"] = try elementPaths(shelf, ["vocab", "list", "--json"])
        let word = Self.paths(of: try json(shelf, ["vocab", "show", "prescience", "--json"]))
        seen["Reading statistics"] = Self.paths(of: try json(shelf, ["stats", "--json"]))
        seen["Goal"] = Self.paths(of: try json(shelf, ["goal", "--json"]))
        let today = Self.paths(of: try json(shelf, ["today", "--json"]))
        seen["Study statistics"] = Self.paths(of: try json(shelf, ["stats", "--study", "--json"]))
        seen["History entry"] = try elementPaths(shelf, ["history", "1", "--json"])
        let removal = Self.paths(of: try json(shelf, ["history", "1", "--remove", "4", "--json"]))
        seen["Import summary"] = Self.paths(of: goodreadsImport)
            .union(Self.paths(of: try json(shelf, ["import", "-", "--format", "goodreads", "--json"], input: Self.customShelfExport)))
            .union(Self.paths(of: try json(shelf, ["import", "-", "--format", "goodreads", "--json"], input: Self.repeatedBookID)))
        seen["Vocabulary import summary"] = Self.paths(of: vocabularyImport).union(try ambiguousVocabularyImport())
        seen["Cache info"] = Self.paths(of: try json(shelf, ["cache", "info", "--json"]))
        let exported = shelf.home.appendingPathComponent("backup.json")
        seen["Export summary"] = Self.paths(of: try json(shelf, ["export", "--output", exported.path, "--json"]))
        seen["Backup"] = Self.paths(of: try JSONSerialization.jsonObject(with: Data(contentsOf: exported)))
        seen["Backup", default: []].formUnion(try backupOfEveryField())
        seen["Study session"] = session
        seen["Refresh result"] = try elementPaths(shelf, ["refresh", "1", "--json"])
        seen["Word", default: []].formUnion(Self.paths(of: try json(shelf, ["vocab", "edit", "prescience", "--page", "13", "--json"])))
        seen["Word", default: []].formUnion(Self.paths(of: try json(shelf, ["vocab", "master", "prescience", "--json"])))
        seen["Vocabulary look-up summary"] = Self.paths(of: try json(shelf, ["vocab", "lookup", "--json"]))
        let words = shelf.home.appendingPathComponent("words.txt").path
        seen["Vocabulary export summary"] = Self.paths(of: try json(shelf, ["vocab", "export", "--output", words, "--json"]))
        seen["Word", default: []].formUnion(Self.paths(of: try json(shelf, ["vocab", "rm", "prescience", "--yes", "--json"])))
        let bookRemoval = Self.paths(of: try json(shelf, ["rm", "1", "--yes", "--json"]))
        seen["Cache cleanup"] = Self.paths(of: try json(shelf, ["cache", "prune", "--json"]))
            .union(Self.paths(of: try json(shelf, ["cache", "clear", "--json"])))
        seen["Undoable change"] = try elementPaths(shelf, ["undo", "--list", "--json"])
        seen["Undone change"] = Self.paths(of: try json(shelf, ["undo", "--json"]))

        let book = try #require(shapes["Book"])
        seen["Book details"] = details.subtracting(book)
        #expect(details.isSuperset(of: book), "show --json lacks \(book.subtracting(details))")
        seen["Word in full"] = word.subtracting(try #require(shapes["Word"]))
        let bookInRemoval = Set(book.map { "book." + $0 })
        #expect(removal.filter { $0.hasPrefix("book.") } == bookInRemoval)
        let entry = try #require(shapes["History entry"])
        let removedEntry = Set(removal.filter { $0.hasPrefix("removed.") }.map { String($0.dropFirst("removed.".count)) })
        #expect(removedEntry.isSubset(of: entry) && removedEntry.contains("number"), "\(removedEntry)")
        seen["History removal"] = removal.filter { !$0.contains(".") }
        #expect(bookRemoval.filter { $0.hasPrefix("book.") } == bookInRemoval, "\(bookRemoval.subtracting(bookInRemoval))")
        seen["Book removal"] = bookRemoval.filter { !$0.contains(".") }
        let bookInToday = Set(book.map { "reading[].book." + $0 })
        #expect(today.filter { $0.hasPrefix("reading[].book.") } == bookInToday, "\(today.subtracting(bookInToday))")
        seen["Today"] = today.filter { !$0.hasPrefix("reading[].book.") }

        #expect(Set(shapes.keys) == Set(seen.keys), "shapes documented but not checked, or checked but not documented")
        for (name, documented) in shapes {
            let written = seen[name] ?? []
            #expect(written.subtracting(documented).isEmpty, "\(name): undocumented keys \(written.subtracting(documented).sorted())")
            #expect(documented.subtracting(written).isEmpty, "\(name): documented keys never written \(documented.subtracting(written).sorted())")
        }
    }
}
