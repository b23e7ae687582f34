import Foundation
import Testing
@testable import ShelfCLI

/// An export shown on a terminal is cleaned like every other output; piped, it keeps its bytes.
@Suite struct ExportOnTerminalTests {
    let shelf: InProcessShelf
    let title = "Evil" + OutsideTextInjectionTests.payload + "Title"

    init() throws {
        shelf = try InProcessShelf()
        try shelf.addFromOutside(title: title, authors: ["Ann\u{1B}[31mRed"], pages: 300)
    }

    @Test(arguments: [["export", "--format", "goodreads"], ["export"]])
    func onATerminalNoControlReachesTheScreen(arguments: [String]) {
        defer { shelf.cleanUp() }
        let shown = shelf.run(arguments, traits: .terminal(width: 80))
        #expect(shown.status == 0, "\(shown.stderr)")
        let raw = shown.stdout.unicodeScalars.filter(OutsideTextInjectionTests.isForbiddenInText)
        #expect(raw.isEmpty, "\(arguments) showed \(raw.map { String($0.value, radix: 16) })")
        #expect(shown.stdout.contains("Evil"))
    }

    @Test func pipedTheGoodreadsCSVKeepsTheTitleAsItIs() {
        defer { shelf.cleanUp() }
        let piped = shelf.run(["export", "--format", "goodreads"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains(title))
    }

    @Test func aCharacterSplitBetweenChunksArrivesWhole() {
        defer { shelf.cleanUp() }
        var cleaner = TerminalStreamCleaner()
        let bytes = Array("é\u{1B}[2J🙂x".utf8)
        var shown: [UInt8] = []
        for byte in bytes { shown += cleaner.clean([byte]) }
        shown += cleaner.finish()
        #expect(String(decoding: shown, as: UTF8.self) == "é[2J🙂x")
    }
}
