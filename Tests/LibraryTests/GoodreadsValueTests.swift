import Essentials
import Foundation
import Testing
@testable import Library

@Suite("Goodreads values: dates, shelves, entities")
struct GoodreadsValueTests {
    @Test func parsesGoodreadsAndISODates() {
        #expect(CalendarDate(parsing: "2024/03/15") == CalendarDate(year: 2024, month: 3, day: 15))
        #expect(CalendarDate(parsing: "2024-03-15") == CalendarDate(year: 2024, month: 3, day: 15))
        #expect(CalendarDate(parsing: "2024/3/5") == CalendarDate(year: 2024, month: 3, day: 5))
        #expect(CalendarDate(parsing: "2024/02/29") != nil)
    }

    @Test(arguments: ["2023/02/29", "1900/02/29", "2024/13/01", "2024/00/10", "2024/04/31", "24/03/15", "2024/03", "2024-03/15", "2024/03/15 10:00", "", "0000/01/01", "2024/+3/15"])
    func refusesDaysThatDoNotExist(text: String) {
        #expect(CalendarDate(parsing: text) == nil)
    }

    @Test func formatsAndOrdersDates() throws {
        let date = try #require(CalendarDate(year: 987, month: 1, day: 9))
        #expect(date.description == "0987-01-09")
        #expect(date.formatted(separator: "/") == "0987/01/09")
        #expect(try #require(CalendarDate(year: 2024, month: 3, day: 15)) < (try #require(CalendarDate(year: 2024, month: 4, day: 1))))
    }

    @Test func convertsToAndFromInstantsInATimeZone() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let day = try #require(CalendarDate(year: 2024, month: 3, day: 15))
        #expect(day.start(in: utc) == Date(timeIntervalSince1970: 1_710_460_800))
        #expect(day.start(in: newYork) == Date(timeIntervalSince1970: 1_710_460_800 + 4 * 3600))
        // 02:00 UTC on the 15th is still the evening of the 14th in New York.
        let instant = Date(timeIntervalSince1970: 1_710_460_800 + 2 * 3600)
        #expect(CalendarDate(instant, in: utc) == day)
        #expect(CalendarDate(instant, in: newYork) == CalendarDate(year: 2024, month: 3, day: 14))
        #expect(CalendarDate(Date(timeIntervalSince1970: -86_400), in: utc) == CalendarDate(year: 1969, month: 12, day: 31))
        #expect(CalendarDate(Date(timeIntervalSince1970: 951_782_400), in: utc) == CalendarDate(year: 2000, month: 2, day: 29))
        // Instants outside four-digit years clamp instead of trapping.
        #expect(CalendarDate(Date(timeIntervalSince1970: .infinity), in: utc) == CalendarDate(year: 9999, month: 12, day: 31))
        #expect(CalendarDate(Date(timeIntervalSince1970: -.infinity), in: utc) == CalendarDate(year: 1, month: 1, day: 1))
    }

    @Test func roundTripsEveryDayThroughInstants() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        var day = try #require(CalendarDate(year: 1999, month: 12, day: 25))
        for _ in 0..<800 {
            let start = day.start(in: utc)
            #expect(CalendarDate(start, in: utc) == day)
            let next = CalendarDate(start.addingTimeInterval(86_400), in: utc)
            #expect(next > day)
            day = next
        }
        #expect(day == CalendarDate(year: 2002, month: 3, day: 4))
    }

    @Test(arguments: [
        ("to-read", BookStatus.toRead), ("currently-reading", .reading), ("read", .read),
        ("did-not-finish", .dnf), ("dnf", .dnf), ("DNF", .dnf), ("abandoned", .dnf), ("abandoned-books", .dnf),
        ("dnf-2023", .dnf), ("didn't finish", .dnf), ("gave-up", .dnf), ("not-finished", .dnf), ("unfinished", .dnf),
        ("stopped_reading", .dnf), ("owned-unread", .toRead), ("on-hold", .toRead), ("read-next", .toRead),
        ("finished-series", .toRead), ("dnfamily", .toRead),
    ])
    func mapsExclusiveShelves(shelf: String, status: BookStatus) {
        #expect(GoodreadsRecord(title: "T", exclusiveShelf: shelf).status == status)
    }

    @Test func choosesTheShelfToExportForAStatus() {
        #expect(GoodreadsRecord.exclusiveShelf(for: .reading) == "currently-reading")
        #expect(GoodreadsRecord.exclusiveShelf(for: .dnf) == "did-not-finish")
        #expect(GoodreadsRecord.exclusiveShelf(for: .dnf, customShelf: "abandoned") == "abandoned")
        #expect(GoodreadsRecord.exclusiveShelf(for: .toRead, customShelf: "owned-unread") == "owned-unread")
        // A custom shelf that would import back as another status is not used.
        #expect(GoodreadsRecord.exclusiveShelf(for: .read, customShelf: "abandoned") == "read")
        #expect(GoodreadsRecord.exclusiveShelf(for: .toRead, customShelf: "") == "to-read")
    }

    @Test func decodesHTMLEntities() {
        #expect(HTMLEntities.decode("Tom &amp; Jerry") == "Tom & Jerry")
        #expect(HTMLEntities.decode("&quot;It&quot; &lt;3 &gt; &#39;s &#x27;s &#233;t&#xE9;") == "\"It\" <3 > 's 's été")
        #expect(HTMLEntities.decode("Robert & James, AT&T; &unknown; &#0; &#xD800; &amp") == "Robert & James, AT&T; &unknown; &#0; &#xD800; &amp")
        #expect(HTMLEntities.decode("&amp;amp;") == "&amp;")
    }

    @Test(arguments: ["Tom & Jerry", "Writing &amp; in HTML", "&&amp;;", "&#39;", "AT&T;", "&", "no ampersand"])
    func protectIsUndoneByDecode(text: String) {
        #expect(HTMLEntities.decode(HTMLEntities.protect(text)) == text)
    }
}
