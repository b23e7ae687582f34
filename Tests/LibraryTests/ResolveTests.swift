import Foundation
import Library
import Testing
import TestSupport

/// Naming a book as users type it: an id, an ISBN, or a piece of the title.
@Suite struct ResolveTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary()
        try library.add("Dune", pages: 412, isbn: "9780441013593")  // 1
        try library.add("Dune Messiah", pages: 256)  // 2
        try library.add("Children of Dune")  // 3
        try library.add("L'École des femmes")  // 4
        try library.add("1984")  // 5
        try library.add("The Left Hand of Darkness", isbn: "0441478123")  // 6
    }

    private func id(_ reference: String) throws -> Int {
        try library.shelf.resolve(reference).id
    }

    @Test func aLocalIdWithOrWithoutHash() throws {
        #expect(try id("2") == 2)
        #expect(try id("#2") == 2)
        #expect(try id(" #3 ") == 3)
    }

    @Test func anISBNInEitherForm() throws {
        #expect(try id("9780441013593") == 1)
        #expect(try id("0-441-01359-7") == 1)
        #expect(try id("978-0-441-47812-5") == 6)
        #expect(try id("0441478123") == 6)
    }

    @Test func aTitleFragmentInAnyCase() throws {
        #expect(try id("messiah") == 2)
        #expect(try id("CHILDREN") == 3)
        #expect(try id("left hand") == 6)
    }

    @Test func anExactTitleBeatsFragments() throws {
        #expect(try id("dune") == 1)
        #expect(try id("DUNE MESSIAH") == 2)
    }

    @Test func aNumberThatIsNoIdFallsBackToTheTitle() throws {
        #expect(try id("1984") == 5)
    }

    @Test func nonASCIIFragmentsMatchCaseInsensitively() throws {
        #expect(try id("ÉCOLE") == 4)
        #expect(try id("école") == 4)
        #expect(try id("l'école des femmes") == 4)
    }

    @Test func aDecomposedAccentMatchesAComposedTitle() throws {
        // "e" + combining acute, as some keyboards and macOS file names produce it.
        #expect(try id("E\u{301}cole") == 4)
    }

    @Test func aFragmentInAnotherScriptMatchesEveryCaseOfIt() throws {
        try library.add("Война и мир")  // 7
        try library.add("война миров")  // 8
        let error = #expect(throws: LibraryError.self) { try library.shelf.resolve("ВОЙНА") }
        #expect(error == .ambiguousBook("ВОЙНА", matches: [
            BookMatch(id: 7, title: "Война и мир"), BookMatch(id: 8, title: "война миров"),
        ]))
        #expect(try id("И МИР") == 7)
        #expect(try id("Ров") == 8)
    }

    @Test func percentUnderscoreAndBackslashAreOnlyThemselves() throws {
        try library.add("100% Pure")  // 7
        try library.add("snake_case Handbook")  // 8
        try library.add("C:\\Books")  // 9
        try library.add("1000 Percent")  // 10
        #expect(try id("0%") == 7)
        #expect(try id("e_c") == 8)
        #expect(try id(":\\b") == 9)
        #expect(throws: LibraryError.bookNotFound("0%0")) { try library.shelf.resolve("0%0") }
    }

    @Test func aDecomposedAccentFindsEveryComposedTitleWhenAnotherMerelyLooksAlike() throws {
        try library.add("Café Society")  // 7, é as one scalar
        try library.add("Cafeteria Tales")  // 8, matches `cafe_` but not "café"
        try library.add("Cafe\u{301} Noir")  // 9, é as e and a combining accent
        let error = #expect(throws: LibraryError.self) { try library.shelf.resolve("cafe\u{301}") }
        #expect(error == .ambiguousBook("cafe\u{301}", matches: [
            BookMatch(id: 7, title: "Café Society"), BookMatch(id: 9, title: "Cafe\u{301} Noir"),
        ]))
    }

    @Test func aDecomposedAccentFindsAnAuthorWhenAnotherAuthorMerelyLooksAlike() throws {
        try library.add("White Teeth", authors: ["Zoë Heller"])  // 7
        try library.add("Zoetrope", authors: ["Zoe Ball"])  // 8
        #expect(try id("zoe\u{308}") == 7)
    }

    @Test func aFragmentTooLongForAPatternIsNotFoundRatherThanAnError() throws {
        let fragment = String(repeating: "%", count: 60_000)
        #expect(throws: LibraryError.bookNotFound(fragment)) { try library.shelf.resolve(fragment) }
    }

    @Test func anAuthorFragmentMaySpanTwoAuthors() throws {
        try library.add("Good Omens", authors: ["Terry Pratchett", "Neil Gaiman"])  // 7
        #expect(try id("pratchett, neil") == 7)
        #expect(try id("GAIMAN") == 7)
    }

    @Test func anAmbiguousFragmentListsEveryMatchWithItsId() throws {
        let error = #expect(throws: LibraryError.self) { try library.shelf.resolve("une") }
        #expect(error == .ambiguousBook("une", matches: [
            BookMatch(id: 1, title: "Dune"), BookMatch(id: 2, title: "Dune Messiah"),
            BookMatch(id: 3, title: "Children of Dune"),
        ]))
    }

    @Test func longTitlesAreCarriedWhole() throws {
        let long = "The Dune Encyclopedia:" + String(repeating: " an endless subtitle", count: 20)
        try library.add(long)  // 7
        let error = #expect(throws: LibraryError.self) { try library.shelf.resolve("une") }
        guard case .ambiguousBook(_, let matches)? = error else {
            Issue.record("expected an ambiguous reference, got \(String(describing: error))")
            return
        }
        #expect(matches.last == BookMatch(id: 7, title: long))
    }

    @Test func twoBooksWithTheSameTitleAreAmbiguousAndOnlyThoseAreListed() throws {
        var copy = NewBook(title: "Dune")
        copy.allowsSameTitleAndAuthor = true
        try library.shelf.add(copy)  // 7
        let error = #expect(throws: LibraryError.self) { try library.shelf.resolve("Dune") }
        #expect(error == .ambiguousBook("Dune", matches: [BookMatch(id: 1, title: "Dune"), BookMatch(id: 7, title: "Dune")]))
    }

    @Test func theIdOfARemovedBookIsRefusedNotReadAsATitleFragment() throws {
        try library.add("Catch-3")  // 7
        _ = try library.shelf.remove(id: 3)
        #expect(throws: LibraryError.bookRemoved(id: 3)) { try library.shelf.resolve("3") }
        #expect(throws: LibraryError.bookRemoved(id: 3)) { try library.shelf.resolve("#3") }
        #expect(try id("catch-3") == 7)
    }

    @Test func aRemovedIdStillFindsABookWhoseWholeTitleIsThatNumber() throws {
        try library.add("8")  // 7
        try library.add("Catch-8")  // 8
        _ = try library.shelf.remove(id: 8)
        #expect(try id("8") == 7)
    }

    /// A catalogue's title may hold an escape sequence or a line break, which no one sees: a
    /// fragment is matched to the title as it is shown, so `0` does not find it through `ESC [ 0 m`
    /// and a fragment across the line break does.
    @Test func aFragmentMatchesTheTitleAsShownNotItsHiddenBytes() throws {
        try library.add("\u{1B}[31mEvil\u{1B}[0m Title\nSecond\u{202E}", authors: ["Bad\u{1B}[1mBell"])  // 7
        for hidden in ["0", "31m", "[0m", "\u{202E}", "\u{1B}", "1mbell"] {
            #expect(throws: LibraryError.bookNotFound(hidden)) { try library.shelf.resolve(hidden) }
        }
        #expect(try id("evil title second") == 7)
        #expect(try id("title  second") == 7)
        #expect(try id("Evil Title Second") == 7)
    }

    /// An author is found by the name as shown: Goodreads pads names with runs of spaces, and an
    /// invisible character may stand between two words.
    @Test func anAuthorIsFoundByTheNameAsShown() throws {
        try library.add("Carrie", authors: ["Stephen        King"])  // 7
        try library.add("Emma", authors: ["Jane\u{200B} Austen"])  // 8
        #expect(try id("stephen king") == 7)
        #expect(try id("Jane Austen") == 8)
    }

    /// An author's name is matched past its joiners and direction marks, as a title is: typed with
    /// or without them, alone or after another author.
    @Test func anAuthorIsFoundWithOrWithoutJoinersAndDirectionMarks() throws {
        try library.add("Savushun", authors: ["عبدالحسین زرین\u{200C}کوب"])  // 7
        try library.add("Shalom", authors: ["Amos \u{200F} Oz", "Other Writer"])  // 8
        #expect(try id("زرینکوب") == 7)
        #expect(try id("زرین\u{200C}کوب") == 7)
        #expect(try id("عبدالحسین زرین\u{200C}\u{200F}کوب") == 7)
        #expect(try id("amos oz") == 8)
        #expect(try id("\u{200E}Amos \u{200F} Oz") == 8)
        #expect(try id("amos oz, other") == 8)
    }

    /// Joiners and direction marks change how letters are drawn, not which: a title holding them
    /// (a Persian plural, a joined emoji) is found by a fragment typed with or without them, and
    /// its whole title still beats the titles it is part of.
    @Test func joinersAndDirectionMarksAreNotNeededToFindATitle() throws {
        try library.add("کتاب\u{200C}ها")  // 7
        try library.add("کتاب\u{200C}ها و دیگران")  // 8
        try library.add("👩\u{200D}👩\u{200D}👧 Family")  // 9
        try library.add("Shalom \u{200F}(2)")  // 10
        try library.add("Foundation \u{200E} Edge")  // 11
        #expect(try id("کتابها") == 7)
        #expect(try id("کتاب\u{200C}ها") == 7)
        #expect(try id("\u{200E}کتاب\u{200C}ها\u{200F}") == 7)
        #expect(try id("👩👩👧") == 9)
        #expect(try id("👩\u{200D}👩\u{200D}👧 family") == 9)
        #expect(try id("shalom (2)") == 10)
        // A mark between two spaces leaves one space, as it is read without the mark.
        #expect(try id("foundation edge") == 11)
        #expect(try id("Foundation \u{200E} Edge") == 11)
    }

    @Test(arguments: ["#99", "99", "Neuromancer", "", "   ", "#", "#abc", "0", "-1", "9780000000002", "\u{200C}", " \u{200F} "])
    func unknownReferencesAreNotFound(reference: String) {
        #expect(throws: LibraryError.bookNotFound(reference)) { try library.shelf.resolve(reference) }
    }
}
