internal import Essentials
import Foundation

/// How the quiz pieces compare words: trimmed and case-folded with full Unicode case folding, so
/// "Straße" matches "STRASSE" and "Café" matches "café" however the accent is encoded (Swift's
/// string equality already treats canonically equivalent forms as equal).
enum TextMatching {
    /// The comparison key of a word: surrounding whitespace removed, case folded.
    static func key(_ text: String) -> String {
        text.trimmingWhitespace.folding(options: .caseInsensitive, locale: nil)
    }
}
