@testable import ShelfCLI
import Testing

/// Column counting, cutting and table layout: what keeps lists lined up on a terminal whatever
/// the titles hold.
struct TerminalWidthTests {
    @Test(arguments: [
        ("Dune", 4),
        ("", 0),
        ("Zoë Ünal", 8),
        // e + combining acute accent: one column.
        ("Zoe\u{301}", 3),
        ("三体", 4),
        ("ｆｕｌｌ", 8),
        ("한국어", 6),
        // Decomposed Hangul: lead consonant, vowel and final jamo make one wide syllable.
        ("\u{1112}\u{1161}\u{11AB}", 2),
        ("📚 Books", 8),
        // Family: three emoji joined by zero-width joiners draw as one picture.
        ("👩‍👩‍👧", 2),
        // A skin-tone modifier adds nothing to its emoji; alone it is a picture of its own.
        ("👍🏽", 2),
        ("🏽", 2),
        // Variation selector 16 asks for the emoji form of a text symbol.
        ("❤️", 2),
        ("❤", 1),
        ("❤️‍🔥", 2),
        // A keycap: digit, selector and enclosing mark.
        ("1️⃣", 2),
        // Flags are pairs of regional indicators; a lone indicator still takes two columns.
        ("🇫🇷🇯🇵", 4),
        ("🇫", 2),
        ("a\u{200B}b", 2),
        ("\u{1}\u{7F}\u{85}x", 1),
        ("שלום", 4),
        ("★★★★½ 4.5", 9),
    ])
    func columnsOf(text: String, expected: Int) {
        #expect(text.displayWidth == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func cuttingKeepsMarksAndJoinedEmojiWhole() {
        let accented = "Zoe\u{301}Zoe\u{301}"
        #expect(accented.truncated(to: 4, currentWidth: accented.displayWidth) == "Zoe\u{301}…")
        let family = "ab👩‍👩‍👧cd"
        #expect(family.truncated(to: 5, currentWidth: family.displayWidth) == "ab👩‍👩‍👧…")
        #expect(family.truncated(to: 4, currentWidth: family.displayWidth) == "ab…")
        let wide = "三体三体"
        // A wide character that would cross the limit is left out rather than split.
        #expect(wide.truncated(to: 4, currentWidth: 8) == "三…")
        #expect(wide.truncated(to: 4, currentWidth: 8).displayWidth <= 4)
        #expect("Dune".truncated(to: 4, currentWidth: 4) == "Dune")
        #expect("Dune".truncated(to: 1, currentWidth: 4) == "…")
        #expect("Dune".truncated(to: 0, currentWidth: 4) == "")
    }

    @Test func controlCharactersAreRemovedAndLineBreaksFlattened() {
        // Escape sequences go whole: colour (CSI), window titles (OSC, ended by BEL or ESC \),
        // and two-character ones like ESC c.
        #expect("a\u{1B}[31mred\u{1B}[0m\tb\nc\u{85}".terminalSafe == "ared b c")
        #expect("\u{1B}]0;pwned\u{07}title\u{1B}]2;x\u{1B}\\!".terminalSafe == "title!")
        #expect("\u{1B}cReset \u{1B}[1;2;3Hhere".terminalSafe == "Reset here")
        #expect("unterminated \u{1B}[12".terminalSafe == "unterminated ")
        #expect("line one\nline\u{7}two".terminalSafeKeepingLines == "line one\nlinetwo")
        // Bidirectional overrides and isolates could make a title read as another.
        #expect("abc\u{202E}fed\u{2066}x\u{2069}".terminalSafe == "abcfedx")
        // Invisible characters go too: they hide text or split it where nothing shows.
        #expect("mark\u{200B}\u{2060}\u{FEFF}ed".terminalSafe == "marked")
        #expect("one\u{2028}two\u{2029}three".terminalSafe == "one two three")
        // Joiners and direction marks stay: emoji, Persian and Hebrew are drawn right with them.
        #expect("👩‍👩‍👧 a\u{200D}b".terminalSafe == "👩‍👩‍👧 a\u{200D}b")
        #expect("کتاب\u{200C}ها".terminalSafe == "کتاب\u{200C}ها")
        #expect("עברית \u{200F}(2)\u{200E}".terminalSafe == "עברית \u{200F}(2)\u{200E}")
        #expect("کتاب\u{200C}ها".displayWidth == "کتابها".displayWidth)
        // The console keeps the styles shelf sets itself and nothing else.
        #expect("\u{1B}[1mbold\u{1B}[0m \u{1B}[38;5;22m█\u{1B}[0m".terminalOutput == "\u{1B}[1mbold\u{1B}[0m \u{1B}[38;5;22m█\u{1B}[0m")
        #expect("\u{1B}[31mred\u{1B}[2J\u{1B}]52;c;eA==\u{07}\tx\n".terminalOutput == "red\tx\n")
        let clean = "Ngũgĩ wa Thiong'o"
        #expect(clean.terminalSafe == clean)
    }

    private func lines(of table: Table, maxWidth: Int?) -> [String] {
        var lines: [String] = []
        table.render(maxWidth: maxWidth, indent: "  ") { lines.append(String(decoding: $0, as: UTF8.self)) }
        return lines
    }

    @Test func columnsLineUpWhateverTheScript() {
        var table = Table(columns: [
            .init(header: "#", alignRight: true), .init(header: "Title", flexible: true), .init(header: "Pages"),
        ])
        table.rows = [["7", "三体", "302"], ["12", "Zoe\u{301} 👩‍👩‍👧", ""], ["3", "Dune", "412"]]
        let rendered = lines(of: table, maxWidth: nil)
        #expect(rendered == [
            "   #  Title   Pages",
            "   7  三体    302",
            "  12  Zoe\u{301} 👩‍👩‍👧",
            "   3  Dune    412",
        ])
    }

    @Test func aNarrowWindowCutsFlexibleColumnsOnly() {
        var table = Table(columns: [.init(header: "#", alignRight: true), .init(header: "Title", flexible: true)])
        table.rows = [["1", String(repeating: "long title ", count: 10)]]
        let rendered = lines(of: table, maxWidth: 30)
        #expect(rendered.allSatisfy { $0.displayWidth <= 30 })
        #expect(rendered[1].hasSuffix("…"))
        #expect(rendered[1].hasPrefix("  1  long title"))
        // Piped (no width), nothing is cut.
        #expect(lines(of: table, maxWidth: nil)[1].hasSuffix("long title"))
    }

    @Test func percentagesKeepOneDecimalUnlessWhole() {
        #expect(BookText.percent(0) == "0%")
        #expect(BookText.percent(100) == "100%")
        #expect(BookText.percent(29.1) == "29.1%")
        #expect(BookText.percent(99.8) == "99.8%")
        #expect(BookText.percent(0.5) == "0.5%")
        #expect(BookText.percent(29.96) == "30.0%")
    }
}
