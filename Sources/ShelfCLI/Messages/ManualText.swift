/// The parts of shelf(1) that no command declares: the environment variables shelf reads, the
/// files it keeps and what its exit statuses mean.
enum ManualText {
    /// The environment variables shelf reads, with what each does.
    static let environment: [(name: String, meaning: String)] = [
        ("SHELF_HOME", "One folder for the library, the cache and the config file; overrides the XDG folders."),
        ("XDG_DATA_HOME", "Where the library goes when SHELF_HOME is not set (default ~/.local/share)."),
        ("XDG_CACHE_HOME", "Where the network cache goes when SHELF_HOME is not set (default ~/.cache)."),
        ("XDG_CONFIG_HOME", "Where the config file is when SHELF_HOME is not set (default ~/.config)."),
        ("HOME", "The start of the default folders when neither SHELF_HOME nor the XDG variables are set."),
        ("SHELF_CACHE_DIR", "The network cache folder, wherever the library is."),
        ("SHELF_NOW", "An ISO-8601 time used as now everywhere, for tests and reproducible examples."),
        ("TZ", "The time zone of the calendar days shelf counts and shows."),
        ("GOOGLE_BOOKS_API_KEY", "Your own Google Books API key, for when the shared quota runs out; never written to disk."),
        ("SHELF_GOOGLE_BOOKS_URL", "The base URL of the Google Books API, for tests and mirrors."),
        ("SHELF_OPEN_LIBRARY_URL", "The base URL of Open Library (default https://openlibrary.org)."),
        ("SHELF_DICTIONARY_URL", "The base URL of the Free Dictionary API."),
        ("NO_COLOR", "When set and not empty, no colour with --color=auto."),
        ("CLICOLOR_FORCE", "When set and not 0, colour even when piped, with --color=auto and no NO_COLOR."),
        ("TERM", "dumb turns colour off."),
        ("SHELF_PAGER", "The pager for output longer than the window on a terminal; empty turns paging off."),
        ("PAGER", "The pager when SHELF_PAGER is not set (default less -FRX)."),
        ("LESS", "Options for less; FRX when it is not set."),
        ("COLUMNS", "The window width when the terminal cannot be asked."),
        ("LINES", "The window height when the terminal cannot be asked."),
    ]

    /// The files shelf keeps, each with where else it looks and what it holds.
    static let files: [(path: String, meaning: String)] = [
        ("$SHELF_HOME/library.sqlite",
         "The library (else $XDG_DATA_HOME/shelf/library.sqlite, else ~/.local/share/shelf/library.sqlite): an SQLite database. Folders are made 0700, files 0600."),
        ("$SHELF_HOME/cache/",
         "Cached Google Books, Open Library and dictionary answers (else $SHELF_CACHE_DIR when set, $XDG_CACHE_HOME/shelf/, ~/.cache/shelf/)."),
        ("$SHELF_HOME/config",
         "The config file (else $XDG_CONFIG_HOME/shelf/config, else ~/.config/shelf/config): one key = value a line, # for comments. Keys: new-per-day (new words a day, default 10), reviews-per-day (default 100), google-books-api-key, source (google or openlibrary)."),
    ]

    /// What each exit status means.
    static let exitStatuses: [(status: String, meaning: String)] = [
        ("0", "Done, or what was asked already holds (a line says so)."),
        ("1", "Refused, or a confirmation declined: one line on stderr says what went wrong and what to do; the library is unchanged."),
        ("2", "Usage error: the command line has the wrong shape; the line is followed by the usage."),
        ("141", "The reader of the output went away (a closed pipe)."),
    ]
}
