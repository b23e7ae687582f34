import Essentials
import Foundation

/// Reads the reader's answers one line at a time from stdin, terminal or script alike, and says
/// the questions around them. nil means the session should end: end of input (Ctrl-D) or `q`.
struct AnswerReader {
    let console: Console
    /// True when stdout carries a result of its own (`study --json`): the questions, prompts and
    /// feedback then go to stderr, so the result stays one clean document.
    var talksOnErrors = false
    /// The terminal in single-key mode, when a study session put it there; nil reads lines.
    var keys: SingleKeyInput?

    /// One line of the conversation. On a terminal a line wider than the window goes on under its
    /// own leading spaces and `hanging`: a choice's text under its text, not under its number.
    func say(_ text: String = "", hanging: String = "") {
        if talksOnErrors {
            console.error(text)
        } else {
            console.prose(text, hanging: hanging)
        }
    }

    private func show(_ prompt: String) {
        if talksOnErrors {
            console.errorText(prompt.terminalOutput)
        } else {
            console.prompt(prompt)
        }
    }

    /// Prints `prompt` and returns the next line, or nil to quit.
    func answer(_ prompt: String) -> String? {
        let line: String?
        if let keys {
            line = keys.readLine { typedAhead in show(prompt + typedAhead) }
        } else {
            show(prompt)
            line = readLine(strippingNewline: true)
        }
        // A terminal echoes the reader's Enter; a script's answers are not echoed, so end the line.
        if line == nil || !console.isInteractive { say() }
        guard let line else { return nil }
        let trimmed = Whitespace.trimmed(line, newlines: false)
        return ["q", "quit"].contains(trimmed.lowercased()) ? nil : trimmed
    }

    /// Asks for one key in single-key mode: the first key `parse` accepts is the answer (shown after
    /// the prompt), others are ignored, and q, Ctrl-C or Ctrl-D stop (nil). Without single keys it
    /// asks for a line, as `ask` does.
    func key<T>(_ prompt: String, expected: String, parse: (String) -> T?) -> T? {
        guard let keys else { return ask(prompt, expected: expected, parse: parse) }
        show(prompt)
        while let byte = keys.readKey() {
            if [UInt8(ascii: "q"), UInt8(ascii: "Q"), SingleKeyInput.interruptKey, SingleKeyInput.endKey].contains(byte) { break }
            let text = String(decoding: [byte], as: UTF8.self)
            if let value = parse(text) {
                say(byte > 0x20 && byte < 0x7F ? text : "")
                return value
            }
        }
        say()
        return nil
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
