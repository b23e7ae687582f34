/// SQLite result codes the tests expect, spelled out from https://sqlite.org/rescode.html so the
/// tests check the numbers users' bug reports will quote rather than re-reading the C header.
enum ResultCode {
    static let error: Int32 = 1
    static let busy: Int32 = 5
    static let constraint: Int32 = 19
    static let range: Int32 = 25
    static let notADatabase: Int32 = 26
    static let constraintCheck: Int32 = 275
    static let constraintForeignKey: Int32 = 787
    static let constraintNotNull: Int32 = 1299
    static let constraintPrimaryKey: Int32 = 1555
    static let constraintUnique: Int32 = 2067
}
