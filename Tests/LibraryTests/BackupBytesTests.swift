import Foundation
import Library
import Testing
import TestSupport

/// A backup holding every field, with text that needs every kind of escape, is written with the
/// bytes shelf wrote for it before its writer changed (the expected file was written then).
@Suite struct BackupBytesTests {
    @Test func everyFieldIsWrittenAsBefore() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importBackup(try TestFixtures.data("backup-every-field.json"))
        let expected = String(decoding: try TestFixtures.data("backup-every-field.expected.json"), as: UTF8.self)
        #expect(try test.shelf.backupText() == expected)
    }
}
