import Testing
@testable import Essentials

/// `DictionaryRules.languageCode`: a two-letter language must be one ISO 639-1 has (a withdrawn
/// one reads as its replacement), and every other form it took before (a region after the
/// language, a longer code) still reads.
@Suite struct LanguageCodeTests {
    @Test(arguments: [
        ("en", "en"), (" FR ", "fr"), ("De", "de"), (" PT-br ", "pt-br"), ("en-us", "en-us"), ("zh-hant", "zh-hant"),
        ("haw", "haw"), ("english", "english"), ("iw", "he"), ("IN", "id"), ("ji-il", "yi-il"), ("jw", "jv"), ("mo", "ro"),
    ])
    func aCodeIsTrimmedAndLowercased(typed: String, code: String) {
        #expect(DictionaryRules.languageCode(typed) == code)
    }

    @Test(arguments: ["xx", "XX", "eb", "qq", "zz-us", "x", "", "--", "-en", "e-n", "en_US", "e/n", "../../x", "toolonglang", "ënglish"])
    func anythingElseIsNoCode(typed: String) {
        #expect(DictionaryRules.languageCode(typed) == nil)
    }

    /// The list is ISO 639-1's as the registration authority publishes it: 184 pairs of lower-case letters.
    @Test func theListHoldsEveryISO639_1Code() {
        #expect(LanguageCodes.iso639_1.count == 184)
        #expect(LanguageCodes.iso639_1.allSatisfy { $0.count == 2 && $0.allSatisfy { ("a"..."z").contains($0) } })
        for code in ["aa", "en", "fr", "de", "he", "id", "yi", "zu", "bh"] { #expect(LanguageCodes.iso639_1.contains(code), "\(code)") }
        // Codes ISO 639-1 withdrew (iw, in, ji, jw, mo, sh) are not in it.
        for code in ["iw", "in", "ji", "jw", "mo", "sh"] { #expect(!LanguageCodes.iso639_1.contains(code), "\(code)") }
    }
}
