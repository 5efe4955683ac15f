// The system's SQLite (Debian: libsqlite3-dev), for the start-up floor program.
#ifndef CSQLITEFLOOR_H
#define CSQLITEFLOOR_H

#include <sqlite3.h>

#endif
