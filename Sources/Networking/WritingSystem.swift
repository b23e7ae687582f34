/// The writing system of a name, told apart by the Unicode block of its first letter: enough to
/// see that `Френк Герберт` is not a co-author of `Frank Herbert`.
enum WritingSystem: Equatable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, indic, thai, georgian, hangul, kana, han, other

    init(of name: String) {
        guard let letter = name.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else {
            self = .other
            return
        }
        switch letter.value {
        case 0x0000...0x024F, 0x1E00...0x1EFF: self = .latin
        case 0x0370...0x03FF, 0x1F00...0x1FFF: self = .greek
        case 0x0400...0x052F: self = .cyrillic
        case 0x0530...0x058F: self = .armenian
        case 0x0590...0x05FF: self = .hebrew
        case 0x0600...0x06FF, 0x0750...0x077F: self = .arabic
        case 0x0900...0x0DFF: self = .indic
        case 0x0E00...0x0E7F: self = .thai
        case 0x10A0...0x10FF: self = .georgian
        case 0xAC00...0xD7AF, 0x1100...0x11FF: self = .hangul
        case 0x3040...0x30FF: self = .kana
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: self = .han
        default: self = .other
        }
    }
}
