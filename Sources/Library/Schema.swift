/// The database schema as forward migrations. Migration `i` moves `user_version` from `i` to
/// `i + 1`; published migrations are never edited, only appended to.
enum Schema {
    static let migrations: [String] = [
        version1, version2, version3, version4, version5, version6, version7, version8, version9, version10, version11,
        version12, version13, version14, version15, version16, version17, version18, version19, version20,
        version21, version22, version23, version24, version25, version26, version27, version28,
        version29,
    ]

    /// The columns of `books` after its id, as version 1 made them and version 4 rebuilt them
    /// (to give the id `AUTOINCREMENT`): one text, so the rebuild cannot drift from the table.
    private static let booksColumnsAfterID = """
            title TEXT NOT NULL,
            subtitle TEXT,
            page_count INTEGER CHECK (page_count IS NULL OR page_count > 0),
            isbn10 TEXT,
            isbn13 TEXT,
            year INTEGER,
            original_year INTEGER,
            publisher TEXT,
            language TEXT,
            description TEXT,
            thumbnail TEXT,
            rating REAL CHECK (rating IS NULL OR (rating >= 0 AND rating <= 5)),
            status TEXT NOT NULL DEFAULT 'to-read'
                CHECK (status IN ('to-read', 'reading', 'read', 'dnf')),
            custom_shelf TEXT,
            current_page INTEGER,
            added_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            review TEXT,
            private_notes TEXT,
            google_volume_id TEXT UNIQUE,
            google_record TEXT,
            goodreads_id TEXT UNIQUE,
            edited_fields TEXT NOT NULL DEFAULT ''
        """

    /// The indexes of `books`, made with the table and again after its rebuild.
    private static let booksIndexes = """
        CREATE INDEX books_status ON books(status, id);
        CREATE INDEX books_isbn13 ON books(isbn13);
        CREATE INDEX books_isbn10 ON books(isbn10);
        """

    /// The columns of `words` after its id, as version 1 made them and version 4 rebuilt them (to
    /// give the id `AUTOINCREMENT`), like `booksColumnsAfterID`.
    private static let wordsColumnsAfterID = """
            book_id INTEGER REFERENCES books(id) ON DELETE CASCADE,
            word TEXT NOT NULL,
            word_key TEXT NOT NULL,
            language TEXT NOT NULL DEFAULT 'en',
            page INTEGER,
            context TEXT,
            definition TEXT,
            example TEXT,
            part_of_speech TEXT,
            phonetic TEXT,
            added_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            mastered INTEGER NOT NULL DEFAULT 0,
            state TEXT NOT NULL DEFAULT 'new'
                CHECK (state IN ('new', 'learning', 'review', 'relearning')),
            learning_step INTEGER,
            stability REAL,
            difficulty REAL,
            due REAL NOT NULL,
            last_reviewed_at REAL,
            reps INTEGER NOT NULL DEFAULT 0,
            lapses INTEGER NOT NULL DEFAULT 0
        """

    /// The indexes of `words`, made with the table and again after its rebuild.
    private static let wordsIndexes = """
        CREATE UNIQUE INDEX words_book_word ON words(ifnull(book_id, 0), word_key);
        CREATE INDEX words_due ON words(due);
        """

    /// Timestamps are REAL seconds since 1970 in UTC: full precision, cheap to compare and sort.
    private static let version1 = """
        CREATE TABLE books (
            id INTEGER PRIMARY KEY,
        \(booksColumnsAfterID)
        );
        \(booksIndexes)

        CREATE TABLE book_authors (
            book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            PRIMARY KEY (book_id, position)
        ) WITHOUT ROWID;

        CREATE TABLE book_shelves (
            book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            PRIMARY KEY (book_id, position)
        ) WITHOUT ROWID;

        CREATE TABLE status_changes (
            id INTEGER PRIMARY KEY,
            book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
            from_status TEXT,
            to_status TEXT NOT NULL,
            at REAL NOT NULL
        );
        CREATE INDEX status_changes_book ON status_changes(book_id, at);

        CREATE TABLE read_throughs (
            id INTEGER PRIMARY KEY,
            book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
            started_at REAL,
            finished_at REAL,
            outcome TEXT NOT NULL CHECK (outcome IN ('reading', 'read', 'dnf'))
        );
        CREATE INDEX read_throughs_book ON read_throughs(book_id, id);

        CREATE TABLE progress (
            id INTEGER PRIMARY KEY,
            book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
            page INTEGER NOT NULL CHECK (page >= 0),
            at REAL NOT NULL
        );
        CREATE INDEX progress_book ON progress(book_id, at);

        CREATE TABLE dictionary_entries (
            language TEXT NOT NULL,
            word_key TEXT NOT NULL,
            record TEXT NOT NULL,
            fetched_at REAL NOT NULL,
            PRIMARY KEY (language, word_key)
        ) WITHOUT ROWID;

        CREATE TABLE words (
            id INTEGER PRIMARY KEY,
        \(wordsColumnsAfterID)
        );
        \(wordsIndexes)

        CREATE TABLE reviews (
            id INTEGER PRIMARY KEY,
            word_id INTEGER NOT NULL REFERENCES words(id) ON DELETE CASCADE,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
            mode TEXT NOT NULL,
            at REAL NOT NULL,
            elapsed_days REAL NOT NULL,
            scheduled_days REAL NOT NULL,
            state_before TEXT NOT NULL
        );
        CREATE INDEX reviews_word ON reviews(word_id, at);
        CREATE INDEX reviews_at ON reviews(at);
        """

    /// The finish date of each book's latest read-through, on every line of the read list, comes
    /// from the index alone instead of a look-up in the table per book. The old index is a prefix
    /// of the new one, so it goes.
    private static let version2 = """
        CREATE INDEX read_throughs_latest ON read_throughs(book_id, id, finished_at);
        DROP INDEX read_throughs_book;
        """

    /// Statistics need three things the first schemas lacked:
    /// - `finished_on`: the calendar day of a finish known only as a day (Goodreads' `Date Read`).
    ///   `finished_at` holds that day's start in the zone it was imported in, which falls on the
    ///   previous day west of it; statistics count the day itself, so a book finished on 1 January
    ///   stays in its year in every time zone. Libraries imported before this version get the day
    ///   back from their Goodreads finishes, which are exactly at a midnight: the local one when the
    ///   migration runs in the import's zone, else the nearest UTC midnight (right for UTC-11 to +12).
    /// - `progress_at`: the days before today (`shelf today`'s streak) without scanning every entry.
    /// - `goals`: one reading goal per year, in books and optionally pages.
    private static let version3 = """
        ALTER TABLE read_throughs ADD COLUMN finished_on TEXT;
        UPDATE read_throughs SET finished_on = CASE
                WHEN time(finished_at, 'unixepoch', 'localtime') = '00:00:00'
                    THEN date(finished_at, 'unixepoch', 'localtime')
                ELSE date(finished_at + 43200, 'unixepoch')
            END
            WHERE finished_at IS NOT NULL AND started_at IS NULL
                AND finished_at = CAST(finished_at AS INTEGER) AND CAST(finished_at AS INTEGER) % 900 = 0
                AND book_id IN (SELECT id FROM books WHERE goodreads_id IS NOT NULL);
        CREATE INDEX progress_at ON progress(at);
        CREATE TABLE goals (
            year INTEGER PRIMARY KEY,
            books INTEGER NOT NULL CHECK (books > 0),
            pages INTEGER CHECK (pages IS NULL OR pages > 0)
        );
        """

    /// Ids are never reused: an id kept in a script or a shell history must not silently come to
    /// mean another book or word. `books` and `words` are rebuilt with AUTOINCREMENT (SQLite's
    /// documented way, https://www.sqlite.org/autoinc.html), seeded with the highest id in use.
    /// The migrator runs with foreign keys off, so the rebuild leaves the children in place.
    ///
    /// `undo_changes` and `undo_steps` keep the last changes to the library as SQL that reverts
    /// them, written by triggers (https://www.sqlite.org/undoredo.html): `shelf undo`.
    private static let version4 = """
        CREATE TABLE books_rebuilt (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
        \(booksColumnsAfterID)
        );
        INSERT INTO books_rebuilt SELECT * FROM books;
        DROP TABLE books;
        ALTER TABLE books_rebuilt RENAME TO books;
        \(booksIndexes)

        CREATE TABLE words_rebuilt (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
        \(wordsColumnsAfterID)
        );
        INSERT INTO words_rebuilt SELECT * FROM words;
        DROP TABLE words;
        ALTER TABLE words_rebuilt RENAME TO words;
        \(wordsIndexes)

        CREATE TABLE undo_changes (
            id INTEGER PRIMARY KEY,
            command TEXT NOT NULL,
            at REAL NOT NULL
        );
        CREATE TABLE undo_steps (
            id INTEGER PRIMARY KEY,
            change_id INTEGER NOT NULL REFERENCES undo_changes(id) ON DELETE CASCADE,
            table_name TEXT NOT NULL,
            operation TEXT NOT NULL CHECK (operation IN ('insert', 'update', 'delete')),
            row_key TEXT NOT NULL,
            revert TEXT NOT NULL
        );
        CREATE INDEX undo_steps_change ON undo_steps(change_id, id);
        """

    /// Every meeting with a word (a look-up on an e-reader, a sentence typed in) is kept, not only
    /// the one sentence a word had. `source_key` names the e-reader's own record of a look-up, so
    /// importing the same file again adds nothing. The sentence and page words already had become
    /// their first encounter.
    private static let version5 = """
        CREATE TABLE encounters (
            id INTEGER PRIMARY KEY,
            word_id INTEGER NOT NULL REFERENCES words(id) ON DELETE CASCADE,
            sentence TEXT,
            form TEXT,
            location TEXT,
            page INTEGER,
            at REAL NOT NULL,
            source TEXT NOT NULL CHECK (source IN ('shelf', 'kindle', 'koreader')),
            source_key TEXT
        );
        CREATE INDEX encounters_word ON encounters(word_id, at);
        CREATE UNIQUE INDEX encounters_source_key ON encounters(source, source_key) WHERE source_key IS NOT NULL;
        INSERT INTO encounters (word_id, sentence, form, page, at, source)
            SELECT id, context, word, page, added_at, 'shelf' FROM words WHERE context IS NOT NULL OR page IS NOT NULL;
        """

    /// Shelves (tags) are things of their own: `shelves` holds each once, named as first typed,
    /// with `name_key` (the name lowercased) making names case-insensitive; `book_shelves` links
    /// books to them. A shelf that loses its last book goes with it (the trigger), so `shelf
    /// shelves` never lists an empty one. Shelves already stored, all written by Goodreads imports
    /// (whose shelf names are lowercase), are grouped by SQL's ASCII `lower`, each keeping the
    /// spelling of its first book.
    private static let version6 = """
        CREATE TABLE shelves (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE
        );
        INSERT INTO shelves (name, name_key)
            SELECT (SELECT f.name FROM book_shelves f WHERE lower(f.name) = lower(s.name) ORDER BY f.book_id, f.position LIMIT 1),
                   lower(s.name)
            FROM book_shelves s GROUP BY lower(s.name) ORDER BY min(s.book_id);
        CREATE TABLE book_shelves_linked (
            book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
            shelf_id INTEGER NOT NULL REFERENCES shelves(id),
            position INTEGER NOT NULL,
            PRIMARY KEY (book_id, shelf_id)
        ) WITHOUT ROWID;
        INSERT OR IGNORE INTO book_shelves_linked (book_id, shelf_id, position)
            SELECT b.book_id, s.id, b.position FROM book_shelves b JOIN shelves s ON s.name_key = lower(b.name)
            ORDER BY b.book_id, b.position;
        DROP TABLE book_shelves;
        ALTER TABLE book_shelves_linked RENAME TO book_shelves;
        CREATE INDEX book_shelves_shelf ON book_shelves(shelf_id, book_id);
        CREATE TRIGGER book_shelves_last_book AFTER DELETE ON book_shelves
            WHEN NOT EXISTS (SELECT 1 FROM book_shelves WHERE shelf_id = OLD.shelf_id)
        BEGIN
            DELETE FROM shelves WHERE id = OLD.shelf_id;
        END;
        """

    /// Open Library as a second catalogue: the edition or work a book was added from and its
    /// record; which catalogue gave each field (`field=catalogue` pairs, see `NamedValues`); and
    /// every catalogue's page count (`origin=pages` pairs), for books the catalogues disagree on.
    private static let version7 = """
        ALTER TABLE books ADD COLUMN open_library_id TEXT;
        ALTER TABLE books ADD COLUMN open_library_record TEXT;
        ALTER TABLE books ADD COLUMN field_sources TEXT NOT NULL DEFAULT '';
        ALTER TABLE books ADD COLUMN page_counts TEXT NOT NULL DEFAULT '';
        CREATE INDEX books_open_library_id ON books(open_library_id) WHERE open_library_id IS NOT NULL;
        """

    /// Imports keep what the file said: an ASIN has its own column rather than posing as an
    /// ISBN, and each book's row of the Goodreads export it came from is kept whole (both header
    /// forms, every column) so an export gives back exactly what was imported.
    private static let version8 = """
        ALTER TABLE books ADD COLUMN asin TEXT;
        CREATE TABLE goodreads_rows (
            book_id INTEGER PRIMARY KEY REFERENCES books(id) ON DELETE CASCADE,
            columns TEXT NOT NULL,
            exported TEXT NOT NULL DEFAULT ''
        );
        """

    /// `vocab show WORD` finds a word by its key in any book; without this index it read every
    /// word (the unique index leads with the book).
    private static let version9 = """
        CREATE INDEX words_key ON words(word_key);
        """

    /// A read-through's start or finish may be known only to the year or month (StoryGraph's
    /// `2022`, `2022/03`): the time columns then hold the first instant of that period in the zone
    /// it was imported in, and these say how much of it is known (`year`, `month`, `day`), so it
    /// is shown as `2022` and not as an invented 1 January. NULL is a time shelf recorded itself.
    private static let version10 = """
        ALTER TABLE read_throughs ADD COLUMN started_precision TEXT
            CHECK (started_precision IS NULL OR started_precision IN ('year', 'month', 'day'));
        ALTER TABLE read_throughs ADD COLUMN finished_precision TEXT
            CHECK (finished_precision IS NULL OR finished_precision IN ('year', 'month', 'day'));
        """

    /// - `notes`: private notes, each dated (`shelf note`), beside the one undated text a
    ///   Goodreads import brings (`books.private_notes`).
    /// - `book_search`: every title and its authors in an FTS5 index with the trigram tokenizer
    ///   (https://www.sqlite.org/fts5.html#the_trigram_tokenizer), so finding a book by a fragment
    ///   of its title or author reads the few rows that contain it instead of every title. The
    ///   triggers keep it in step with `books` and `book_authors`, whatever writes them (an undo
    ///   included); the undo journal leaves the index alone, being virtual.
    private static let version11 = """
        CREATE TABLE notes (
            id INTEGER PRIMARY KEY,
            book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
            at REAL NOT NULL,
            text TEXT NOT NULL
        );
        CREATE INDEX notes_book ON notes(book_id, at);

        CREATE VIRTUAL TABLE book_search USING fts5(title, authors, tokenize = 'trigram');
        INSERT INTO book_search (rowid, title, authors)
            SELECT id, title, ifnull((SELECT group_concat(name, ', ') FROM book_authors WHERE book_id = books.id), '')
            FROM books;
        CREATE TRIGGER book_search_added AFTER INSERT ON books BEGIN
            INSERT INTO book_search (rowid, title, authors) VALUES (NEW.id, NEW.title,
                ifnull((SELECT group_concat(name, ', ') FROM book_authors WHERE book_id = NEW.id), ''));
        END;
        CREATE TRIGGER book_search_retitled AFTER UPDATE OF title ON books BEGIN
            UPDATE book_search SET title = NEW.title WHERE rowid = NEW.id;
        END;
        CREATE TRIGGER book_search_removed AFTER DELETE ON books BEGIN
            DELETE FROM book_search WHERE rowid = OLD.id;
        END;
        CREATE TRIGGER book_search_author_added AFTER INSERT ON book_authors BEGIN
            UPDATE book_search SET authors = ifnull((SELECT group_concat(name, ', ') FROM book_authors WHERE book_id = NEW.book_id), '')
                WHERE rowid = NEW.book_id;
        END;
        CREATE TRIGGER book_search_author_changed AFTER UPDATE ON book_authors BEGIN
            UPDATE book_search SET authors = ifnull((SELECT group_concat(name, ', ') FROM book_authors WHERE book_id = NEW.book_id), '')
                WHERE rowid = NEW.book_id;
        END;
        CREATE TRIGGER book_search_author_removed AFTER DELETE ON book_authors BEGIN
            UPDATE book_search SET authors = ifnull((SELECT group_concat(name, ', ') FROM book_authors WHERE book_id = OLD.book_id), '')
                WHERE rowid = OLD.book_id;
        END;
        """

    /// - `added_precision`: a Date Added known only to the year or month (StoryGraph's `2022`,
    ///   `2022/03`) or to the day, as for read-throughs in `version10`: `added_at` holds the first
    ///   instant of that period, and this says how much of it is known. NULL is a time shelf recorded.
    /// - `from_storygraph`: 1 when a StoryGraph export added the book or was matched to it, so a
    ///   later export's row found by title alone is that book coming back, not a link to a book
    ///   added by hand (StoryGraph has no book id to tell them apart).
    private static let version12 = """
        ALTER TABLE books ADD COLUMN added_precision TEXT
            CHECK (added_precision IS NULL OR added_precision IN ('year', 'month', 'day'));
        ALTER TABLE books ADD COLUMN from_storygraph INTEGER NOT NULL DEFAULT 0 CHECK (from_storygraph IN (0, 1));
        """

    /// `sequence`: the order a book's moves, pages and read-throughs were recorded in, so that
    /// events at the same instant (a finish and a re-read begun at 10:00, or every command of a
    /// script run under a frozen `SHELF_NOW`) have one order wherever they are read: a book's
    /// timeline runs by `at`, then `sequence`. A read-through's is that of the move that began it
    /// (or recorded it whole), so the pages that belong to it are those at or after both. Rows
    /// stored before are numbered by `numberingUnorderedEvents`.
    private static let version13 = """
        ALTER TABLE status_changes ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE progress ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE read_throughs ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
        """ + numberingUnorderedEvents

    /// `undo_triggers`: the SQL making the undo journal's triggers of each table, one row per
    /// operation, with the table's definition (its `sqlite_schema.sql`) they were built from, so
    /// a command did not build them from the schema each time (`version22` drops it).
    private static let version14 = """
        CREATE TABLE undo_triggers (
            table_name TEXT NOT NULL,
            operation TEXT NOT NULL CHECK (operation IN ('insert', 'update', 'delete')),
            table_sql TEXT NOT NULL,
            sql TEXT NOT NULL,
            PRIMARY KEY (table_name, operation)
        ) WITHOUT ROWID;
        """

    /// `started_on` and `added_on`: the calendar day of a start or an addition imported as a day,
    /// month or year (StoryGraph's `2022/03`, Goodreads' `Date Added`), as `finished_on` is for a
    /// finish. The instant beside it is that day's start in the zone it was imported in, which
    /// falls on another day east or west of it; `show`, `history` and the Goodreads export name
    /// the day itself, so it stays that day in every zone. Rows imported before get the day
    /// back as `version3` did: the local midnight when the migration runs in the import's zone,
    /// else the nearest UTC midnight; a Goodreads addition only when it is at a local midnight.
    private static let version15 = """
        ALTER TABLE read_throughs ADD COLUMN started_on TEXT;
        ALTER TABLE books ADD COLUMN added_on TEXT;
        UPDATE read_throughs SET started_on = \(importedDay("started_at")) WHERE started_precision IS NOT NULL;
        UPDATE books SET added_on = \(importedDay("added_at")) WHERE added_precision IS NOT NULL;
        UPDATE books SET added_on = date(added_at, 'unixepoch', 'localtime')
            WHERE added_on IS NULL AND goodreads_id IS NOT NULL AND time(added_at, 'unixepoch', 'localtime') = '00:00:00';
        """

    /// The calendar day an imported day's start `column` names: the local day when it is at a
    /// local midnight, else the day of the nearest UTC midnight.
    private static func importedDay(_ column: String) -> String {
        """
        CASE WHEN time(\(column), 'unixepoch', 'localtime') = '00:00:00' THEN date(\(column), 'unixepoch', 'localtime')
            ELSE date(\(column) + 43200, 'unixepoch') END
        """
    }

    /// The undo journal's triggers read the open change from functions of the connection rather
    /// than from a TEMP table: the SQL kept for the triggers before is forgotten, and was made
    /// again as after every migration.
    private static let version16 = """
        DELETE FROM undo_triggers;
        """

    /// Every reader of a book's progress orders it by time, then `sequence` (the latest entry, the
    /// pages of the current read): with `sequence` in the index those look-ups stop at the first
    /// row instead of sorting all of a book's entries.
    private static let version17 = """
        DROP INDEX progress_book;
        CREATE INDEX progress_book ON progress(book_id, at, sequence);
        """

    /// Read-throughs by their finish: the books finished in a period (a goal's year, `today`'s
    /// goal line) are found through it instead of reading every read-through.
    private static let version18 = """
        CREATE INDEX read_throughs_finished ON read_throughs(finished_at);
        """

    /// Progress by time with each entry's id and book: `today` walks the latest entries back to
    /// find the books most recently read without reading the entries themselves.
    private static let version19 = """
        DROP INDEX progress_at;
        CREATE INDEX progress_at ON progress(at, id, book_id);
        """

    /// A book's progress in the timeline's order with each entry's page: `show`, `history`, paces
    /// and statistics read a book's pages from the index alone, not a row look-up per entry.
    private static let version20 = """
        DROP INDEX progress_book;
        CREATE INDEX progress_book ON progress(book_id, at, sequence, page);
        """

    /// Each `CHECK` that a column holds one of three or more values is written as comparisons
    /// joined by `OR`: for an `IN` list of three or more constants SQLite builds a temporary
    /// b-tree each time a statement runs, and an import paid for two on every insert into `books`
    /// and three on every insert into `read_throughs`. The constraints mean what they meant and no
    /// row changes, so the stored definitions are edited in place, as SQLite documents for a
    /// change that leaves the content as it is (https://www.sqlite.org/lang_altertable.html#otheralter),
    /// rather than by rebuilding four tables; `RESET` has this connection parse them again, and
    /// `Migrator` moves the schema's version on so that every other connection does. A new
    /// constraint of this kind is written with `OR` from the start. Each `replace` turns a column's
    /// `IN` list into its comparisons; the text is written out rather than built, since every
    /// start makes the list of migrations and building these cost it 0.18 M instructions.
    private static let version21 = """
        PRAGMA writable_schema = ON;
        UPDATE sqlite_schema SET sql = replace(replace(sql, 'status IN (''to-read'', ''reading'', ''read'', ''dnf'')', 'status = ''to-read'' OR status = ''reading'' OR status = ''read'' OR status = ''dnf'''), 'added_precision IN (''year'', ''month'', ''day'')', 'added_precision = ''year'' OR added_precision = ''month'' OR added_precision = ''day''') WHERE type = 'table' AND name = 'books';
        UPDATE sqlite_schema SET sql = replace(replace(replace(sql, 'outcome IN (''reading'', ''read'', ''dnf'')', 'outcome = ''reading'' OR outcome = ''read'' OR outcome = ''dnf'''), 'started_precision IN (''year'', ''month'', ''day'')', 'started_precision = ''year'' OR started_precision = ''month'' OR started_precision = ''day'''), 'finished_precision IN (''year'', ''month'', ''day'')', 'finished_precision = ''year'' OR finished_precision = ''month'' OR finished_precision = ''day''') WHERE type = 'table' AND name = 'read_throughs';
        UPDATE sqlite_schema SET sql = replace(sql, 'state IN (''new'', ''learning'', ''review'', ''relearning'')', 'state = ''new'' OR state = ''learning'' OR state = ''review'' OR state = ''relearning''') WHERE type = 'table' AND name = 'words';
        UPDATE sqlite_schema SET sql = replace(sql, 'source IN (''shelf'', ''kindle'', ''koreader'')', 'source = ''shelf'' OR source = ''kindle'' OR source = ''koreader''') WHERE type = 'table' AND name = 'encounters';
        PRAGMA writable_schema = RESET;
        """

    /// The undo journal learns the rows a command changes from SQLite's pre-update hook, not from
    /// triggers (see `UndoJournal`): the triggers' SQL it kept goes, and with it its parsing by
    /// every command.
    private static let version22 = """
        DROP TABLE undo_triggers;
        """

    /// A book's progress by `sequence`: the `sequence` of a book's next event (one past the
    /// highest it recorded, `ReadingHistory.nextSequence`) is found at the end of the index
    /// instead of by reading every entry of the book, which cost a `log` about 750 instructions
    /// an entry (0.3 M for a book of 400 entries).
    private static let version23 = """
        CREATE INDEX progress_sequence ON progress(book_id, sequence);
        """

    /// A Goodreads export's header is stored once, in `goodreads_headers`, instead of in the kept
    /// row of each of its books: an import of 10,000 rows wrote it 10,000 times, a third of the
    /// library's file. A row with a `header_id` holds its values alone in `columns`; one without
    /// holds its header and its values, as every row did before. The rows kept before are moved
    /// to the new form, except those whose header has a quoted name, whose first line may not be
    /// all of their header: they stay as they were.
    private static let version24 = """
        CREATE TABLE goodreads_headers (
            id INTEGER PRIMARY KEY,
            names TEXT NOT NULL UNIQUE
        );
        ALTER TABLE goodreads_rows ADD COLUMN header_id INTEGER REFERENCES goodreads_headers(id);
        INSERT OR IGNORE INTO goodreads_headers (names)
            SELECT substr(columns, 1, instr(columns, char(10))) FROM goodreads_rows
            WHERE instr(columns, char(10)) > 0 AND instr(substr(columns, 1, instr(columns, char(10))), '"') = 0
            ORDER BY book_id;
        UPDATE goodreads_rows
            SET header_id = (SELECT id FROM goodreads_headers WHERE names = substr(columns, 1, instr(columns, char(10)))),
                columns = substr(columns, instr(columns, char(10)) + 1)
            WHERE instr(columns, char(10)) > 0 AND instr(substr(columns, 1, instr(columns, char(10))), '"') = 0;
        """

    /// The full-text index of titles and authors gives way to a plain index of titles: a fragment
    /// is found by a `LIKE` over it (about a millisecond for 10,000 books, see
    /// `Bookshelf.books(containing:inAuthors:)`), which reads a fifth of the pages the table
    /// would, while filling the full-text index and keeping it cost an import of 10,000 books a
    /// tenth of its time and every change of a title or an author a trigger.
    private static let version25 = """
        DROP TRIGGER book_search_added;
        DROP TRIGGER book_search_retitled;
        DROP TRIGGER book_search_removed;
        DROP TRIGGER book_search_author_added;
        DROP TRIGGER book_search_author_changed;
        DROP TRIGGER book_search_author_removed;
        DROP TABLE book_search;
        CREATE INDEX books_title ON books(title);
        """

    /// The rows whose export mark is `unchanged` (`ExportMark`): a change looks for one before it
    /// begins (`GoodreadsMarkTriggers.areMissing`), so it must be found without reading the table.
    private static let version26 = """
        CREATE INDEX goodreads_rows_unchanged ON goodreads_rows(book_id) WHERE exported = 'unchanged';
        """

    /// Titles are found by a fragment in `title_chunks` (`TitleChunks`), not by a `LIKE` over
    /// the index of titles, which goes. The triggers mark a row stale (`titles` NULL) when a
    /// book of its range is retitled, renumbered or removed; shelf fills the table in just
    /// after migrating and after each write. (No trigger on inserts: SQLite would then keep a
    /// statement journal for every book an import adds, a tenth of the import.)
    private static let version27 = """
        DROP INDEX books_title;
        CREATE TABLE title_chunks (
            chunk INTEGER PRIMARY KEY,
            through INTEGER NOT NULL,
            titles BLOB
        );
        CREATE INDEX title_chunks_stale ON title_chunks(chunk) WHERE titles IS NULL;
        CREATE TRIGGER title_chunks_book_retitled AFTER UPDATE OF id, title ON books
            WHEN OLD.id IS NOT NEW.id OR OLD.title IS NOT NEW.title
        BEGIN
            UPDATE title_chunks SET titles = NULL WHERE chunk = OLD.id >> 8 AND titles IS NOT NULL;
            INSERT INTO title_chunks (chunk, through, titles)
                SELECT NEW.id >> 8, (NEW.id >> 8 << 8) + 255, NULL
                WHERE NEW.id <= (SELECT through FROM title_chunks ORDER BY chunk DESC LIMIT 1)
                ON CONFLICT (chunk) DO UPDATE SET titles = NULL;
        END;
        CREATE TRIGGER title_chunks_book_removed AFTER DELETE ON books BEGIN
            UPDATE title_chunks SET titles = NULL WHERE chunk = OLD.id >> 8 AND titles IS NOT NULL;
        END;
        """

    /// Titles are folded as they are shown (`TitleFolding`: no control character, one space for a
    /// run): every row folded the earlier way is marked stale, so shelf makes it again just after
    /// migrating, and a title stored with a run of spaces is found by what the reader sees.
    private static let version28 = """
        UPDATE title_chunks SET titles = NULL;
        """

    /// Titles are folded without joiners and direction marks (`TitleFolding`), which were kept
    /// before in one place, a zero-width joiner after an emoji: the rows holding one (its UTF-8
    /// bytes E2 80 8D) are marked stale, to be made again just after migrating.
    private static let version29 = """
        UPDATE title_chunks SET titles = NULL WHERE instr(titles, x'E2808D') > 0;
        """

    /// Numbers the events of every book whose moves have no `sequence` yet (0): a library from
    /// before `version13`, or books restored from a backup written before it. They are put in the
    /// order `history` listed them then: by time, moves in the order they were stored, each page
    /// just after the latest addition or move to reading at its instant; a read-through takes the
    /// first move to reading at its start (0, before everything at its instant, when none).
    static let numberingUnorderedEvents = """
        UPDATE progress SET sequence = o.sequence FROM (\(recordedOrder)) o WHERE o.kind = 1 AND o.id = progress.id;
        UPDATE status_changes SET sequence = o.sequence FROM (\(recordedOrder)) o WHERE o.kind = 0 AND o.id = status_changes.id;
        UPDATE read_throughs SET sequence = ifnull((SELECT min(s.sequence) FROM status_changes s
            WHERE s.book_id = read_throughs.book_id AND s.to_status = 'reading' AND s.at = read_throughs.started_at), 0)
            WHERE sequence = 0;
        """

    /// The events of the books with unnumbered moves, each with its place (`kind` 0 a move, 1 a
    /// page). The pages are numbered first, while the moves still show which books need it.
    private static let recordedOrder = """
        SELECT kind, id, row_number() OVER (PARTITION BY book_id ORDER BY at, place, kind, id) AS sequence
        FROM (SELECT 0 AS kind, id, book_id, at, id AS place FROM status_changes
                WHERE book_id IN (SELECT book_id FROM status_changes WHERE sequence = 0)
            UNION ALL
            SELECT 1, p.id, p.book_id, p.at, ifnull((SELECT max(s.id) FROM status_changes s
                WHERE s.book_id = p.book_id AND s.at = p.at AND (s.to_status = 'reading' OR s.from_status IS NULL)), 0)
            FROM progress p WHERE p.book_id IN (SELECT book_id FROM status_changes WHERE sequence = 0))
        """
}
