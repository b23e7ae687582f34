internal import SQLiteStore

/// The columns of a query of progress entries beside the page of the entry before each in the
/// same book (`previous_page`, NULL before its first): what the pages read on a day are counted
/// from. Both pages are read as pages, so a damaged one is refused before any sum.
enum ProgressGainColumn: String, ColumnName {
    case at, page, previousPage = "previous_page"
}

extension NamedRow where Column == ProgressGainColumn {
    /// The pages the entry adds: its page minus the previous one (0 before the first); a jump
    /// back adds nothing.
    func gain() throws(DamagedValue) -> Int {
        let page = try requiredInt(.page, within: 0...BookLimits.pages)
        return max(page - (try self.page(.previousPage) ?? 0), 0)
    }
}
