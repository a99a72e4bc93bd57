// Builds the production bundle when it is missing or older than the sources.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const BUILD_MARKER = "build/server/index.js";
// scripts/lib/site-chunks.ts: vite.config.ts's split of the browser's code into files
const SOURCES = [
  "app",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/lib/site-chunks.ts",
];

/** Where a finished build records the package-lock.json it was made with (`recordBuildLockFile`). */
const BUILT_WITH_LOCK_FILE = "build/server/package-lock.sha256";

/**
 * package-lock.json's content, hashed. The build carries some libraries (vite.config.ts,
 * ssr.noExternal), so an updated one needs a new build; its date says nothing, since npm rewrites
 * the file at every install, changed or not.
 */
function lockFileHash() {
  return existsSync("package-lock.json") ? createHash("sha256").update(readFileSync("package-lock.json")).digest("hex") : "";
}

/**
 * Called last when a build ends (react-router.config.ts): the record doubles as the mark of a
 * finished build, since the build empties `build/` first.
 */
export function recordBuildLockFile() {
  writeFileSync(BUILT_WITH_LOCK_FILE, lockFileHash());
}

function builtWithAnotherLock() {
  return (existsSync(BUILT_WITH_LOCK_FILE) ? readFileSync(BUILT_WITH_LOCK_FILE, "utf8") : "") !== lockFileHash();
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIfStale() {
  const buildTime = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  const sourceTime = Math.max(...SOURCES.map(newestMtime));
  if (buildTime >= sourceTime && !builtWithAnotherLock() && process.env.FORCE_BUILD !== "1") return;
  console.log("Construction du site (react-router build)…");
  const bin = path.resolve("node_modules/@react-router/dev/bin.js");
  const result = spawnSync(process.execPath, [bin, "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
