import Foundation
import Testing

/// A book being read again goes out to Goodreads with the day its last finished read ended, and
/// comes back in (into another library or the same one) as that finished read plus the read in
/// progress, which never starts before that finish.
@Suite struct ReReadExportTests {
    private static let goodreadsHeader = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"

    /// The fields of the export's only book row.
    private static func onlyRow(of export: String) throws -> [String] {
        let lines = export.split(separator: "\n")
        try #require(lines.count == 2, "\(export)")
        return lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aBookBeingReReadTypedInShelfGoesOutWithItsLastFinishAndComesBackTheSame() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["add", "--title", "Dune", "--author", "Frank Herbert", "--pages", "400", "--at", "2026-01-05"])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-02-01"])
        try shelf.expectSuccess(["finish", "dune", "--at", "2026-03-01T15:30:00Z"])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-06-01"])
        try shelf.expectSuccess(["log", "dune", "50", "--at", "2026-06-02"])
        let export = try shelf.expectSuccess(["export", "--format", "goodreads"])
        let row = try Self.onlyRow(of: export)
        #expect(row[15] == "2026/03/01", "Date Read is the day the last finished read ended")
        #expect(row[19] == "currently-reading")
        #expect(row[23] == "1", "Read Count")

        let file = shelf.home.appendingPathComponent("dune.csv")
        try Data(export.utf8).write(to: file)
        let before = try shelf.librarySnapshotWithoutUndo()
        #expect(try shelf.expectSuccess(["import", file.path]).hasPrefix("Imported \(file.path): 0 added, 0 updated, 1 skipped; nothing changed."))
        #expect(try shelf.librarySnapshotWithoutUndo() == before, "the same library changes nothing")

        let fresh = try ShelfProcess()
        defer { fresh.cleanUp() }
        #expect(try fresh.expectSuccess(["import", file.path]) == "Imported \(file.path): 1 added, 0 updated, 0 skipped.\n")
        let book = try JSONOutput.object(fresh.expectSuccess(["show", "dune", "--json"]))
        #expect(book["status"] as? String == "reading")
        let reads = try #require(book["readThroughs"] as? [[String: Any]])
        #expect(reads.map { $0["outcome"] as? String } == ["read", "reading"])
        #expect(reads.map { $0["finishedAt"] as? String } == ["2026-03-01T00:00:00Z", nil], "the earlier read keeps its day")
        #expect(reads.map { $0["startedAt"] as? String } == [nil, "2026-03-01T00:00:00Z"], "the re-read starts no earlier")
        #expect(try fresh.expectSuccess(["export", "--format", "goodreads"]) == export, "and out again the same")
        let again = fresh.home.appendingPathComponent("again.csv")
        try Data(fresh.expectSuccess(["export", "--format", "goodreads"]).utf8).write(to: again)
        let imported = try fresh.librarySnapshotWithoutUndo()
        #expect(try fresh.expectSuccess(["import", again.path]).hasPrefix("Imported \(again.path): 0 added, 0 updated, 1 skipped; nothing changed."))
        #expect(try fresh.librarySnapshotWithoutUndo() == imported)
    }

    /// Goodreads itself: a `currently-reading` row with a Date Read after Date Added and a Read
    /// Count of 1 was read to that day and is being read again since.
    @Test func aCurrentlyReadingRowWithADateReadIsAFinishedReadThenTheReadInProgress() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("goodreads.csv")
        let rows = [
            "18490,Frankenstein,Mary Shelley,\"Shelley, Mary\",,\"=\"\"\"\"\",\"=\"\"\"\"\",0,3.83,,Paperback,166,1994,1818,2021/02/11,2020/01/02,,,currently-reading,,,,1,0",
            "5107,Emma,Jane Austen,\"Austen, Jane\",,\"=\"\"\"\"\",\"=\"\"\"\"\",0,3.80,,Paperback,300,2001,1815,2019/05/01,2020/03/04,,,currently-reading,,,,2,0",
        ]
        let text = Self.goodreadsHeader + "\n" + rows.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: file)
        try shelf.expectSuccess(["import", file.path])
        let frankenstein = try #require(try JSONOutput.object(shelf.expectSuccess(["show", "frankenstein", "--json"]))["readThroughs"] as? [[String: Any]])
        #expect(frankenstein.map { $0["finishedAt"] as? String } == ["2021-02-11T00:00:00Z", nil])
        #expect(frankenstein.map { $0["startedAt"] as? String } == [nil, "2021-02-11T00:00:00Z"], "begun at the finish, not at Date Added")
        let emma = try #require(try JSONOutput.object(shelf.expectSuccess(["show", "emma", "--json"]))["readThroughs"] as? [[String: Any]])
        #expect(emma.map { $0["finishedAt"] as? String } == [nil, "2019-05-01T00:00:00Z", nil])
        #expect(emma.map { $0["startedAt"] as? String } == [nil, nil, "2020-03-04T00:00:00Z"], "added after the finish: begun when added")
        let history = try shelf.expectSuccess(["history", "frankenstein"])
        #expect(history.contains("finished a read"), "\(history)")
        #expect(try shelf.expectSuccess(["export", "--format", "goodreads"]) == text, "the rows go back out as they came")
        #expect(try shelf.expectSuccess(["import", file.path]).hasPrefix("Imported \(file.path): 0 added, 0 updated, 2 skipped; nothing changed."))
    }
}
