/// Every command shelf has, in the order `shelf --help` lists them.
enum CommandRegistry {
    static let all: [CommandEntry] = [
        CommandEntry(spec: SearchCommand.spec, run: SearchCommand.run),
        CommandEntry(spec: AddCommand.spec, run: AddCommand.run),
        CommandEntry(spec: ListCommand.spec, run: ListCommand.run),
        CommandEntry(spec: ShowCommand.spec, run: ShowCommand.run),
        CommandEntry(spec: LogCommand.spec, run: LogCommand.run),
        CommandEntry(spec: MoveCommand.startSpec, run: MoveCommand.runStart),
        CommandEntry(spec: MoveCommand.finishSpec, run: MoveCommand.runFinish),
        CommandEntry(spec: MoveCommand.moveSpec, run: MoveCommand.runMove),
        CommandEntry(spec: HistoryCommand.spec, run: HistoryCommand.run),
        CommandEntry(spec: UndoCommand.spec, run: UndoCommand.run),
        CommandEntry(spec: EditCommand.spec, run: EditCommand.run),
        CommandEntry(spec: ShelfTagCommand.tagSpec, run: ShelfTagCommand.runTag),
        CommandEntry(spec: ShelfTagCommand.untagSpec, run: ShelfTagCommand.runUntag),
        CommandEntry(spec: ShelvesCommand.spec, run: ShelvesCommand.run),
        CommandEntry(spec: ReviewCommand.spec, run: ReviewCommand.run),
        CommandEntry(spec: NoteCommand.spec, run: NoteCommand.run),
        CommandEntry(spec: RemoveCommand.spec, run: RemoveCommand.run),
        CommandEntry(spec: RefreshCommand.spec, run: RefreshCommand.run),
        VocabCommand.entry,
        CommandEntry(spec: StudyCommand.spec, run: StudyCommand.run),
        CommandEntry(spec: StatsCommand.spec, run: StatsCommand.run),
        CommandEntry(spec: GoalCommand.spec, run: GoalCommand.run),
        CommandEntry(spec: TodayCommand.spec, run: TodayCommand.run),
        CommandEntry(spec: ImportCommand.spec, run: ImportCommand.run),
        CommandEntry(spec: ExportCommand.spec, run: ExportCommand.run),
        CacheCommand.entry,
    ]

    /// The command called `name` or one of its aliases.
    static func command(named name: String) -> CommandEntry? {
        all.first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }
}
