/**
 * The application's tables (better-auth's own tables are managed by it).
 * Conventions, the same on SQLite and PostgreSQL:
 * - ids are text (UUID), timestamps are ISO-8601 UTC strings when read
 *   (text on SQLite, timestamptz on PostgreSQL parsed back to ISO strings);
 * - booleans are written as JS booleans (converted for SQLite) and read with `toBool`;
 * - lists and objects are JSON text.
 * Each feature adds its table interfaces here.
 */
export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

export interface DB {
  rate_limits: RateLimitTable;
}
