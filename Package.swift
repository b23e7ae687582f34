// swift-tools-version:6.0
import PackageDescription

// shelf takes no third-party packages: only the toolchain and the system SQLite and libcurl libraries.
let package = Package(
    name: "shelf",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "shelf", targets: ["shelf"]),
        .executable(name: "shelf-fetch", targets: ["shelf-fetch"]),
        .executable(name: "shelf-bench", targets: ["shelf-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "SQLiteStore", dependencies: ["CSQLite"]),
        // libcurl (headers from libcurl4-openssl-dev), used directly by the shelf-fetch helper: it
        // waits on its sockets with poll, where FoundationNetworking's integration of it spins. No
        // pkgConfig: SwiftPM would pass its -lcurl to shelf too, which lists shelf-fetch as a
        // dependency; the module map's `link "curl"` reaches only the code that imports CCurl.
        .systemLibrary(name: "CCurl"),
        // prctl, which Swift cannot call (it is variadic), so the helper dies with shelf.
        .systemLibrary(name: "CProcessControl"),
        // One home for time, text and file helpers (timestamps, calendar days, whitespace, HTML
        // entities, atomic writes); it imports nothing of shelf's, so every module may use it.
        .target(name: "Essentials"),
        // Reading and writing JSON: the strict parser, typed field readers and the writer.
        .target(name: "JSON", dependencies: ["Essentials"]),
        // A flashcard's memory state: what the library stores of a word's study and the scheduler reads.
        .target(name: "Flashcard"),
        .target(name: "Library", dependencies: ["SQLiteStore", "JSON", "Essentials", "Flashcard"], exclude: ["README.md"]),
        // Networking stays free of libcurl (it and its TLS libraries cost every command ~10 ms of
        // start-up); only the shelf-fetch helper links it.
        .target(name: "Networking", dependencies: ["JSON", "Essentials"]),
        .target(name: "Study", dependencies: ["Essentials", "Flashcard"]),
        // JSON-SHAPES.md documents every JSON shape the command line writes, beside the code.
        .target(
            name: "ShelfCLI", dependencies: ["Library", "Networking", "Study", "Flashcard", "JSON", "Essentials"],
            exclude: ["JSON-SHAPES.md"]),
        // Listing shelf-fetch builds the helper with shelf (into the same folder) without linking
        // its code in. The libcurl transport lives inside shelf-fetch for that reason: a library
        // target the helper depended on would be linked into shelf too, and libcurl with it.
        .executableTarget(name: "shelf", dependencies: ["ShelfCLI", "shelf-fetch"]),
        .executableTarget(name: "shelf-fetch", dependencies: ["Networking", "Essentials", "CCurl", "CProcessControl"]),
        // The benchmark builds its library with the tests' seeded generator, so both share one.
        .executableTarget(name: "shelf-bench", dependencies: ["Library", "Essentials", "JSON", "TestSupport"]),
        .target(name: "TestSupport", dependencies: ["JSON", "Library", "SQLiteStore"], path: "Tests/TestSupport"),
        .testTarget(name: "SQLiteStoreTests", dependencies: ["SQLiteStore", "TestSupport"]),
        .testTarget(name: "EssentialsTests", dependencies: ["Essentials", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "LibraryTests", dependencies: ["Library", "Flashcard", "Essentials", "SQLiteStore", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "JSON", "shelf-fetch", "TestSupport"]),
        .testTarget(name: "StudyTests", dependencies: ["Study", "Flashcard", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ShelfCLITests", dependencies: ["shelf", "ShelfCLI", "TestSupport"]),
    ]
)
