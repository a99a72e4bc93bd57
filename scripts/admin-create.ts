// `npm run admin:create -- --email E --password P [--name N] [--disable-2fa]`
// Creates an administrator, or resets that one's password (every device is
// signed out). Works while the server runs: it only talks to the database
// (DATA_DIR or DATABASE_URL, as the server). The password may also come from
// the ADMIN_PASSWORD variable, to keep it out of the shell history.
import { parseArgs } from "node:util";

const MISSING = "You must provide either an email or phone number and a password";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      "disable-2fa": { type: "boolean", default: false },
      "must-change-password": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(
    `Option inconnue ou incomplète : ${(error as Error).message}\nUsage : npm run admin:create -- --email E --password P [--name N]`,
  );
}

if (args.help) {
  console.log(
    [
      "Usage : npm run admin:create -- --email E --password P [--name N] [--disable-2fa] [--must-change-password]",
      "Crée un administrateur, ou réinitialise le mot de passe de celui qui a cet e-mail.",
      "  --disable-2fa            désactive aussi sa double authentification (téléphone perdu)",
      "  --must-change-password   l'oblige à choisir un nouveau mot de passe à la connexion",
      "Le mot de passe peut aussi venir de la variable ADMIN_PASSWORD.",
    ].join("\n"),
  );
  process.exit(0);
}

const email = args.email?.trim() ?? "";
const password = args.password ?? process.env.ADMIN_PASSWORD ?? "";
if (!email || !password) fail(MISSING);

// Quiet logs for a command-line tool (the outcome is printed below).
process.env.LOG_LEVEL ??= "warn";

const { emailProblem, passwordProblem, normaliseEmail } = await import("~/features/auth/credentials");
const emailError = emailProblem(email);
if (emailError) fail(`${emailError} : « ${email} »`);
const passwordError = passwordProblem(password, { email });
if (passwordError) fail(passwordError);

const { getEnv } = await import("~/config/env.server");
const { closeDatabase, getDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { migrateAuthTables } = await import("~/features/auth/auth.server");
const { createOrResetAdmin, AdminInputError } = await import("~/features/auth/admins.server");

let exitCode = 0;
try {
  const env = getEnv();
  const database = getDatabase();
  // The first command on a fresh installation may run before the server ever started.
  await migrateDatabase(database, { dataDir: env.DATA_DIR, extra: () => migrateAuthTables(env, database) });
  const result = await createOrResetAdmin({
    email,
    password,
    name: args.name,
    disableTwoFactor: args["disable-2fa"],
    mustChangePassword: args["must-change-password"],
  });
  const where = database.kind === "postgres" ? "PostgreSQL" : env.DATA_DIR;
  if (result.action === "created") {
    console.log(`Administrateur créé : ${normaliseEmail(email)} (${where}).`);
  } else {
    console.log(
      `Mot de passe de l'administrateur ${normaliseEmail(email)} réinitialisé (${where}) ; ses sessions ouvertes ont été fermées.` +
        (args["disable-2fa"] ? " Double authentification désactivée." : ""),
    );
  }
} catch (error) {
  exitCode = 1;
  if (error instanceof AdminInputError) console.error(error.message);
  else if (error instanceof Error && error.name === "EnvError") console.error(error.message);
  else console.error("Une erreur est survenue :", error instanceof Error ? error.message : error);
} finally {
  await closeDatabase().catch(() => undefined);
}
process.exit(exitCode);
