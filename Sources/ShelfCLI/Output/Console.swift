import Essentials
import Foundation

/// The terminal or pipe shelf writes to. It knows whether stdout is a terminal, because colours,
/// bars and truncation to the window are for people only: piped output stays plain and whole.
///
/// Its streams and traits come from outside, so commands can be rendered into a buffer in tests.
/// A failed write to stdout is remembered, later output is dropped, and `finish()` reports it: a
/// full disk ends the command with one line instead of a trap.
///
/// Given a pager, output on a terminal is held until it is longer than the window, and only then
/// does the pager start; a short answer is printed without one, and a prompt prints what is held.
final class Console {
    /// True when stdout is a terminal.
    let isTerminal: Bool
    /// True when stdin is a terminal (for questions like "remove? [y/N]").
    let isInteractive: Bool
    /// True when stderr is a terminal, where progress bars are drawn.
    let errorsIsTerminal: Bool
    /// Colour is on for a terminal unless `NO_COLOR` is set or `TERM=dumb`; `--color` decides
    /// otherwise (see `ColorChoice`).
    private(set) var usesColor: Bool
    /// The width to fit tables to on a terminal.
    let width: Int
    /// The window's lines, when known: output longer than this may page.
    let height: Int?
    private var output: OutputSink
    /// The pager output may go through, until output is long enough for it (it starts) or a
    /// prompt or the end of the command comes first (it never does).
    private var waitingPager: Pager?
    private var pagerEnvironment: [String: String] = [:]
    /// Lines held for the waiting pager.
    private var heldLines = 0
    /// The pager output is going through.
    private var pager: PagerProcess?
    /// True while output goes through a pager, whose reader may quit it before the end.
    var isPaging: Bool { pager != nil }
    /// Where messages go (stderr); failures there are not reported, as they would go there too.
    private let errors: OutputSink
    /// Messages that came while the pager had the screen, printed once it is quit.
    private var errorsAfterPager: [String] = []
    /// How many messages have been given so far (those `holdingMessages` keeps back included), so
    /// a workflow can tell whether a step below it already explained itself.
    private(set) var messageCount = 0
    /// Messages kept back by `holdingMessages`, with their usage lines; nil when messages print
    /// as they come.
    private var heldMessages: [(text: String, usage: [String])]?
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
        height = traits.height
        usesColor = ColorChoice.auto.usesColor(outputIsTerminal: isTerminal, environment: environment)
    }

    /// Colours as `choice` says (`--color`).
    func color(_ choice: ColorChoice, environment: [String: String]) {
        usesColor = choice.usesColor(outputIsTerminal: isTerminal, environment: environment)
    }

    /// Sends output longer than the window through `pager`, on a terminal of known height only:
    /// piped output never pages.
    func page(with pager: Pager, environment: [String: String]) {
        guard isTerminal, height != nil, self.pager == nil else { return }
        waitingPager = pager
        pagerEnvironment = environment
    }

    /// The console of this process: its stdout and stderr, as they are.
    static func standard(environment: [String: String]) -> Console {
        Console(
            output: FileDescriptorSink(descriptor: STDOUT_FILENO), errors: FileDescriptorSink(descriptor: STDERR_FILENO),
            traits: .current(environment: environment), environment: environment)
    }

    /// Appends a line of text to stdout (written in one go by `flush`, which keeps large lists
    /// fast). Every line of text is cleaned here, at the one door to the terminal, so text from
    /// outside that a command forgot to clean still reaches it without its control characters.
    /// On a terminal a line wider than the window is wrapped at spaces (see `windowLines`), so
    /// no sentence is broken mid-word; tables and bars are fitted before they come here.
    func line(_ text: String = "") {
        let cleaned = text.terminalOutput
        guard isTerminal else { return dataLine(utf8: cleaned.utf8) }
        for shown in windowLines(cleaned) { dataLine(utf8: shown.utf8) }
    }

    /// Appends text cleaned as `line` cleans it but never wrapped, on a terminal too: a script
    /// or a page for another program (a completion script, roff), whose lines are its meaning.
    func verbatim(_ text: String) {
        dataLine(utf8: text.terminalOutput.utf8)
    }

    /// Appends a line of text given as UTF-8 bytes, as tables build them, cleaned as `line` is.
    func line(utf8 bytes: [UInt8]) {
        if bytes.withUnsafeBufferPointer(String.containsTerminalControls) {
            line(String(decoding: bytes, as: UTF8.self))
        } else {
            dataLine(utf8: bytes)
        }
    }

    /// Appends a line of UTF-8 bytes already known to hold no terminal controls, as a table tells
    /// from measuring its cells, without checking it again.
    func cleanLine(utf8 bytes: [UInt8]) {
        dataLine(utf8: bytes)
    }

    /// Appends a line of data (JSON) as it is: its format escapes what must not reach a terminal.
    func dataLine(utf8 bytes: some Collection<UInt8>) {
        pending.append(contentsOf: bytes)
        pending.append(UInt8(ascii: "\n"))
        if waitingPager != nil {
            hold(lines: 1)
        } else if pending.count > 1 << 16 {
            drain()
        }
    }

    /// Counts lines held for the waiting pager and starts it once they are more than the window
    /// shows (or so many bytes that they must be).
    private func hold(lines: Int) {
        heldLines += lines
        guard let waitingPager, heldLines >= (height ?? .max) || pending.count > 1 << 16 else { return }
        self.waitingPager = nil
        if let started = waitingPager.start(environment: pagerEnvironment) {
            pager = started
            output = FileDescriptorSink(descriptor: started.input)
        }
        drain()
    }

    /// Appends bytes as they are, without a line break; large pieces go straight to stdout.
    func write(utf8 bytes: [UInt8]) {
        try? stream(bytes)
    }

    /// Writes bytes as `write(utf8:)` does, and throws as soon as stdout has failed, so a producer
    /// of a long stream (an export) stops instead of encoding the rest for nothing.
    func stream(_ bytes: [UInt8]) throws(OutputError) {
        if waitingPager != nil {
            pending.append(contentsOf: bytes)
            hold(lines: bytes.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
        } else if bytes.count < 1 << 16 {
            pending.append(contentsOf: bytes)
            if pending.count > 1 << 16 { drain() }
        } else {
            drain()
            send(bytes)
        }
        if let failure { throw failure }
    }

    /// Writes what is buffered to stdout now; output held for a pager is printed without one, as
    /// whatever needs it shown now (a prompt, an error after it) is not for a pager.
    func flush() {
        waitingPager = nil
        drain()
    }

    private func drain() {
        guard !pending.isEmpty else { return }
        send(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Flushes, waits for the pager to be quit, then throws the failure of any write to stdout
    /// during the command. Quitting the pager before the end is no failure.
    func finish() throws(OutputError) {
        flush()
        if let pager {
            pager.finish()
            self.pager = nil
            for line in errorsAfterPager { errors.line(line) }
            errorsAfterPager.removeAll()
            if failure?.isBrokenPipe == true { return }
        }
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

    /// Writes a line to stderr, cleaned as `line` cleans stdout, in its place among the output:
    /// stdout held for a pager is printed first (without the pager, as a message in the middle
    /// of it would otherwise appear above it), and while a pager shows the output the line waits
    /// until it is quit, so it is not drawn over the pager's screen.
    ///
    /// On a terminal the message wraps at spaces to the window, its further lines indented, so
    /// it reads as one message; piped, it stays one line for scripts to read. A usage line,
    /// given in the pieces it may break between (`[--at TIME]` stays whole), follows it on a
    /// line of its own, laid out as help lays it out.
    func error(_ text: String, usage: [String] = []) {
        if heldMessages != nil {
            messageCount += 1
            heldMessages?.append((text, usage))
            return
        }
        let cleaned = text.terminalOutput
        let usage = usage.map(\.terminalOutput)
        var lines = errorsIsTerminal
            ? windowLines(cleaned, hanging: "  ", longWords: .standAlone) : [cleaned]
        if !usage.isEmpty {
            lines += errorsIsTerminal ? WrappedText.lines(words: usage, width: width, rest: "    ") : [usage.joined(separator: " ")]
        }
        messageCount += 1
        if pager != nil {
            errorsAfterPager += lines
            return
        }
        if waitingPager != nil, !pending.isEmpty { flush() }
        for line in lines { errors.line(line) }
    }

    /// Runs `body` with the messages it gives kept back: printed in their order once it returns,
    /// dropped when it throws. For a command whose notes on the way (a catalogue answered from
    /// the cache, Open Library asked instead of Google) describe a result it may still fail to
    /// make: its refusal is then its one line.
    func holdingMessages<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard heldMessages == nil else { return try body() }
        heldMessages = []
        defer { heldMessages = nil }
        let result = try body()
        releaseHeldMessages()
        return result
    }

    /// Prints the messages `holdingMessages` kept so far, before what explains them is shown (a
    /// list to choose from); later ones are kept back again.
    func releaseHeldMessages() {
        guard let held = heldMessages else { return }
        heldMessages = nil
        defer { heldMessages = [] }
        for message in held {
            messageCount -= 1
            error(message.text, usage: message.usage)
        }
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
        guard let answer = readLine() else {
            // End of input leaves the cursor after the question: what follows needs its own line.
            errorText("\n")
            return false
        }
        return ["y", "yes"].contains(Whitespace.trimmed(answer, newlines: false).lowercased())
    }

    /// Prints text (a sentence, a book's description) after `indent`, wrapped at spaces to the
    /// window on a terminal (never cut), its further lines after `indent` and `hanging`, each line in `style`;
    /// its line breaks are kept, and piped it is printed as it is.
    func prose(_ text: String, indent: String = "", hanging: String = "", style: TextStyle? = nil) {
        let cleaned = text.terminalOutput
        for paragraph in cleaned.split(separator: "\n", omittingEmptySubsequences: false) {
            // A `String` of the paragraph first: `+` with a `Substring` is the generic append,
            // whose first call costs the runtime a search of every protocol conformance.
            let line = indent + String(paragraph)
            let lines = isTerminal ? windowLines(line, hanging: hanging) : [line]
            for shown in lines { dataLine(utf8: (style.map { styled(shown, $0) } ?? shown).utf8) }
        }
    }

    /// The lines `text` takes in the window: each of its lines as it is when it fits, else
    /// wrapped at spaces, going on after the line's own leading spaces and `hanging`. Words
    /// wider than the window are broken over lines unless `longWords` says otherwise.
    private func windowLines(
        _ text: String, hanging: String = "", longWords: WrappedText.LongWords = .broken
    ) -> [String] {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(line)
            guard line.displayWidth > width else {
                lines.append(line)
                continue
            }
            let indent = String(line.prefix { $0 == " " })
            // Wrapped lines keep the line's indent while it leaves them a quarter of the window;
            // a wider one (a chart's blank start) would leave no room at all.
            let rest = (indent.count + hanging.displayWidth) * 4 <= width * 3 ? indent + hanging : ""
            lines += WrappedText.lines(
                words: line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false),
                width: width, first: indent, rest: rest, longWords: longWords)
        }
        return lines
    }

    /// Text in a style when colour is on; unchanged otherwise.
    func styled(_ text: String, _ style: TextStyle) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
