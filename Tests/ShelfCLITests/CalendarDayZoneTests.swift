import Foundation
import Testing

/// Dates imported as calendar days (Goodreads' `2022/01/01`, StoryGraph's `2022/03` and `2022`)
/// stay those calendar days in every time zone: imported in one zone and read in another, `list`,
/// `show`, `history`, `stats` and the Goodreads export all name the same days.
@Suite struct CalendarDayZoneTests {
    private static let storyGraph = """
        Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?
        Beloved,Toni Morrison,,,paperback,read,2021,,2022/03-2022/03,1,,,,,,,,,,,,,No
        Emma,Jane Austen,,,paperback,read,2021/05,,2022-2022,1,,,,,,,,,,,,,No
        Piranesi,Susanna Clarke,,,paperback,read,2021/05/04,,2022/01/01-2022/01/01,1,,,,,,,,,,,,,No

        """
    private static let goodreads = """
        Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies
        7,Dune,Frank Herbert,"Herbert, Frank",,,,0,,,,400,,,2022/01/01,2021/06/01,,,read,,,,1,0

        """

    /// The value of each labelled line of `show`'s text (`Added       2021` → `2021`), in order.
    private static func values(_ labels: [String], in text: String) -> [String] {
        labels.map { label in
            let line = text.split(separator: "\n").first { $0.hasPrefix(label + " ") } ?? ""
            return line.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
        }
    }

    static let zones = ["America/New_York", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago"]

    @Test(arguments: [("America/New_York", zones), ("Pacific/Kiritimati", zones), ("Pacific/Pago_Pago", zones)])
    func importedDaysStayTheirDaysInEveryZone(importZone: String, readZones: [String]) throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let storyGraph = shelf.home.appendingPathComponent("storygraph.csv")
        try Data(Self.storyGraph.utf8).write(to: storyGraph)
        let goodreads = shelf.home.appendingPathComponent("goodreads.csv")
        try Data(Self.goodreads.utf8).write(to: goodreads)
        for file in [storyGraph, goodreads] {
            let result = try shelf.run(["import", file.path], environment: ["TZ": importZone])
            #expect(result.status == 0, "\(result.stderr)")
        }
        for zone in readZones {
            let run = { (arguments: [String]) throws -> String in
                let result = try shelf.run(arguments, environment: ["TZ": zone])
                #expect(result.status == 0, "\(arguments) in \(zone): \(result.stderr)")
                return result.stdout
            }
            let list = try run(["list", "read"])
            for line in ["Beloved   Toni Morrison   2022-03\n", "Emma      Jane Austen     2022\n", "Piranesi  Susanna Clarke  2022-01-01\n", "Dune      Frank Herbert   2022-01-01\n"] {
                #expect(list.contains(line), "\(importZone) → \(zone): \(list)")
            }
            let beloved = try run(["show", "beloved"])
            #expect(Self.values(["Added", "Started", "Finished"], in: beloved) == ["2021", "2022-03", "2022-03"], "\(importZone) → \(zone)")
            let dune = try run(["show", "dune"])
            #expect(Self.values(["Added", "Finished"], in: dune) == ["2021-06-01", "2022-01-01"], "\(importZone) → \(zone)")
            let emma = try run(["history", "emma"])
            for line in ["2021-05  added to read", "2022     began a read", "2022     finished a read"] {
                #expect(emma.contains(line), "\(importZone) → \(zone): \(emma)")
            }
            let duneHistory = try run(["history", "dune"])
            for line in ["2021-06-01  added to read", "2022-01-01  finished a read"] {
                #expect(duneHistory.contains(line), "\(importZone) → \(zone): \(duneHistory)")
            }
            let stats = try JSONOutput.object(run(["stats", "--year", "2022", "--json"]))
            let months = (stats["byMonth"] as? [[String: Any]] ?? []).filter { ($0["books"] as? Int ?? 0) > 0 }
            #expect(months.map { $0["month"] as? String } == ["2022-01", "2022-03"], "\(importZone) → \(zone)")
            #expect(stats["booksFinished"] as? Int == 4)
            let export = try run(["export", "--format", "goodreads"])
            for row in [",2022/03,2021,", ",2022,2021/05,", ",2022/01/01,2021/05/04,", ",2022/01/01,2021/06/01,"] {
                #expect(export.contains(row), "\(importZone) → \(zone): \(export)")
            }
            // The same files imported again, here, find every read they brought.
            for file in [storyGraph, goodreads] {
                #expect(try run(["import", file.path]).contains("0 added, 0 updated"), "\(importZone) → \(zone)")
            }
        }
    }
}
