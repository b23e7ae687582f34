import Essentials
import Foundation

/// Reads the reader's answers one line at a time from stdin, terminal or script alike, and says
/// the questions around them. nil means the session should end: end of input (Ctrl-D) or `q`.
struct AnswerReader {
    let console: Console
    /// True when stdout carries a result of its own (`study --json`): the questions, prompts and
    /// feedback then go to stderr, so the result stays one clean document.
    var talksOnErrors = false

    /// One line of the conversation.
    func say(_ text: String = "") {
        if talksOnErrors {
            console.error(text)
        } else {
            console.line(text)
        }
    }

    /// Prints `prompt` and returns the next line, or nil to quit.
    func answer(_ prompt: String) -> String? {
        if talksOnErrors {
            console.errorText(prompt.terminalOutput)
        } else {
            console.prompt(prompt)
        }
        let line = readLine(strippingNewline: true)
        // A terminal echoes the reader's Enter; a script's answers are not echoed, so end the line.
        if line == nil || !console.isInteractive { say() }
        guard let line else { return nil }
        let trimmed = Whitespace.trimmed(line, newlines: false)
        return ["q", "quit"].contains(trimmed.lowercased()) ? nil : trimmed
    }

    /// Asks until `parse` accepts the answer, explaining `expected` after a wrong one; nil to quit.
    func ask<T>(_ prompt: String, expected: String, parse: (String) -> T?) -> T? {
        while let text = answer(prompt) {
            if let value = parse(text) { return value }
            say("  \(expected) (q to stop)")
        }
        return nil
    }
}
