/// `shelf vocab …`: each book's vocabulary.
enum VocabCommand {
    static let entry = CommandEntry(
        group: CommandSpec(
            name: "vocab",
            summary: "Words met in your books: add, list, show, edit, rm, master, lookup, export",
            usage: "vocab add|list|show|edit|rm|master|lookup|export …",
            example: "vocab add dune ecumenical --page 42"),
        subcommands: [
            CommandEntry(spec: VocabAddCommand.spec, run: VocabAddCommand.run),
            CommandEntry(spec: VocabListCommand.spec, run: VocabListCommand.run),
            CommandEntry(spec: VocabShowCommand.spec, run: VocabShowCommand.run),
            CommandEntry(spec: VocabChangeCommands.editSpec, run: VocabChangeCommands.edit),
            CommandEntry(spec: VocabChangeCommands.removeSpec, run: VocabChangeCommands.remove),
            CommandEntry(spec: VocabChangeCommands.masterSpec, run: VocabChangeCommands.master),
            CommandEntry(spec: VocabLookupCommand.spec, run: VocabLookupCommand.run),
            CommandEntry(spec: VocabExportCommand.spec, run: VocabExportCommand.run),
        ])
}
