import Foundation

/// One whole process, timed from spawn to exit, with its peak memory from `wait4`.
struct ChildRun {
    var seconds: Double
    /// Peak resident memory in bytes (ru_maxrss).
    var peakBytes: Int
    var status: Int32
    var stderr: String

    /// Runs `arguments[0]` with the rest as its arguments; stdout goes to /dev/null (or to
    /// `stdoutPath`), stderr is kept for the error report.
    static func run(_ arguments: [String], environment: [String: String], stdoutPath: String = "/dev/null", scratch: URL) -> ChildRun {
        let errorPath = scratch.appendingPathComponent("stderr.txt").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            return ChildRun(seconds: 0, peakBytes: 0, status: -1, stderr: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // WIFEXITED / WEXITSTATUS are macros Swift cannot see: a normal exit has no signal bits.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        var errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        var peak = Int(usage.ru_maxrss) * 1024
        if arguments.first == timeCommand {
            // The last line is GNU time's `%M`: the command's own peak, in kilobytes.
            var lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
            while lines.last == "" { lines.removeLast() }
            if let last = lines.popLast(), let kilobytes = Int(last) { peak = kilobytes * 1024 }
            errors = lines.joined(separator: "\n")
        }
        return ChildRun(seconds: seconds, peakBytes: peak, status: exitStatus, stderr: errors)
    }

    /// GNU time, when installed, measures a command's peak memory from a small parent. A child
    /// spawned straight from the benchmark inherits the benchmark's own high-water mark in
    /// ru_maxrss (Linux carries it across exec), which would swamp shelf's figure.
    static let timeCommand = "/usr/bin/time"

    /// `arguments` wrapped in GNU time when it is available.
    static func measured(_ arguments: [String]) -> [String] {
        FileManager.default.isExecutableFile(atPath: timeCommand) ? [timeCommand, "-f", "%M"] + arguments : arguments
    }
}
