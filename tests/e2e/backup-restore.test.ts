/**
 * `npm run backup` while the site runs, then `npm run restore` into a fresh
 * DATA_DIR (and, on the PostgreSQL run, a fresh database): the restored site
 * serves every article, lead and uploaded file, and the administrator signs in
 * with the same password. The generated signing secret travels with the
 * backup: the administrators' TOTP secrets are encrypted with it. So do the
 * generated push keys: the subscribed devices accept only pushes signed with them.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_FIELDS, SAVE_INTENTS } from "~/features/articles/form-data";
import { createPostgresDatabase } from "../helpers/postgres";
import { postMultipart } from "../helpers/multipart";
import { roofPhoto } from "../helpers/sample-images";
import { DEFAULT_ADMIN, runSql, signInCookie } from "./helpers/admin";
import { startAdminServer, type AdminServer } from "./helpers/media-admin";
import { startServer, type TestServer } from "./helpers/server";

const ROOT = path.resolve(__dirname, "../..");
const run = promisify(execFile);

/** Runs `npm run backup|restore -- <dir>` (tsx scripts/…) against a DATA_DIR / DATABASE_URL. */
async function runScript(script: "backup" | "restore", dir: string, target: { dataDir: string; databaseUrl?: string }) {
  return run(path.join(ROOT, "node_modules/.bin/tsx"), [`scripts/${script}.ts`, dir], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? "",
      AUTH_SECRET: "",
      LOG_LEVEL: "warn",
    },
    timeout: 60_000,
  });
}

const ARTICLES = [
  { title: "Sauvegarde : gouttières en zinc avant l'hiver", intent: SAVE_INTENTS.publish },
  { title: "Brouillon : chéneaux en cuivre", intent: SAVE_INTENTS.draft },
];
const LEAD_NAME = "Restauré";

let source: AdminServer;
let restored: TestServer | undefined;
let backupDir: string;
let freshDataDir: string;
let freshDb: { url: string; drop: () => Promise<void> } | undefined;
let photo: Buffer;
let mediaUrl: string;
/** The file as the site served it before the backup (uploads are stored without their metadata). */
let servedBytes: Buffer;

beforeAll(async () => {
  source = await startAdminServer();
  const { url } = source.server;
  const headers = { cookie: source.cookie, origin: url };

  for (const article of ARTICLES) {
    const res = await fetch(`${url}/dashboard-management-panel/write`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        [ARTICLE_FIELDS.title]: article.title,
        [ARTICLE_FIELDS.category]: "Zinguerie",
        [ARTICLE_FIELDS.content]: `## ${article.title}\n\nUn texte assez long pour être un vrai article de blog sur la zinguerie.`,
        [ARTICLE_FIELDS.intent]: article.intent,
      }),
    });
    expect(res.status).toBe(302);
  }

  const lead = await fetch(`${url}/api/leads/contact`, {
    method: "POST",
    headers: { origin: url, accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      prenom: "Client",
      nom: LEAD_NAME,
      telephone: "0600000000",
      email: "restaure@example.fr",
      projet: "autre",
      description: "Une demande qui doit survivre à une restauration.",
    }),
  });
  expect(lead.status).toBe(200);

  photo = await roofPhoto(800, 600, 3);
  // a request with a photo (private storage, DATA_DIR/lead-photos)
  const withPhoto = new FormData();
  for (const [k, v] of Object.entries({
    firstName: "Photo",
    lastName: LEAD_NAME,
    email: "photo-restauree@example.fr",
    phone: "0600000001",
    address: "1 rue du Zinc, Lyon",
  }))
    withPhoto.set(k, v);
  withPhoto.append("photos", new File([new Uint8Array(photo)], "toit-demande.jpg", { type: "image/jpeg" }));
  const photoLead = await fetch(`${url}/api/leads/quote`, {
    method: "POST",
    headers: { origin: url, accept: "application/json" },
    body: withPhoto,
  });
  expect(photoLead.status).toBe(200);
  const upload = await postMultipart(
    `${url}/api/media`,
    { filename: "toit-restaure.jpg", contentType: "image/jpeg", head: photo },
    { headers },
  );
  expect(upload.status).toBe(201);
  mediaUrl = new URL((upload.body as { item: { url: string } }).item.url, url).pathname;
  const served = await fetch(`${url}${mediaUrl}`);
  expect(served.status).toBe(200);
  servedBytes = Buffer.from(await served.arrayBuffer());

  // the notifications page makes the push keys (DATA_DIR/vapid-keys.json) on its first visit
  const notifications = await fetch(`${url}/dashboard-management-panel/account/notifications`, {
    headers: { cookie: source.cookie },
  });
  expect(notifications.status).toBe(200);

  // the backup is taken while the site runs
  backupDir = mkdtempSync(path.join(tmpdir(), "az-backup-"));
  rmSync(backupDir, { recursive: true });
  const backup = await runScript("backup", backupDir, source.server);
  expect(backup.stdout).toContain("Sauvegarde terminée");

  freshDataDir = mkdtempSync(path.join(tmpdir(), "az-restored-"));
  freshDb = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
  const restore = await runScript("restore", backupDir, { dataDir: freshDataDir, databaseUrl: freshDb?.url });
  expect(restore.stdout).toContain("Restauration terminée");
  restored = await startServer({ DATA_DIR: freshDataDir, DATABASE_URL: freshDb?.url ?? "" });
});

afterAll(async () => {
  await restored?.stop();
  await source?.stop();
  await freshDb?.drop();
  for (const dir of [backupDir, freshDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("writes the database, the media, the signing secret and a manifest", () => {
    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as Record<string, unknown>;
    expect(manifest.database).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "sqlite");
    expect(manifest.media).toBe("disk");
    expect(existsSync(path.join(backupDir, process.env.TEST_DATABASE_URL ? "database.dump" : "app.db"))).toBe(true);
    expect(readFileSync(path.join(backupDir, "auth-secret"), "utf8")).toBe(
      readFileSync(path.join(source.server.dataDir, "auth-secret"), "utf8"),
    );
    expect(readFileSync(path.join(backupDir, "vapid-keys.json"), "utf8")).toBe(
      readFileSync(path.join(source.server.dataDir, "vapid-keys.json"), "utf8"),
    );
    expect(manifest.vapidKeys).toBe(true);
  });

  it("the restored site signs pushes with the same keys: the subscribed devices keep receiving them", async () => {
    const keys = JSON.parse(readFileSync(path.join(source.server.dataDir, "vapid-keys.json"), "utf8")) as { publicKey: string };
    expect(readFileSync(path.join(freshDataDir, "vapid-keys.json"), "utf8")).toBe(
      readFileSync(path.join(source.server.dataDir, "vapid-keys.json"), "utf8"),
    );
    expect(statSync(path.join(freshDataDir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
    const cookie = await signInCookie(restored!, DEFAULT_ADMIN);
    const page = await (
      await fetch(`${restored!.url}/dashboard-management-panel/account/notifications`, { headers: { cookie } })
    ).text();
    expect(page).toContain(keys.publicKey);
  });

  it("refuses a folder that is not empty, and a folder without a manifest", async () => {
    await expect(runScript("backup", backupDir, source.server)).rejects.toMatchObject({
      stderr: expect.stringContaining("n'est pas vide"),
    });
    const empty = mkdtempSync(path.join(tmpdir(), "az-nothing-"));
    await expect(runScript("restore", empty, { dataDir: empty })).rejects.toMatchObject({
      stderr: expect.stringContaining("manifest.json"),
    });
    rmSync(empty, { recursive: true, force: true });
  });

  it("the restored site publishes the article and keeps the draft", async () => {
    const blog = await (await fetch(`${restored!.url}/blog`)).text();
    expect(blog).toContain("Sauvegarde : gouttières en zinc avant l&#x27;hiver");
    expect(blog).not.toContain("Brouillon : chéneaux en cuivre");

    const cookie = await signInCookie(restored!, DEFAULT_ADMIN);
    const list = await (await fetch(`${restored!.url}/dashboard-management-panel/articles`, { headers: { cookie } })).text();
    expect(list).toContain("Brouillon : chéneaux en cuivre");
  });

  it("the restored admin inbox has the quote request", async () => {
    const cookie = await signInCookie(restored!, DEFAULT_ADMIN);
    const inbox = await (await fetch(`${restored!.url}/dashboard-management-panel/leads`, { headers: { cookie } })).text();
    expect(inbox).toContain(LEAD_NAME);
    expect(inbox).toContain("restaure@example.fr");
  });

  it("the restored site shows the request's photo to the administrator", async () => {
    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as Record<string, unknown>;
    expect(manifest.leadPhotos).toBe("disk");
    const [row] = await runSql(
      restored!,
      "select lead_photos.id, lead_photos.lead_id from lead_photos join leads on leads.id = lead_photos.lead_id where leads.email = ?",
      ["photo-restauree@example.fr"],
    );
    expect(row).toBeDefined();
    const cookie = await signInCookie(restored!, DEFAULT_ADMIN);
    const res = await fetch(
      `${restored!.url}/dashboard-management-panel/leads/${String(row!.lead_id)}/photos/${String(row!.id)}`,
      { headers: { cookie } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("the restored site serves the uploaded file, byte for byte", async () => {
    const res = await fetch(`${restored!.url}${mediaUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await res.arrayBuffer()).equals(servedBytes)).toBe(true);
    const cookie = await signInCookie(restored!, DEFAULT_ADMIN);
    const list = (await (await fetch(`${restored!.url}/api/media`, { headers: { cookie } })).json()) as {
      items: { name: string }[];
    };
    expect(list.items.map((item) => item.name)).toContain(path.basename(mediaUrl));
  });
});
