/// Naming choices in a sentence, the one way every message offers them.
enum ChoiceText {
    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        let rest = words.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }

    /// ` — did you mean "list"?`, or nothing when no candidate is close to what was typed;
    /// `shown` writes the candidate as the user would type it.
    static func didYouMean(
        _ typed: String, among candidates: [String], shown: (String) -> String = { "\"\($0)\"" }
    ) -> String {
        guard let close = Suggestion.closest(to: typed, among: candidates) else { return "" }
        return " — did you mean \(shown(close))?"
    }
}
