/// Members gathered in the order they are added, to become `JSONValue.object(members)`.
public struct JSONMemberList: JSONMembers {
    /// The members added so far.
    public private(set) var members: [(String, JSONValue)] = []

    public init() {}

    public mutating func add(_ key: StaticString, _ value: JSONValue) {
        members.append((key.description, value))
    }

    /// The object of the members added.
    public var object: JSONValue { .object(members) }
}
