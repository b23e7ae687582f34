import Foundation
import Library
import Testing
import TestSupport

/// A backup holding every field, with text that needs every kind of escape, is written with the
/// bytes shelf wrote for it before its writer changed (the expected file was written then).
@Suite struct BackupBytesTests {
    @Test func everyFieldIsWrittenAsBefore() throws {
        let test = try TestLibrary()
        // The file's latest move is in 5138 (100,000,000,000 seconds, written as a number): a
        // restore refuses a time past the library's clock, so the clock is set after it.
        test.advance(100_000_000_000 - TestLibrary.start.timeIntervalSince1970)
        _ = try test.shelf.importBackup(try TestFixtures.data("backup-every-field.json"))
        let expected = String(decoding: try TestFixtures.data("backup-every-field.expected.json"), as: UTF8.self)
        #expect(try test.shelf.backupText() == expected)
    }
}
