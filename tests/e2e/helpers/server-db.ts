import { createDatabase, type Database } from "~/db/client.server";
import type { TestServer } from "./server";

/** A Kysely connection to a running test server's database, SQLite or PostgreSQL (close it after use). */
export function openServerDatabase(server: TestServer): Database {
  return createDatabase({ DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl });
}
