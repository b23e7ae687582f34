import Essentials
import Foundation
import Library
import Testing
import TestSupport

/// Importing a newer StoryGraph export over an older one, and over books added by hand: only what
/// is new is added, nothing the reader set is overwritten, and the timeline stays coherent.
struct StoryGraphReImportTests {
    private static let header = "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?"

    /// A file of the header and `rows`, CRLF like StoryGraph's.
    private func export(_ rows: [String]) -> Data {
        Data(([Self.header] + rows).map { $0 + "\r\n" }.joined().utf8)
    }

    @discardableResult
    private func importing(_ rows: [String], into test: TestLibrary) throws -> ImportSummary {
        try test.shelf.importStoryGraph(export(rows), options: TestLibrary.importOptions())
    }

    private func book(_ title: String, in test: TestLibrary) throws -> BookDetails {
        let found = try #require(try test.shelf.books().first { $0.title == title })
        return try test.shelf.details(id: found.id)
    }

    private func day(_ text: String) throws -> Date {
        try #require(TestLibrary.midnight(text))
    }

    /// Every read's start and finish are in the history once: a read that ends at the instant
    /// of "added to read" (a month or year read within the month or year the book was added)
    /// still finishes there, and a re-read a newer export begins is listed once, as the move.
    @Test func everyReadStartsAndFinishesOnceInTheHistory() throws {
        let test = try TestLibrary()
        try importing([
            #"Two Reads,Some Author,,,ebook,read,2019/06/01,2021/01/10,"2019/06-2019/06, 2021/01/01-2021/01/10",2,,,,,,,,,,,,,No"#,
            #"Year Read,Some Author,,,ebook,read,2015/01/01,,"2015-2015",1,,,,,,,,,,,,,No"#,
            #"Again,Some Author,,,ebook,read,2020/01/01,2020/02/01,"2020/01/05-2020/02/01",1,,,,,,,,,,,,,No"#,
        ], into: test)
        func kinds(_ title: String) throws -> [HistoryEntry.Kind] {
            try test.shelf.history(id: try book(title, in: test).book.id).map(\.kind)
        }
        #expect(try kinds("Two Reads") == [.added(.read), .readStarted, .readEnded(.read), .readStarted, .readEnded(.read)])
        #expect(try kinds("Year Read") == [.added(.read), .readStarted, .readEnded(.read)])

        try importing([#"Again,Some Author,,,ebook,currently-reading,2020/01/01,2020/02/01,"2020/01/05-2020/02/01, 2026/11/01-",1,,,,,,,,,,,,,No"#], into: test)
        #expect(try kinds("Again") == [.added(.read), .readStarted, .readEnded(.read), .move(from: .read, to: .reading)])
        #expect(try book("Again", in: test).book.status == .reading)
    }

    @Test func aNewerExportsRatingAndReviewReplaceTheOlderOnesUnlessTheReaderSetThemInShelf() throws {
        let test = try TestLibrary()
        try importing(["Dune,Frank Herbert,,9780441013593,,read,2020/01/01,,2021/03/04,1,,,,,,,,4.0,Good.,,,,No"], into: test)
        let summary = try importing(["Dune,Frank Herbert,,9780441013593,,read,2020/01/01,,2021/03/04,1,,,,,,,,4.5,Better on rereading.,,,,No"], into: test)
        #expect(summary.updated == 1)
        var dune = try book("Dune", in: test).book
        #expect(dune.rating == 4.5)
        #expect(dune.review == "Better on rereading.")
        // An empty rating erases nothing.
        try importing(["Dune,Frank Herbert,,9780441013593,,read,2020/01/01,,2021/03/04,1,,,,,,,,,,,,,No"], into: test)
        #expect(try book("Dune", in: test).book.rating == 4.5)
        // A rating set in shelf is the reader's: a newer file leaves it.
        var changes = BookChanges()
        changes.rating = 3
        dune = try test.shelf.edit(id: dune.id, changes).book
        try importing(["Dune,Frank Herbert,,9780441013593,,read,2020/01/01,,2021/03/04,1,,,,,,,,5.0,Better on rereading.,,,,No"], into: test)
        #expect(try book("Dune", in: test).book.rating == 3)
    }

    @Test func aNewerExportWithAnEarlierReadMovesTheAdditionBackAndKeepsTheReadsInOrder() throws {
        let test = try TestLibrary()
        try importing(["Piranesi,Susanna Clarke,,9781635575637,,read,2022/03/10,,2022/03/16-2022/04/01,1,,,,,,,,5,,,,,"], into: test)
        try importing([
            "Piranesi,Susanna Clarke,,9781635575637,,read,2022/03/10,,\"2021/01-2021/02/01, 2022/03/16-2022/04/01\",2,,,,,,,,5,,,,,",
        ], into: test)
        let piranesi = try book("Piranesi", in: test)
        #expect(piranesi.book.addedAt == (try day("2021-01-01")))
        #expect(piranesi.book.addedPrecision == .month)
        #expect(piranesi.readThroughs.compactMap(\.startedAt).allSatisfy { piranesi.book.addedAt <= $0 })
        #expect(piranesi.statusHistory.allSatisfy { piranesi.book.addedAt <= $0.at })
        // The read the newer file adds is the earlier one: the latest stays the 2022 read.
        #expect(piranesi.readThroughs.map(\.finishedAt) == [try day("2021-02-01"), try day("2022-04-01")])
        #expect(piranesi.book.finishedAt == (try day("2022-04-01")))
        #expect(piranesi.book.readCount == 2)
    }

    @Test(arguments: [
        ("2022/03", "2022-03-01", DatePrecision.month), ("2019", "2019-01-01", .year), ("2021/01/05", "2021-01-05", .day),
        // As a spreadsheet may save them.
        ("2021-01-05", "2021-01-05", .day), ("2022-3", "2022-03-01", .month),
    ])
    func aPartialDateAddedIsKeptAsPartialAsTheFileHasIt(text: String, first: String, precision: DatePrecision) throws {
        let test = try TestLibrary()
        let summary = try importing(["Circe,Madeline Miller,,,,to-read,\(text),,,0,,,,,,,,,,,,,"], into: test)
        #expect(summary.adjusted.isEmpty)
        let circe = try book("Circe", in: test)
        #expect(circe.book.addedAt == (try day(first)))
        #expect(circe.book.addedPrecision == precision)
    }

    /// Two editions by one author whose titles differ only in the series in brackets, one of them
    /// a Kindle edition known by its ASIN: by title they would be one, so the ASIN finds its book.
    @Test func aKindleEditionComingBackIsFoundByItsASINWhereItsTitleIsAmbiguous() throws {
        let test = try TestLibrary()
        let rows = [
            "\"House and Broken (The Ocean Cycle, #2)\",María Le Guin,,B010000371,,to-read,2013/01/04,,,0,,,,,,,,,,,,,No",
            "\"House and Broken (The Glass Cycle, #1)\",María Le Guin,,9780000059222,,to-read,2022/11/17,,,0,,,,,,,,,,,,,No",
        ]
        #expect(try importing(rows, into: test).added == 2)
        let again = try importing(rows, into: test)
        #expect(again.added == 0)
        #expect(try test.shelf.books().count == 2)
        #expect(try book("House and Broken (The Ocean Cycle, #2)", in: test).book.asin == "B010000371")
    }

    /// Two volumes of one series by one author are one book to the title key, which sets the
    /// series in brackets aside: the row whose whole title is one of them is that one, not a third.
    @Test func aRowIsTheBookWithItsWholeTitleWhereTheSeriesAloneTellsThemApart() throws {
        let test = try TestLibrary()
        let goodreads = """
            Book Id,Title,Author,Date Added,Exclusive Shelf
            1,"House (Ocean, #2)",Ann Lee,2020/01/01,to-read
            2,"House (Glass, #1)",Ann Lee,2020/01/02,to-read

            """
        _ = try test.shelf.importGoodreads(Data(goodreads.utf8), options: TestLibrary.importOptions())
        let summary = try importing(["\"house  (ocean, #2)\",Ann Lee,,B010000371,,to-read,2020/01/01,,,0,,,,,,,,,,,,,No"], into: test)
        #expect(summary.added == 0)
        #expect(try test.shelf.books().count == 2)
        #expect(try book("House (Ocean, #2)", in: test).book.asin == "B010000371")
        // A title that is neither of them still matches none.
        #expect(try importing(["\"House (Sky, #3)\",Ann Lee,,,,to-read,2020/01/01,,,0,,,,,,,,,,,,,No"], into: test).added == 1)
    }

    /// A Goodreads export keeps a read's finish only; the same read from StoryGraph, with its
    /// start, is the one the library has, not a second.
    @Test(arguments: ["2022/05/01-2022/05/18", "2022/05-2022/05", "2022-2022", "2022/05/18-2022/05/18"])
    func aGoodreadsReadKnownOnlyByItsEndIsTheStoryGraphReadEndingThen(dates: String) throws {
        let test = try TestLibrary()
        let goodreads = """
            Book Id,Title,Author,ISBN13,My Rating,Date Read,Date Added,Exclusive Shelf,Read Count
            1,Emma,Jane Austen,9780141439587,4,2022/05/18,2020/01/01,read,1

            """
        _ = try test.shelf.importGoodreads(Data(goodreads.utf8), options: TestLibrary.importOptions())
        try importing(["Emma,Jane Austen,,9780141439587,,read,2020/01/01,,\(dates),1,,,,,,,,4.0,,,,,No"], into: test)
        let emma = try book("Emma", in: test)
        #expect(emma.book.readCount == 1)
        #expect(emma.readThroughs.count == 1)
    }

    /// As a Goodreads row's move is dated on Date Read, so that a later backdated start after it
    /// is not refused as coming before a move made today.
    @Test func aBookTheFileHasReadMovesOnWhenItsLastReadEnded() throws {
        let test = try TestLibrary()
        try importing(["Emma,Jane Austen,,9780141439587,,to-read,2020/01/01,,,0,,,,,,,,,,,,,No"], into: test)
        try importing(["Emma,Jane Austen,,9780141439587,,read,2020/01/01,,2021/03/01-2021/04/02,1,,,,,,,,,,,,,No"], into: test)
        let emma = try book("Emma", in: test)
        #expect(emma.book.status == .read)
        #expect(emma.statusHistory.last?.at == (try day("2021-04-02")))
    }

    @Test func aBookAddedByHandAndMatchedByTitleIsReportedAsLinkedOnce() throws {
        let test = try TestLibrary()
        try test.add("Emma", authors: ["Jane Austen"])
        let row = "Emma,Jane Austen,,,,read,2020/01/01,,2020/02/01-2020/03/01,1,,,,,,,,4,,,,,"
        let first = try importing([row, "Circe,Madeline Miller,,,,to-read,2024/01/01,,,0,,,,,,,,,,,,,"], into: test)
        #expect(first.linkedByTitle == ["Emma"])
        #expect(first.added == 1 && first.updated == 1)
        let again = try importing([row, "Circe,Madeline Miller,,,,to-read,2024/01/01,,,0,,,,,,,,,,,,,"], into: test)
        #expect(again.linkedByTitle.isEmpty, "a book StoryGraph brought in is no book added by hand")
        #expect(again.skipped == 2)
    }

    /// Read Count says how many reads there are in all: the library's reads, dated or not, count
    /// toward it, and only the shortfall becomes undated reads.
    @Test func readCountCountsTheReadsTheBookHasDatedOrNot() throws {
        let test = try TestLibrary()
        let dune = try test.add("Dune", authors: ["Frank Herbert"], isbn: "9780441013593")
        _ = try test.shelf.move(id: dune.id, to: .reading, at: try day("2025-10-01"))
        _ = try test.shelf.move(id: dune.id, to: .read, at: try day("2025-10-15"))
        let once = ["Dune,Frank Herbert,,9780441013593,,read,,,,1,,,,,,,,,,,,,"]
        for _ in 1...2 {
            try importing(once, into: test)
            #expect(try book("Dune", in: test).readThroughs.map(\.finishedAt) == [try day("2025-10-15")],
                "the dated read is the one read the file counts")
        }
        let twice = ["Dune,Frank Herbert,,9780441013593,,read,,,,2,,,,,,,,,,,,,"]
        #expect(try importing(twice, into: test).updated == 1)
        let reads = try book("Dune", in: test).readThroughs
        #expect(reads.map(\.finishedAt) == [nil, try day("2025-10-15")], "one undated read for the one more counted")
        #expect(try importing(twice, into: test).skipped == 1)
        #expect(try book("Dune", in: test).readThroughs == reads, "nothing added the second time")
    }

    @Test func undatedReadsAreAddedWhenTheNewerFileCountsMoreAndNeverDuplicated() throws {
        let test = try TestLibrary()
        try importing(["Dune,Frank Herbert,,,,read,2021/01/05,,,2,,,,,,,,,,,,,"], into: test)
        #expect(try book("Dune", in: test).book.readCount == 2)
        let more = try importing(["Dune,Frank Herbert,,,,read,2021/01/05,,2024/05/01-2024/05/20,4,,,,,,,,,,,,,"], into: test)
        #expect(more.updated == 1)
        let dune = try book("Dune", in: test)
        #expect(dune.book.readCount == 4)
        #expect(dune.readThroughs.last?.finishedAt == (try day("2024-05-20")), "the dated read is the latest")
        let before = try test.snapshot()
        let same = try importing(["Dune,Frank Herbert,,,,read,2021/01/05,,2024/05/01-2024/05/20,4,,,,,,,,,,,,,"], into: test)
        #expect(same.skipped == 1)
        #expect(try test.snapshot() == before)
    }

    @Test func aBookAddedByHandAndReadWithoutDatesGetsItsRead() throws {
        let test = try TestLibrary()
        try test.add("Emma", authors: ["Jane Austen"])
        try importing(["Emma,Jane Austen,,,,read,,,,1,,,,,,,,,,,,,"], into: test)
        let emma = try book("Emma", in: test)
        #expect(emma.book.status == .read)
        #expect(emma.readThroughs == [ReadThrough(startedAt: nil, finishedAt: nil, outcome: .read)])
    }

    @Test func aBookBeingReadThatTheFileFinishesWithoutDatesEndsItsOpenRead() throws {
        let test = try TestLibrary()
        let emma = try test.add("Emma", authors: ["Jane Austen"], status: .reading)
        try importing(["Emma,Jane Austen,,,,read,,,,1,,,,,,,,,,,,,"], into: test)
        let details = try test.shelf.details(id: emma.id)
        #expect(details.readThroughs.map(\.outcome) == [.read])
    }

    @Test func aFieldTheReaderEditedIsNeverFilledAgain() throws {
        let test = try TestLibrary()
        let row = "Circe,Madeline Miller,,9780316556347,,read,2024/01/01,,,1,,,,,,,,4.5,Loved it,,,,"
        try importing([row], into: test)
        let circe = try book("Circe", in: test).book
        var changes = BookChanges()
        changes.rating = .some(nil)
        changes.review = .some(nil)
        changes.authors = []
        _ = try test.shelf.edit(id: circe.id, changes)
        let summary = try importing([row], into: test)
        #expect(summary.skipped == 1)
        let after = try book("Circe", in: test).book
        #expect(after.rating == nil)
        #expect(after.review == nil)
        #expect(after.authors.isEmpty)
    }

    /// A read of the file that shares time with a read the library has, or a finish before a page
    /// logged in the read in progress, is no history a reader could have: the book keeps its list
    /// and reads, and is named. (Started on 2026-03-10, page 100 logged on 2026-03-12.)
    @Test(arguments: [
        ("read", "2026/03/09-2026/03/11", 1), ("did-not-finish", "2026/03/09-2026/03/11", 1), ("read", "2026/03/11-2026/03/11", 1),
        // Begun the day the open read began: the same read, which the file ends before the page.
        ("read", "2026/03/10-2026/03/11", 1),
    ])
    func readsThatClashWithTheReadInProgressAreLeftOut(status: String, dates: String, count: Int) throws {
        let test = try TestLibrary()
        let emma = try test.add("Emma", authors: ["Jane Austen"])
        _ = try test.shelf.move(id: emma.id, to: .reading, at: try day("2026-03-10"))
        _ = try test.shelf.log(id: emma.id, .page(100), at: try day("2026-03-12"))
        let before = try test.shelf.details(id: emma.id)
        let summary = try importing(["Emma,Jane Austen,,,,\(status),,,\(dates),\(count),,,,,,,,,,,,,"], into: test)
        #expect(summary.keptHistory == ["Emma"])
        let after = try test.shelf.details(id: emma.id)
        #expect(after.book.status == .reading)
        #expect(after.readThroughs == before.readThroughs)
        #expect(after.statusHistory == before.statusHistory)
    }

    /// A read of the file inside a finished read of the library is not a second read.
    @Test func aReadInsideAFinishedReadIsLeftOut() throws {
        let test = try TestLibrary()
        let emma = try test.add("Emma", authors: ["Jane Austen"])
        _ = try test.shelf.move(id: emma.id, to: .reading, at: try day("2026-03-10"))
        _ = try test.shelf.move(id: emma.id, to: .read, at: try day("2026-03-14"))
        let summary = try importing(["Emma,Jane Austen,,,,read,,,2026/03/11-2026/03/13,1,,,,,,,,,,,,,"], into: test)
        #expect(summary.keptHistory == ["Emma"])
        #expect(try test.shelf.details(id: emma.id).readThroughs.count == 1)
        // One that begins after the finish is a re-read, as before.
        let again = try importing(["Emma,Jane Austen,,,,read,,,\"2026/03/11-2026/03/13, 2026/03/20-2026/03/25\",2,,,,,,,,,,,,,"], into: test)
        #expect(again.keptHistory == ["Emma"], "its first read still clashes")
        #expect(try test.shelf.details(id: emma.id).readThroughs.count == 2)
    }

    /// A read of the file that shares time only with the read in progress, and ends after its
    /// last page (or is open too), is that read: it is finished by the file, or goes on, and no
    /// second read is made of it. So a book a Goodreads export had on currently-reading (its open
    /// read begun on Date Added) moves on to read from a StoryGraph export, however often.
    @Test func aReadSharingTimeOnlyWithTheOpenReadIsThatRead() throws {
        let test = try TestLibrary()
        let emma = try test.add("Emma", authors: ["Jane Austen"])
        _ = try test.shelf.move(id: emma.id, to: .reading, at: try day("2026-03-10"))
        _ = try test.shelf.log(id: emma.id, .page(100), at: try day("2026-03-12"))
        #expect(try importing(["Emma,Jane Austen,,,,currently-reading,,,2026/03/11-,0,,,,,,,,,,,,,"], into: test).keptHistory.isEmpty)
        #expect(try test.shelf.details(id: emma.id).readThroughs.map(\.outcome) == [.reading])
        for _ in 1...2 {
            #expect(try importing(["Emma,Jane Austen,,,,read,,,2026/03/09-2026/03/20,1,,,,,,,,,,,,,"], into: test).keptHistory.isEmpty)
            let details = try test.shelf.details(id: emma.id)
            #expect(details.book.status == .read)
            #expect(details.readThroughs.map(\.startedAt) == [try day("2026-03-10")])
            #expect(details.readThroughs.map(\.finishedAt) == [try day("2026-03-20")])
        }
    }

    /// A finish on the day of the open read's last page, logged later that day, ends the read
    /// after the page (the reader finished after it) and keeps its day; a re-import knows it.
    @Test func aFinishOnTheDayOfTheLastPageEndsTheOpenReadAfterIt() throws {
        let test = try TestLibrary()
        let emma = try test.add("Emma", authors: ["Jane Austen"])
        let lastPage = try day("2026-03-12").addingTimeInterval(15 * 3600)
        _ = try test.shelf.move(id: emma.id, to: .reading, at: try day("2026-03-10"))
        _ = try test.shelf.log(id: emma.id, .page(100), at: lastPage)
        for _ in 1...2 {
            #expect(try importing(["Emma,Jane Austen,,,,read,,,2026/03/09-2026/03/12,1,,,,,,,,,,,,,"], into: test).keptHistory.isEmpty)
            let details = try test.shelf.details(id: emma.id)
            #expect(details.book.status == .read)
            #expect(details.readThroughs.map(\.startedAt) == [try day("2026-03-10")])
            #expect(details.readThroughs.map(\.finishedAt) == [lastPage])
            #expect(details.readThroughs.map(\.finishedOn) == [CalendarDate(parsing: "2026-03-12")])
            #expect(details.statusHistory.map(\.to) == [.toRead, .reading, .read])
            #expect(details.statusHistory.last?.at == lastPage, "the move comes with the finish, after the page")
        }
    }

    /// A re-read begun on the day the file's read finished, with a page logged later that day,
    /// is not what that finish ends: the file's read is the earlier one, and the re-read goes on.
    @Test func aReReadBegunOnTheFinishDayIsNotEndedByIt() throws {
        let test = try TestLibrary()
        let row = "Emma,Jane Austen,,,,read,,,2026/03/05-2026/03/10,1,,,,,,,,,,,,,"
        try importing([row], into: test)
        let emma = try book("Emma", in: test).book
        _ = try test.shelf.move(id: emma.id, to: .reading, at: try day("2026-03-10").addingTimeInterval(10 * 3600))
        _ = try test.shelf.log(id: emma.id, .page(50), at: try day("2026-03-10").addingTimeInterval(18 * 3600))
        let before = try test.shelf.details(id: emma.id)
        try importing([row], into: test)
        let after = try test.shelf.details(id: emma.id)
        #expect(after.book.status == .reading)
        #expect(after.readThroughs == before.readThroughs)
        #expect(after.statusHistory == before.statusHistory)
    }

    /// A re-import that finishes the open read and adds a re-read after it: the closed read is no
    /// longer open, so the re-read shares no time with it.
    @Test func aReReadAfterTheReadTheFileFinishesIsAdded() throws {
        let test = try TestLibrary()
        try importing(["Three Body,Liu Cixin,,,,currently-reading,2024/02/11,,2024/02/12-,0,,,,,,,,,,,,,"], into: test)
        let summary = try importing(["Three Body,Liu Cixin,,,,read,2024/02/11,,\"2024/02/12-2024/03/01, 2024/04/01-2024/04/10\",2,,,,,,,,,,,,,"], into: test)
        #expect(summary.keptHistory.isEmpty)
        let book = try book("Three Body", in: test)
        #expect(book.book.status == .read)
        #expect(book.readThroughs.map(\.finishedAt) == [try day("2024-03-01"), try day("2024-04-10")])
    }

    /// A finish known only as the day a read began at some hour ends the read that day, after
    /// it began, and the book moves on after its last move.
    @Test func aFinishOnTheDayTheReadBeganComesAfterItsStart() throws {
        let test = try TestLibrary()
        let emma = try test.add("Emma", authors: ["Jane Austen"])
        let started = try day("2026-03-10").addingTimeInterval(14 * 3600)
        _ = try test.shelf.move(id: emma.id, to: .reading, at: started)
        try importing(["Emma,Jane Austen,,,,read,,,2026/03/10-2026/03/10,1,,,,,,,,,,,,,"], into: test)
        let details = try test.shelf.details(id: emma.id)
        #expect(details.book.status == .read)
        #expect(details.readThroughs.map(\.finishedAt) == [started])
        #expect(details.statusHistory.last.map { $0.at >= started } == true)
    }
}
