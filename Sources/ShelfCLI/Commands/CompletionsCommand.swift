/// `shelf completions bash|zsh|fish`: the completion script for a shell.
struct CompletionsCommand: ParsableCommand {
    var shell: CompletionShell = .bash

    static let declaration = CommandDeclaration<Self>(
        "completions",
        summary: "Print the tab-completion script for bash, zsh or fish",
        example: "completions bash > ~/.local/share/bash-completion/completions/shelf",
        details: "Completes commands, subcommands, options, their fixed values (lists, study modes, formats) and, for BOOK, the ids and titles of your books. To install: "
            + CompletionShell.allCases.map(\.installLine).joined(separator: "; "),
        arguments: [.required("SHELL", \.shell, help: "bash, zsh or fish")])

    func run(_ context: Context) throws {
        context.console.verbatim(shell.script)
    }
}
