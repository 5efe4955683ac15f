// The system's SQLite (Debian: libsqlite3-dev), seen from Swift as module CSQLite.
#ifndef CSQLITE_H
#define CSQLITE_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: SQLite copies the bound bytes.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
