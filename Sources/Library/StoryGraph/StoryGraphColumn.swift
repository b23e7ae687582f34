/// The columns of a StoryGraph library export, in the order StoryGraph writes them.
enum StoryGraphColumn: Int, CSVColumn {
    case title, authors, contributors, isbnUID, format, readStatus, dateAdded, lastDateRead, datesRead, readCount
    case moods, pace, characterOrPlotDriven, strongCharacterDevelopment, loveableCharacters, diverseCharacters
    case flawedCharacters, starRating, review, contentWarnings, contentWarningDescription, tags, owned

    /// Without these a file is not a StoryGraph export; every other column may be missing.
    static let required: [StoryGraphColumn] = [.title, .isbnUID, .readStatus]
    /// The columns that tell a StoryGraph export from other tables, even one missing its title.
    static let distinctive: [StoryGraphColumn] = [.isbnUID, .readStatus]

    /// What StoryGraph's first exports (2021) called the column: `Author` and `ISBN`, the other
    /// 21 columns then as now.
    var formerNames: [String] {
        switch self {
        case .authors: ["Author"]
        case .isbnUID: ["ISBN"]
        default: []
        }
    }

    /// The column's name in the header row, exactly as StoryGraph spells it.
    var name: String {
        switch self {
        case .title: "Title"
        case .authors: "Authors"
        case .contributors: "Contributors"
        case .isbnUID: "ISBN/UID"
        case .format: "Format"
        case .readStatus: "Read Status"
        case .dateAdded: "Date Added"
        case .lastDateRead: "Last Date Read"
        case .datesRead: "Dates Read"
        case .readCount: "Read Count"
        case .moods: "Moods"
        case .pace: "Pace"
        case .characterOrPlotDriven: "Character- or Plot-Driven?"
        case .strongCharacterDevelopment: "Strong Character Development?"
        case .loveableCharacters: "Loveable Characters?"
        case .diverseCharacters: "Diverse Characters?"
        case .flawedCharacters: "Flawed Characters?"
        case .starRating: "Star Rating"
        case .review: "Review"
        case .contentWarnings: "Content Warnings"
        case .contentWarningDescription: "Content Warning Description"
        case .tags: "Tags"
        case .owned: "Owned?"
        }
    }
}
