internal import SQLiteStore

/// One row of `reviews`: one study answer of a word.
struct ReviewRow: TableRow, Equatable {
    enum Column: String, ColumnName {
        case id, wordID = "word_id", rating, mode, at, elapsedDays = "elapsed_days", scheduledDays = "scheduled_days"
        case stateBefore = "state_before"
    }

    static let table = "reviews"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    static let idColumn: Column? = .id

    var id: Int
    var wordID: Int
    /// 1 again, 2 hard, 3 good, 4 easy.
    var rating: Int
    var mode: String
    var at: TimeColumn
    var elapsedDays: Double
    var scheduledDays: Double
    var stateBefore: String
}

extension ReviewRow {
    /// A new answer of the word `wordID`; its id is assigned when it is inserted.
    init(wordID: Int, _ review: WordReview) {
        self.init(
            id: 0, wordID: wordID, rating: review.rating, mode: review.mode, at: TimeColumn(review.at),
            elapsedDays: review.elapsedDays, scheduledDays: review.scheduledDays, stateBefore: review.stateBefore)
    }

    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        wordID = try row.requiredInt(.wordID)
        rating = try row.requiredInt(.rating)
        mode = try row.requiredText(.mode)
        at = try row.time(.at)
        elapsedDays = try row.requiredDouble(.elapsedDays)
        scheduledDays = try row.requiredDouble(.scheduledDays)
        stateBefore = try row.requiredText(.stateBefore)
    }

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .id: id.sqliteValue
        case .wordID: wordID.sqliteValue
        case .rating: rating.sqliteValue
        case .mode: mode.sqliteValue
        case .at: at.sqliteValue
        case .elapsedDays: elapsedDays.sqliteValue
        case .scheduledDays: scheduledDays.sqliteValue
        case .stateBefore: stateBefore.sqliteValue
        }
    }

    /// The answer as the study commands present it.
    var wordReview: WordReview {
        WordReview(
            rating: rating, mode: mode, at: at.date, elapsedDays: elapsedDays, scheduledDays: scheduledDays,
            stateBefore: stateBefore)
    }
}
