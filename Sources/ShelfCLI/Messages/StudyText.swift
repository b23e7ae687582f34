import Study

/// What a study session says as it starts, and about the words today's limits hold back.
enum StudyText {
    /// `Studying 2 words (flashcards). Type q to stop.` With `tooFewDefinitions`, the library
    /// cannot offer a fair multiple choice, so the header names what is asked instead and why.
    static func sessionHeader(words: Int, mode: StudyMode, tooFewDefinitions: Bool) -> String {
        let count = words == 1 ? "1 word" : "\(words) words"
        let needs = "multiple choice needs \(ChoiceQuestion.distractorCount + 1) different definitions in your library"
        let how = switch (mode, tooFewDefinitions) {
        case (.choice, true): "flashcards — \(needs)"
        case (.mixed, true): "mixed, without multiple choice — \(needs)"
        default: mode.rawValue
        }
        return "Studying \(count) (\(how)). Type q to stop."
    }

    /// `2 new words wait for tomorrow — today's new-word limit is reached; raise it with --new N.`,
    /// naming new words and reviews apart since each has its own limit; nil when none wait.
    static func heldBack(new: Int, reviews: Int) -> String? {
        var waiting: [String] = []
        var options: [String] = []
        if new > 0 {
            waiting.append(new == 1 ? "1 new word" : "\(new) new words")
            options.append("--new N")
        }
        if reviews > 0 {
            waiting.append(reviews == 1 ? "1 due review" : "\(reviews) due reviews")
            options.append("--reviews N")
        }
        guard !waiting.isEmpty else { return nil }
        let verb = new + reviews == 1 ? "waits" : "wait"
        let limit: String
        if new > 0, reviews > 0 {
            limit = "today's limits are reached; raise them with"
        } else {
            limit = "today's \(new > 0 ? "new-word" : "review") limit is reached; raise it with"
        }
        return "\(waiting.joined(separator: " and ")) \(verb) for tomorrow — \(limit) \(options.joined(separator: " / "))."
    }
}
