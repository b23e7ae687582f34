import Library
import Networking

/// The one line the reader sees for any error a command ends with, after `shelf: `. The modules
/// throw errors that carry data; the words, and the hint of what to type, are chosen here.
enum UserMessage {
    static func line(for error: any Error) -> String {
        switch error {
        case CLIError.failure(let text): text
        case let error as LibraryError: error.userMessage
        case let error as NetworkError: error.userMessage
        case let error as BackupError: error.userMessage
        default: "\(error)"
        }
    }
}
