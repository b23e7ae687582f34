// Essentials: the helpers every module of shelf shares, one of each, in a module that imports
// nothing of shelf's so Library, Networking, Study, JSON and ShelfCLI may all use it.
//
// - Time: `UTCTimestamp` reads and writes every ISO 8601 instant; `CalendarDate` is the one civil
//   date, day count and set of year limits; `RelativeTime` words a distance in time.
// - Text: `Whitespace` is what counts as whitespace; `NULText` makes each NUL a space;
//   `HTMLEntities` decodes character references; `String.terminalSafe` and `shownName` are text
//   as shown, without control characters or escape sequences (what is printed, and what a title
//   fragment is matched against); `String.appendUTF8(to:)` reaches a string's bytes without copying.
// - Files: `AtomicFile` writes a file whole or not at all and clears what killed writers left;
//   `PrivateDirectory` makes folders only their owner may enter.
