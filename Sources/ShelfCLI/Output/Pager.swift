import Foundation

/// The program that shows output longer than the window one screen at a time, chosen as git
/// chooses it: `SHELF_PAGER`, else `PAGER`, else `less -FRX`. An empty `SHELF_PAGER` or `cat`
/// means no pager. The command is split at spaces and run without a shell.
struct Pager {
    /// The program and its arguments.
    let command: [String]

    /// The pager the environment asks for, or nil when paging is off.
    static func chosen(environment: [String: String]) -> Pager? {
        let text = environment["SHELF_PAGER"] ?? environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -FRX"
        let command = text.split(separator: " ").map(String.init)
        guard let program = command.first, program != "cat" else { return nil }
        return Pager(command: command)
    }

    /// Starts the pager reading from a pipe, writing to this process's stdout; nil when it cannot
    /// start (not installed, not runnable), and the output is then printed as it is.
    func start(environment: [String: String]) -> PagerProcess? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        // less shows colour and leaves a short text on the screen when LESS does not say otherwise.
        var pagerEnvironment = environment
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
        let arguments = command.map { strdup($0) } + [nil]
        let variables = pagerEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var child: pid_t = 0
        let failure = posix_spawnp(&child, command[0], &actions, nil, arguments, variables)
        close(readEnd)
        guard failure == 0 else {
            close(writeEnd)
            return nil
        }
        return PagerProcess(input: writeEnd, process: child)
    }
}
