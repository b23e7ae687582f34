import Foundation
@testable import ShelfCLI
import TestSupport

/// Runs shelf commands inside the test process on a captured console, in a private SHELF_HOME with
/// a fixed clock: the fast way to test parsing and rendering. The end-to-end tests still run the
/// binary, as a user would.
struct InProcessShelf {
    private let place: ShelfHome
    var home: URL { place.url }

    /// Adds a book whose title and authors came from outside (`ShelfHome.addFromOutside`).
    @discardableResult
    func addFromOutside(title: String, authors: [String] = [], pages: Int? = nil) throws -> Int {
        try place.addFromOutside(title: title, authors: authors, pages: pages)
    }
    var environment: [String: String] { place.environment }

    init(now: String = "2026-11-20T18:00:00Z") throws {
        place = try ShelfHome(prefix: "shelf-unit", now: now)
    }

    /// Runs `shelf ARGUMENTS` on a console with `traits` (piped, 80 columns, unless given), whose
    /// stdout fails every write with `outputFailure` when one is given.
    @discardableResult
    func run(
        _ arguments: [String], traits: TerminalTraits = .piped, environment extra: [String: String] = [:],
        outputFailure: Int32? = nil
    ) -> ChildProcess.Result {
        let output = CapturedOutput(failingWith: outputFailure)
        let errors = CapturedOutput()
        let environment = environment.merging(extra) { $1 }
        let console = Console(output: output, errors: errors, traits: traits, environment: environment)
        let status = ShelfCommandLine.run(arguments: arguments, environment: environment, console: console)
        return ChildProcess.Result(status: status, stdout: output.text, stderr: errors.text)
    }

    func cleanUp() {
        place.remove()
    }
}

extension TerminalTraits {
    /// Every stream a pipe, as under a script.
    static let piped = TerminalTraits(outputIsTerminal: false, inputIsTerminal: false, errorsIsTerminal: false, width: 80)

    /// stdout a terminal `width` columns wide and `height` lines tall (by default of unknown
    /// height, where nothing pages).
    static func terminal(width: Int, height: Int? = nil) -> TerminalTraits {
        TerminalTraits(outputIsTerminal: true, inputIsTerminal: false, errorsIsTerminal: false, width: width, height: height)
    }
}
