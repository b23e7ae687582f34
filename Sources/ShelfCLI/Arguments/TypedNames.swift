import Essentials
import Library

/// A title and authors typed on the command line (`add --title`, `edit`): one line of text a
/// reader can see. A control or invisible character in one (a tab or a line break pasted in, an
/// escape sequence, a direction override that makes a title read as another) is refused rather
/// than stored; what catalogues and exports give is kept as it came and shown cleaned.
enum TypedNames {
    /// Refuses a title that holds a control or invisible character or shows as nothing, and an
    /// author that does either: `--author` given is a name meant, so a blank one is a slip, not
    /// a way to give none.
    static func check(title: String?, authors: [String]) throws(CLIError) {
        if let title {
            try refuseControls(in: title, option: "--title")
            guard !title.showsNothing else { throw .failure(LibraryError.emptyTitle.userMessage) }
        }
        for author in authors {
            try refuseControls(in: author, option: "--author")
            guard !author.showsNothing else {
                throw .failure(
                    "--author needs a name, not nothing — leave --author out to keep the authors, or give each new one (--author \"Frank Herbert\")")
            }
        }
    }

    private static func refuseControls(in text: String, option: String) throws(CLIError) {
        guard text.unicodeScalars.contains(where: \.isTerminalControl) else { return }
        throw .failure(
            "\(option) \(text.quotedInMessage) holds a control or invisible character (a tab, a line break, an escape, a direction override) — type it on one line without any")
    }
}
