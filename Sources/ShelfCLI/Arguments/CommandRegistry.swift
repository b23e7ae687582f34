/// Every command shelf has, in the order `shelf --help` lists them.
enum CommandRegistry {
    static let all: [CommandEntry] = [
        CommandEntry(SearchCommand.self),
        CommandEntry(AddCommand.self),
        CommandEntry(ListCommand.self),
        CommandEntry(ShowCommand.self),
        CommandEntry(LogCommand.self),
        CommandEntry(StartCommand.self),
        CommandEntry(FinishCommand.self),
        CommandEntry(MoveCommand.self),
        CommandEntry(HistoryCommand.self),
        CommandEntry(UndoCommand.self),
        CommandEntry(EditCommand.self),
        CommandEntry(TagCommand.self),
        CommandEntry(UntagCommand.self),
        CommandEntry(ShelvesCommand.self),
        CommandEntry(ReviewCommand.self),
        CommandEntry(NoteCommand.self),
        CommandEntry(RemoveCommand.self),
        CommandEntry(RefreshCommand.self),
        VocabCommand.entry,
        CommandEntry(StudyCommand.self),
        CommandEntry(StatsCommand.self),
        CommandEntry(GoalCommand.self),
        CommandEntry(TodayCommand.self),
        CommandEntry(ImportCommand.self),
        CommandEntry(ExportCommand.self),
        CacheCommand.entry,
        CommandEntry(CompletionsCommand.self),
        CommandEntry(ManCommand.self),
    ]

    /// Commands run by scripts, not people: left out of help and of "did you mean".
    static let hidden: [CommandEntry] = [CommandEntry(CompleteCommand.self)]

    /// The command called `name` or one of its aliases.
    static func command(named name: String) -> CommandEntry? {
        (all + hidden).first { $0.answers(to: name) }
    }

    /// Every name a command answers to, for "did you mean".
    static var names: [String] {
        all.flatMap { [$0.name] + $0.aliases }
    }
}
