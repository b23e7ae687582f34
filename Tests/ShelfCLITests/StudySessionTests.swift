import Foundation
import Testing
import TestSupport

/// `shelf study` sessions scripted through stdin with a fixed clock, checked through what the
/// binary printed and what `vocab show --json` says was scheduled.
@Suite struct StudySessionTests {
    private static let start = "2026-11-20T18:00:00Z"

    /// A library with book #1 Dune holding `words`, each defined as "meaning of WORD".
    private func shelf(words: [String], contexts: [String: String] = [:]) throws -> ShelfProcess {
        let shelf = try ShelfProcess(now: Self.start)
        #expect(try shelf.run(["add", "--title", "Dune"]).status == 0)
        for word in words {
            var arguments = ["vocab", "add", "dune", word, "--definition", "meaning of \(word)"]
            if let sentence = contexts[word] { arguments += ["--context", sentence] }
            #expect(try shelf.run(arguments).status == 0)
        }
        return shelf
    }

    private func word(_ shelf: ShelfProcess, _ word: String) throws -> [String: Any] {
        let result = try shelf.run(["vocab", "show", word, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    private func ratings(_ shelf: ShelfProcess, _ word: String) throws -> [Int] {
        try (self.word(shelf, word)["reviews"] as? [[String: Any]] ?? []).compactMap { $0["rating"] as? Int }
    }

    /// The words in the order the session asked about them: each card starts with `[k/N]`,
    /// followed by the word (flashcards), "What does WORD mean?" (choice) or its definition
    /// "meaning of WORD" (fill).
    private func asked(_ output: String) -> [String] {
        let lines = output.components(separatedBy: "\n")
        return lines.indices.dropLast().compactMap { index in
            let line = lines[index]
            guard line.hasPrefix("["), line.hasSuffix("]"), line.contains("/") else { return nil }
            let next = lines[index + 1]
            if next.hasPrefix("What does "), let end = next.range(of: " mean?") {
                return String(next[next.index(next.startIndex, offsetBy: 10)..<end.lowerBound])
            }
            if let range = next.range(of: "meaning of ") { return String(next[range.upperBound...]) }
            return next.components(separatedBy: "  ").first
        }
    }

    @Test func multipleChoiceWithTooFewDefinitionsSaysItAsksFlashcards() throws {
        let shelf = try shelf(words: ["kanly"])
        defer { shelf.cleanUp() }
        let result = try shelf.run(["study", "--mode", "choice"], input: "3\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(
            "Studying 1 word (flashcards — multiple choice needs 4 different definitions in your library). Type q to stop.\n"),
            "\(result.stdout)")
        #expect(asked(result.stdout) == ["kanly"])
        #expect(!result.stdout.contains("What does "))

        // With four different definitions it is multiple choice, as asked.
        for word in ["sietch", "ornithopter", "melange"] {
            #expect(try shelf.run(["vocab", "add", "dune", word, "--definition", "meaning of \(word)"]).status == 0)
        }
        let choice = try shelf.run(["study", "--mode", "choice"], input: "1\n")
        #expect(choice.stdout.hasPrefix("Studying 3 words (choice). Type q to stop.\n"), "\(choice.stdout)")
        #expect(choice.stdout.contains("What does "))
    }

    @Test func flashcardsAreRatedOneToFourOrByName() throws {
        let shelf = try shelf(words: ["kanly", "sietch", "ornithopter"], contexts: ["sietch": "They hid in the sietch."])
        defer { shelf.cleanUp() }

        let result = try shelf.run(["study"], input: "again\n2\n4\ngood\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Studying 3 words (flashcards)"))
        #expect(result.stdout.contains("“They hid in the sietch.”"))
        let order = asked(result.stdout)
        #expect(Set(order) == ["kanly", "sietch", "ornithopter"])
        #expect(order.count == 4, "the word answered again comes back at the end")
        #expect(order.last == order.first)
        for (word, ratings) in zip(order, [[1, 3], [2], [4]]) {
            #expect(try self.ratings(shelf, word) == ratings, "\(word)")
        }
        #expect(result.stdout.contains("✗ \(order[0]) — again"))
        #expect(result.stdout.contains("✓ \(order[2]) — easy"))
        #expect(result.stdout.contains("Study streak: 1 day."))
    }

    @Test func aSessionIsOneChangeToUndo() throws {
        let shelf = try shelf(words: ["kanly", "sietch"])
        defer { shelf.cleanUp() }
        let before = try shelf.run(["undo", "--list"]).stdout
        #expect(try shelf.run(["study"], input: "3\n4\n\n").status == 0)
        let after = try shelf.run(["undo", "--list"]).stdout.split(separator: "\n")
        #expect(after.count == before.split(separator: "\n").count + 1, "\(after)")
        #expect(after.first?.hasSuffix("study") == true, "\(after)")
        let undone = try shelf.run(["undo"])
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(undone.stdout.hasPrefix("Undid \"study\""), "\(undone.stdout)")
        for word in ["kanly", "sietch"] {
            #expect(try ratings(shelf, word).isEmpty, "\(word): both answers are taken back")
        }
        #expect(try shelf.run(["undo", "--list"]).stdout == before)
    }

    /// An answer the library cannot save part-way through (a disk filling up; here a trigger
    /// refuses the second word's write) ends the session with the summary of those saved, and a
    /// line that says they are saved rather than that nothing changed.
    @Test func anAnswerThatCannotBeSavedKeepsTheOnesBefore() throws {
        let shelf = try shelf(words: ["kanly", "sietch"])
        defer { shelf.cleanUp() }
        try DatabaseFile(path: shelf.libraryFile.path).execute(
            "CREATE TRIGGER refuse BEFORE UPDATE ON words WHEN old.word = 'sietch' BEGIN SELECT RAISE(ABORT, 'no room'); END")
        let result = try shelf.run(["study"], input: "3\n3\n\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Session summary (stopped early; answers so far are saved)\n  1. ✓ kanly — good\n"), "\(result.stdout)")
        #expect(result.stderr == "shelf: the library could not be updated: no room — try again; the answer to \"sietch\" was not saved; the answer before it is saved\n")
        #expect(try ratings(shelf, "kanly") == [3])
        #expect(try ratings(shelf, "sietch").isEmpty)
    }

    @Test func invalidAnswersAreAskedAgain() throws {
        let shelf = try shelf(words: ["kanly"])
        defer { shelf.cleanUp() }

        let result = try shelf.run(["study"], input: "7\nmaybe\n\n0\ngood\nx\n9\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "answer 1-4 or again, hard, good, easy (q to stop)").count - 1 == 4)
        #expect(result.stdout.components(separatedBy: "give numbers from 1 to 1, or an empty line").count - 1 == 2)
        #expect(try ratings(shelf, "kanly") == [3])
        #expect(try word(shelf, "kanly")["mastered"] as? Bool == false)
    }

    @Test func choiceOffersFourDistinctDefinitionsAndGradesThePick() throws {
        let words = ["kanly", "sietch", "ornithopter", "crysknife"]
        let shelf = try shelf(words: words)
        defer { shelf.cleanUp() }

        // Option 1 for every card: right or wrong by chance, and each must be graded accordingly;
        // q ends the session when a wrong pick brings a word back.
        let result = try shelf.run(["study", "--mode", "choice"], input: "5\n1\n1\n1\n1\nq\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("answer with an option number (q to stop)"))
        let cards = result.stdout.components(separatedBy: "What does ").dropFirst()
        #expect(cards.count >= 4)
        var seen: Set<String> = []
        for card in cards {
            let lines = card.components(separatedBy: "\n")
            let answer = try #require(lines[0].components(separatedBy: " mean?").first)
            guard seen.insert(answer).inserted else { continue }
            let options = lines.compactMap { line -> String? in
                guard line.hasPrefix("  "), line.dropFirst(2).first?.isNumber == true, let range = line.range(of: ") ") else { return nil }
                return String(line[range.upperBound...])
            }
            #expect(options.count == 4, "four options: \(options)")
            #expect(Set(options).count == 4, "all different")
            #expect(options.filter { $0 == "meaning of \(answer)" }.count == 1, "the answer once")
            #expect(Set(options).isSubset(of: Set(words.map { "meaning of \($0)" })))
            let right = options.first == "meaning of \(answer)"
            #expect(card.contains(right ? "✓ right" : "✗ it was"))
            #expect(try ratings(shelf, answer).first == (right ? 3 : 1))
            #expect((try word(shelf, answer)["reviews"] as? [[String: Any]])?.first?["mode"] as? String == "choice")
        }
        #expect(seen == Set(words))
    }

    @Test func choiceWithFewerThanFourDefinitionsInTheLibraryIsAFlashcard() throws {
        let shelf = try shelf(words: ["kanly", "sietch", "ornithopter"])
        defer { shelf.cleanUp() }
        let result = try shelf.run(["study", "--mode", "choice"], input: "3\n3\n3\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("What does"))
        for word in ["kanly", "sietch", "ornithopter"] {
            #expect((try self.word(shelf, word)["reviews"] as? [[String: Any]])?.first?["mode"] as? String == "flashcards")
        }
    }

    @Test func aForgottenWordComesBackAfterTheOthersAndIsSavedEachTime() throws {
        let shelf = try shelf(words: ["kanly", "sietch"])
        defer { shelf.cleanUp() }
        let result = try shelf.run(["study", "--no-fuzz"], input: "1\n3\n1\n3\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        let order = asked(result.stdout)
        #expect(order.count == 4, "\(result.stdout)")
        #expect(order[2] == order[0] && order[3] == order[0], "again, then again once more, then good")
        #expect(try ratings(shelf, order[0]) == [1, 1, 3])
        #expect(try ratings(shelf, order[1]) == [3])
        #expect(result.stdout.contains("[3/3]") && result.stdout.contains("[4/4]"))
    }

    @Test func studyingAheadReviewsWordsBeforeTheyAreDue() throws {
        let shelf = try shelf(words: ["kanly"])
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["study", "--no-fuzz"], input: "easy\n\n").status == 0)
        let scheduled = try word(shelf, "kanly")
        #expect(scheduled["state"] as? String == "review")
        let dueText = try #require(scheduled["due"] as? String)

        let tomorrow = ["SHELF_NOW": "2026-11-21T18:00:00Z"]
        let notDue = try shelf.run(["study"], environment: tomorrow)
        #expect(notDue.stdout.contains("study it early with --ahead DAYS"), "\(notDue.stdout)")
        let tooSoon = try shelf.run(["study", "--ahead", "1"], environment: tomorrow)
        #expect(tooSoon.stdout.contains("Nothing due in the next 1 day — the next word is due"), "\(tooSoon.stdout)")

        let early = try shelf.run(["study", "--ahead", "60", "--no-fuzz"], input: "good\n\n", environment: tomorrow)
        #expect(early.status == 0, "\(early.stderr)")
        #expect(early.stdout.contains("Studying 1 word "))
        let reviewed = try word(shelf, "kanly")
        #expect(try ratings(shelf, "kanly") == [4, 3])
        #expect(reviewed["state"] as? String == "review", "an early review keeps the word in review")
        let reviews = try #require(reviewed["reviews"] as? [[String: Any]])
        #expect(reviews.last?["elapsedDays"] as? Double == 1, "FSRS is told the review came after one day")
        #expect((reviewed["due"] as? String ?? "") != dueText)
        #expect(reviewed["retrievability"] as? Double != nil)
    }

    @Test func fillGradesExactCloseAndWrongAnswers() throws {
        let shelf = try ShelfProcess(now: Self.start)
        defer { shelf.cleanUp() }
        let cases = [("Dune", "kanly", "KANLY", 3), ("Emma", "vulgar", "vulgor", 2), ("Persuasion", "chaise", "sofa", 1)]
        for (book, word, _, _) in cases {
            #expect(try shelf.run(["add", "--title", book]).status == 0)
            #expect(try shelf.run([
                "vocab", "add", book, word, "--definition", "meaning of \(word)", "--context", "And the \(word) came.",
            ]).status == 0)
        }
        for (book, word, typed, rating) in cases {
            let result = try shelf.run(["study", book, "--mode", "fill"], input: "\n\(typed)\n\n")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Which word means: meaning of \(word)"))
            let sentence = try #require(result.stdout.components(separatedBy: "\n").first { $0.contains("“And the") })
            #expect(!sentence.lowercased().contains(word), "the context blanks the word: \(sentence)")
            #expect(result.stdout.contains("type the word (q to stop)"), "an empty answer is asked again")
            #expect(try ratings(shelf, word) == [rating], "\(typed) for \(word)")
        }
    }

    @Test func fillCardsFromAnEReaderBlankTheFormMetAndAcceptIt() throws {
        let shelf = try ShelfProcess(now: Self.start)
        defer { shelf.cleanUp() }
        let kindle = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('lane', '', 'lane', 'en', 'The Lane', 'Doe,Jane');
            INSERT INTO BOOK_INFO VALUES ('sky', '', 'sky', 'zh', 'Sky', 'Li,Wei');
            INSERT INTO BOOK_INFO VALUES ('hill', '', 'hill', 'en', 'The Hill', 'Roe,Ann');
            INSERT INTO WORDS VALUES ('en:running', 'running', 'run', 'en', 0, 0, '');
            INSERT INTO WORDS VALUES ('en:went', 'went', 'go', 'en', 0, 0, '');
            INSERT INTO WORDS VALUES ('zh:宇宙', '宇宙', '宇宙', 'zh', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('r1', 'en:running', 'lane', '', '10', 'She was running down the lane', 1767225600000);
            INSERT INTO LOOKUPS VALUES ('r2', 'zh:宇宙', 'sky', '', '20', '宇宙很大。', 1767225600000);
            INSERT INTO LOOKUPS VALUES ('r3', 'en:went', 'hill', '', '30', 'Jack went up the hill', 1767225600000);
            """)
        defer { kindle.remove() }
        try shelf.expectSuccess(["import", kindle.path])

        let lane = try shelf.run(["study", "The Lane", "--mode", "fill"], input: "running\n\n")
        #expect(lane.status == 0, "\(lane.stderr)")
        #expect(lane.stdout.contains("“She was _____ down the lane”"))
        #expect(lane.stdout.contains("✓ right"), "\(lane.stdout)")
        #expect(try ratings(shelf, "run") == [3])

        let sky = try shelf.run(["study", "Sky", "--mode", "fill"], input: "星星\n\n")
        #expect(sky.status == 0, "\(sky.stderr)")
        #expect(sky.stdout.contains("“_____很大。”"), "\(sky.stdout)")
        #expect(sky.stdout.contains("✗ it was 宇宙"))

        // An irregular form no inflection rule finds is blanked as it was looked up.
        let hill = try shelf.run(["study", "The Hill", "--mode", "fill"], input: "went\n\n")
        #expect(hill.status == 0, "\(hill.stderr)")
        #expect(hill.stdout.contains("“Jack _____ up the hill”"), "\(hill.stdout)")
        #expect(hill.stdout.contains("✓ right"), "\(hill.stdout)")
    }

    @Test func mixedTakesTurnsBetweenTheModes() throws {
        let shelf = try shelf(words: ["kanly", "sietch", "ornithopter"])
        defer { shelf.cleanUp() }

        // A fourth word's definition makes the choice card possible; --new 3 leaves it out.
        #expect(try shelf.run(["vocab", "add", "dune", "crysknife", "--definition", "meaning of crysknife"]).status == 0)
        let result = try shelf.run(["study", "--mode", "mixed", "--new", "3"], input: "3\n1\nsomething\nq\n")
        #expect(result.status == 0, "\(result.stderr)")
        let order = Array(asked(result.stdout).prefix(3))
        #expect(order.count == 3)
        let modes = try order.map { try (word(shelf, $0)["reviews"] as? [[String: Any]])?.first?["mode"] as? String }
        #expect(modes == ["flashcards", "choice", "fill"])
    }

    @Test func wordsChosenAtTheEndAreMastered() throws {
        let shelf = try shelf(words: ["kanly", "sietch", "ornithopter"])
        defer { shelf.cleanUp() }

        let result = try shelf.run(["study"], input: "3\n3\n3\n1, 3\n")
        #expect(result.status == 0, "\(result.stderr)")
        let order = asked(result.stdout)
        #expect(order.count == 3)
        #expect(try word(shelf, order[0])["mastered"] as? Bool == true)
        #expect(try word(shelf, order[1])["mastered"] as? Bool == false)
        #expect(try word(shelf, order[2])["mastered"] as? Bool == true)
        #expect(result.stdout.contains("Mastered: \(order[0])"))
        // Mastered words leave the queue: only the other one is left when all are due again.
        let later = try shelf.run(["study"], input: "q\n", environment: ["SHELF_NOW": "2026-12-30T18:00:00Z"])
        #expect(later.stdout.contains("Studying 1 word "))
        #expect(asked(later.stdout) == [order[1]])
    }

    @Test func quittingOrEndOfInputKeepsWhatWasAnswered() throws {
        for input in ["3\nq\n", "3\n"] {
            let shelf = try shelf(words: ["kanly", "sietch", "ornithopter"])
            defer { shelf.cleanUp() }

            let result = try shelf.run(["study"], input: input)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("stopped early; answers so far are saved"))
            #expect(!result.stdout.contains("Mark any as mastered?"))
            let order = asked(result.stdout)
            #expect(order.count == 2, "the second card was shown, then the session stopped")
            #expect(try ratings(shelf, order[0]) == [3])
            let unanswered = Set(["kanly", "sietch", "ornithopter"]).subtracting([order[0]])
            for word in unanswered {
                #expect(try ratings(shelf, word).isEmpty)
                #expect(try self.word(shelf, word)["state"] as? String == "new")
            }
        }
        let shelf = try shelf(words: ["kanly"])
        defer { shelf.cleanUp() }
        let before = try shelf.librarySnapshot()
        let immediately = try shelf.run(["study"], input: "q\n")
        #expect(immediately.status == 0)
        #expect(immediately.stdout.contains("nothing changed"))
        #expect(try shelf.librarySnapshot() == before)
    }

    @Test func withoutFuzzAGoodNewWordIsDueInTenMinutesThenInDays() throws {
        let shelf = try shelf(words: ["kanly", "sietch"])
        defer { shelf.cleanUp() }

        #expect(try shelf.run(["study", "--no-fuzz"], input: "good\nagain\n\n").status == 0)
        let first = try word(shelf, "kanly")
        #expect(first["state"] as? String == "learning")
        #expect(first["due"] as? String == "2026-11-20T18:10:00Z")
        #expect(try word(shelf, "sietch")["due"] as? String == "2026-11-20T18:01:00Z")

        // Ten minutes later the second learning step passes, and the word graduates to days.
        let step = "2026-11-20T18:10:00Z"
        let second = try shelf.run(["study", "dune", "--no-fuzz"], input: "3\n3\n\n", environment: ["SHELF_NOW": step])
        #expect(second.status == 0, "\(second.stderr)")
        let graduated = try word(shelf, "kanly")
        #expect(graduated["state"] as? String == "review")
        // FSRS-6 defaults: the same-day review keeps stability near 2.29 days; at 90% retention the
        // interval equals the stability, rounded to 2 days.
        #expect(graduated["due"] as? String == "2026-11-22T18:10:00Z")
        #expect(graduated["reps"] as? Int == 2)

        // The same answers on a fresh library give exactly the same schedule without fuzz.
        let twin = try self.shelf(words: ["kanly", "sietch"])
        defer { twin.cleanUp() }
        #expect(try twin.run(["study", "--no-fuzz"], input: "good\nagain\n\n").status == 0)
        #expect(try twin.run(["study", "--no-fuzz"], input: "3\n3\n\n", environment: ["SHELF_NOW": step]).status == 0)
        let twinWord = try word(twin, "kanly")
        #expect(twinWord["stability"] as? Double == graduated["stability"] as? Double)
        #expect(twinWord["difficulty"] as? Double == graduated["difficulty"] as? Double)
    }

    @Test func numbersAtTheEdgesOfIntAreAskedAgainNotTrapped() throws {
        let shelf = try shelf(words: ["kanly", "sietch", "ornithopter", "crysknife"])
        defer { shelf.cleanUp() }

        let result = try shelf.run(["study", "--mode", "choice"], input: "\(Int.min)\n\(Int.max)\n1\n1\n1\n1\nq\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "answer with an option number (q to stop)").count - 1 == 2)
        #expect(result.stdout.contains("Session summary"))
    }

    @Test func aWordDueFarInTheFutureIsNamedNotTrapped() throws {
        let shelf = try shelf(words: ["kanly"])
        defer { shelf.cleanUp() }
        // Only a damaged or hand-made backup holds such a date; the message must still print.
        #expect(try shelf.sqlite("UPDATE words SET due = 1e300") == "")
        let result = try shelf.run(["study"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Nothing due — the next word is due"))
        #expect(result.stdout.contains("(in 1000000000 days)"))
    }

    @Test func nothingDueSaysWhenTheNextWordIsDue() throws {
        let empty = try ShelfProcess(now: Self.start)
        defer { empty.cleanUp() }
        let none = try empty.run(["study"])
        #expect(none.status == 0)
        #expect(none.stdout.contains("No words to study yet"))

        let shelf = try shelf(words: ["kanly"])
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["study", "--no-fuzz"], input: "3\n\n").status == 0)
        let before = try shelf.librarySnapshot()
        let result = try shelf.run(["study"], environment: ["SHELF_NOW": "2026-11-20T18:04:00Z"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Nothing due — the next word is due 2026-11-20 18:10"))
        #expect(try shelf.librarySnapshot() == before)

        #expect(try shelf.run(["vocab", "master", "kanly"]).status == 0)
        #expect(try shelf.run(["study"]).stdout.contains("every word is mastered"))
    }

    @Test func dailyLimitsCountWhatWasStudiedToday() throws {
        let shelf = try shelf(words: ["kanly", "sietch", "ornithopter", "crysknife"])
        defer { shelf.cleanUp() }

        let first = try shelf.run(["study", "--new", "2"], input: "easy\neasy\n\n")
        #expect(first.stdout.contains("Studying 2 words"))
        #expect(first.stdout.contains("2 new words wait for tomorrow — today's new-word limit is reached; raise it with --new N."))
        // Two new words were studied today already, so a limit of 2 leaves none.
        let second = try shelf.run(["study", "--new", "2"], environment: ["SHELF_NOW": "2026-11-20T20:00:00Z"])
        #expect(second.stdout == "2 new words wait for tomorrow — today's new-word limit is reached; raise it with --new N.\n")
        let third = try shelf.run(["study", "--new", "3"], input: "easy\n\n", environment: ["SHELF_NOW": "2026-11-20T20:00:00Z"])
        #expect(third.stdout.contains("Studying 1 word "))

        // Weeks later three are due for review; a limit of 1 review takes one of them.
        let weeksLater = ["SHELF_NOW": "2026-12-20T18:00:00Z"]
        let reviews = try shelf.run(["study", "--reviews", "1", "--new", "0"], input: "3\n\n", environment: weeksLater)
        #expect(reviews.stdout.contains("Studying 1 word "), "\(reviews.stdout)")
        #expect(reviews.stdout.contains("1 new word and 2 due reviews wait for tomorrow — today's limits are reached; raise them with --new N / --reviews N."), "2 reviews and 1 new word held back")
    }

    @Test func theStreakCountsConsecutiveDays() throws {
        let shelf = try shelf(words: ["kanly"])
        defer { shelf.cleanUp() }
        var last = ""
        for day in ["2026-11-20", "2026-11-21", "2026-11-22"] {
            // Studying "again" keeps the word due every day.
            let result = try shelf.run(["study"], input: "1\n\n", environment: ["SHELF_NOW": "\(day)T18:00:00Z"])
            #expect(result.status == 0)
            last = result.stdout
        }
        #expect(last.contains("Study streak: 3 days."))
        let afterGap = try shelf.run(["study"], input: "1\n\n", environment: ["SHELF_NOW": "2026-11-25T18:00:00Z"])
        #expect(afterGap.stdout.contains("Study streak: 1 day."))
    }

    @Test func badStudyArgumentsAreOneLineAndChangeNothing() throws {
        let shelf = try shelf(words: ["kanly"])
        defer { shelf.cleanUp() }
        let before = try shelf.librarySnapshot()
        for arguments in [["--mode", "quiz"], ["--new", "-1"], ["--reviews", "many"], ["nosuchbook"], ["--ahead", "0"], ["--ahead", "soon"], ["--ahead", "99999999999999999999"]] {
            let result = try shelf.run(["study"] + arguments, input: "3\n\n")
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
        #expect(try shelf.run(["study", "--reviews", "-3"]).stderr.hasPrefix("shelf: --reviews takes 0 or more, not -3"))
        // Two scopes at once are usage errors: the message and the usage line.
        #expect(try shelf.run(["study", "dune", "emma"]).status == 2)
        #expect(try shelf.run(["study", "dune", "--global"]).status == 2)
        #expect(try shelf.librarySnapshot() == before)
    }
}
