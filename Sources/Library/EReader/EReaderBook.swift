/// A book as an e-reader's vocabulary database names it: its own key, title and authors.
struct EReaderBook: Equatable {
    /// The e-reader's id for the book (Kindle's `BOOK_INFO.id`, KOReader's `title.id`).
    var key: String
    var title: String
    /// In reading order, each as "First Last"; KOReader records none.
    var authors: [String]
}
