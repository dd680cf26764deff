// The bundled time zone database: the IANA zones' TZif files, compiled into the library by
// Spec/tools/time_zone_database.py (fastdate_tzdb.c), for FastDateTimeZones. No C library.
#ifndef FASTDATE_TZDB_H
#define FASTDATE_TZDB_H

/// The tzdata release the files were compiled from, such as "2025b".
const char *fastdate_tzdb_version(void);
/// How many zone names there are (links included).
long fastdate_tzdb_count(void);
/// The zone name at `index` (0 ..< count, in byte order), NUL-terminated; NULL past the end.
const char *fastdate_tzdb_name(long index);
/// The TZif bytes of the zone at `index`, their count in `*length`; NULL past the end.
const unsigned char *fastdate_tzdb_tzif(long index, long *length);
/// The index of the zone named by the `length` bytes at `name`, or -1.
long fastdate_tzdb_find(const unsigned char *name, long length);

#endif
