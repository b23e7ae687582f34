/// `shelf vocab …`: each book's vocabulary.
enum VocabCommand {
    static let entry = CommandEntry(
        group: CommandSpec(
            name: "vocab",
            summary: "Words met in your books: add, list, show, edit, rm, master, lookup, export",
            example: "vocab add dune ecumenical --page 42"),
        subcommands: [
            CommandEntry(VocabAddCommand.self),
            CommandEntry(VocabListCommand.self),
            CommandEntry(VocabShowCommand.self),
            CommandEntry(VocabEditCommand.self),
            CommandEntry(VocabRemoveCommand.self),
            CommandEntry(VocabMasterCommand.self),
            CommandEntry(VocabLookupCommand.self),
            CommandEntry(VocabExportCommand.self),
        ])
}
