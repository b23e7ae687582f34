import Essentials
import Foundation

/// The terminal or pipe shelf writes to. It knows whether stdout is a terminal, because colours,
/// bars and truncation to the window are for people only: piped output stays plain and whole.
///
/// Its streams and traits come from outside, so commands can be rendered into a buffer in tests.
/// A failed write to stdout is remembered, later output is dropped, and `finish()` reports it: a
/// full disk ends the command with one line instead of a trap.
final class Console {
    /// True when stdout is a terminal.
    let isTerminal: Bool
    /// True when stdin is a terminal (for questions like "remove? [y/N]").
    let isInteractive: Bool
    /// True when stderr is a terminal, where progress bars are drawn.
    let errorsIsTerminal: Bool
    /// Colour is on for a terminal unless `NO_COLOR` is set or `TERM=dumb`.
    let usesColor: Bool
    /// The width to fit tables to on a terminal.
    let width: Int
    private let output: OutputSink
    /// Where messages go (stderr); failures there are not reported, as they would go there too.
    let errors: OutputSink
    /// UTF-8 waiting to be written; bytes, so a long list is appended without re-validating text.
    private var pending: [UInt8] = []
    /// The first write to stdout that failed; nothing more is written after it.
    private(set) var failure: OutputError?

    init(output: OutputSink, errors: OutputSink, traits: TerminalTraits, environment: [String: String]) {
        self.output = output
        self.errors = errors
        isTerminal = traits.outputIsTerminal
        isInteractive = traits.inputIsTerminal
        errorsIsTerminal = traits.errorsIsTerminal
        width = traits.width
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        usesColor = isTerminal && !noColor && environment["TERM"] != "dumb"
    }

    /// The console of this process: its stdout and stderr, as they are.
    static func standard(environment: [String: String]) -> Console {
        Console(
            output: FileDescriptorSink(descriptor: STDOUT_FILENO), errors: FileDescriptorSink(descriptor: STDERR_FILENO),
            traits: .current(environment: environment), environment: environment)
    }

    /// Appends a line to stdout (written in one go by `flush`, which keeps large lists fast).
    func line(_ text: String = "") {
        line(utf8: text.utf8)
    }

    /// Appends a line given as UTF-8 bytes, as tables build them.
    func line(utf8 bytes: some Collection<UInt8>) {
        pending.append(contentsOf: bytes)
        pending.append(UInt8(ascii: "\n"))
        if pending.count > 1 << 16 { flush() }
    }

    /// Appends bytes as they are, without a line break; large pieces go straight to stdout.
    func write(utf8 bytes: [UInt8]) {
        try? stream(bytes)
    }

    /// Writes bytes as `write(utf8:)` does, and throws as soon as stdout has failed, so a producer
    /// of a long stream (an export) stops instead of encoding the rest for nothing.
    func stream(_ bytes: [UInt8]) throws(OutputError) {
        if bytes.count < 1 << 16 {
            pending.append(contentsOf: bytes)
            if pending.count > 1 << 16 { flush() }
        } else {
            flush()
            send(bytes)
        }
        if let failure { throw failure }
    }

    /// Writes what is buffered to stdout.
    func flush() {
        guard !pending.isEmpty else { return }
        send(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Flushes, then throws the failure of any write to stdout during the command.
    func finish() throws(OutputError) {
        flush()
        if let failure { throw failure }
    }

    private func send(_ bytes: [UInt8]) {
        guard failure == nil else { return }
        do {
            try output.write(bytes)
        } catch {
            failure = error
        }
    }

    /// Writes a line to stderr at once.
    func error(_ text: String) {
        errors.line(text)
    }

    /// Writes text to stderr at once, without a line break (a progress bar redrawn in place).
    func errorText(_ text: String) {
        try? errors.write(Array(text.utf8))
    }

    /// Writes a prompt without a line break and flushes, so it shows before the answer is read.
    func prompt(_ text: String) {
        pending.append(contentsOf: text.utf8)
        flush()
    }

    /// Asks a yes/no question on the terminal; anything but y/yes is no.
    func confirm(_ question: String) -> Bool {
        flush()
        errorText("\(question) [y/N] ")
        guard let answer = readLine() else { return false }
        return ["y", "yes"].contains(Whitespace.trimmed(answer, newlines: false).lowercased())
    }

    /// One line of text cut with `…` to the window on a terminal, whole when piped.
    func fitted(_ text: String) -> String {
        guard isTerminal else { return text }
        return text.truncated(to: width, currentWidth: text.displayWidth)
    }

    /// Prints text (a sentence, a book's description) after `indent`, wrapped at spaces to the
    /// window on a terminal; its line breaks are kept, and piped it is printed as it is.
    func prose(_ text: String, indent: String = "") {
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard isTerminal else {
                line(indent + paragraph)
                continue
            }
            for wrapped in String(paragraph).wrapped(to: max(1, width - indent.displayWidth)) { line(indent + wrapped) }
        }
    }

    /// Text in a style when colour is on; unchanged otherwise.
    func styled(_ text: String, _ style: TextStyle) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
