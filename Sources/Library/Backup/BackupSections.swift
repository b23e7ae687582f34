internal import JSON

/// The three lists of a backup, filled record by record while the document is parsed
/// (`JSONReader.parse(_:handingOverArrayElements:)`), so a large backup never exists as one JSON
/// tree: the 30 MB benchmark backup peaked at 152 MB as a tree.
///
/// Each list keeps the first problem it meets, with its full path, and reads no further; the
/// problem is only reported once the marker, the version and the lists' presence are known good,
/// so the order of refusals stays that of reading the whole tree first.
struct BackupSections {
    private(set) var books: [BackupBook] = []
    private(set) var words: [BackupWord] = []
    private(set) var dictionaryEntries: [BackupDictionaryEntry] = []
    private var problems: [String: BackupError] = [:]

    /// Reads `element`, the element at `index` of the top-level list `member`.
    mutating func take(_ element: JSONNode, at index: Int, of member: String) {
        // A repeated member starts again at 0: the later list replaces the earlier, as a repeated
        // key does in a JSONNode, except that an empty later list is never seen (nothing is
        // handed over for it) and so leaves the earlier one. shelf never writes a key twice.
        if index == 0 { clear(member) }
        guard problems[member] == nil else { return }
        do {
            switch member {
            case "books": books.append(try BackupObject.record(element, BackupBook.init(json:)))
            case "words": words.append(try BackupObject.record(element, BackupWord.init(json:)))
            case "dictionaryEntries":
                dictionaryEntries.append(try BackupObject.record(element, BackupDictionaryEntry.init(json:)))
            default: break  // Not part of the format: ignored, like any unknown member.
            }
        } catch {
            problems[member] = error.inside("[\(index)]").inside(member)
        }
    }

    /// The first problem met in the list `member`, if any.
    func problem(in member: String) -> BackupError? {
        problems[member]
    }

    private mutating func clear(_ member: String) {
        problems[member] = nil
        switch member {
        case "books": books = []
        case "words": words = []
        case "dictionaryEntries": dictionaryEntries = []
        default: break
        }
    }
}
