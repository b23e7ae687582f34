import Foundation
import Testing

/// A backup says which version of the format it is: version 4 carries each event's place in its
/// book's order (`sequence`), version 5 the reading goals, version 6 the last book and word ids; older
/// backups, without them, still restore, their events numbered in the order the history lists them.
@Suite struct BackupVersionTests {
    /// A library whose events share one instant (a frozen clock): a read finished and a re-read
    /// begun at the same moment, which only `sequence` keeps in order.
    private static func sameInstantLibrary() throws -> ShelfProcess {
        let shelf = try ShelfProcess()
        try shelf.expectSuccess(["add", "--title", "Dune", "--pages", "400"])
        try shelf.expectSuccess(["start", "dune"])
        try shelf.expectSuccess(["log", "dune", "400"])
        try shelf.expectSuccess(["start", "dune"])
        try shelf.expectSuccess(["log", "dune", "5"])
        return shelf
    }

    @Test func aBackupIsTheCurrentVersionWithSequenceAndRestoresExactly() throws {
        let shelf = try Self.sameInstantLibrary()
        defer { shelf.cleanUp() }
        let backup = try shelf.expectSuccess(["export"])
        #expect(backup.hasPrefix("{\n  \"format\" : \"shelf-backup\",\n  \"version\" : 6,\n"), "\(backup.prefix(80))")
        #expect(backup.contains("\"sequence\" : "))
        let file = shelf.home.appendingPathComponent("backup.json")
        try Data(backup.utf8).write(to: file)
        let restored = try ShelfProcess()
        defer { restored.cleanUp() }
        try restored.expectSuccess(["import", file.path])
        #expect(try restored.expectSuccess(["history", "dune"]) == shelf.expectSuccess(["history", "dune"]))
        #expect(try restored.expectSuccess(["export"]) == backup)
    }

    /// `backup` as a shelf before `sequence` wrote it: version 3, no `sequence` anywhere, no goals
    /// and no last id.
    private static func version3(of backup: String) -> String {
        backup.replacingOccurrences(of: "\"version\" : 6,", with: "\"version\" : 3,")
            .replacingOccurrences(of: #",\s*"sequence" : \d+"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #",\s*"goals" : \[\],\s*"lastBookId" : \d+,\s*"lastWordId" : \d+"#, with: "", options: .regularExpression)
    }

    @Test func aVersion3BackupWithoutSequenceRestoresInTheOrderItsHistoryListed() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["add", "--title", "Dune", "--pages", "400", "--at", "2026-11-01"])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-11-02"])
        try shelf.expectSuccess(["log", "dune", "400", "--at", "2026-11-03"])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-11-04"])
        try shelf.expectSuccess(["log", "dune", "5", "--at", "2026-11-05"])
        let backup = try shelf.expectSuccess(["export"])
        let older = Self.version3(of: backup)
        #expect(!older.contains("sequence") && !older.contains("goals") && !older.contains("lastBookId") && !older.contains("lastWordId") && older.contains("\"version\" : 3,"))
        let file = shelf.home.appendingPathComponent("older.json")
        try Data(older.utf8).write(to: file)
        let restored = try ShelfProcess()
        defer { restored.cleanUp() }
        try restored.expectSuccess(["import", file.path])
        #expect(try restored.expectSuccess(["history", "dune"]) == shelf.expectSuccess(["history", "dune"]))
        #expect(try restored.expectSuccess(["export"]) == backup, "numbered, it exports as the current version")
    }

    @Test func aVersion3BackupOfEventsAtOneInstantIsNumberedEvenSo() throws {
        let shelf = try Self.sameInstantLibrary()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("older.json")
        try Data(Self.version3(of: shelf.expectSuccess(["export"])).utf8).write(to: file)
        let restored = try ShelfProcess()
        defer { restored.cleanUp() }
        try restored.expectSuccess(["import", file.path])
        // Moves before pages at one instant, as history listed them before `sequence`: the re-read's
        // page is still the latest, and every event has its own number.
        let book = try JSONOutput.object(restored.expectSuccess(["show", "dune", "--json"]))
        #expect(book["currentPage"] as? Int == 5)
        let numbers = try restored.sqlite(
            "SELECT sequence FROM status_changes UNION ALL SELECT sequence FROM progress ORDER BY 1"
        ).split(separator: "\n").map(String.init)
        #expect(numbers == ["1", "2", "3", "4", "5", "6"], "\(numbers)")
    }

    @Test func aNewerBackupIsRefused() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["add", "--title", "Dune"])
        let file = shelf.home.appendingPathComponent("newer.json")
        try Data("{\"format\": \"shelf-backup\", \"version\": 7, \"books\": []}".utf8).write(to: file)
        let line = try shelf.expectRefused(["import", file.path])
        #expect(line.contains("backup version 7 is newer than this shelf reads (6)"), "\(line)")
    }
}
