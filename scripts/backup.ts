// `npm run backup -- <dir>`: a consistent snapshot of the database and the media.
// SQLite: online backup API (safe while the site runs). PostgreSQL: pg_dump (custom format).
// Media on local disk are copied; media in S3 stay in the bucket (versioned by the provider) and
// are listed in the manifest. The photos of requests (DATA_DIR/lead-photos, private) are copied
// likewise, without their temporary files; with S3 they stay in the bucket under lead-photos/.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { getEnv } from "~/config/env.server";
import { sqlitePath } from "~/db/client.server";
import { VAPID_KEYS_FILE } from "~/features/push/vapid.server";

const target = process.argv[2];
if (!target) {
  console.error("usage: npm run backup -- <dossier>");
  process.exit(1);
}
const env = getEnv();
const dir = path.resolve(target);
mkdirSync(dir, { recursive: true });
if (readdirSync(dir).length) {
  console.error(`Le dossier ${dir} n'est pas vide : choisissez un dossier neuf.`);
  process.exit(1);
}

const started = Date.now();
let database: string;
if (env.DATABASE_URL) {
  const result = spawnSync(
    "pg_dump",
    ["--format=custom", "--no-owner", "--file", path.join(dir, "database.dump"), env.DATABASE_URL],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  if (result.status !== 0) {
    console.error("pg_dump a échoué (est-il installé ? apt-get install postgresql-client)");
    process.exit(1);
  }
  database = "postgres";
} else {
  const source = new SQLite(sqlitePath(env), { readonly: true, fileMustExist: true });
  await source.backup(path.join(dir, "app.db"));
  source.close();
  database = "sqlite";
}

// The generated signing secret (when AUTH_SECRET is not set): the administrators' TOTP secrets are encrypted with it.
const secretFile = path.join(env.DATA_DIR, "auth-secret");
const secret = !process.env.AUTH_SECRET && existsSync(secretFile);
if (secret) cpSync(secretFile, path.join(dir, "auth-secret"));
// The generated push keys (when VAPID_* are not set): every subscribed device only accepts pushes signed with them.
const vapidFile = path.join(env.DATA_DIR, VAPID_KEYS_FILE);
const vapid = !env.VAPID_PRIVATE_KEY && existsSync(vapidFile);
if (vapid) cpSync(vapidFile, path.join(dir, VAPID_KEYS_FILE));

const mediaDir = path.join(env.DATA_DIR, "media");
const media = !env.S3_BUCKET && existsSync(mediaDir);
if (media) cpSync(mediaDir, path.join(dir, "media"), { recursive: true });

// Copied after the database: a photo committed meanwhile has its file here; a file without its row
// (a request still being stored) is swept by the restored site at start-up.
const photosDir = path.join(env.DATA_DIR, "lead-photos");
const leadPhotos = !env.S3_BUCKET && existsSync(photosDir);
if (leadPhotos)
  cpSync(photosDir, path.join(dir, "lead-photos"), { recursive: true, filter: (from) => from !== path.join(photosDir, "tmp") });

writeFileSync(
  path.join(dir, "manifest.json"),
  JSON.stringify(
    {
      createdAt: new Date().toISOString(),
      database,
      media: media ? "disk" : env.S3_BUCKET ? `s3://${env.S3_BUCKET}` : "none",
      leadPhotos: leadPhotos ? "disk" : env.S3_BUCKET ? `s3://${env.S3_BUCKET}/lead-photos/` : "none",
      authSecret: secret,
      vapidKeys: vapid,
    },
    null,
    2,
  ),
);
console.log(`Sauvegarde terminée dans ${dir} (${database}, ${Date.now() - started} ms)`);
