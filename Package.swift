// swift-tools-version:6.0
import PackageDescription

// shelf takes no third-party packages: only the toolchain and the system SQLite library.
let package = Package(
    name: "shelf",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "shelf", targets: ["shelf"]),
        .executable(name: "shelf-bench", targets: ["shelf-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "SQLiteStore", dependencies: ["CSQLite"]),
        .target(name: "Library", dependencies: ["SQLiteStore"]),
        .target(name: "Networking"),
        .target(name: "Study"),
        .target(name: "ShelfCLI", dependencies: ["Library", "Networking", "Study"]),
        .executableTarget(name: "shelf", dependencies: ["ShelfCLI"]),
        .executableTarget(name: "shelf-bench", dependencies: ["Library"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SQLiteStoreTests", dependencies: ["SQLiteStore"]),
        .testTarget(name: "LibraryTests", dependencies: ["Library"], exclude: ["Fixtures", "ImportFixtures"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "TestSupport"]),
        .testTarget(name: "StudyTests", dependencies: ["Study"]),
        .testTarget(name: "ShelfCLITests", dependencies: ["shelf", "ShelfCLI", "TestSupport"]),
    ]
)
