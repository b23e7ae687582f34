import Essentials
import Foundation

/// The reader's text editor (`$VISUAL`, else `$EDITOR`, else `vi`, the way git chooses one), run
/// on a private temporary file holding `text`, on the terminal shelf runs on.
struct TextEditor {
    let environment: [String: String]

    /// The editor's command line, which may carry arguments (`code --wait`).
    var command: String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !Whitespace.trimmed(value, newlines: true).isEmpty { return value }
        }
        return "vi"
    }

    /// What the file holds when the editor exits successfully. The shell splits the command as
    /// the reader wrote it; the file's path goes in as `$1`, never into the command text.
    func edit(_ text: String, named name: String) throws(CLIError) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-\(UUID().uuidString)")
        let file = folder.appendingPathComponent(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
                throw CLIError.failure("cannot write a temporary file in \(folder.path) — set TMPDIR to a writable folder")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command + " \"$1\"", "sh", file.path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw CLIError.failure(
                    "the editor (\(command.terminalSafe)) exited with status \(process.terminationStatus) — nothing was saved; fix $VISUAL or $EDITOR, or pass --text")
            }
            let data = try Data(contentsOf: file)
            guard let edited = String(data: data, encoding: .utf8) else {
                throw CLIError.failure("the edited text is not UTF-8 — save it as UTF-8; nothing was saved")
            }
            return edited
        } catch let error as CLIError {
            throw error
        } catch {
            throw .failure("cannot run the editor (\(command.terminalSafe)): \(error.localizedDescription) — set $VISUAL or $EDITOR, or pass --text")
        }
    }
}
