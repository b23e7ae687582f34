#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

/// The pre-update hook's functions are declared only when this is defined; the library shelf
/// links must be built with it too (Debian's and Ubuntu's are, for the session extension).
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
/// Binding with it makes SQLite copy the value before the call returns.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return (sqlite3_destructor_type)-1;
}

/// sqlite3_config is variadic, which Swift cannot call. Turning memory statistics off spares
/// every allocation SQLite makes a lock and unlock of its allocator's mutex; it must be done
/// before SQLite initializes (SQLITE_MISUSE after).
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
