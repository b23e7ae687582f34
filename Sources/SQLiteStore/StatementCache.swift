/// A connection's prepared statements, kept for reuse by their SQL text: preparing is a
/// measurable share of a short command's time.
///
/// The statements are filed in slots by a hash of the text's length and eight of its bytes at
/// each end and in the middle rather than of every byte, since the cache is looked up before
/// every statement runs and the SQL of a wide insert or query is hundreds of bytes; texts that
/// share a slot are told apart by comparing them whole. The slots are an array, not a dictionary:
/// the first dictionary of a key type has the runtime search every protocol conformance in the
/// process for the key's `Hashable`, some 0.35 M instructions, which a command pays once per key
/// type it uses.
struct StatementCache {
    /// The statements by slot; the count of slots is a power of two, doubled as statements come.
    private var slots: [[Statement]] = Array(repeating: [], count: 32)
    private var count = 0

    /// The statement prepared from `sql`, if one was kept.
    func statement(for sql: String) -> Statement? {
        for statement in slots[slot(of: sql)] where statement.sql == sql { return statement }
        return nil
    }

    /// Keeps `statement` for its text.
    mutating func keep(_ statement: Statement) {
        if count >= slots.count {
            let kept = slots.joined()
            slots = Array(repeating: [], count: slots.count * 2)
            for statement in kept { slots[slot(of: statement.sql)].append(statement) }
        }
        slots[slot(of: statement.sql)].append(statement)
        count += 1
    }

    /// Lets every statement go (each is finalized once no caller holds it).
    mutating func removeAll() {
        slots = Array(repeating: [], count: slots.count)
        count = 0
    }

    private func slot(of sql: String) -> Int {
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
        return hasher.finalize() & (slots.count - 1)
    }
}
