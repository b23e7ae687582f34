import Foundation

extension GoodreadsRecord {
    /// The identifiers to store. A valid ISBN is stored in both forms, the missing one derived from
    /// the other, and an Amazon ASIN (`B00DQBOFTW`, which Goodreads puts in the ISBN column of
    /// Kindle editions) as an ASIN. Anything else (nine digits, a wrong check digit, the first ten
    /// digits of the row's ISBN-13) is not an ISBN and is never stored or matched as one; the
    /// value stays in the row kept for the export, as it was written.
    var storedIdentifiers: (isbn: ISBN?, asin: String?) {
        let from13 = isbn13.flatMap(ISBN.init)
        var from10 = isbn10.flatMap(ISBN.init)
        // `978044101` + check digit happens to be valid one time in eleven: a cut ISBN-13 is
        // recognised by being the start of the row's own ISBN-13, not by its check digit.
        if let isbn10, let isbn13, isbn10.count == 10, isbn13.hasPrefix(isbn10) { from10 = nil }
        return (isbn: from13 ?? from10, asin: isbn10.flatMap(ASIN.parse) ?? isbn13.flatMap(ASIN.parse))
    }

    /// The main author and the additional ones, cleaned as the library stores authors.
    var authorNames: [String] {
        BookValidation.authors([author] + additionalAuthors)
    }

    /// When the book joined the reader's lists: its Date Added, or its Date Read when that is the
    /// earlier day (a book read before it was shelved on Goodreads) or the only date the row gives
    /// and is before `now`. Nothing in a book's history comes before its addition (README rule 1;
    /// the StoryGraph import moves it back alike). nil when the row gives neither: added now.
    func joinedLists(before now: Date, in timeZone: TimeZone) -> PartialDate? {
        guard let dateRead else { return dateAdded }
        guard let dateAdded else { return dateRead.start(in: timeZone) < now ? dateRead : nil }
        return dateRead.firstDay < dateAdded.firstDay ? dateRead : dateAdded
    }
}
