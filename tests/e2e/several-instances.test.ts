/**
 * Several instances behind a load balancer behave as one site (docs/deployment.md,
 * 'Several instances'): two production servers with the same AUTH_SECRET and
 * SITE_URL, a round-robin HTTP proxy on loopback in front (it alternates
 * upstreams per request and says which one answered in X-Upstream), and
 * through the proxy only:
 *   1. a session made on one instance is valid on the other;
 *   2. an article published through one is visible on the other at once
 *      (each instance's page cache follows the shared content version);
 *   3. media uploaded through one is served by the other;
 *   4. each lead notification is sent exactly once (both instances send the
 *      outbox to one SMTP server);
 *   5. rate limits are shared (the 4th lead of one client IP is refused
 *      whichever instance answers).
 * PostgreSQL run (TEST_DATABASE_URL set): one PostgreSQL database, one S3
 * bucket (s3rver on loopback, public through S3_PUBLIC_URL) and a separate
 * DATA_DIR per instance (nothing shared on local disk). SQLite run: both
 * processes on one DATA_DIR (SQLite WAL, disk media).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_MESSAGES } from "~/features/leads/copy";
import { postMultipart } from "../helpers/multipart";
import { createPostgresDatabase } from "../helpers/postgres";
import { roofPhoto } from "../helpers/sample-images";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { createAdmin, inOneRateWindow, DEFAULT_ADMIN, runSql } from "./helpers/admin";
import { fetchPage } from "./helpers/html";
import { startTestProxy, type TestProxy } from "./helpers/proxy";
import { startServer, type TestServer } from "./helpers/server";

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const AUTH_SECRET = "several-instances-share-this-secret-0123456789";
const LEADS_TO = "atelier@example.fr";
const BUCKET = "shared-media";
const NAMES = ["a", "b"] as const;

/** How React escapes text in HTML (titles with an apostrophe or quotes). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

describe(`two instances behind a round-robin proxy (${POSTGRES ? "PostgreSQL + S3" : "SQLite on one DATA_DIR + disk media"})`, () => {
  let smtp: TestSmtpServer;
  let proxy: TestProxy;
  const instances: TestServer[] = [];
  /** the site as the world sees it: the proxy's URL over the first instance's database and DATA_DIR */
  let site: TestServer;
  let cookie: string;
  let s3: S3rver | undefined;
  let s3Endpoint = "";
  let pg: { url: string; drop: () => Promise<void> } | undefined;
  const tempDirs: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    proxy = await startTestProxy();
    const env: Record<string, string> = {
      AUTH_SECRET,
      SITE_URL: proxy.url,
      // two proxies: the round-robin one, and one in front of it that the tests play (each test names its clients)
      TRUST_PROXY: "2",
      RATE_LIMIT_LEADS_PER_HOUR: "3",
      SMTP_URL: smtp.url,
      LEADS_TO,
      MAIL_FROM: "site@example.fr",
      LOG_LEVEL: "info",
      // one message per request here (the owner's notification); the acknowledgement: lead-visitor.test.ts
      LEAD_ACKNOWLEDGEMENT: "off",
    };
    let sharedDataDir: string | undefined;
    if (POSTGRES) {
      pg = await createPostgresDatabase();
      const s3Dir = mkdtempSync(path.join(tmpdir(), "az-s3rver-scale-"));
      tempDirs.push(s3Dir);
      s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir });
      const { port } = await s3.run();
      s3Endpoint = `http://127.0.0.1:${port}`;
      const client = new S3Client({
        region: "us-east-1",
        endpoint: s3Endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
      await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
      client.destroy();
      Object.assign(env, {
        DATABASE_URL: pg.url,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3Endpoint,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
        S3_PUBLIC_URL: `${s3Endpoint}/${BUCKET}`,
      });
    } else {
      sharedDataDir = mkdtempSync(path.join(tmpdir(), "az-scale-shared-"));
      tempDirs.push(sharedDataDir);
      Object.assign(env, { DATA_DIR: sharedDataDir, DATABASE_URL: "" });
    }
    // both at once on the empty database, as when a deployment starts them together (migrations take a shared lock)
    instances.push(...(await Promise.all(NAMES.map(() => startServer(env)))));
    proxy.forwardTo(instances.map((s, i) => ({ name: NAMES[i]!, url: s.url })));
    site = { ...instances[0]!, url: proxy.url, port: proxy.port };
    await createAdmin(site);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((s) => s.stop()));
    await smtp?.close();
    await s3?.close();
    await pg?.drop();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("a session made through one instance is valid on the other", async () => {
    // the sign-in page and its assets answer from both instances (a browser loading it through the proxy gets a whole page)
    const { document } = await fetchPage(`${proxy.url}/auth-portal-secure`);
    const assets = [...document.querySelectorAll<HTMLElement>("script[src], link[rel=stylesheet], link[rel=modulepreload]")].map(
      (el) => el.getAttribute("src") ?? el.getAttribute("href")!,
    );
    const assetAnswers: string[] = [];
    for (const asset of assets) {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${proxy.url}${asset}`);
        await res.arrayBuffer();
        assetAnswers.push(`${asset} ${res.status} from ${res.headers.get("x-upstream")}`);
      }
    }
    expect(assets.length).toBeGreaterThan(0);
    expect(assetAnswers.filter((answer) => !answer.includes(" 200 from "))).toEqual([]);
    // the sign-in form's post through the proxy: the session is made by one instance
    const signIn = await fetch(`${proxy.url}/auth-portal-secure?index`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: proxy.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password }),
    });
    const session = signIn.headers.getSetCookie().find((c) => /^better-auth\.session_token=/.test(c));
    expect(session).toBeDefined();
    cookie = session!.split(";")[0]!;

    const answeredBy: string[] = [];
    for (const pagePath of [
      "/dashboard-management-panel",
      "/dashboard-management-panel/leads",
      "/dashboard-management-panel/images",
    ]) {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${proxy.url}${pagePath}`, { headers: { cookie }, redirect: "manual" });
        expect(res.status, `${pagePath} via ${res.headers.get("x-upstream")}`).toBe(200);
        expect(await res.text()).toContain(DEFAULT_ADMIN.name);
        answeredBy.push(res.headers.get("x-upstream")!);
      }
    }
    expect(new Set(answeredBy)).toEqual(new Set(NAMES));
    // and without the cookie both refuse
    const refusedBy = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${proxy.url}/dashboard-management-panel`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/\/auth-portal-secure/);
      refusedBy.add(res.headers.get("x-upstream")!);
    }
    expect(refusedBy).toEqual(new Set(NAMES));
  });

  it("an article published through one instance is visible on the other at once", async () => {
    const title = `Zinc à joint debout : ${Date.now().toString(36)}`;
    // both instances render (and may cache) the blog before the article exists
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${proxy.url}/blog`);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain(title);
    }
    const publish = await fetch(`${proxy.url}/dashboard-management-panel/write`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: proxy.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        title,
        category: "Zinguerie",
        excerpt: "Publié sur une instance, lu sur l'autre.",
        content: "## Le joint debout\n\nUne couverture en zinc posée dans les règles de l'art.",
        intent: "publish",
      }).toString(),
    });
    expect(publish.status).toBe(302);
    const publishedBy = publish.headers.get("x-upstream");
    const [row] = await runSql(site, `select slug from articles where title = ?`, [title]);
    expect(row).toBeDefined();
    const slug = String(row!.slug);

    // at once, no waiting: the list and the article on both instances
    const seenBy = new Set<string>();
    for (const pagePath of ["/blog", "/blog", `/blog/${slug}`, `/blog/${slug}`]) {
      const res = await fetch(`${proxy.url}${pagePath}`);
      expect(res.status, `${pagePath} via ${res.headers.get("x-upstream")}`).toBe(200);
      expect(await res.text(), `${pagePath} via ${res.headers.get("x-upstream")}`).toContain(escapeHtml(title));
      seenBy.add(res.headers.get("x-upstream")!);
    }
    expect(seenBy).toEqual(new Set(NAMES));
    expect(NAMES).toContain(publishedBy);
  });

  it("media uploaded through one instance is served by the other", async () => {
    const photo = await roofPhoto(800, 600, 3, 80);
    const upload = await postMultipart(
      `${proxy.url}/api/media`,
      { filename: "toiture.jpg", contentType: "image/jpeg", head: photo },
      { headers: { cookie, origin: proxy.url } },
    );
    expect(upload.status).toBe(201);
    const uploadedBy = String(upload.headers["x-upstream"]);
    const item = (upload.body as { item: { name: string; url: string } }).item;
    expect(item.name).toMatch(/\.jpg$/);
    if (POSTGRES) expect(item.url).toBe(`${s3Endpoint}/${BUCKET}/${item.name}`);
    else expect(item.url).toBe(`/media/${item.name}`);

    // the app's /media/ route answers on both instances (two requests in a row: one per upstream)
    // (the stored original is the upload cleaned of its metadata: the same picture, the same bytes from both)
    const servedBy = new Set<string>();
    const bodies: Buffer[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${proxy.url}/media/${item.name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      bodies.push(Buffer.from(await res.arrayBuffer()));
      servedBy.add(res.headers.get("x-upstream")!);
    }
    expect(servedBy).toEqual(new Set(NAMES));
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true);
    expect(await sharp(bodies[0]!).metadata()).toMatchObject({ format: "jpeg", width: 800, height: 600 });
    expect(servedBy.has(NAMES.find((n) => n !== uploadedBy)!)).toBe(true);

    // the other instance lists it too, with its resized variants reachable
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${proxy.url}/api/media`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const list = (await res.json()) as { items: { name: string; url: string; previewUrl: string }[] };
      const listed = list.items.find((x) => x.name === item.name);
      expect(listed, `listed by ${res.headers.get("x-upstream")}`).toBeDefined();
      const previewUrl = new URL(listed!.previewUrl, proxy.url).toString();
      const preview = await fetch(previewUrl);
      expect(preview.status).toBe(200);
      expect(preview.headers.get("content-type")).toBe("image/webp");
      if (POSTGRES) expect(previewUrl.startsWith(`${s3Endpoint}/${BUCKET}/`)).toBe(true);
    }
  });

  it("each lead notification is sent exactly once, whichever instance took it", async () => {
    const before = smtp.messages.length;
    const N = 8;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        fetch(`${proxy.url}/api/leads/contact`, {
          method: "POST",
          headers: {
            origin: proxy.url,
            accept: "application/json",
            "content-type": "application/x-www-form-urlencoded",
            // one client each: the per-IP limit (3 an hour here) is not what this test is about
            "x-forwarded-for": `203.0.113.${10 + i}`,
          },
          body: new URLSearchParams({
            prenom: "Client",
            nom: `Numéro${i}`,
            telephone: "0600000000",
            email: `client${i}@example.fr`,
            projet: "autre",
            description: `Demande ${i} envoyée à travers le répartiteur.`,
          }).toString(),
        }).then(async (res) => ({
          status: res.status,
          upstream: res.headers.get("x-upstream"),
          proxyError: res.headers.get("x-proxy-error"),
        })),
      ),
    );
    expect(
      answers.map((a) =>
        a.status === 200 ? 200 : `${a.status} from ${a.upstream}: ${a.proxyError ?? "answered by the instance"}`,
      ),
    ).toEqual(Array(N).fill(200));
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(NAMES));

    await smtp.waitFor(before + N, 20_000);
    // The SMTP server has a message a moment before its sender reads the answer, marks the row sent and
    // logs it: wait for all of that, so that what follows counts finished sends only.
    const sentBy = () =>
      instances.map(
        (s) =>
          s
            .output()
            .split("\n")
            .filter((l) => l.includes("outbox: message sent")).length,
      );
    await expect.poll(() => sentBy().reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(N);
    const notifications = () => runSql(site, `select status, attempts from outbox where kind = 'lead_notification'`);
    await expect.poll(async () => (await notifications()).filter((row) => row.status === "sent").length).toBe(N);
    // Each row sent, and claimed once (a claim counts an attempt; a sent row is never claimed again):
    // no duplicate can be on its way, so the mails counted now are all there will be.
    const rows = await notifications();
    expect(rows).toHaveLength(N);
    for (const row of rows)
      expect({ status: row.status, attempts: Number(row.attempts) }).toEqual({ status: "sent", attempts: 1 });
    const mails = smtp.messages.slice(before);
    expect(mails).toHaveLength(N);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(N);
    for (let i = 0; i < N; i++) expect(mails.filter((m) => m.text.includes(`Demande ${i} envoyée`))).toHaveLength(1);

    // who sent what (both instances drain the one outbox; their logs add up to N, never more)
    const finalSentBy = sentBy();
    console.info(`lead e-mails sent per instance: ${NAMES.map((n, i) => `${n}=${finalSentBy[i]}`).join(", ")}`);
    expect(finalSentBy.reduce((a, b) => a + b, 0)).toBe(N);
  });

  it("rate limits are shared: the 4th lead of one client is refused whichever instance answers", async () => {
    // One client, 198.51.100.7 (198.51.100.8, … with another e-mail on a retry: a fresh hourly counter).
    await inOneRateWindow(60 * 60_000, async (attempt) => {
      const client = `198.51.100.${7 + attempt}`;
      const email = attempt === 0 ? "meme.client@example.fr" : `meme.client.${attempt}@example.fr`;
      const submit = async (n: number) => {
        const res = await fetch(`${proxy.url}/api/leads/contact`, {
          method: "POST",
          headers: {
            origin: proxy.url,
            accept: "application/json",
            "content-type": "application/x-www-form-urlencoded",
            "x-forwarded-for": client,
          },
          body: new URLSearchParams({
            prenom: "Même",
            nom: "Client",
            telephone: "0600000000",
            email,
            projet: "autre",
            description: `Tentative ${n} du même client.`,
          }).toString(),
        });
        return {
          status: res.status,
          upstream: res.headers.get("x-upstream"),
          body: (await res.json()) as { message: string | null },
        };
      };
      const accepted = [await submit(1), await submit(2), await submit(3)];
      expect(accepted.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(accepted.map((a) => a.upstream))).toEqual(new Set(NAMES));
      const refused = [await submit(4), await submit(5)];
      expect(refused.map((r) => r.status)).toEqual([429, 429]);
      expect(new Set(refused.map((r) => r.upstream))).toEqual(new Set(NAMES));
      for (const r of refused) expect(r.body.message).toBe(LEAD_MESSAGES.rateLimited);
      const stored = await runSql(site, `select count(*) as n from leads where email = ?`, [email]);
      expect(Number(stored[0]!.n)).toBe(3);
    });
  });
});
