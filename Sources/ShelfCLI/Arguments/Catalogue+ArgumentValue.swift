import Networking

extension Catalogue: ArgumentValue {
    /// A catalogue by the names `Catalogue(argument:)` knows.
    init(argument text: String, name: String) throws(CLIError) {
        guard let catalogue = Catalogue(argument: text) else {
            throw .failure("\(name) \(text.quotedInMessage) is not a catalogue — give google or openlibrary")
        }
        self = catalogue
    }
}
