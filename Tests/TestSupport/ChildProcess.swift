import Foundation

/// A program started on pipes: its input is written and closed in the background, and both output
/// pipes are drained in the background, so neither side blocks on a full pipe however much the
/// child reads or prints. A child still running after `timeLimit` is killed, so a hang fails the
/// test that met it, by name, instead of stopping the whole run.
public struct ChildProcess {
    /// What one run printed and how it ended.
    public struct Result: Sendable {
        /// The exit status, or the signal number when a signal ended it.
        public var status: Int32
        /// Everything written to stdout, as UTF-8 text.
        public var stdout: String
        /// Everything written to stderr, as UTF-8 text.
        public var stderr: String

        /// A result from its parts.
        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// The running program, to send it a signal or ask whether it is still running.
    public let process: Process
    private let collected: PipeCollector
    private let inputWritten: DispatchGroup

    /// Far longer than any command of a test takes on a slow, loaded machine (seconds at most).
    public static let timeLimit: TimeInterval = 300

    /// A child that ignores its input is not an error: writing to its closed stdin must fail with
    /// EPIPE instead of killing the test process with SIGPIPE.
    private static let pipeSignalIgnored: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Starts `executable ARGUMENTS` with `input` (if any) on its stdin, then closes stdin.
    /// `environment` replaces the test's environment when given; `standardOutput` replaces the
    /// stdout pipe (a full device, a pipe whose reader has gone), and `stdout` is then empty.
    public static func start(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, input: String? = nil,
        standardOutput: FileHandle? = nil
    ) throws -> ChildProcess {
        Self.pipeSignalIgnored
        let stdout = standardOutput == nil ? Pipe() : nil
        let stderr = Pipe()
        let stdin = Pipe()
        var process: Process
        var attempt = 0
        while true {
            process = Process()
            process.executableURL = executable
            process.arguments = arguments
            if let environment { process.environment = environment }
            process.standardOutput = standardOutput ?? stdout
            process.standardError = stderr
            process.standardInput = stdin
            do {
                try process.run()
                break
            } catch let error as NSError where attempt < 50 && Self.isTextFileBusy(error) {
                // A binary a test has just copied is "busy" while a child that another test forked
                // during the copy still holds the copy's file open; it lets go when it execs.
                attempt += 1
                usleep(20_000)
            }
        }
        let collected = PipeCollector(stdout: stdout, stderr: stderr)
        let inputWritten = DispatchGroup()
        inputWritten.enter()
        Thread {
            if let input { try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8)) }
            try? stdin.fileHandleForWriting.close()
            inputWritten.leave()
        }.start()
        return ChildProcess(process: process, collected: collected, inputWritten: inputWritten)
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError ?? error
        return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(ETXTBSY)
    }

    /// Runs `executable ARGUMENTS` to the end and returns what it printed.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, input: String? = nil
    ) throws -> Result {
        try start(executable, arguments, environment: environment, input: input).wait()
    }

    /// Waits for the program to end and returns what it printed. Past `limit` the program and
    /// what it started are killed (status 9) and its stderr ends with a line saying so; what it
    /// printed till then is kept, to show where it stopped.
    public func wait(limit: TimeInterval = timeLimit) -> Result {
        let deadline = DispatchTime.now() + limit
        if collected.waitForEnd(until: deadline), inputWritten.wait(timeout: deadline) == .success {
            // Its output closed: it has ended, or is ending (none of the programs tests start
            // closes its output to go on).
            process.waitUntilExit()
            let (out, err) = collected.text
            return Result(status: process.terminationStatus, stdout: out, stderr: err)
        }
        // Foundation starts each child as the leader of a process group of its own: the group
        // takes what the child started (a helper, the program `script` runs) with it, which may
        // be what holds the output open after the child itself has ended.
        kill(-process.processIdentifier, SIGKILL)
        _ = collected.waitForEnd(until: .now() + 10)
        let (out, err) = collected.text
        let name = process.executableURL?.lastPathComponent ?? "the program"
        return Result(
            status: SIGKILL, stdout: out,
            stderr: err + "test harness: \(name) or what it started still held its output after \(limit) s; killed them\n")
    }
}
