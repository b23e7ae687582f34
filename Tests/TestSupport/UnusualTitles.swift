/// Titles that trip naive text handling, for proving a title comes back as it went in: quotes of
/// both kinds beside a dash, an emoji family held together by zero-width joiners, two
/// right-to-left scripts, and a title longer than a database page.
public enum UnusualTitles {
    /// Every one of them.
    public static let all = [
        "He said \"hi\" — it's 'fine'",
        "📚 Books 👩‍👩‍👧 family",
        "שלום עולם — ספר",
        "مرحبا بالعالم",
        String(repeating: "Very long title ", count: 300) + "end",
    ]
}
