import Foundation
@testable import ShelfCLI
import Testing
import TestSupport

/// The config file: defaults when it is missing, settings read line by line, and one message
/// naming the line for anything it cannot use.
final class ConfigurationTests {
    private let folder: TemporaryDirectory
    private var file: URL { folder.file("config") }

    init() throws {
        folder = try TemporaryDirectory(prefix: "shelf-config")
    }

    private func read(_ text: String) throws(CLIError) -> Configuration {
        try? text.write(to: file, atomically: true, encoding: .utf8)
        return try Configuration(contentsOf: file)
    }

    @Test func aMissingFileMeansTheDefaults() throws {
        let configuration = try Configuration(contentsOf: file)
        #expect(configuration.newWordsPerDay == 10)
        #expect(configuration.reviewsPerDay == 100)
        #expect(configuration.googleBooksAPIKey == nil)
    }

    @Test func settingsCommentsAndBlankLines() throws {
        let configuration = try read("""
            # study
              new-per-day = 3

            reviews-per-day=0
            google-books-api-key =  AIza=key=with=equals\u{20}
            """)
        #expect(configuration.newWordsPerDay == 3)
        #expect(configuration.reviewsPerDay == 0)
        #expect(configuration.googleBooksAPIKey == "AIza=key=with=equals")
    }

    @Test func aFileFromAWindowsEditorReads() throws {
        let configuration = try read("\u{FEFF}new-per-day = 4\r\nreviews-per-day = 7\r\nsource = \u{FEFF}openlibrary\r\n")
        #expect(configuration.newWordsPerDay == 4)
        #expect(configuration.reviewsPerDay == 7)
        #expect(configuration.source == .openLibrary)
    }

    @Test func aFileThatIsNotUTF8IsNamedAsSuch() throws {
        try Data([0x6E, 0x65, 0x77, 0xFF, 0xFE, 0x0A]).write(to: file)
        #expect(throws: CLIError.failure("\(file.path) is not UTF-8 text — save it as UTF-8 (the config is a file of key = value lines)")) {
            try Configuration(contentsOf: self.file)
        }
    }

    @Test func aDeviceAPipeOrAHugeFileIsNamed() throws {
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        #expect(throws: CLIError.failure("\(file.path) is not a regular file — make the config a file of key = value lines, or remove it")) {
            try Configuration(contentsOf: self.file)
        }
        try FileManager.default.removeItem(at: file)
        try Data(repeating: UInt8(ascii: "#"), count: Configuration.largestFile + 1).write(to: file)
        #expect(throws: CLIError.failure("\(file.path) is larger than a config file can be (64 KB) — keep its key = value lines only")) {
            try Configuration(contentsOf: self.file)
        }
    }

    @Test func anEmptyKeyMeansNone() throws {
        #expect(try read("google-books-api-key =").googleBooksAPIKey == nil)
    }

    @Test func linesItCannotUseAreNamed() {
        let place = "\(file.path) line 2"
        #expect(throws: CLIError.failure("\(place): expected key = value — fix or remove the line")) {
            try self.read("new-per-day = 1\nnew-per-day 2")
        }
        #expect(throws: CLIError.failure(
            "\(place): unknown setting \"colour\" — known: new-per-day, reviews-per-day, google-books-api-key, source")) {
            try self.read("# a comment\ncolour = blue")
        }
        #expect(throws: CLIError.failure("\(place): \"-1\" is not a count — give a whole number, 0 or more")) {
            try self.read("\nreviews-per-day = -1")
        }
        #expect(throws: CLIError.failure("\(place): \"ten\" is not a count — give a whole number, 0 or more")) {
            try self.read("\nnew-per-day = ten")
        }
    }

    /// A setting given twice, or a folder where the file belongs, is named rather than one
    /// value winning (or the defaults applying) unseen.
    @Test func aSettingTwiceOrAFolderIsRefused() throws {
        #expect(throws: CLIError.failure("\(file.path) line 3: \"new-per-day\" is set again (first on line 1) — keep one of them")) {
            try self.read("new-per-day = 1\nreviews-per-day = 5\nnew-per-day = 2")
        }
        try FileManager.default.createDirectory(at: folder.file("folder"), withIntermediateDirectories: false)
        #expect(throws: CLIError.failure(
            "\(folder.file("folder").path) is a folder where the config file should be — rename or remove it (the config is a file of key = value lines)")) {
            try Configuration(contentsOf: self.folder.file("folder"))
        }
    }
}
