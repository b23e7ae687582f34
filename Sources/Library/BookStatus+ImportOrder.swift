extension BookStatus {
    /// How far along a list is: an import only ever moves a book to a later one, so an older
    /// export cannot send a read book back to to-read.
    var importOrder: Int {
        switch self {
        case .toRead: 0
        case .reading: 1
        case .dnf: 2
        case .read: 3
        }
    }
}
