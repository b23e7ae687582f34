import Library

/// What `shelf import --format` names: a library file (Goodreads or StoryGraph CSV, or a shelf backup) or an
/// e-reader's vocabulary database.
enum ImportFileFormat: String, CaseIterable, ArgumentValue {
    case goodreads
    case storygraph
    case json
    case kindle
    case koreader

    init(argument text: String, name: String) throws(CLIError) {
        self = try Self.choice(text, name: name)
    }

    /// The library format it names, nil for an e-reader.
    var libraryFormat: ImportFormat? {
        switch self {
        case .goodreads: .goodreads
        case .storygraph: .storyGraph
        case .json: .json
        case .kindle, .koreader: nil
        }
    }

    /// The e-reader it names, nil for a library file.
    var eReader: EReaderKind? {
        switch self {
        case .kindle: .kindle
        case .koreader: .koreader
        case .goodreads, .storygraph, .json: nil
        }
    }
}
