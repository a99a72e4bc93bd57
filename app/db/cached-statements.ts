import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct statements kept at most: the queries of the code are far fewer; lists of `?` of every length are not. */
const DEFAULT_LIMIT = 500;

/**
 * A SQLite connection for Kysely that keeps its prepared statements. Kysely prepares every query
 * anew, and preparing (parsing and planning the SQL) cost as much as running it: on a page served
 * from the cache, whose one query reads the content version, it was an eighth of the request's work
 * (docs/decisions/038-server-render-cost.md). Reusing a statement is safe here: Kysely runs one
 * query at a time on a connection, a streamed one holding it until the stream ends.
 */
export function withCachedStatements(
  database: { close(): void; prepare(sql: string): SqliteStatement },
  limit = DEFAULT_LIMIT,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql); // most recently used last: the oldest goes first
      } else {
        statement = database.prepare(sql);
        if (statements.size >= limit) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
