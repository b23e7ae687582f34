/// A connection's prepared statements, kept for reuse by their SQL text: preparing is a
/// measurable share of a short command's time.
///
/// The statements are filed under a hash of the text's length and eight of its bytes at each end
/// and in the middle rather than of every byte, since the cache is looked up before every
/// statement runs and the SQL of a wide insert or query is hundreds of bytes; texts that hash
/// alike share a slot and are told apart by comparing them whole. The key is a plain `Int`: a
/// dictionary keyed by a type of shelf's own had the runtime search every protocol conformance in
/// the process for its `Hashable` the first time, some 0.35 M instructions a command.
struct StatementCache {
    private var statements: [Int: [Statement]] = [:]

    /// The statement prepared from `sql`, if one was kept.
    func statement(for sql: String) -> Statement? {
        statements[Self.hash(sql)]?.first { $0.sql == sql }
    }

    /// Keeps `statement` for its text.
    mutating func keep(_ statement: Statement) {
        statements[Self.hash(statement.sql), default: []].append(statement)
    }

    /// Lets every statement go (each is finalized once no caller holds it).
    mutating func removeAll() {
        statements.removeAll()
    }

    private static func hash(_ sql: String) -> Int {
        var hasher = Hasher()
        let hashed: Void? = sql.utf8.withContiguousStorageIfAvailable { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            hasher.combine(raw.count)
            guard raw.count >= 8 else { return hasher.combine(bytes: raw) }
            hasher.combine(raw.loadUnaligned(as: UInt64.self))
            hasher.combine(raw.loadUnaligned(fromByteOffset: (raw.count - 8) / 2, as: UInt64.self))
            hasher.combine(raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
        }
        if hashed == nil { hasher.combine(sql) }
        return hasher.finalize()
    }
}
