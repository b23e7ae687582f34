import Foundation

/// What to do about a write the system refused, chosen by its `errno`: a full disk needs space,
/// not a writable folder.
enum WriteFailureHint {
    static func hint(for code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: "free some space on that disk and run the command again"
        case EACCES, EPERM, EROFS: "choose a file in a folder you can write"
        case ENOENT, ENOTDIR: "check the folder exists"
        default: "check the folder exists and is writable"
        }
    }
}
