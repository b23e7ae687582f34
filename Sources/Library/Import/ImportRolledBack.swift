/// Thrown at the end of an import's transaction when it is not to be kept (a dry run, or an import
/// that wrote nothing), so that everything it did is rolled back while its summary, and whether it
/// changed anything, are carried out.
struct ImportRolledBack<Summary: Sendable>: Error {
    let summary: Summary
    let changed: Bool
}
