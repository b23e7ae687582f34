/// An export's bytes on their way to a terminal: cleaned as any other text shown there
/// (`terminalSafeKeepingLines`), so a title holding an escape sequence cannot set the window
/// title or clear the screen when `shelf export` is run without a file or a pipe. Piped and
/// written files keep the bytes as they are, for a lossless round trip.
///
/// Bytes come in chunks that may end inside a character; the unfinished end is held back until
/// the next chunk completes it. An escape sequence split between chunks loses its ESC in the
/// first and shows the rest as plain text, which is harmless.
struct TerminalStreamCleaner {
    private var heldBack: [UInt8] = []

    /// The cleaned text of `bytes` and what was held back before them, up to the last whole
    /// character.
    mutating func clean(_ bytes: [UInt8]) -> [UInt8] {
        heldBack.append(contentsOf: bytes)
        let end = Self.endOfWholeCharacters(heldBack)
        let whole = heldBack[..<end]
        defer { heldBack.removeSubrange(..<end) }
        return Self.cleaned(whole)
    }

    /// What is still held back, cleaned: call it once the stream ends.
    mutating func finish() -> [UInt8] {
        defer { heldBack = [] }
        return Self.cleaned(heldBack[...])
    }

    private static func cleaned(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard !bytes.isEmpty else { return [] }
        return Array(String(decoding: bytes, as: UTF8.self).terminalSafeKeepingLines.utf8)
    }

    /// The index after the last complete UTF-8 character: a lead byte near the end whose
    /// continuation bytes have not all arrived marks where the unfinished character begins.
    private static func endOfWholeCharacters(_ bytes: [UInt8]) -> Int {
        var index = bytes.count
        while index > 0, bytes.count - index < 4 {
            index -= 1
            let byte = bytes[index]
            guard byte & 0xC0 == 0x80 else {
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                return bytes.count - index >= length ? bytes.count : index
            }
        }
        return bytes.count
    }
}
