import Foundation

/// The terminal in single-key mode for a study session: each key reaches shelf as it is pressed,
/// unechoed, with no Enter. The settings it found are put back when the session ends (`restore`),
/// when it reads a line (`readLine`), and, through signal handlers, when the process is ended
/// by a signal or crashes, so a reader is never left with a terminal that does not echo.
///
/// Ctrl-C is read as a key (the terminal's signal keys are off), so it stops the session the way
/// `q` does and the answers so far are kept; while a typed answer is read it stops it the same way.
final class SingleKeyInput {
    /// The settings to put back, for the signal handlers, which can capture nothing.
    nonisolated(unsafe) private static var saved: termios?

    private let original: termios

    /// Single-key mode on stdin, or nil when stdin is not a terminal (a script keeps its lines).
    init?() {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        original = settings
        Self.saved = settings
        Self.restoreOnSignals()
        enterSingleKeys()
    }

    /// The next key's byte; nil at end of input.
    func readKey() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Reads one typed line (a word answer) with the terminal as it was (echo, line editing),
    /// without its line break; nil at end of input or on Ctrl-C. Ctrl-C there is the terminal's
    /// signal again, caught so that it ends the read rather than the process: the session stops
    /// as it does on the key. It reads the descriptor itself because `Swift.readLine` retries a
    /// read a signal interrupted.
    func readLine() -> String? {
        var previous = Self.interruptingReads()
        var settings = original
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        // Single keys first: with the terminal's signal keys off again, no Ctrl-C can reach the
        // handling put back (which would end the process) instead of ending the session.
        defer {
            enterSingleKeys()
            sigaction(SIGINT, &previous, nil)
        }
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count < 0 || (count == 0 && line.isEmpty) { return nil }
            line += chunk[..<max(count, 0)]
            if count == 0 || line.last == UInt8(ascii: "\n") { break }
        }
        while let last = line.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// Catches SIGINT with a handler that does nothing and is not restarted, so a blocked `read`
    /// returns; gives back the handling it replaced.
    private static func interruptingReads() -> sigaction {
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = { _ in }
        #else
        action.__sigaction_u.__sa_handler = { _ in }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        return previous
    }

    /// Puts the terminal back as it was found.
    func restore() {
        var settings = original
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        Self.saved = nil
    }

    private func enterSingleKeys() {
        var settings = original
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &settings.c_cc) { keys in
            keys[Int(VMIN)] = 1
            keys[Int(VTIME)] = 0
        }
        // TCSANOW rather than TCSAFLUSH: keys typed ahead are answers too.
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// Signals that end the process, crashes included: each puts the terminal back, then ends the
    /// process as the signal would have.
    private static func restoreOnSignals() {
        for signal in [SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE] {
            Foundation.signal(signal) { number in
                if var settings = SingleKeyInput.saved { tcsetattr(STDIN_FILENO, TCSANOW, &settings) }
                Foundation.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
