import Library
import Testing

/// ISBN parsing: both check-digit schemes, both forms derived, the way people write them.
@Suite struct ISBNTests {
    @Test(arguments: [
        ("9780441013593", "9780441013593", "0441013597"),
        ("978-0-441-01359-3", "9780441013593", "0441013597"),
        ("978 0 441 01359 3", "9780441013593", "0441013597"),
        ("0441013597", "9780441013593", "0441013597"),
        ("0-441-01359-7", "9780441013593", "0441013597"),
        ("080442957X", "9780804429573", "080442957X"),
        ("080442957x", "9780804429573", "080442957X"),
        ("9780804429573", "9780804429573", "080442957X"),
    ])
    func validISBNsHoldBothForms(text: String, isbn13: String, isbn10: String) throws {
        let isbn = try #require(ISBN(text))
        #expect(isbn.isbn13 == isbn13)
        #expect(isbn.isbn10 == isbn10)
    }

    @Test func a979ISBNHasNoTenDigitForm() throws {
        let isbn = try #require(ISBN("979-10-90636-07-1"))
        #expect(isbn.isbn13 == "9791090636071")
        #expect(isbn.isbn10 == nil)
    }

    @Test(arguments: [
        "9780441013594",  // wrong check digit
        "0441013598",  // wrong check digit
        "04410135X7",  // X only allowed last
        "X441013597",
        "978044101359",  // 12 digits
        "97804410135933",  // 14 digits
        "",
        "dune",
        "978-0-441-01359-3a",
        "٩٧٨٠٤٤١٠١٣٥٩٣",  // Arabic-Indic digits are not ISBN digits
        "9780441013593\u{1B}",
    ])
    func invalidISBNsAreRefused(text: String) {
        #expect(ISBN(text) == nil)
    }
}
