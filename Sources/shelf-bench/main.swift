import Essentials
import Foundation

// See Benchmark. The shelf binary defaults to the one built next to this executable (`swift build
// -c release` builds both).
let usage = """
    usage: shelf-bench [--shelf PATH] [--sqlite3 PATH] [--runs N] [--cache DIR] [--only WORD,WORD] [--keep]
    Times shelf beside sqlite3 on a generated 10,000-book library (README, Performance).

    """
let arguments = Array(CommandLine.arguments.dropFirst())
let valued: Set<String> = ["--shelf", "--sqlite3", "--runs", "--cache", "--only"]
// A slip (`--run 3`, `--help`) is named before minutes of benchmark are spent on the defaults.
var position = 0
while position < arguments.count {
    let argument = arguments[position]
    if argument == "--help" || argument == "-h" {
        _ = FileDescriptor.writeAll(Array(usage.utf8), to: STDOUT_FILENO)
        exit(0)
    }
    let known = argument == "--keep" || (valued.contains(argument) && position + 1 < arguments.count)
    let wholeRuns = argument != "--runs" || arguments.dropFirst(position + 1).first.flatMap(Int.init) != nil
    guard known, wholeRuns else {
        let problem = valued.contains(argument) ? "\(argument) needs \(argument == "--runs" ? "a whole number" : "a value")" : "unknown argument \"\(argument)\""
        _ = FileDescriptor.writeAll(Array("shelf-bench: \(problem)\n\(usage)".utf8), to: STDERR_FILENO)
        exit(2)
    }
    position += argument == "--keep" ? 1 : 2
}
let option = { (name: String) -> String? in
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let ownFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let shelf = option("--shelf") ?? ownFolder.appendingPathComponent("shelf").path
let runs = option("--runs").flatMap(Int.init) ?? 15
guard FileManager.default.isExecutableFile(atPath: shelf) else {
    _ = FileDescriptor.writeAll(Array("shelf-bench: no shelf binary at \(shelf) — build it with `swift build -c release`, or pass --shelf PATH\n".utf8), to: STDERR_FILENO)
    exit(1)
}
let work = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-bench-\(getpid())")
do {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    // --keep leaves the generated files and libraries for profiling a command by hand.
    defer { if !arguments.contains("--keep") { try? FileManager.default.removeItem(at: work) } else { print("kept \(work.path)") } }
    // The recordings in the repository's Cache/ folder, found from the current directory by default.
    let cache = URL(fileURLWithPath: option("--cache") ?? "Cache")
    let recordings = FileManager.default.fileExists(atPath: cache.path) ? cache : nil
    try Benchmark(
        shelf: shelf, sqlite3: option("--sqlite3") ?? "/usr/bin/sqlite3", runs: max(runs, 1), work: work,
        recordings: recordings, only: option("--only").map { $0.split(separator: ",").map(String.init) } ?? []
    ).run()
} catch {
    _ = FileDescriptor.writeAll(Array("shelf-bench: \(error)\n".utf8), to: STDERR_FILENO)
    exit(1)
}
