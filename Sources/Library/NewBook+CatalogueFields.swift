extension NewBook {
    /// The fields a catalogue gave this book, which remember it as their source: the title, and
    /// every other detail it has a value for.
    var catalogueFields: [BookField] {
        var fields: [BookField] = [.column(.title)]
        if !BookValidation.authors(authors).isEmpty { fields.append(.authors) }
        let columns: [(BookRow.Column, Bool)] = [
            (.subtitle, subtitle != nil), (.pageCount, pageCount != nil), (.isbn13, isbn != nil), (.isbn10, isbn?.isbn10 != nil),
            (.year, year != nil), (.publisher, publisher != nil), (.language, language != nil),
            (.description, description != nil), (.thumbnail, thumbnail != nil),
        ]
        fields += columns.filter(\.1).map { .column($0.0) }
        return fields
    }
}
