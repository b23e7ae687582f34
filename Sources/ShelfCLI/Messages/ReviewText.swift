import Essentials

/// How `show` prints a review: an imported one keeps the HTML StoryGraph or Goodreads wrote it in
/// (stored verbatim, for the export), and is read as plain text with its spoilers marked.
enum ReviewText {
    /// What surrounds the part of a review its writer hid as a spoiler, so it is never shown
    /// unmarked among the rest.
    static let spoilerMarks = (opening: "[spoiler] ", closing: " [/spoiler]")

    /// `review` as a reader reads it: its HTML as plain text, a spoiler marked; a review without
    /// tags (typed in shelf) exactly as written.
    static func readable(_ review: String) -> String {
        HTMLText.containsTags(review) ? HTMLText.plainText(review, spoilerMarks: spoilerMarks) : review
    }
}
