/// Thrown at the end of a dry run's transaction so that everything it wrote is rolled back while
/// its summary is carried out.
struct DryRunFinished<Summary: Sendable>: Error {
    let summary: Summary
}
