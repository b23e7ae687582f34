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
    private(set) var dictionaryEntries: [DictionaryEntryRow] = []
    private var problems: [String: BackupError] = [:]

    /// Reads `element`, the element at `index` of the top-level list `member`.
    mutating func take(_ element: JSONNode, at index: Int, of member: String) {
        // A repeated member would hand its elements over again from 0; the strict reading refuses
        // the document once it reaches the repeated key, so what was read of it is never used.
        guard problems[member] == nil else { return }
        do {
            switch member {
            case "books": books.append(try JSONFields.record(element, BackupBook.init(json:)))
            case "words": words.append(try JSONFields.record(element, BackupWord.init(json:)))
            case "dictionaryEntries":
                dictionaryEntries.append(try JSONFields.record(element, DictionaryEntryRow.init(backup:)))
            default: break  // Not part of the format: ignored, like any unknown member.
            }
        } catch {
            problems[member] = BackupError(error.inside("[\(index)]").inside(member))
        }
    }

    /// The first problem met in the list `member`, if any.
    func problem(in member: String) -> BackupError? {
        problems[member]
    }
}
