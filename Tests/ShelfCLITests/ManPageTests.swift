import Foundation
@testable import ShelfCLI
import Testing
import TestSupport

/// `shelf man`: shelf(1) made from the declarations, checked by rendering it with groff and man.
final class ManPageTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    private static let groff = "/usr/bin/groff"
    private static let man = "/usr/bin/man"

    /// What the page reads as on an 80-column terminal, without the backspace overstrikes that
    /// make bold and underlined text.
    private func rendered(_ page: String) throws -> String {
        let result = try ChildProcess.run(
            URL(fileURLWithPath: Self.groff), ["-man", "-Tutf8", "-rLL=78n"],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"], input: page)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
    }

    @Test func everyCommandOptionVariableFileAndStatusIsOnThePage() throws {
        let page = try shelf.expectSuccess(["man"])
        #expect(page.hasPrefix(".TH SHELF 1 "))
        for section in ["NAME", "SYNOPSIS", "GLOBAL OPTIONS", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        let specs = CommandRegistry.all.flatMap { $0.subcommands.isEmpty ? [$0.spec] : $0.subcommands.map(\.spec) }
        #expect(specs.count > 30)
        for spec in specs {
            #expect(page.contains(".SS \"shelf \(ManPage.text(spec.invocation))\"\n"), "\(spec.invocation)")
            for option in spec.options {
                #expect(page.contains("\\fB\\-\\-\(ManPage.text(option.name))\\fR"), "\(spec.invocation) --\(option.name)")
            }
            for argument in spec.arguments {
                #expect(page.contains(".TP\n\\fI\(ManPage.text(argument.name))\\fR\n"), "\(spec.invocation) \(argument.name)")
            }
            #expect(page.contains(ManPage.text("shelf " + spec.example)), "\(spec.invocation) example")
        }
        #expect(page.contains("\\fB\\-\\-shelf\\-map\\fR \\fINAME=STATUS\\fR..."))
        for variable in ManualText.environment { #expect(page.contains(".B \(variable.name)\n"), "\(variable.name)") }
        for status in ["0", "1", "2", "141"] { #expect(page.contains(".TP\n.B \(status)\n"), "\(status)") }
        #expect(!page.contains("__complete"))
        // Only ASCII reaches roff, and no text line starts with a request's dot or quote.
        #expect(!page.unicodeScalars.contains { !$0.isASCII })
        let textLines = page.split(separator: "\n").filter { !$0.hasPrefix(".") }
        #expect(!textLines.contains { $0.hasPrefix("'") })
    }

    @Test func textIsEscapedForRoff() {
        #expect(ManPage.text(".hidden request") == "\\&.hidden request")
        #expect(ManPage.text("'quoted") == "\\&'quoted")
        #expect(ManPage.text("a\\b --c") == "a\\eb \\-\\-c")
        #expect(ManPage.text("done — 1…") == "done \\[u2014] 1\\[u2026]")
        #expect(ManPage.text("🙂") == "\\[u1F642]")
        #expect(ManPage.text("two\nlines") == "two lines")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: groff)))
    func groffRendersThePageWithoutAWarning() throws {
        let page = try shelf.expectSuccess(["man"])
        let checked = try ChildProcess.run(
            URL(fileURLWithPath: Self.groff), ["-man", "-Tutf8", "-ww", "-z"],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"], input: page)
        #expect(checked.status == 0)
        #expect(checked.stderr.isEmpty, "\(checked.stderr)")
        let text = try rendered(page)
        #expect(text.contains("SHELF(1)"))
        #expect(text.contains("shelf log BOOK PAGE|+PAGES|PERCENT%"), "\(text.prefix(3000))")
        #expect(text.contains("shelf rm BOOK"))
        #expect(text.contains("--shelf-map NAME=STATUS..."))
        // The em dash in the BOOK forms comes through as itself, not as a byte roff rejected.
        #expect(text.contains("— then name the book too"))
        #expect(text.contains("EXIT STATUS"))
        #expect(text.contains("SHELF_PAGER"))
        // In a 40-column window too, every line of running text breaks somewhere.
        let narrow = try ChildProcess.run(
            URL(fileURLWithPath: Self.groff), ["-man", "-Tutf8", "-ww", "-z", "-rLL=40n"],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"], input: page)
        #expect(narrow.stderr.isEmpty, "\(narrow.stderr)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: man)))
    func manReadsThePageFromStdinAsTheReadmeSays() throws {
        let page = try shelf.expectSuccess(["man"])
        let result = try ChildProcess.run(
            URL(fileURLWithPath: Self.man), ["-l", "-"],
            environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "MANPAGER": "cat", "LC_ALL": "C.UTF-8"],
            input: page)
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout.replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
        #expect(text.contains("shelf vocab master"))
        #expect(text.contains("ENVIRONMENT"))
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
    }
}
