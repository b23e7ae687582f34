/// SQL text as the key of a connection's prepared statements, hashed by its length and eight of
/// its bytes at each end and in the middle rather than by every byte: the cache is looked up
/// before every statement runs, and the SQL of a wide insert or query is hundreds of bytes. Texts
/// that hash alike are still told apart by comparing them whole.
struct StatementKey: Hashable {
    let sql: String

    static func == (first: StatementKey, second: StatementKey) -> Bool {
        first.sql == second.sql
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = sql.utf8.withContiguousStorageIfAvailable { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            hasher.combine(raw.count)
            guard raw.count >= 8 else { return hasher.combine(bytes: raw) }
            hasher.combine(raw.loadUnaligned(as: UInt64.self))
            hasher.combine(raw.loadUnaligned(fromByteOffset: (raw.count - 8) / 2, as: UInt64.self))
            hasher.combine(raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
        }
        if hashed == nil { hasher.combine(sql) }
    }
}
