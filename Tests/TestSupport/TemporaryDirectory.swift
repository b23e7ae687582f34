import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released (or
/// on `remove()`), so every test starts from nothing and leaves nothing behind.
public final class TemporaryDirectory: @unchecked Sendable {
    // Unchecked Sendable: the only state is the immutable URL.

    /// The folder.
    public let url: URL

    /// Creates a new empty folder whose name starts with `prefix`, to tell leftovers apart.
    public init(prefix: String = "shelf-tests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The folder's path.
    public var path: String { url.path }

    /// `name` inside the folder (not created).
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Deletes the folder and everything in it now.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    deinit {
        remove()
    }
}
