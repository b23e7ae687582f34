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
    /// without its line break; nil at end of input or on Ctrl-C. `prompt` is shown, with the keys
    /// typed ahead for this answer after it, once the terminal is back in line mode, so what is
    /// typed the moment it appears is echoed and a Ctrl-C is the terminal's signal. That signal is
    /// caught so that it ends the read rather than the process, and the session stops as it does
    /// on the key: the handler writes to a pipe the read waits on beside stdin, so a Ctrl-C ends it
    /// whenever it comes and whichever thread takes it.
    func readLine(after prompt: (_ typedAhead: String) -> Void) -> String? {
        // Keys typed ahead in single-key mode are taken first: a Ctrl-C or Ctrl-D among them is
        // only a byte (the terminal sent no signal), and left in place they would reach the line
        // read as a line of their own.
        var line = Self.waitingKeys()
        let lineEnd = line.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        if let stop = line.firstIndex(where: { $0 == Self.interruptKey || $0 == Self.endKey }), stop < lineEnd ?? line.endIndex {
            return nil
        }
        if let lineEnd {
            let answer = String(decoding: line[..<lineEnd], as: UTF8.self)
            prompt(answer + "\n")
            return answer
        }
        let interrupts = Self.interrupts
        if let interrupts { Self.discard(interrupts.read) }
        var previous = Self.reportInterrupts()
        var settings = original
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        // Single keys first: with the terminal's signal keys off again, no Ctrl-C can reach the
        // handling put back (which would end the process) instead of ending the session.
        defer {
            enterSingleKeys()
            sigaction(SIGINT, &previous, nil)
        }
        prompt(String(decoding: line, as: UTF8.self))
        var chunk = [UInt8](repeating: 0, count: 1024)
        while true {
            // Without the pipe (no descriptor was left for it) a Ctrl-C ends the read only when it
            // interrupts this thread's wait.
            var waiting = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            if let interrupts { waiting.append(pollfd(fd: interrupts.read, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&waiting, nfds_t(waiting.count), -1)
            if ready < 0, errno == EINTR, interrupts != nil { continue }
            if ready < 0 || waiting.dropFirst().contains(where: { $0.revents != 0 }) { return nil }
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count < 0 || (count == 0 && line.isEmpty) { return nil }
            line += chunk[..<count]
            // The terminal hands over a line a read, ended by Enter, or by Ctrl-D after some text;
            // only a read that filled the buffer leaves more of the line to come.
            if count < chunk.count { break }
        }
        let answer = line.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        return String(decoding: answer, as: UTF8.self)
    }

    /// Ctrl-C and Ctrl-D as single-key mode reads them.
    static let interruptKey: UInt8 = 3
    static let endKey: UInt8 = 4

    /// What stdin holds now, read without waiting (the terminal is in single-key mode).
    private static func waitingKeys() -> [UInt8] {
        var keys: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        var stdin = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while poll(&stdin, 1, 0) > 0, stdin.revents & Int16(POLLIN) != 0 {
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            guard count > 0 else { break }
            keys += chunk[..<count]
        }
        return keys
    }

    /// The pipe a Ctrl-C during `readLine` is written to (both ends non-blocking, closed on exec);
    /// nil when the system has no descriptor left for it.
    private static let interrupts: (read: Int32, write: Int32)? = {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }()

    /// Reads away what `descriptor` holds: a Ctrl-C left from an earlier read is not this one's.
    private static func discard(_ descriptor: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &bytes, bytes.count) > 0 {}
    }

    /// Catches SIGINT with a handler that writes a byte to `interrupts`; gives back the handling it
    /// replaced.
    private static func reportInterrupts() -> sigaction {
        var action = sigaction()
        let handler: @convention(c) (Int32) -> Void = { _ in
            guard let interrupts = SingleKeyInput.interrupts else { return }
            // The interrupted code may be about to read errno.
            let interruptedError = errno
            var byte = SingleKeyInput.interruptKey
            _ = write(interrupts.write, &byte, 1)
            errno = interruptedError
        }
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        // Restarted, so that no other thread's call fails for it; `poll` is never restarted, and
        // the pipe it then finds tells it the Ctrl-C came.
        action.sa_flags = SA_RESTART
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
