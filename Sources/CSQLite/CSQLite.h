// The system's SQLite (Debian: libsqlite3-dev), seen from Swift as module CSQLite.
#ifndef CSQLITE_H
#define CSQLITE_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: SQLite copies the bound bytes.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

// sqlite3_db_config is variadic, which Swift cannot call: one integer option at a time.
static inline int csqlite_db_config_int(sqlite3 *db, int option, int value) {
    return sqlite3_db_config(db, option, value, (int *)0);
}

// A connection's lookaside allocator: `count` slots of `size` bytes carved from one block that
// SQLite allocates, or none with 0 and 0.
static inline int csqlite_db_config_lookaside(sqlite3 *db, int size, int count) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_LOOKASIDE, (void *)0, size, count);
}

// The page cache's first bulk allocation per connection, in pages (0: none, pages come one at
// a time). Global: works only before SQLite initializes, and returns SQLITE_MISUSE after.
static inline int csqlite_config_page_cache_bulk(int pages) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, pages);
}

#endif
