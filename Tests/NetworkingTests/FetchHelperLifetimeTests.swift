import Foundation
import Testing
import Networking
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `shelf-fetch` as a process: what waiting costs it, that it ends with the process that
/// started it, and that it leaves no file behind.
@Suite struct FetchHelperLifetimeTests {
    static let helper = BuiltExecutable.url("shelf-fetch")

    /// A folder of its own for a test's files; removed by the caller.
    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-helper-life-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A request for `path` on `server`, written where the helper's stdin can be taken from.
    private static func requestFile(in folder: URL, server: LoopbackHTTPServer, path: String, timeout: TimeInterval) throws -> URL {
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)\(path)"))
        let file = folder.appendingPathComponent("request")
        try FetchWire.encode(FetchRequest(url: url, headers: [:], timeout: timeout)).write(to: file)
        return file
    }

    /// A server that answers `/stalled` only after a minute.
    private static func stalledServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        server.route("/stalled", StubResponse(status: 200, body: Data("{}".utf8), delay: 60))
        return server
    }

    @Test func waitingOnAStalledServerCostsAlmostNoCPU() throws {
        let server = try Self.stalledServer()
        defer { server.stop() }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wait: TimeInterval = 3
        let request = try Self.requestFile(in: folder, server: server, path: "/stalled", timeout: wait)
        let answer = folder.appendingPathComponent("answer")

        // The shell's `times` reports the CPU its one child used, whatever else this process runs.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #""$0" < "$1" > "$2"; times"#, Self.helper.path, request.path, answer.path]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()

        #expect(try FetchWire.decodeResult(from: Data(contentsOf: answer)) == .failure(.timedOut))
        let children = try #require(printed.split(separator: "\n").last, "times printed: \(printed)")
        let seconds = children.split(separator: " ").compactMap(Self.seconds(fromTimes:))
        try #require(seconds.count == 2, "times printed: \(printed)")
        let used = seconds[0] + seconds[1]
        #expect(used < 0.05 * wait, "the helper used \(used) s of CPU in a \(wait) s wait")
    }

    /// A time as the shell's `times` prints it, `1m2.345s`.
    private static func seconds(fromTimes text: Substring) -> Double? {
        guard text.hasSuffix("s"), let minuteMark = text.firstIndex(of: "m"),
            let minutes = Double(text[..<minuteMark]),
            let seconds = Double(text[text.index(after: minuteMark)..<text.index(before: text.endIndex)])
        else { return nil }
        return minutes * 60 + seconds
    }

    @Test func theHelperEndsWhenItsParentIsKilled() throws {
        let server = try Self.stalledServer()
        defer { server.stop() }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = try Self.requestFile(in: folder, server: server, path: "/stalled", timeout: 60)

        // A shell stands in for shelf: it starts the helper, says its process id and waits for it.
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sh")
        parent.arguments = ["-c", #""$0" < "$1" > /dev/null & echo $!; wait"#, Self.helper.path, request.path]
        let output = Pipe()
        parent.standardOutput = output
        try parent.run()
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { break }
            printed.append(more)
        }
        let helper = try #require(pid_t(String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(helper, SIGKILL) }
        let sent = Date().addingTimeInterval(10)
        while server.requestCount == 0, Date() < sent { Thread.sleep(forTimeInterval: 0.01) }
        #expect(server.requestCount == 1, "the helper is waiting on the server")

        kill(parent.processIdentifier, SIGKILL)
        let deadline = Date().addingTimeInterval(5)
        while Self.isRunning(helper), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!Self.isRunning(helper), "the helper outlived its parent by 5 s")
    }

    /// True while `process` exists and has not finished (a zombie waiting for its new parent to
    /// collect it has finished).
    private static func isRunning(_ process: pid_t) -> Bool {
        #if os(Linux)
            guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { return false }
            return stat[stat.index(after: end)...].split(separator: " ").first != "Z"
        #else
            return kill(process, 0) == 0
        #endif
    }

    @Test func theHelperWritesNoFileAnywhere() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/answer", .json(#"{"id": 1}"#))
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = try Self.requestFile(in: folder, server: server, path: "/answer", timeout: 5)
        let home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)

        let process = Process()
        process.executableURL = Self.helper
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
        process.standardInput = try FileHandle(forReadingFrom: request)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(try FetchWire.decodeResult(from: answer).get().body == Data(#"{"id": 1}"#.utf8))
        let created = FileManager.default.subpaths(atPath: home.path) ?? []
        #expect(created.isEmpty, "the helper created \(created) in its home folder")
    }
}
