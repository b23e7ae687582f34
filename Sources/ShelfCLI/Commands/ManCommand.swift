/// `shelf man`: the manual page, shelf(1), in roff.
struct ManCommand: ParsableCommand {
    static let declaration = CommandDeclaration<Self>(
        "man",
        summary: "Print the manual page shelf(1) in roff",
        example: "man | man -l -",
        details: "Made from the same declarations as help. To install it where man finds it when ~/.local/bin is on your PATH: mkdir -p ~/.local/share/man/man1 && shelf man > ~/.local/share/man/man1/shelf.1")

    func run(_ context: Context) throws {
        context.console.verbatim(ManPage.page())
    }
}
