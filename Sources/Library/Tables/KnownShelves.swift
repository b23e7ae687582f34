/// The shelves an import has found or made, by key (`ShelfLinks.key(of:)`), so that each of its
/// thousands of books does not look its few shelves up again. For one import only, whose every
/// shelf link goes through `ShelfLinks` with it: a shelf whose last book leaves it is deleted by
/// the schema's trigger, so `ShelfLinks.remove` forgets each shelf it takes a book off.
final class KnownShelves {
    var byKey: [String: (id: Int, name: String)] = [:]
}
