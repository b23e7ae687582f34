@testable import ShelfCLI
import Testing

/// Every table fits the window from 40 to 250 columns: text columns are cut with `…`, numbers stay
/// whole, and piped output is never cut.
@Suite struct TableFitTests {
    static let widths = [40, 80, 200, 250]

    private let longTitle = "The Extraordinarily Long and Winding Chronicle of Everything " + String(repeating: "and more ", count: 12)
    private let wideTitle = String(repeating: "三体", count: 30)
    private let markedTitle = String(repeating: "Zoe\u{301} 👩‍👩‍👧 ", count: 20)

    /// A library with a book on every list, long titles in three scripts, words and a goal.
    private func library() throws -> InProcessShelf {
        let shelf = try InProcessShelf()
        let books: [(String, String)] = [
            (longTitle, "Ursula K. Le Guin, Frank Herbert, Octavia E. Butler and Many Other Authors"),
            (wideTitle, "刘慈欣"), (markedTitle, "Zoë Ünal"), ("Dune", "Frank Herbert"),
        ]
        for (title, author) in books {
            #expect(shelf.run(["add", "--title", title, "--author", author, "--pages", "12345"]).status == 0)
        }
        #expect(shelf.run(["start", "1", "--at", "2026-11-01"]).status == 0)
        #expect(shelf.run(["log", "1", "6789"]).status == 0)
        #expect(shelf.run(["finish", "2", "--at", "2026-11-10"]).status == 0)
        #expect(shelf.run(["move", "3", "dnf"]).status == 0)
        #expect(shelf.run(["vocab", "add", "1", "prescience", "--offline", "--definition", longTitle]).status == 0)
        #expect(shelf.run(["goal", "set", "40", "--pages", "12000"]).status == 0)
        return shelf
    }

    private static let commands: [[String]] = [
        ["list"], ["list", "reading"], ["list", "read"], ["list", "dnf"], ["list", "to-read"],
        ["show", "1"], ["show", "2"], ["stats"], ["stats", "--all"], ["vocab", "list"], ["today"],
    ]

    @Test(arguments: widths)
    func everyTableFitsTheWindow(width: Int) throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        for command in Self.commands {
            let result = shelf.run(command, traits: .terminal(width: width), environment: ["NO_COLOR": "1"])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            for line in result.stdout.split(separator: "\n") {
                #expect(String(line).displayWidth <= width, "\(command) at \(width): \(line)")
            }
        }
        // Numbers stay whole however narrow: the id and the page count of each list.
        let list = shelf.run(["list", "to-read"], traits: .terminal(width: width), environment: ["NO_COLOR": "1"]).stdout
        #expect(list.contains("12345"))
        let reading = shelf.run(["list", "reading"], traits: .terminal(width: width), environment: ["NO_COLOR": "1"]).stdout
        #expect(reading.contains("6789/12345"))
    }

    @Test func theWidestTextColumnIsCutFirst() {
        var table = Table(columns: [
            .init(header: "#", alignRight: true), .init(header: "Title", flexible: true),
            .init(header: "Authors", flexible: true), .init(header: "Pages", alignRight: true),
        ])
        table.rows = [["1", String(repeating: "t", count: 60), "Frank Herbert", "412"]]
        var lines: [String] = []
        table.render(maxWidth: 50) { lines.append(String(decoding: $0, as: UTF8.self)) }
        // 50 columns: "#", two gaps of 2 each side of three columns, "Pages": the title takes the cut.
        #expect(lines[1] == "1  " + String(repeating: "t", count: 24) + "…  Frank Herbert    412")
        #expect(lines.allSatisfy { $0.displayWidth <= 50 })
    }

    @Test func authorsGiveWayBeforeATitleIsCutPastReading() {
        var table = Table(columns: [
            .init(header: "#", alignRight: true), .init(header: "Title", flexible: true),
            .init(header: "Authors", flexible: true, secondary: true), .init(header: "Pages", alignRight: true),
        ])
        table.rows = [["3", "The Left Hand of Darkness", "Ursula K. Le Guin", "300"]]
        var lines: [String] = []
        // 38 columns (a 40-column window less the list's indent): the title keeps 18, the authors 8.
        table.render(maxWidth: 38) { lines.append(String(decoding: $0, as: UTF8.self)) }
        #expect(lines[1] == "3  The Left Hand of…   Ursula…     300")
        // Wide enough for the title at 20 and more: the authors stay whole, the title gives way.
        lines = []
        table.render(maxWidth: 50) { lines.append(String(decoding: $0, as: UTF8.self)) }
        #expect(lines[1] == "3  The Left Hand of Dar…  Ursula K. Le Guin    300")
        #expect(lines.allSatisfy { $0.displayWidth <= 50 })
    }

    @Test func aWindowTooNarrowForTheFlexibleColumnsCutsOtherTextToo() {
        var table = Table(columns: [
            .init(header: "", alignRight: true), .init(header: "Title", flexible: true),
            .init(header: "Volume id"), .init(header: "In library"), .init(header: "Pages", alignRight: true),
        ])
        table.rows = [["10", "Dune Messiah and the Children", "GvHhDwAAQBAJ", "#12 to-read", "123456"]]
        var lines: [String] = []
        table.render(maxWidth: 40) { lines.append(String(decoding: $0, as: UTF8.self)) }
        #expect(lines.allSatisfy { $0.displayWidth <= 40 }, "\(lines)")
        #expect(lines[1].hasPrefix("10  "))
        #expect(lines[1].hasSuffix("123456"))
    }

    @Test func detailsAreLeftOutBeforeTitlesAreCutPastReading() {
        var table = Table(columns: [
            .init(header: "", alignRight: true), .init(header: "Title", flexible: true),
            .init(header: "Authors", flexible: true), .init(header: "Year", alignRight: true, droppable: true),
            .init(header: "Pages", alignRight: true, droppable: true), .init(header: "Volume id", keepWhole: true),
        ])
        table.rows = [["1", "Dune Messiah", "Frank Herbert", "2019", "352", "GvHhDwAAQBAJ"]]
        // Wide enough for every column: nothing is left out.
        #expect(table.leavingOutDetails(toFit: 80).columns.count == 6)
        #expect(table.leavingOutDetails(toFit: 48).columns.count == 6, "48 holds every column with the text at 8")
        // At 40 columns the titles would fall below 8: the page count goes, then the year.
        let narrow = table.leavingOutDetails(toFit: 40)
        #expect(narrow.columns.map(\.header) == ["", "Title", "Authors", "Volume id"])
        #expect(narrow.rows == [["1", "Dune Messiah", "Frank Herbert", "GvHhDwAAQBAJ"]])
        #expect(table.leavingOutDetails(toFit: 47).columns.map(\.header) == ["", "Title", "Authors", "Year", "Volume id"])
    }

    @Test func pipedOutputIsNeverCut() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let list = shelf.run(["list"]).stdout
        #expect(list.contains(longTitle.trimmingCharacters(in: .whitespaces)))
        #expect(list.contains(wideTitle))
        let show = shelf.run(["show", "1"]).stdout
        #expect(show.contains(longTitle.trimmingCharacters(in: .whitespaces)))
        #expect(!list.contains("…") && !show.contains("…"))
    }

    @Test func wrappingBreaksAtSpacesAndWordsWiderThanTheLineBetweenCharacters() {
        #expect("one two three four".wrapped(to: 9) == ["one two", "three", "four"])
        #expect("abcdefghijkl x".wrapped(to: 5) == ["abcde", "fghij", "kl x"])
        // A wide character is never split: a line holds what fits whole.
        #expect("三体三体三 x".wrapped(to: 5) == ["三体", "三体", "三 x"])
        #expect("三体 三体 三体".wrapped(to: 9) == ["三体 三体", "三体"])
    }
}
