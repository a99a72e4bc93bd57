// `npm run restore -- <dir>`: restores a backup made by `npm run backup` into the configured
// DATA_DIR / DATABASE_URL. Stop the site first.
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { getEnv } from "~/config/env.server";
import { sqlitePath } from "~/db/client.server";
import { VAPID_KEYS_FILE } from "~/features/push/vapid.server";

const source = process.argv[2];
if (!source || !existsSync(path.join(source, "manifest.json"))) {
  console.error("usage: npm run restore -- <dossier de sauvegarde> (il doit contenir manifest.json)");
  process.exit(1);
}
const env = getEnv();
const manifest = JSON.parse(readFileSync(path.join(source, "manifest.json"), "utf8")) as {
  database: string;
  media: string;
  leadPhotos?: string;
};

if (manifest.database === "postgres") {
  if (!env.DATABASE_URL) {
    console.error("Cette sauvegarde vient de PostgreSQL : définissez DATABASE_URL.");
    process.exit(1);
  }
  const result = spawnSync(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--dbname", env.DATABASE_URL, path.join(source, "database.dump")],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  if (env.DATABASE_URL) {
    console.error("Cette sauvegarde vient de SQLite : retirez DATABASE_URL.");
    process.exit(1);
  }
  const file = sqlitePath(env);
  mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  cpSync(path.join(source, "app.db"), file);
}

// Restored before anything reads it: the TOTP secrets in the database were encrypted with it.
if (existsSync(path.join(source, "auth-secret"))) {
  mkdirSync(env.DATA_DIR, { recursive: true });
  cpSync(path.join(source, "auth-secret"), path.join(env.DATA_DIR, "auth-secret"));
}

// The push keys the subscribed devices expect (kept private, like when they were generated).
if (existsSync(path.join(source, VAPID_KEYS_FILE))) {
  mkdirSync(env.DATA_DIR, { recursive: true });
  cpSync(path.join(source, VAPID_KEYS_FILE), path.join(env.DATA_DIR, VAPID_KEYS_FILE));
  chmodSync(path.join(env.DATA_DIR, VAPID_KEYS_FILE), 0o600);
}

if (manifest.media === "disk" && existsSync(path.join(source, "media"))) {
  const mediaDir = path.join(env.DATA_DIR, "media");
  rmSync(mediaDir, { recursive: true, force: true });
  cpSync(path.join(source, "media"), mediaDir, { recursive: true });
}
// The photos of requests (private): replaced whole, like the media (S3: they stayed in the bucket).
if (manifest.leadPhotos === "disk" && existsSync(path.join(source, "lead-photos"))) {
  const photosDir = path.join(env.DATA_DIR, "lead-photos");
  rmSync(photosDir, { recursive: true, force: true });
  cpSync(path.join(source, "lead-photos"), photosDir, { recursive: true });
}
console.log(`Restauration terminée depuis ${path.resolve(source)}.`);
