import Essentials
import Foundation

/// The terminal or pipe shelf writes to. It knows whether stdout is a terminal, because colours,
/// bars and truncation to the window are for people only: piped output stays plain and whole.
final class Console {
    /// True when stdout is a terminal.
    let isTerminal: Bool
    /// True when stdin is a terminal (for questions like "remove? [y/N]").
    let isInteractive: Bool
    /// Colour is on for a terminal unless `NO_COLOR` is set or `TERM=dumb`.
    let usesColor: Bool
    /// The width to fit tables to on a terminal.
    let width: Int
    /// UTF-8 waiting to be written; bytes, so a long list is appended without re-validating text.
    private var output: [UInt8] = []

    init(environment: [String: String]) {
        isTerminal = isatty(STDOUT_FILENO) == 1
        isInteractive = isatty(STDIN_FILENO) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        usesColor = isTerminal && !noColor && environment["TERM"] != "dumb"
        width = Console.terminalWidth(environment: environment)
    }

    private static func terminalWidth(environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }

    /// Appends a line to stdout (written in one go by `flush`, which keeps large lists fast).
    func line(_ text: String = "") {
        line(utf8: text.utf8)
    }

    /// Appends a line given as UTF-8 bytes, as tables build them.
    func line(utf8 bytes: some Collection<UInt8>) {
        output.append(contentsOf: bytes)
        output.append(UInt8(ascii: "\n"))
        if output.count > 1 << 16 { flush() }
    }

    /// Appends bytes as they are, without a line break; large pieces go straight to stdout.
    func write(utf8 bytes: [UInt8]) {
        guard bytes.count < 1 << 16 else {
            flush()
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        output.append(contentsOf: bytes)
        if output.count > 1 << 16 { flush() }
    }

    /// Writes what is buffered to stdout.
    func flush() {
        guard !output.isEmpty else { return }
        FileHandle.standardOutput.write(Data(output))
        output.removeAll(keepingCapacity: true)
    }

    /// Writes a prompt without a line break and flushes, so it shows before the answer is read.
    func prompt(_ text: String) {
        output.append(contentsOf: text.utf8)
        flush()
    }

    /// Asks a yes/no question on the terminal; anything but y/yes is no.
    func confirm(_ question: String) -> Bool {
        flush()
        FileHandle.standardError.write(Data("\(question) [y/N] ".utf8))
        guard let answer = readLine() else { return false }
        return ["y", "yes"].contains(Whitespace.trimmed(answer, newlines: false).lowercased())
    }

    /// Text in a style when colour is on; unchanged otherwise.
    func styled(_ text: String, _ style: TextStyle) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
