import Essentials
import Foundation
import Testing
@testable import Library

@Suite("Goodreads export parsing")
struct GoodreadsParseTests {
    private func current() throws -> [GoodreadsRecord] {
        try GoodreadsCSV.parse(TestFixtures.data("goodreads-current.csv"))
    }

    private func book(_ id: String, in records: [GoodreadsRecord]) throws -> GoodreadsRecord {
        try #require(records.first { $0.bookId == id })
    }

    @Test func readsEveryRowOfTheCurrentExport() throws {
        let records = try current()
        #expect(records.map(\.bookId) == [
            "2767052", "7235533", "60531406", "29396", "1842", "1381", "52578297", "54493401", "40961427",
            "4400001", "38447", "4400002",
        ])
    }

    @Test func readsAFullyFilledReadBook() throws {
        let expected = GoodreadsRecord(
            bookId: "2767052", title: "The Hunger Games (The Hunger Games, #1)", author: "Suzanne Collins",
            isbn10: "0439023483", isbn13: "9780439023481", myRating: 4, publisher: "Scholastic Press",
            binding: "Hardcover", pageCount: 374, yearPublished: 2008, originalPublicationYear: 2008,
            dateRead: CalendarDate(year: 2024, month: 3, day: 15).map(PartialDate.init), dateAdded: CalendarDate(year: 2023, month: 11, day: 2).map(PartialDate.init),
            bookshelves: ["dystopia", "ya"], exclusiveShelf: "read",
            myReview: "Gripping from the first page.<br/><br/>The second half drags a little, but the ending earns it.",
            readCount: 1, ownedCopies: 1)
        #expect(try book("2767052", in: current()) == expected)
    }

    @Test func unquotesFormulaISBNsIncludingXAndEmptyOnes() throws {
        let records = try current()
        let furies = try book("29396", in: records)
        #expect(furies.isbn10 == "044101268X")
        #expect(furies.isbn13 == "9780441012688")
        let hardcover = try book("52578297", in: records)
        #expect(hardcover.isbn10 == nil)
        #expect(hardcover.isbn13 == "9780525559474")
        let kindle = try book("40961427", in: records)
        #expect(kindle.isbn10 == nil && kindle.isbn13 == nil)
    }

    @Test func mapsExclusiveShelvesToStatuses() throws {
        let records = try current()
        let statuses = Dictionary(uniqueKeysWithValues: records.map { ($0.bookId, $0.status) })
        #expect(statuses["7235533"] == .reading)
        #expect(statuses["2767052"] == .read)
        #expect(statuses["1842"] == .dnf)
        #expect(statuses["38447"] == .dnf)
        #expect(statuses["52578297"] == .toRead)
        #expect(statuses["54493401"] == .toRead)
        let custom = Dictionary(uniqueKeysWithValues: records.map { ($0.bookId, $0.customExclusiveShelf) })
        #expect(custom["1842"] == "did-not-finish")
        #expect(custom["38447"] == "abandoned")
        #expect(custom["52578297"] == "owned-unread")
        #expect(custom["7235533"] == .some(nil))
        #expect(custom["54493401"] == .some(nil))
    }

    @Test func keepsOnlyNonExclusiveShelvesAsTags() throws {
        let records = try current()
        #expect(try book("7235533", in: records).bookshelves == ["fantasy"])
        #expect(try book("1842", in: records).bookshelves == ["history"])
        #expect(try book("54493401", in: records).bookshelves.isEmpty)
        #expect(try book("4400002", in: records).bookshelves == ["مكتبتي"])
    }

    @Test func treatsZeroAndEmptyAsUnknownWhereTheyMeanUnknown() throws {
        let records = try current()
        let unrated = try book("7235533", in: records)
        #expect(unrated.myRating == nil)
        #expect(try book("1842", in: records).pageCount == nil)  // empty
        let zeroPages = try book("52578297", in: records)
        #expect(zeroPages.pageCount == nil)  // 0
        #expect(zeroPages.readCount == 0)  // a read count of 0 is a fact, not a blank
        #expect(try book("29396", in: records).readCount == nil)  // empty
        #expect(try book("60531406", in: records).readCount == 2)
    }

    @Test func keepsDatesAsTheyAreEvenWhenOddlyOrderedOrMissing() throws {
        let records = try current()
        let pelzer = try book("60531406", in: records)
        #expect(pelzer.dateRead == CalendarDate(year: 2019, month: 6, day: 1).map(PartialDate.init))
        #expect(pelzer.dateAdded == CalendarDate(year: 2019, month: 8, day: 12).map(PartialDate.init))
        let furies = try book("29396", in: records)
        #expect(furies.status == .read)
        #expect(furies.dateRead == nil)
        #expect(furies.dateAdded == CalendarDate(year: 2016, month: 10, day: 4).map(PartialDate.init))
    }

    @Test func readsQuotedTextAndDecodesEntitiesOnlyInBibliographicFields() throws {
        let records = try current()
        let pelzer = try book("60531406", in: records)
        #expect(pelzer.title == "A Child Called \"It\": One Child's Courage to Survive")
        #expect(pelzer.publisher == "Health Communications, Inc.")
        #expect(pelzer.spoiler)
        let diamond = try book("1842", in: records)
        #expect(diamond.title == "Guns, Germs, and Steel: The Fates of Human Societies")
        #expect(diamond.publisher == "W. W. Norton & Company")
        #expect(diamond.privateNotes == "Stopped at chapter 4.\nMight return to it, \"someday\".")
        #expect(!diamond.spoiler)
        let atwood = try book("38447", in: records)
        #expect(atwood.title == "The Handmaid's Tale")
        #expect(atwood.publisher == "Anchor Books & Co")
        // Reviews stay exactly as exported, <br/> and all.
        let weir = try book("40961427", in: records)
        #expect(weir.myReview == "Rocky! 🪨🎵<br/><br/>Best book I read all year.\n\nA second paragraph, typed with a real blank line.")
        #expect(weir.title == "Project Hail Mary 🚀")
    }

    @Test func readsAuthorsYearsAndRightToLeftText() throws {
        let records = try current()
        let odyssey = try book("1381", in: records)
        #expect(odyssey.author == "Homer")
        #expect(odyssey.additionalAuthors == ["Robert Fagles", "Bernard Knox"])
        #expect(odyssey.originalPublicationYear == -700)
        #expect(odyssey.yearPublished == 1996)
        let oz = try book("4400001", in: records)
        #expect(oz.title == "סיפור על אהבה וחושך")
        #expect(oz.author == "עמוס עוז")
        #expect(oz.publisher == "כתר")
        let nights = try book("4400002", in: records)
        #expect(nights.title == "ألف ليلة وليلة")
        #expect(nights.originalPublicationYear == -800)
    }

    @Test func keepsTwoEditionsOfOneWorkAsTwoBooks() throws {
        let editions = try current().filter { $0.title == "The Midnight Library" }
        #expect(editions.map(\.bookId) == ["52578297", "54493401"])
        #expect(editions.map(\.binding) == ["Hardcover", "Paperback"])
    }

    @Test func readsTheOlder31ColumnExportTheSameWay() throws {
        let old = try GoodreadsCSV.parse(TestFixtures.data("goodreads-old.csv"))
        #expect(old == (try current()))
        // Owned Copies sits elsewhere in the old layout; it must still be found by name.
        #expect(try book("2767052", in: old).ownedCopies == 1)
    }

    @Test func findsColumnsByNameInAnyOrderAndIgnoresUnknownOnes() throws {
        let csv = """
            Exclusive Shelf,Shelf Colour,Title,My Rating,Book Id,Date Added,Number of Pages
            currently-reading,blue,Dune,5,234225,2024-03-15,412

            """
        let records = try GoodreadsCSV.parse(Data(csv.utf8))
        #expect(records == [
            GoodreadsRecord(
                bookId: "234225", title: "Dune", myRating: 5, pageCount: 412,
                dateAdded: CalendarDate(year: 2024, month: 3, day: 15).map(PartialDate.init), exclusiveShelf: "currently-reading"),
        ])
    }

    @Test func trimsCatalogueTextButNotTheUsersOwnText() throws {
        // Real exports have unquoted trailing spaces (`Vintage Books ,`) and entity-encoded spaces.
        let csv = "Book Id,Title,Publisher,My Review\n6334,Never Let Me Go&nbsp;,Vintage Books ,\"  indented review \"\n"
        let record = try #require(try GoodreadsCSV.parse(Data(csv.utf8)).first)
        #expect(record.title == "Never Let Me Go")
        #expect(record.publisher == "Vintage Books")
        #expect(record.myReview == "  indented review ")
    }

    @Test func skipsRowsWithNothingInThem() throws {
        let csv = "Book Id,Title,Author\n1,Dune,Frank Herbert\n,,\n , ,\n2,Emma,Jane Austen\n,,\n"
        #expect(try GoodreadsCSV.parse(Data(csv.utf8)).map(\.title) == ["Dune", "Emma"])
        #expect(try GoodreadsCSV.parse(Data("Book Id,Title\n".utf8)).isEmpty)
    }

    @Test func namesEveryMissingRequiredColumn() {
        #expect(throws: ExportFileError.missingColumns(["Book Id", "Title"])) {
            try GoodreadsCSV.parse(Data("Author,ISBN\nHomer,\n".utf8))
        }
        #expect(throws: ExportFileError.missingColumns(["Book Id"])) {
            try GoodreadsCSV.parse(Data("Title,Author\nDune,Frank Herbert\n".utf8))
        }
        #expect(throws: ExportFileError.emptyFile) { try GoodreadsCSV.parse(Data()) }
    }

    @Test func refusesARowWithoutATitle() {
        #expect(throws: ExportFileError.missingTitle(line: 3)) {
            try GoodreadsCSV.parse(Data("Book Id,Title\n1,Dune\n2,  \n".utf8))
        }
    }

    @Test func leavesRatingsOutsideZeroToFiveEmpty() throws {
        for value in ["6", "five", "nan"] {
            let records = try GoodreadsCSV.parse(Data("Book Id,Title,My Rating\n1,Dune,\(value)\n".utf8))
            #expect(records.first?.myRating == nil)
            #expect(records.first?.leftEmpty == [ValueLeftEmpty(column: "My Rating", value: value, line: 2)])
        }
    }

    @Test func leavesNegativeCountsEmptyButKeepsNegativeYears() throws {
        let counted = try GoodreadsCSV.parse(Data("Book Id,Title,Read Count\n1,Dune,-1\n".utf8))
        #expect(counted.first?.readCount == nil)
        #expect(counted.first?.leftEmpty == [ValueLeftEmpty(column: "Read Count", value: "-1", line: 2)])
        let records = try GoodreadsCSV.parse(Data("Book Id,Title,Year Published\n1,Gilgamesh,-1200\n".utf8))
        #expect(records.first?.yearPublished == -1200)
    }

    /// shelf's own export writes a read known only to the year or month as `2022` or `2022/03`.
    @Test func readsAYearOrMonthAloneAsADateKnownThatFar() throws {
        let rows = "Book Id,Title,Date Read,Date Added\n1,Dune,2022/03,2021\n2,Emma,2022/13,2021/02/30\n"
        let records = try GoodreadsCSV.parse(Data(rows.utf8))
        let month = try #require(CalendarDate(year: 2022, month: 3, day: 1))
        let year = try #require(CalendarDate(year: 2021, month: 1, day: 1))
        #expect(records.first?.dateRead == PartialDate(firstDay: month, precision: .month))
        #expect(records.first?.dateAdded == PartialDate(firstDay: year, precision: .year))
        #expect(records.last?.dateRead == nil && records.last?.dateAdded == nil)
        #expect(records.last?.leftEmpty.map(\.value) == ["2022/13", "2021/02/30"])
        #expect(GoodreadsCSV.write(records).contains(",2022/03,2021,"), "written back as they were read")
    }

    @Test func recognisesGoodreadsFilesByTheirHeader() throws {
        #expect(GoodreadsCSV.isGoodreadsCSV(try TestFixtures.data("goodreads-current.csv")))
        #expect(GoodreadsCSV.isGoodreadsCSV(try TestFixtures.data("goodreads-old.csv")))
        // A malformed body does not change what the file is.
        #expect(GoodreadsCSV.isGoodreadsCSV(try TestFixtures.data("malformed-field-count.csv")))
        #expect(GoodreadsCSV.isGoodreadsCSV(Data([0xEF, 0xBB, 0xBF] + Array("Book Id,Title\n".utf8))))
        #expect(!GoodreadsCSV.isGoodreadsCSV(Data("{\"format\": \"shelf-backup\", \"version\": 1}".utf8)))
        #expect(!GoodreadsCSV.isGoodreadsCSV(Data("Title,Author\nDune,Frank Herbert\n".utf8)))
        #expect(!GoodreadsCSV.isGoodreadsCSV(Data()))
    }
}
