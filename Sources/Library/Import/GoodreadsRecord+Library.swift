extension GoodreadsRecord {
    /// The ISBNs to store. A valid ISBN is stored in both forms, the missing one derived from the
    /// other. One with a wrong check digit is still kept as exported (it is the reader's data and
    /// goes back out on export) but never used to match books (`valid13`), and never fails the import.
    var storedISBNs: (isbn10: String?, isbn13: String?, valid13: String?) {
        let valid13 = isbn13.flatMap(ISBN.init)
        let valid10 = isbn10.flatMap(ISBN.init)
        let best = valid13 ?? valid10
        return (
            isbn10: valid10?.isbn10 ?? isbn10 ?? best?.isbn10,
            isbn13: valid13?.isbn13 ?? isbn13 ?? best?.isbn13,
            valid13: best?.isbn13)
    }

    /// The main author and the additional ones, cleaned as the library stores authors.
    var authorNames: [String] {
        BookValidation.authors([author] + additionalAuthors)
    }
}
