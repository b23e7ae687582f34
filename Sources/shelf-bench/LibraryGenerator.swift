import Essentials
import Foundation
import Library
import TestSupport

/// Builds a realistic Goodreads export: titles and names in several scripts, titles with quotes
/// and commas, series suffixes, multi-paragraph reviews with `<br/>`, tags, every kind of
/// exclusive shelf, valid ISBNs, and dates spread over fifteen years.
enum LibraryGenerator {
    private static let words = [
        "Night", "River", "Glass", "Empire", "Winter", "Garden", "Silent", "Broken", "Golden", "Storm",
        "Memory", "House", "Ocean", "Shadow", "Letters", "Machine", "Kingdom", "Salt", "Fire", "Stone",
    ]
    private static let foreignTitles = [
        "Война и мир", "百年の孤独", "Η Οδύσσεια", "ألف ليلة وليلة", "סיפור על אהבה וחושך",
        "Cien años de soledad", "Le Petit Prince", "Die Verwandlung", "삼국지", "Ο Ζορμπάς",
    ]
    private static let firstNames = ["Ursula", "Haruki", "Chimamanda", "Jorge", "Олег", "María", "Ngũgĩ", "Anne", "李", "José"]
    private static let lastNames = ["Le Guin", "Murakami", "Adichie", "Borges", "Толстой", "O'Brien", "wa Thiong'o", "Carson", "白", "Saramago"]
    private static let tags = ["fantasy", "sci-fi", "classics", "history", "poetry", "favourites", "book-club", "non-fiction"]

    /// `count` records, the same ones for the same seed.
    static func records(count: Int, seed: UInt64 = 42) -> [GoodreadsRecord] {
        var random = SeededGenerator(seed: seed)
        return (1...count).map { index in record(index, using: &random) }
    }

    private static func record(_ index: Int, using random: inout SeededGenerator) -> GoodreadsRecord {
        let title: String
        switch index % 10 {
        case 0: title = foreignTitles[index / 10 % foreignTitles.count] + " \(index)"
        case 1: title = "The \"\(words.randomElement(using: &random) ?? "")\" Affair, Part \(index)"
        case 2: title = "\(words.randomElement(using: &random) ?? "") and \(words.randomElement(using: &random) ?? "") (The \(words[index % words.count]) Cycle, #\(index % 7 + 1))"
        default: title = "\(words.randomElement(using: &random) ?? "") \(words.randomElement(using: &random) ?? "") \(index)"
        }
        let author = "\(firstNames.randomElement(using: &random) ?? "") \(lastNames.randomElement(using: &random) ?? "")"
        let roll = Int.random(in: 0..<100, using: &random)
        let shelf = roll < 50 ? "read" : roll < 60 ? "currently-reading" : roll < 95 ? "to-read" : roll < 98 ? "did-not-finish" : "owned-unread"
        let added = CalendarDate(year: Int.random(in: 2010...2024, using: &random), month: Int.random(in: 1...12, using: &random), day: Int.random(in: 1...28, using: &random))
        let read = shelf == "read" && roll % 3 != 0
            ? CalendarDate(year: Int.random(in: 2010...2025, using: &random), month: Int.random(in: 1...12, using: &random), day: Int.random(in: 1...28, using: &random))
            : nil
        let isbn13 = isbn(9_780_000_000_00 + index)
        let review: String? = shelf == "read" && index % 4 == 0
            ? "Loved it, \"truly\".<br/><br/>Second paragraph, with commas, and more.<br/>— \(author)"
            : nil
        return GoodreadsRecord(
            bookId: String(1_000_000 + index), title: title, author: author,
            additionalAuthors: index % 9 == 0 ? ["Translator \(index % 13)"] : [],
            isbn10: ISBN(isbn13)?.isbn10, isbn13: isbn13,
            myRating: shelf == "read" ? Double(Int.random(in: 0...5, using: &random)) : nil,
            publisher: index % 5 == 0 ? "Penguin, Random House" : "Tor",
            pageCount: index % 17 == 0 ? nil : Int.random(in: 120...1200, using: &random),
            yearPublished: Int.random(in: 1950...2024, using: &random),
            originalPublicationYear: index % 50 == 0 ? -400 : Int.random(in: 1800...2024, using: &random),
            dateRead: read.map(PartialDate.init), dateAdded: added.map(PartialDate.init),
            bookshelves: (0..<Int.random(in: 0...3, using: &random)).map { tags[($0 + index) % tags.count] },
            exclusiveShelf: shelf, myReview: review,
            privateNotes: index % 11 == 0 ? "lent to a friend" : nil,
            readCount: shelf == "read" ? (index % 20 == 0 ? 2 : 1) : 0)
    }

    /// A valid ISBN-13 with body `twelveDigits`.
    private static func isbn(_ twelveDigits: Int) -> String {
        let body = String(twelveDigits)
        let sum = body.enumerated().reduce(0) { total, pair in
            total + (pair.offset.isMultiple(of: 2) ? 1 : 3) * (pair.element.wholeNumberValue ?? 0)
        }
        return body + String((10 - sum % 10) % 10)
    }
}
