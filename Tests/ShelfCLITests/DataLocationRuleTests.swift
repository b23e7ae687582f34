import Foundation
@testable import ShelfCLI
import Testing

/// Where the files go, read in-process from a given environment: nothing is created.
struct DataLocationRuleTests {
    @Test(arguments: ["", "relative/home", "."])
    func aHomeThatIsNoAbsolutePathIsNotUsed(home: String) {
        let locations = DataLocations(environment: ["HOME": home])
        let expected = NSHomeDirectory() + "/.local/share/shelf/library.sqlite"
        #expect(expected.hasPrefix("/"))
        #expect(locations.libraryPath == expected)
        #expect(locations.cacheDirectory.path == NSHomeDirectory() + "/.cache/shelf")
        #expect(locations.configFile.path == NSHomeDirectory() + "/.config/shelf/config")
    }

    @Test func anAbsoluteHomeIsUsed() {
        let locations = DataLocations(environment: ["HOME": "/home/reader"])
        #expect(locations.libraryPath == "/home/reader/.local/share/shelf/library.sqlite")
        #expect(locations.libraryVariable == "SHELF_HOME")
    }

    @Test func shelfHomeComesFirst() {
        let locations = DataLocations(environment: ["HOME": "/home/reader", "SHELF_HOME": "/data/books", "XDG_DATA_HOME": "/x"])
        #expect(locations.libraryPath == "/data/books/library.sqlite")
        #expect(locations.cacheDirectory.path == "/data/books/cache")
    }
}
