import Foundation
@testable import ShelfCLI
import Testing

/// The progress bar an import draws on a terminal's stderr: redrawn in place, so a line that
/// wrapped would leave a copy behind at every redraw.
struct ProgressLineTests {
    /// The lines drawn for a job of `total` steps, `done` at a time, on a terminal `width` wide.
    private func drawn(width: Int, total: Int = 10_000) throws -> [String] {
        let errors = CapturedOutput()
        let traits = TerminalTraits(outputIsTerminal: true, inputIsTerminal: true, errorsIsTerminal: true, width: width)
        let console = Console(output: CapturedOutput(), errors: errors, traits: traits, environment: [:])
        let line = try #require(ProgressLine(label: "Importing", total: total, on: console))
        for done in stride(from: 0, through: total, by: 100) {
            line.update(done: done, total: total)
        }
        console.flush()
        return errors.text.split(separator: "\r").map { $0.replacingOccurrences(of: "\u{1B}[K", with: "") }
    }

    @Test(arguments: [20, 40, 60, 80, 200])
    func everyRedrawFitsTheWindow(width: Int) throws {
        let lines = try drawn(width: width)
        #expect(lines.count == 101)
        #expect(lines.allSatisfy { $0.count < width })
        #expect(lines.last?.hasSuffix("100%") == true || lines.last?.hasSuffix("100% (10000/10000)") == true)
    }

    @Test func aWideWindowShowsTheWholeBarAndTheSteps() throws {
        let last = try #require(try drawn(width: 200).last)
        #expect(last == "Importing " + String(repeating: "█", count: 30) + " 100% (10000/10000)")
    }
}
