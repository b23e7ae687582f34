import Essentials
import Foundation

/// Reads the reader's answers one line at a time from stdin, terminal or script alike.
/// nil means the session should end: end of input (Ctrl-D) or `q`.
struct AnswerReader {
    let console: Console

    /// Prints `prompt` and returns the next line, or nil to quit.
    func answer(_ prompt: String) -> String? {
        console.prompt(prompt)
        let line = readLine(strippingNewline: true)
        // A terminal echoes the reader's Enter; a script's answers are not echoed, so end the line.
        if line == nil || !console.isInteractive { console.line() }
        guard let line else { return nil }
        let trimmed = Whitespace.trimmed(line, newlines: false)
        return ["q", "quit"].contains(trimmed.lowercased()) ? nil : trimmed
    }

    /// Asks until `parse` accepts the answer, explaining `expected` after a wrong one; nil to quit.
    func ask<T>(_ prompt: String, expected: String, parse: (String) -> T?) -> T? {
        while let text = answer(prompt) {
            if let value = parse(text) { return value }
            console.line("  \(expected) (q to stop)")
        }
        return nil
    }
}
