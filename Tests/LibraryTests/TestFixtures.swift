import Foundation

/// Reads the test files (Goodreads exports, malformed files, backups) from `Fixtures/`, found
/// next to this source file (the package declares no test resources).
enum TestFixtures {
    static func data(_ name: String, filePath: String = #filePath) throws -> Data {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        return try Data(contentsOf: directory.appendingPathComponent("Fixtures").appendingPathComponent(name))
    }
}
