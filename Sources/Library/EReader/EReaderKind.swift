/// The e-readers whose vocabulary databases shelf imports.
public enum EReaderKind: String, Sendable {
    /// Kindle's Vocabulary Builder, `system/vocabulary/vocab.db`.
    case kindle
    /// KOReader's vocabulary builder, `settings/vocabulary_builder.sqlite3`.
    case koreader

    /// The e-reader's name as people write it.
    public var name: String {
        switch self {
        case .kindle: "Kindle"
        case .koreader: "KOReader"
        }
    }

    var encounterSource: WordEncounter.Source {
        switch self {
        case .kindle: .kindle
        case .koreader: .koreader
        }
    }
}
