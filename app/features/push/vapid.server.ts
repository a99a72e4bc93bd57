/**
 * The site's VAPID key pair, which signs every push so that push services
 * accept it only from us (docs/decisions/016-admin-push.md): from
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or generated once into
 * DATA_DIR/vapid-keys.json (kept by `npm run backup`). Every device
 * subscribes with the public key: changing the pair silences them all until
 * they subscribe again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { getEnv, type Env } from "~/config/env.server";
import { base64UrlToBytes } from "./subscription";

export const VAPID_KEYS_FILE = "vapid-keys.json";

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (65 bytes): what `applicationServerKey` takes */
  publicKey: string;
  /** base64url of the private scalar (32 bytes) */
  privateKey: string;
}

function isKeyPair(value: unknown): value is VapidKeys {
  if (!value || typeof value !== "object") return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  if (typeof publicKey !== "string" || typeof privateKey !== "string") return false;
  return base64UrlToBytes(publicKey)?.length === 65 && base64UrlToBytes(privateKey)?.length === 32;
}

function readKeyFile(file: string): VapidKeys {
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isKeyPair(parsed)) throw new Error(`${file} does not hold a VAPID key pair (publicKey, privateKey in base64url)`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/** Generated once: the first process to create the file wins, every other one reads it. */
function readOrCreateKeyFile(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) return readKeyFile(file);
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2)}\n`, {
      flag: "wx",
      mode: 0o600,
    });
    return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  } catch {
    // another process created it first
    return readKeyFile(file);
  }
}

const cache = new Map<string, VapidKeys>();

/** The key pair of this configuration (read or made once per DATA_DIR and process). */
export function vapidKeys(env: Env = getEnv()): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey || privateKey) {
    const keys = { publicKey: publicKey ?? "", privateKey: privateKey ?? "" };
    if (!isKeyPair(keys)) {
      throw new Error(
        "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, in base64url (as `npx web-push generate-vapid-keys` prints them)",
      );
    }
    return keys;
  }
  let keys = cache.get(env.DATA_DIR);
  if (!keys) {
    keys = readOrCreateKeyFile(env.DATA_DIR);
    cache.set(env.DATA_DIR, keys);
  }
  return keys;
}

/** Who push services may contact about our pushes. */
export function vapidSubject(env: Env = getEnv()): string {
  return env.SITE_EMAIL ? `mailto:${env.SITE_EMAIL}` : env.SITE_URL;
}
