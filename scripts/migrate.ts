// `npm run db:migrate`: applies every migration (ours and better-auth's) and exits.
import { getEnv } from "~/config/env.server";
import { closeDatabase, getDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { migrateAuthTables } from "~/features/auth/auth.server";

const env = getEnv();
const database = getDatabase();
await migrateDatabase(database, { dataDir: env.DATA_DIR, extra: () => migrateAuthTables(env, database) });
await closeDatabase();
console.log(`migrations applied (${database.kind})`);
