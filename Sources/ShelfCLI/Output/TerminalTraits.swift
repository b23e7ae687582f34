import Foundation

/// What shelf knows about where it prints: whether stdout, stdin and stderr are terminals and how
/// wide the window is. Read from the process once, or given by a test.
struct TerminalTraits: Equatable {
    /// True when stdout is a terminal: colours, bars and cutting to the window are for people only.
    var outputIsTerminal: Bool
    /// True when stdin is a terminal (for questions like "remove? [y/N]").
    var inputIsTerminal: Bool
    /// True when stderr is a terminal, where a progress bar may be drawn.
    var errorsIsTerminal: Bool
    /// The width to fit tables to on a terminal.
    var width: Int
    /// The lines in the window, beyond which output goes through a pager; nil when unknown, and
    /// then nothing pages.
    var height: Int? = nil

    /// The traits of this process's standard streams. The width is the window's, asked through
    /// stdout or else stderr (messages wrap to it when only stderr is a terminal); `COLUMNS`
    /// gives it when neither is a terminal, else 80.
    static func current(environment: [String: String]) -> TerminalTraits {
        TerminalTraits(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1, inputIsTerminal: isatty(STDIN_FILENO) == 1,
            errorsIsTerminal: isatty(STDERR_FILENO) == 1, width: windowWidth(environment: environment),
            height: windowHeight(environment: environment))
    }

    private static func windowWidth(environment: [String: String]) -> Int {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }

    /// The window's rows, or `LINES`.
    private static func windowHeight(environment: [String: String]) -> Int? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        return environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }
}
