import Foundation
import Testing
import Library
import TestSupport

/// A Goodreads export imported into shelf comes back out exactly, and shelf's own export imported
/// into the same library changes nothing.
@Suite struct GoodreadsLosslessTests {
    private static let olderHeader = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Recommended For,Recommended By,Owned Copies,Original Purchase Date,Original Purchase Location,Condition,Condition Description,BCID\n"
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"

    /// Rows with the quirks real exports have: an ASIN and a cut ISBN-13 in the ISBN column, a bad
    /// check digit, nine digits, `0` pages, an empty Read Count, trailing spaces, a spoiler, padded
    /// names, a book being re-read with a Date Read, and the older form's own columns.
    private static let olderExport = olderHeader + #"""
        17470674,The Kraken Project (Wyman Ford #4),Douglas  Preston,"Preston, Douglas",,"=""B00DQBOFTW""","=""""",4,3.86,Forge Books,Kindle Edition,0,2014,2014,2015/01/03,2014/06/11,"sci-fi, favourites","sci-fi (#3), favourites (#12)",read,"Great <b>ending</b>, the Kraken wins",true,,,Mum,Dad,1,2014/06/01,Foyles,Like new,"Corner bent ",B-17
        18490,"Frankenstein ",Mary  Wollstonecraft Shelley,"Shelley, Mary Wollstonecraft",,"=""9780486282""","=""9780486282114""",0,3.83,"Dover Publications ",Paperback,166,1994,1818,2021/02/11,2020/01/02,,,currently-reading,,,,1,,,0,,,,,
        5107,The Catcher in the Rye,J.D. Salinger,"Salinger, J.D.",,"=""031676917""","=""9780316769175""",3,3.80,"Little, Brown",Paperback,277,2001,1951,,2023/01/20,abgebrochen,abgebrochen (#1),abgebrochen,,,,0,,,0,,,,,

        """#

    @Test func anOlderExportComesBackExactly() throws {
        let test = try TestLibrary()
        let summary = try test.shelf.importGoodreads(Data(Self.olderExport.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 3)
        let exported = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        #expect(exported == Self.olderExport)
    }

    @Test func badIdentifiersAreNeverStoredAsISBNs() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Data(Self.olderExport.utf8), options: TestLibrary.importOptions())
        let kraken = try #require(try test.book(goodreadsID: "17470674"))
        #expect(kraken.isbn10 == nil)
        #expect(kraken.isbn13 == nil)
        #expect(kraken.asin == "B00DQBOFTW")
        let frankenstein = try #require(try test.book(goodreadsID: "18490"))
        #expect(frankenstein.isbn10 == "0486282112", "derived from the valid ISBN-13, not the cut one")
        #expect(frankenstein.isbn13 == "9780486282114")
        let catcher = try #require(try test.book(goodreadsID: "5107"))
        #expect(catcher.isbn10 == nil, "nine digits")
        #expect(catcher.isbn13 == nil, "a wrong check digit")
    }

    @Test func changedValuesGoOutAsTheyAreNowAndRatingsInWholeStars() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Data(Self.olderExport.utf8), options: TestLibrary.importOptions())
        let catcher = try #require(try test.book(goodreadsID: "5107"))
        var changes = BookChanges()
        changes.rating = 4.5
        try test.shelf.edit(id: catcher.id, changes)
        let records = try GoodreadsCSV.parse(Data(try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork).utf8))
        #expect(records.first { $0.bookId == "5107" }?.myRating == 5)
        #expect(records.first { $0.bookId == "18490" }?.myRating == nil)
    }

    @Test func theOlderFormIsWrittenOnRequest() throws {
        let test = try TestLibrary()
        _ = try test.shelf.add(NewBook(title: "Poems", authors: ["Anon"]))
        #expect(try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork).hasPrefix(Self.header))
        #expect(try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork, olderForm: true).hasPrefix(Self.olderHeader))
    }

    @Test func aBackupCarriesTheImportedRows() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Data(Self.olderExport.utf8), options: TestLibrary.importOptions())
        var backup: [UInt8] = []
        try test.shelf.exportBackup { backup += $0 }
        let restored = try TestLibrary()
        _ = try restored.shelf.importBackup(Data(backup), options: TestLibrary.importOptions())
        #expect(try restored.shelf.exportGoodreads(timeZone: TestLibrary.newYork) == Self.olderExport)
    }

    // MARK: Random libraries

    private static let titles = ["Poems", "Dune", "Stephen  King's Night Shift", "Emma ", "Ilíada", "罪と罰"]
    private static let authors = ["Anon", "Frank Herbert", "Jane  Austen", ""]
    private static let shelves = ["to-read", "currently-reading", "read", "did-not-finish", "owned", "abgebrochen"]
    private static let isbns = ["", "=\"\"", "=\"0441013597\"", "=\"B00DQBOFTW\"", "=\"044101359\"", "=\"9780441013\""]

    /// A Goodreads export of `count` random rows, some sharing titles, ids and identifiers.
    private static func randomExport(_ generator: inout SeededGenerator, count: Int, older: Bool) -> String {
        var writer = CSVWriter()
        var text = older ? olderHeader : header
        for index in 0..<count {
            let shelf = shelves.randomElement(using: &generator) ?? "read"
            let rating = ["0", "3", "5"].randomElement(using: &generator) ?? "0"
            let pages = ["", "0", "310"].randomElement(using: &generator) ?? ""
            let readCount = ["", "0", "1", "2"].randomElement(using: &generator) ?? ""
            var fields = [
                String(1000 + index), titles.randomElement(using: &generator) ?? "", authors.randomElement(using: &generator) ?? "",
                "", "", isbns.randomElement(using: &generator) ?? "", "=\"\"", rating, "3.91", "Tor ", "Paperback", pages,
                ["", "65535", "1999"].randomElement(using: &generator) ?? "", "", ["", "2021/04/05"].randomElement(using: &generator) ?? "",
                "2020/01/0\(index % 9 + 1)", shelf == "read" ? "" : shelf, "", shelf,
                ["", "Loved it ", "<b>spoiler</b>"].randomElement(using: &generator) ?? "", Bool.random(using: &generator) ? "true" : "",
                "", readCount,
            ]
            fields += older ? ["", "", "1", "", "", "", "", ""] : ["0"]
            writer = CSVWriter()
            writer.append(fields)
            text += writer.text
        }
        return text
    }

    private static let storyGraphHeader = "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?\n"

    /// A StoryGraph export of `count` random rows: dates known only to the year or month, re-reads,
    /// quarter stars, ASINs, and titles shared with each other and with the Goodreads rows.
    private static func randomStoryGraphExport(_ generator: inout SeededGenerator, count: Int) -> String {
        var text = storyGraphHeader
        for _ in 0..<count {
            var writer = CSVWriter()
            writer.append([
                titles.randomElement(using: &generator) ?? "", authors.randomElement(using: &generator) ?? "", "",
                ["", "9780441013593", "B00DQBOFTW", "0261102214"].randomElement(using: &generator) ?? "", "paperback",
                ["read", "to-read", "currently-reading", "did-not-finish", "paused", ""].randomElement(using: &generator) ?? "",
                ["", "2014", "2014/05", "2014/05/06"].randomElement(using: &generator) ?? "", "",
                ["", "2016-2016/03", "2018/02-2018/04/01", "2020/01/05-2020/01/20", "2015, 2021/07-", "2017/03"]
                    .randomElement(using: &generator) ?? "",
                ["", "0", "1", "2"].randomElement(using: &generator) ?? "", "", "", "", "", "", "", "",
                ["", "3.75", "4.5", "2"].randomElement(using: &generator) ?? "", "", "", "", "", "No",
            ])
            text += writer.text
        }
        return text
    }

    /// A date StoryGraph knows only to the year or month goes out as that (`2016/03`, `2014`),
    /// never with an invented day, and comes back in as that, into this library or another.
    @Test func datesKnownToTheYearOrMonthGoOutAndComeBackAsThey() throws {
        let test = try TestLibrary()
        let storyGraph = Self.storyGraphHeader + "Beloved,Toni Morrison,,,paperback,read,2014,,\"2015/06/02-2015/06/20, 2016-2016/03\",2,,,,,,,,4.5,,,,,No\n"
        _ = try test.shelf.importStoryGraph(Data(storyGraph.utf8), options: TestLibrary.importOptions())
        let export = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        let fields = try #require(try CSVReader.records(in: Data(export.utf8)).last?.fields)
        #expect(fields[14] == "2016/03", "Date Read")
        #expect(fields[15] == "2014", "Date Added")
        let books = try test.shelf.books()
        let again = try test.shelf.importGoodreads(Data(export.utf8), options: TestLibrary.importOptions())
        #expect(again.added == 0 && again.updated == 0)
        #expect(try test.shelf.books() == books)

        let other = try TestLibrary()
        let summary = try other.shelf.importGoodreads(Data(export.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 1 && summary.adjusted.isEmpty)
        let beloved = try other.shelf.details(id: try #require(try other.shelf.books().first).id)
        #expect(beloved.book.addedAt == TestLibrary.midnight("2014-01-01"))
        #expect(beloved.book.addedPrecision == .year)
        #expect(beloved.readThroughs.last?.finishedAt == TestLibrary.midnight("2016-03-01"))
        #expect(beloved.readThroughs.last?.finishedPrecision == .month)
        #expect(try other.shelf.exportGoodreads(timeZone: TestLibrary.newYork) == export, "and out again the same")
    }

    @Test(arguments: 1...60)
    func shelfsOwnExportImportedIntoTheSameLibraryChangesNothing(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let test = try TestLibrary()
        let older = seed.isMultiple(of: 3)
        let export = Self.randomExport(&generator, count: Int.random(in: 0...8, using: &generator), older: older)
        _ = try test.shelf.importGoodreads(Data(export.utf8), options: TestLibrary.importOptions())
        // Books from StoryGraph, whose reads may be known only to the year or month.
        let storyGraph = Self.randomStoryGraphExport(&generator, count: Int.random(in: 0...6, using: &generator))
        _ = try test.shelf.importStoryGraph(Data(storyGraph.utf8), options: TestLibrary.importOptions())
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let status = [BookStatus.toRead, .reading, .read, .dnf].randomElement(using: &generator) ?? .toRead
            var book = NewBook(
                title: Self.titles.randomElement(using: &generator) ?? "Poems",
                authors: [Self.authors.randomElement(using: &generator) ?? ""].filter { !$0.isEmpty }, status: status)
            // Equal titles by one author are what matching must keep apart (`add --duplicate`).
            book.allowsSameTitleAndAuthor = true
            // `add` refuses a second book with an ISBN the library has; an import may have one.
            if Bool.random(using: &generator), try test.shelf.books().allSatisfy({ $0.isbn13 != "9780441013593" }) {
                book.isbn = ISBN("9780441013593")
            }
            _ = try test.shelf.add(book)
        }
        // Books being read again, whatever brought them: their last finish is still their Date Read.
        for book in try test.shelf.books(status: .read) where Int.random(in: 0..<3, using: &generator) == 0 {
            _ = try test.shelf.move(id: book.id, to: .reading)
        }
        let first = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        let books = try test.shelf.books()
        // A book being read again goes out with the day its last dated read ended, in id order.
        for (book, record) in zip(books, try GoodreadsCSV.parse(Data(first.utf8))) where book.status == .reading {
            let finished = try test.shelf.details(id: book.id).readThroughs.last { $0.outcome == .read }
            #expect((record.dateRead != nil) == (finished?.finishedAt != nil), "seed \(seed): \(book.title)")
        }
        let summary = try test.shelf.importGoodreads(Data(first.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 0, "seed \(seed)")
        #expect(summary.updated == 0, "seed \(seed)\n\(first)")
        #expect(try test.shelf.books() == books, "seed \(seed)")
        #expect(try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork) == first, "seed \(seed)")

        // Into a library of its own, the export comes back out the same, and again changes nothing.
        let fresh = try TestLibrary()
        _ = try fresh.shelf.importGoodreads(Data(first.utf8), options: TestLibrary.importOptions())
        #expect(try fresh.shelf.exportGoodreads(timeZone: TestLibrary.newYork) == first, "seed \(seed)")
        let imported = try fresh.shelf.books()
        let again = try fresh.shelf.importGoodreads(Data(first.utf8), options: TestLibrary.importOptions())
        #expect(again.added == 0 && again.updated == 0, "seed \(seed)\n\(first)")
        #expect(try fresh.shelf.books() == imported, "seed \(seed)")
    }
}
