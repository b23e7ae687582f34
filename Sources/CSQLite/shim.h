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

#endif
