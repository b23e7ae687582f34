import Foundation

/// A running pager: shelf writes into `input`, and waits for the reader to quit it at the end so
/// the shell prompt does not come back over the pager's screen.
final class PagerProcess {
    /// The write end of the pipe the pager reads.
    let input: Int32
    private let process: pid_t
    /// What Ctrl-C did before the pager started, put back when it has exited.
    private let interruptHandler: sighandler_t?
    /// What writing into a closed pipe did before the pager started, put back likewise.
    private let brokenPipeHandler: sighandler_t?

    init(input: Int32, process: pid_t) {
        self.input = input
        self.process = process
        // Ctrl-C in the pager is the pager's to handle; shelf must not die under it and hand the
        // terminal back while the pager still draws on it.
        interruptHandler = signal(SIGINT, SIG_IGN)
        // Quitting the pager before the end closes the pipe: the next write fails with EPIPE,
        // which `Console` takes as the reader having read enough, rather than shelf dying of
        // SIGPIPE with status 141 under the reader's ordinary `q`.
        brokenPipeHandler = signal(SIGPIPE, SIG_IGN)
    }

    /// Closes the pipe (the pager sees the end of the text) and waits for the pager to exit.
    func finish() {
        close(input)
        var status: Int32 = 0
        while waitpid(process, &status, 0) == -1 && errno == EINTR {}
        signal(SIGINT, interruptHandler)
        signal(SIGPIPE, brokenPipeHandler)
    }
}
