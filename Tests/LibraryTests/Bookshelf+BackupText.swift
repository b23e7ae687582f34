import Library

extension Bookshelf {
    /// The backup as one text, gathered from the chunks `exportBackup(to:)` hands over.
    func backupText() throws -> String {
        var bytes: [UInt8] = []
        try exportBackup { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
