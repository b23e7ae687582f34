import Foundation

/// A fragment of a title as `resolve` looks for it: folded as titles are (`TitleFolding`), and
/// the bytes every folded title containing it must contain (`key`), which finds the few titles
/// worth comparing as text without decoding all of them.
struct TitleFragment {
    /// The fragment folded: a title matches when its folded text contains this.
    let folded: String
    /// The UTF-8 of the fragment's longest run of characters that stand for themselves; empty
    /// when it has none (an accented letter alone), and then every title is compared.
    let key: [UInt8]

    init(_ text: String) {
        folded = TitleFolding.fold(text)
        var longest = ""
        var run = ""
        for character in folded {
            guard Self.standsForItself(character) else {
                run = ""
                continue
            }
            run.append(character)
            if run.utf8.count > longest.utf8.count { longest = run }
        }
        key = Array(longest.utf8)
    }

    /// True when a folded title that Swift finds to hold `character` holds its very bytes there:
    /// one scalar, no mark, decomposing into nothing but itself (`é` may be stored as `e` and an
    /// accent, and matches both). The singletons that stand for it are folded away already.
    static func standsForItself(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        if scalar.isASCII { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: break
        }
        let decomposed = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
        return decomposed.count == 1 && decomposed.first == scalar
    }
}
