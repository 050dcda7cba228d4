// The public archive pages of the sections whose expired rows stay readable (GIGW: expired
// notices and news move to an archive rather than disappearing). Plain data: the registry's
// `lifecycle.archive` and the site's routes both read it, so the address is written once.

export const ARCHIVE_ROUTES = {
  notice: "/notices/archive",
  gpsNews: "/gps-in-news/archive",
} as const;
