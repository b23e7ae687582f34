/// Decodes HTML character references (`Tom &amp; Jerry`, `&#39;`, `&eacute;`), as Goodreads leaves
/// them in titles and authors and Google in descriptions, and protects text that only looks like
/// one when writing it back.
///
/// Names are case-sensitive, as in HTML (`&Eacute;` is É, not é), and `&nbsp;` is U+00A0, the
/// character it names: a reader that collapses spaces (`HTMLText`) treats it as one anyway.
public enum HTMLEntities {
    /// The named references seen in real exports and descriptions, plus the typographic ones
    /// editors paste in. Unknown names are left as they are rather than guessed.
    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "lsquo": "\u{2018}",
        "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "copy": "\u{A9}",
        "reg": "\u{AE}", "trade": "\u{2122}", "laquo": "\u{AB}", "raquo": "\u{BB}", "eacute": "\u{E9}",
        "egrave": "\u{E8}", "aacute": "\u{E1}", "iacute": "\u{ED}", "oacute": "\u{F3}", "uacute": "\u{FA}",
        "ntilde": "\u{F1}", "uuml": "\u{FC}", "ouml": "\u{F6}", "auml": "\u{E4}", "ccedil": "\u{E7}",
        "szlig": "\u{DF}", "middot": "\u{B7}", "bull": "\u{2022}",
    ]
    /// The longest reference considered, `&#x10FFFF;` or `&hellip;`, to bound the search for `;`.
    private static let maximumLength = 10

    /// `text` with every well-formed reference (`&amp;`, `&#233;`, `&#xE9;`) replaced by its character.
    public static func decode(_ text: String) -> String {
        rewritingReferences(in: text) { character, _ in String(character) }
    }

    /// `text` with `&` written as `&amp;` wherever it starts something `decode` would replace, so
    /// that `decode(protect(text)) == text` for any text while a plain `Tom & Jerry` stays as it is.
    public static func protect(_ text: String) -> String {
        rewritingReferences(in: text) { _, reference in "&amp;" + String(String.UnicodeScalarView(reference.dropFirst())) }
    }

    /// Copies `text`, replacing each well-formed reference by what `rewrite` makes of its character
    /// and its source text (from `&` to `;`).
    private static func rewritingReferences(
        in text: String, _ rewrite: (Unicode.Scalar, String.UnicodeScalarView.SubSequence) -> String
    ) -> String {
        // Read as one buffer: walking the string's UTF-8 view costs several times more, and an
        // import decodes, and an export protects, four fields of every book.
        guard text.withContiguousUTF8({ $0.contains(UInt8(ascii: "&")) }) else { return text }
        let scalars = text.unicodeScalars
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if scalars[index] == "&", let (character, end) = reference(in: scalars, at: index) {
                result.append(contentsOf: rewrite(character, scalars[index..<end]).unicodeScalars)
                index = end
            } else {
                result.append(scalars[index])
                index = scalars.index(after: index)
            }
        }
        return String(result)
    }

    /// The character referenced at `start` (which holds `&`) and the index just past its `;`.
    private static func reference(
        in scalars: String.UnicodeScalarView, at start: String.UnicodeScalarView.Index
    ) -> (Unicode.Scalar, String.UnicodeScalarView.Index)? {
        var name = ""
        var index = scalars.index(after: start)
        while index < scalars.endIndex, name.unicodeScalars.count < maximumLength {
            let scalar = scalars[index]
            if scalar == ";" {
                guard let character = character(named: name) else { return nil }
                return (character, scalars.index(after: index))
            }
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#"
            else { return nil }
            name.unicodeScalars.append(scalar)
            index = scalars.index(after: index)
        }
        return nil
    }

    private static func character(named name: String) -> Unicode.Scalar? {
        guard name.hasPrefix("#") else { return named[name] }
        let number = name.dropFirst()
        let value: UInt32?
        if number.hasPrefix("x") || number.hasPrefix("X") {
            value = UInt32(number.dropFirst(), radix: 16)
        } else {
            value = UInt32(number, radix: 10)
        }
        // NUL is refused as HTML does; Unicode.Scalar refuses surrogates and values past U+10FFFF.
        guard let value, value != 0 else { return nil }
        return Unicode.Scalar(value)
    }
}
