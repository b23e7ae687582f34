@testable import ShelfCLI
import Testing

/// Arguments written back as a POSIX shell reads them, for `undo`'s record of a command line.
struct ShellWordTests {
    @Test(arguments: [
        ("dune", "dune"), ("--at", "--at"), ("2026-11-20T18:04Z", "2026-11-20T18:04Z"), ("/tmp/x.csv", "/tmp/x.csv"),
        ("", "''"), ("Dune Messiah", "'Dune Messiah'"), ("Paul's", "'Paul'\\''s'"), ("$HOME", "'$HOME'"),
        ("a\"b", "'a\"b'"), ("Émile", "'Émile'"), ("*", "'*'"),
        // A control character would be cleaned out of the printed line: bash's $'…' names it.
        ("a\nb\u{01}c", "$'a\\nb\\x01c'"), ("it's\t\\", "$'it\\'s\\t\\\\'"),
        // Beyond ASCII as the character, not a lone byte: bash reads `\x85` as the byte 0x85.
        ("\u{7F}\u{85}", "$'\\x7f\\u0085'"), ("du\u{202E}ne\u{200B}", "$'du\\u202ene\\u200b'"),
    ])
    func wordsAreQuotedOnlyWhenAShellWouldReadThemOtherwise(argument: String, written: String) {
        #expect(ShelfCommandLine.shellWord(argument) == written)
    }
}
