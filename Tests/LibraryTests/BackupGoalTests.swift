import Foundation
import Library
import Testing
import TestSupport

/// Reading goals go through a backup (version 5 on): restored with the rest of the file, kept
/// where the library has a goal for the year already, and refused with the whole file when one
/// is damaged. A backup written before goals still restores.
@Suite struct BackupGoalTests {
    /// A book pages are logged in, a goal of books and pages and one of books alone.
    private static let goals = [ReadingGoal(year: 2026, books: 24, pages: 9_000), ReadingGoal(year: 2027, books: 5, pages: nil)]

    private func source() throws -> TestLibrary {
        let test = try TestLibrary()
        let book = try test.add("Dune", authors: ["Frank Herbert"], pages: 400, status: .reading)
        _ = try test.shelf.log(id: book.id, .page(120))
        for goal in Self.goals { try test.shelf.setGoal(goal) }
        return test
    }

    private func goals(of test: TestLibrary) throws -> [ReadingGoal?] {
        try Self.goals.map { try test.shelf.goal(year: $0.year) }
    }

    @Test func goalsSurviveABackupIntoAnEmptyLibrary() throws {
        let exported = try source().shelf.backupText()
        #expect(exported.contains("\"goals\" : ["))
        let target = try TestLibrary()
        #expect(try target.shelf.importBackup(Data(exported.utf8)) == ImportSummary(added: 1, goalsAdded: 2))
        #expect(try goals(of: target) == Self.goals)
        #expect(try target.shelf.backupText() == exported)
    }

    /// The goal a new user set before any book is the whole backup.
    @Test func aLibraryOfAGoalAloneRestores() throws {
        let source = try TestLibrary()
        try source.shelf.setGoal(Self.goals[0])
        let target = try TestLibrary()
        #expect(try target.shelf.importBackup(Data(try source.shelf.backupText().utf8)) == ImportSummary(goalsAdded: 1))
        #expect(try target.shelf.goal(year: 2026) == Self.goals[0])
    }

    /// Like a book the library has, a goal for a year the library has one for is left as the
    /// library has it, and counted as skipped; a dry run counts the same and changes nothing.
    @Test func aGoalForAYearTheLibraryHasIsKeptAsItWas() throws {
        let exported = Data(try source().shelf.backupText().utf8)
        let target = try TestLibrary()
        let own = ReadingGoal(year: 2026, books: 3, pages: nil)
        try target.shelf.setGoal(own)
        let before = try target.snapshot()
        let dry = try target.shelf.importBackup(exported, options: ImportOptions(dryRun: true))
        #expect(dry == ImportSummary(added: 1, goalsAdded: 1, goalsSkipped: 1))
        #expect(try target.snapshot() == before)
        #expect(try target.shelf.importBackup(exported) == ImportSummary(added: 1, goalsAdded: 1, goalsSkipped: 1))
        #expect(try goals(of: target) == [own, Self.goals[1]])
    }

    /// What a shelf before goals wrote (version 4, no `goals`) restores, and leaves the goal the
    /// library has alone.
    @Test func aBackupWrittenBeforeGoalsStillRestores() throws {
        let exported = try source().shelf.backupText()
        #expect(exported.contains("\"version\" : 6,") && exported.contains("\"goals\" : ["))
        let older = exported.replacingOccurrences(of: "\"version\" : 6,", with: "\"version\" : 4,")
            .replacingOccurrences(of: #",\s*"goals" : \[[^\]]*\],\s*"lastBookId" : \d+,\s*"lastWordId" : \d+"#, with: "", options: .regularExpression)
        #expect(!older.contains("goals") && !older.contains("lastBookId") && !older.contains("lastWordId") && older.hasSuffix("]\n}\n"))

        let empty = try TestLibrary()
        #expect(try empty.shelf.importBackup(Data(older.utf8)) == ImportSummary(added: 1))
        #expect(try goals(of: empty) == [nil, nil])
        #expect(try empty.shelf.backupText().hasSuffix("\"goals\" : [],\n  \"lastBookId\" : 1,\n  \"lastWordId\" : 0\n}\n"))

        let withGoal = try TestLibrary()
        let own = ReadingGoal(year: 2026, books: 3, pages: nil)
        try withGoal.shelf.setGoal(own)
        #expect(try withGoal.shelf.importBackup(Data(older.utf8)) == ImportSummary(added: 1))
        #expect(try goals(of: withGoal) == [own, nil])
    }

    /// A goal `goal set` would refuse, or two for one year, refuses the whole file, after its
    /// books were restored: the library is as it was, its own goal included.
    @Test(arguments: [
        (#""books" : 24"#, #""books" : 0"#, "goals[0].books", "0 is not between 1 and 1000000"),
        (#""books" : 24"#, #""books" : 2.5"#, "goals[0].books", "not a whole number"),
        (#""books" : 24,"#, "", "goals[0].books", "missing"),
        (#""pages" : 9000"#, #""pages" : 0"#, "goals[0].pages", "0 is not between 1 and 1000000000"),
        (#""pages" : 9000"#, #""pages" : "many""#, "goals[0].pages", "not a number"),
        (#""year" : 2026"#, #""year" : 10000"#, "goals[0].year", "10000 is not between 1 and 9999"),
        (#""year" : 2027"#, #""year" : 2026"#, "goals[1].year", "repeats the year of an earlier goal"),
        (#""goals" : ["#, #""goals" : [ 5, "#, "goals[0]", "not the expected kind of value"),
    ])
    func aDamagedGoalRefusesTheWholeFile(original: String, damaged: String, path: String, problem: String) throws {
        let exported = try source().shelf.backupText()
        #expect(exported.contains(original))
        let target = try TestLibrary()
        _ = try target.add("Mine")
        try target.shelf.setGoal(ReadingGoal(year: 2026, books: 3, pages: nil))
        let before = try target.snapshot()
        let text = exported.replacingOccurrences(of: original, with: damaged)
        let error = #expect(throws: ImportError.self) { try target.shelf.importBackup(Data(text.utf8)) }
        #expect(error == .backup(.invalidContent(path: path, problem: problem)))
        #expect(try target.snapshot() == before)
    }

    /// `goals` must be a list when it is there.
    @Test func goalsThatAreNotAListAreRefused() throws {
        let exported = try source().shelf.backupText()
        let text = exported.replacingOccurrences(of: #""goals" : \[[^\]]*\]"#, with: #""goals" : 5"#, options: .regularExpression)
        let target = try TestLibrary()
        let error = #expect(throws: ImportError.self) { try target.shelf.importBackup(Data(text.utf8)) }
        guard case .backup(.invalidContent(let path, _))? = error else {
            Issue.record("expected invalid content, got \(String(describing: error))")
            return
        }
        #expect(path == "goals")
        #expect(try target.shelf.books().isEmpty)
    }
}
