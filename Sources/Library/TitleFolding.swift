internal import Essentials
import Foundation

/// Titles as a fragment is looked for in them, byte by byte: as they are shown (`shownName`: no
/// control character or escape sequence, one space for a run), so a fragment finds only what the
/// reader can see; without the joiners and direction marks, which change how letters are drawn
/// but not which they are (`matchedName`: `کتاب‌ها` is found by `کتابها` and the other way round,
/// `Dune \u{200E} Messiah` by `dune messiah`); lowercased (a fragment matches a title when the lowercased title contains the
/// lowercased fragment); and with each character that Unicode treats as exactly one other
/// character (a singleton: the Greek question mark is `;`, the compatibility ideograph U+F900 is
/// U+8C48, the Ohm sign is `Ω`) written as that one.
/// Swift, comparing texts by canonical equivalence, finds a folded title to contain just the
/// fragments the title itself contains; and wherever it finds a character that is one scalar and
/// decomposes into nothing else (`TitleFragment.standsForItself`), the folded bytes hold that
/// scalar, so a search of the bytes finds every title that may match.
enum TitleFolding {
    /// `text` as shown, without joiners and direction marks (`matchedName`), lowercased, its
    /// singletons written as the character each stands for.
    static func fold(_ text: String) -> String {
        let lowered = text.matchedName.lowercased()
        guard lowered.utf8.contains(where: { $0 >= 0x80 }), lowered.unicodeScalars.contains(where: mayBeSingleton) else {
            return lowered
        }
        var folded = String.UnicodeScalarView()
        for scalar in lowered.unicodeScalars {
            folded.append(mayBeSingleton(scalar) ? singleDecomposition(of: scalar) ?? scalar : scalar)
        }
        return String(folded)
    }

    /// The blocks holding every character whose canonical decomposition is one other character
    /// (`TitleFoldingTests` checks them against Unicode's whole range): a cheap test that
    /// leaves Foundation's look-up for the few scalars inside them.
    static let singletonBlocks: [ClosedRange<UInt32>] = [
        0x0340...0x0344, 0x0374...0x0374, 0x037E...0x037E, 0x0387...0x0387, 0x1F71...0x1FFD,
        0x2000...0x2001, 0x2126...0x212B, 0x2329...0x232A, 0xF900...0xFAFF, 0x2F800...0x2FA1F,
    ]

    private static func mayBeSingleton(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x0340 && singletonBlocks.contains { $0.contains(scalar.value) }
    }

    /// The one scalar `scalar` decomposes into canonically, when that is one other scalar.
    static func singleDecomposition(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
        guard decomposed.count == 1, let only = decomposed.first, only != scalar else { return nil }
        return only
    }
}
