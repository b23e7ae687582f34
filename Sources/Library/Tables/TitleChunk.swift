#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// One row of `title_chunks` (`TitleChunks`): the folded titles (`TitleFolding`) of the books
/// whose ids share all but their lowest 8 bits, in id order, each as the lowest byte of its
/// id, its length in bytes (LEB128) and its UTF-8. Looking a fragment up in one blob of titles
/// costs a byte search, where reading them row by row costs SQLite and Swift hundreds of
/// instructions a title.
struct TitleChunk {
    /// How many low bits of a book's id its place in a chunk takes: 256 books a chunk.
    static let idBits = 8

    /// The chunk a book's id is in.
    static func number(of id: Int) -> Int { id >> idBits }

    /// The ids a chunk holds.
    static func ids(of number: Int) -> ClosedRange<Int> {
        (number << idBits)...((number << idBits) | (1 << idBits - 1))
    }

    /// The entries of `books` (their ids and titles, in id order, all in one chunk).
    static func entries(of books: [(id: Int, title: String)]) -> [UInt8] {
        var entries: [UInt8] = []
        for book in books {
            let folded = TitleFolding.fold(book.title).utf8
            entries.append(UInt8(truncatingIfNeeded: book.id))
            var length = folded.count
            while length >= 0x80 {
                entries.append(UInt8(length & 0x7F) | 0x80)
                length >>= 7
            }
            entries.append(UInt8(length))
            entries.append(contentsOf: folded)
        }
        return entries
    }

    let number: Int
    let entries: [UInt8]

    /// The ids of the books whose folded title holds `key` and which `accepts` (given the folded
    /// title), in id order; every book's when `key` is empty. Nil when `entries` are not entries
    /// as `entries(of:)` writes them (a row damaged, or written by another program): the caller
    /// then reads the chunk's books from `books`.
    func ids(holding key: [UInt8], where accepts: (String) -> Bool) -> [Int]? {
        entries.withUnsafeBytes { bytes -> [Int]? in
            var found: [Int] = []
            // The first place at or after `start` where `key` begins; `bytes.count` when none.
            func place(from start: Int) -> Int {
                guard let first = key.first, let base = bytes.baseAddress else { return bytes.count }
                var position = start
                while position + key.count <= bytes.count,
                    let pointer = memchr(base + position, Int32(first), bytes.count - position)
                {
                    position = UnsafeRawPointer(pointer) - base
                    guard position + key.count <= bytes.count else { break }
                    let same = key.withUnsafeBytes { keyBytes in
                        keyBytes.baseAddress.map { memcmp(pointer, $0, key.count) == 0 } ?? false
                    }
                    if same { return position }
                    position += 1
                }
                return bytes.count
            }
            var hit = place(from: 0)
            var position = 0
            while position < bytes.count {
                let low = Int(bytes[position])
                position += 1
                var length = 0
                var shift = 0
                while true {
                    guard position < bytes.count, shift < 56 else { return nil }
                    let byte = bytes[position]
                    position += 1
                    length |= Int(byte & 0x7F) << shift
                    shift += 7
                    if byte < 0x80 { break }
                }
                guard length <= bytes.count - position else { return nil }
                let end = position + length
                // A place in an entry's header, or running past its title, is no place in it.
                while hit < position { hit = place(from: hit + 1) }
                if key.isEmpty || hit + key.count <= end {
                    let title = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
                    if accepts(title) { found.append((number << Self.idBits) | low) }
                    if hit < end { hit = place(from: end) }
                }
                position = end
            }
            return found
        }
    }
}
