import Foundation
import TestSupport

/// Times the vocabulary commands: importing a Kindle `vocab.db`, and starting a study session,
/// showing a word and listing the due words with one word due, on a 20,000-word library beside
/// the same commands on a 10-word one. The large library may cost at most 1.5× the small one:
/// the work is one word, so the library's size must not show.
struct VocabularyBenchmark {
    /// The main benchmark: its binaries, folder, timing and checks.
    let benchmark: Benchmark
    private var shelf: String { benchmark.shelf }
    private var sqlite3: String { benchmark.sqlite3 }
    private var work: URL { benchmark.work }

    static let importedWords = 2_000
    static let largeLibrary = 20_000
    static let smallLibrary = 10

    func run() throws {
        print("")
        print("Vocabulary: \(Self.importedWords)-word vocab.db import; \(Self.largeLibrary) against \(Self.smallLibrary) words, one due")
        let kindle = try kindleFile(words: Self.importedWords)
        defer { kindle.remove() }
        let imports = try benchmark.compared(
            { .init([shelf, "import", kindle.path], home: work.appendingPathComponent("vocab-import-\($0)")) },
            against: { _ in
                .init([sqlite3, "-readonly", kindle.path, "SELECT count(*) FROM LOOKUPS JOIN WORDS ON WORDS.id = word_key"], home: work)
            })
        print("| command | shelf median ms (min–max) | reference median ms | ratio | target |")
        print("|---|---|---|---|---|")
        print(Self.line("import \(Self.importedWords) Kindle look-ups (reference: sqlite3 reading them)", imports, target: "< 1 s"))

        let large = try library(words: Self.largeLibrary)
        let small = try library(words: Self.smallLibrary)
        for (name, arguments) in [
            ("study (one word due)", ["study"]), ("vocab show WORD", ["vocab", "show", "word7"]),
            ("vocab list --due (one due)", ["vocab", "list", "--due"]),
        ] {
            let pair = try benchmark.compared(
                { _ in .init([shelf] + arguments, home: large) }, against: { _ in .init([shelf] + arguments, home: small) })
            print(Self.line("\(name): \(Self.largeLibrary) words (reference: \(Self.smallLibrary) words)", pair, target: "≤ 1.5×"))
        }
    }

    private static func line(_ name: String, _ pair: (measured: Sample, reference: Sample), target: String) -> String {
        func milliseconds(_ value: Double) -> String { String(format: "%.1f", value * 1000) }
        let ratio = pair.reference.median > 0 ? String(format: "%.2f×", pair.measured.median / pair.reference.median) : "–"
        return "| \(name) | \(milliseconds(pair.measured.median)) (\(milliseconds(pair.measured.minimum))–\(milliseconds(pair.measured.maximum))) | \(milliseconds(pair.reference.median)) | \(ratio) | \(target) |"
    }

    /// A Kindle vocab.db of `words` look-ups, one word each, spread over 40 books.
    private func kindleFile(words: Int) throws -> EReaderDatabase {
        try EReaderDatabase.kindle("""
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 39)
            INSERT INTO BOOK_INFO SELECT 'book' || i, '', 'book' || i, 'en', 'Generated Book ' || i, 'Writer,Some' FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(words))
            INSERT INTO WORDS SELECT 'en:word' || i, 'word' || i, 'word' || i, 'en', 0, 1700000000000 + i * 1000, '' FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(words))
            INSERT INTO LOOKUPS SELECT 'lookup' || i, 'en:word' || i, 'book' || (i % 40), '', 'a:' || (i * 7),
                'The traveller met word' || i || ' on the long road north.', 1700000000000 + i * 1000 FROM n;
            """)
    }

    /// A library of `words` imported words where every word but the last is a review due in a
    /// month: a study session has exactly one word to ask.
    private func library(words: Int) throws -> URL {
        let home = work.appendingPathComponent("vocab-\(words)")
        let kindle = try kindleFile(words: words)
        defer { kindle.remove() }
        try benchmark.check(
            ChildRun.run([shelf, "import", kindle.path], environment: benchmark.environment(home: home), scratch: work),
            "vocab.db import")
        let now = Date().timeIntervalSince1970
        try benchmark.check(ChildRun.run(
            [sqlite3, home.appendingPathComponent("library.sqlite").path,
             """
             UPDATE words SET state = 'review', learning_step = NULL, stability = 40, difficulty = 5, reps = 1,
                 due = \(now + 30 * 86_400), last_reviewed_at = \(now - 86_400), definition = 'meaning of ' || word
             WHERE id <> (SELECT max(id) FROM words)
             """],
            environment: benchmark.environment(home: home), scratch: work), "making words not due")
        return home
    }
}
