import Foundation
import Testing
@testable import Library

@Suite("Goodreads round trip and writing")
struct GoodreadsRoundTripTests {
    @Test(arguments: ["goodreads-current.csv", "goodreads-old.csv"])
    func parseWriteParseGivesEqualRecords(fixture: String) throws {
        let records = try GoodreadsCSV.parse(TestFixtures.data(fixture))
        let written = GoodreadsCSV.write(records)
        #expect(try GoodreadsCSV.parse(Data(written.utf8)) == records)
    }

    @Test(arguments: ["goodreads-current.csv", "goodreads-old.csv"])
    func writeParseWriteGivesIdenticalText(fixture: String) throws {
        let first = GoodreadsCSV.write(try GoodreadsCSV.parse(TestFixtures.data(fixture)))
        let second = GoodreadsCSV.write(try GoodreadsCSV.parse(Data(first.utf8)))
        #expect(first == second)
    }

    @Test func writesRowsTheWayGoodreadsDoes() throws {
        let records = try GoodreadsCSV.parse(TestFixtures.data("goodreads-current.csv"))
        let lines = GoodreadsCSV.write(records).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies")
        #expect(lines.last == "")  // ends with a newline
        // The same row as Goodreads wrote it, except Average Rating, which is Goodreads' own number.
        #expect(lines[1] == "2767052,\"The Hunger Games (The Hunger Games, #1)\",Suzanne Collins,\"Collins, Suzanne\",,\"=\"\"0439023483\"\"\",\"=\"\"9780439023481\"\"\",4,,Scholastic Press,Hardcover,374,2008,2008,2024/03/15,2023/11/02,\"dystopia, ya\",\"dystopia (#1), ya (#1)\",read,\"Gripping from the first page.<br/><br/>The second half drags a little, but the ending earns it.\",,,1,1")
        // Unrated, empty ISBN-10, 0 pages written as unknown, a custom exclusive shelf listed among the shelves.
        #expect(lines[8] == "52578297,The Midnight Library,Matt Haig,\"Haig, Matt\",,\"=\"\"\"\"\",\"=\"\"9780525559474\"\"\",0,,Viking,Hardcover,,2020,2020,,2024/02/01,owned-unread,owned-unread (#1),owned-unread,,,,0,1")
    }

    @Test func numbersShelfPositionsSoTheLastRecordIsFirst() throws {
        let records = [
            GoodreadsRecord(bookId: "3", title: "C", bookshelves: ["sf"], exclusiveShelf: "to-read"),
            GoodreadsRecord(bookId: "2", title: "B", bookshelves: ["sf"], exclusiveShelf: "read"),
            GoodreadsRecord(bookId: "1", title: "A", exclusiveShelf: "to-read"),
        ]
        let written = try CSVReader.records(in: Data(GoodreadsCSV.write(records).utf8))
        let positions = written.dropFirst().map { $0.fields[17] }
        #expect(positions == ["sf (#2), to-read (#2)", "sf (#1)", "to-read (#1)"])
    }

    @Test func listsTheExclusiveShelfOnceAmongTheShelves() throws {
        let record = GoodreadsRecord(bookId: "1", title: "Dune", bookshelves: ["to-read", "sf"], exclusiveShelf: "to-read")
        let fields = try #require(try CSVReader.records(in: Data(GoodreadsCSV.write([record]).utf8)).last?.fields)
        #expect(fields[16] == "sf, to-read")
        #expect(fields[17] == "sf (#1), to-read (#1)")
    }

    @Test func computesAuthorLastFirstLikeGoodreads() {
        #expect(GoodreadsCSV.lastFirst("Ursula K. Le Guin") == "Guin, Ursula K. Le")
        #expect(GoodreadsCSV.lastFirst("Ross Lockridge Jr.") == "Jr., Ross Lockridge")
        #expect(GoodreadsCSV.lastFirst("John D.  Burns") == "Burns, John D.")
        #expect(GoodreadsCSV.lastFirst("Homer") == "Homer, Homer")
        #expect(GoodreadsCSV.lastFirst("עמוס עוז") == "עוז, עמוס")
        #expect(GoodreadsCSV.lastFirst("") == "")
    }

    @Test func protectsTextThatLooksLikeAnEntity() throws {
        let record = GoodreadsRecord(
            bookId: "9", title: "Writing &amp; in HTML", author: "A & B", myRating: 4,
            publisher: "R&amp;D Press", exclusiveShelf: "read")
        let written = GoodreadsCSV.write([record])
        #expect(written.contains(",Writing &amp;amp; in HTML,A & B,"))
        #expect(written.contains(",4,"))
        #expect(try GoodreadsCSV.parse(Data(written.utf8)) == [record])
    }

    @Test func writesHandAddedBooksWithEmptyGoodreadsFields() throws {
        let record = GoodreadsRecord(title: "Notes from Underground", author: "Fyodor Dostoevsky", exclusiveShelf: "did-not-finish")
        let written = GoodreadsCSV.write([record])
        #expect(written.hasSuffix("\n,Notes from Underground,Fyodor Dostoevsky,\"Dostoevsky, Fyodor\",,\"=\"\"\"\"\",\"=\"\"\"\"\",0,,,,,,,,,did-not-finish,did-not-finish (#1),did-not-finish,,,,,\n"))
        #expect(try GoodreadsCSV.parse(Data(written.utf8)) == [record])
    }
}
