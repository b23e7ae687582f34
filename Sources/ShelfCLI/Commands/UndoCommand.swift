import JSON
import Library

/// `shelf undo [--list]`: revert the most recent change to the library, or list those kept.
struct UndoCommand: ParsableCommand {
    var list = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "undo",
        summary: "Revert the most recent change to the library (again: one further back)",
        example: "undo",
        details: "Any command that changed the library can be undone, an import included; the last 50 changes are kept, in the library itself, and are not part of a backup.",
        options: [
            .flag("list", \.list, help: "list the changes that can be undone, newest first"),
            .flag("json", \.json, help: "print the change undone (with --list: the changes) as JSON"),
        ])

    /// The most characters of the undone command the line repeats: a command as typed, paths
    /// and all, stays whole; a note's or a title's long text does not fill the screen.
    private static let commandLimit = 200

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        if list {
            let changes = try library.undoableChanges()
            if json {
                context.printJSON(.array(changes.enumerated().map { index, change in
                    .object([("number", .int(index + 1))] + Self.members(of: change))
                }))
                return
            }
            guard !changes.isEmpty else {
                context.console.line("Nothing to undo.")
                return
            }
            var table = Table(
                columns: [.init(header: "", alignRight: true), .init(header: "", keepWhole: true), .init(header: "", flexible: true)],
                showsHeader: false)
            table.rows = changes.enumerated().map { index, change in
                [String(index + 1), context.display(change.at), change.command.terminalSafe]
            }
            table.print(on: context.console)
            return
        }
        let undone = try library.undo()
        if json {
            context.printJSON(.object(Self.members(of: undone.change) + [("effects", .array(undone.effects.map { .string($0) }))]))
            return
        }
        context.console.line(
            "Undid \"\(undone.change.command.excerpt(of: Self.commandLimit))\" (\(context.display(undone.change.at))): "
                + undone.effects.joined(separator: "; ").terminalSafe)
    }

    /// `at` and `command` of a change, as both the list and the undo write them; the command
    /// whole, since a script reads it rather than a screen.
    private static func members(of change: UndoableChange) -> [(String, JSONValue)] {
        [("at", .date(change.at)), ("command", .string(change.command))]
    }
}
