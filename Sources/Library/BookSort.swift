/// What `shelf list --sort` orders books by.
public enum BookSort: String, CaseIterable, Sendable {
    case added, title, author, finished, started, rating, progress, pages
}
