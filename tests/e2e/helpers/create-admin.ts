// Creates an administrator in the database of a test server (DATA_DIR /
// DATABASE_URL from the environment) with better-auth's own API.
// Usage: node --import tsx tests/e2e/helpers/create-admin.ts EMAIL PASSWORD
import { closeDatabase } from "~/db/client.server";
import { getAuth } from "~/features/auth/auth.server";

const [email, password] = process.argv.slice(2);
if (!email || !password) throw new Error("usage: create-admin.ts EMAIL PASSWORD");
await getAuth().api.createUser({ body: { email, password, name: "Administrateur", role: "admin" } });
await closeDatabase();
