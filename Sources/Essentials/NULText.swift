import Foundation

/// The NUL character in text from outside. No text means one, and terminals and C strings drop
/// it, so `a\0b` would be shown as `ab` and never found by what is shown: wherever text comes in
/// (typed, read from stdin, imported, restored, or read from a catalogue's or the dictionary's
/// answer), each NUL becomes a space. Other control characters are kept as they came: output
/// cleans them, and `--json` shows them; the shelf names of an export already turn every control
/// character into a space (`BookValidation.importedShelfNames`).
public enum NULText {
    /// `text` with each NUL made a space.
    public static func spaced(_ text: String) -> String {
        // memchr, as every title, name and review of an import is looked through.
        let hasNUL = text.withContiguousUTF8 { bytes in bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false }
        guard hasNUL else { return text }
        return String(decoding: text.utf8.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
