import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_LINK_MESSAGES } from "~/features/articles/preview-links";
import { describeScheduledTime, SCHEDULE_MESSAGES, toDateTimeLocalValue } from "~/features/articles/schedule";
import { parisDay, parisWallClock } from "~/lib/business-hours";
import { createPostgresDatabase } from "../helpers/postgres";
import { addSessionCookie, runSql, signedInAdmin, waitForHydration, type SignedInAdmin } from "./helpers/admin";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

// docs/product.md#article-scheduling and docs/product.md#article-preview-links in the real server.
// Time is moved the way the other browser tests move it: the stored instants are set in the past, as
// if the clock had passed them (see expireSessions, lead-jobs.test.ts), and a restarted server's
// first tick of the minute job does what it would have done at that time.

const LIST = "/dashboard-management-panel/articles";
const WRITE = "/dashboard-management-panel/write";
const DAY_MS = 24 * 60 * 60_000;
const SCHEDULE_LABEL = "Date et heure de publication (heure de Paris)";

let dataDir: string;
let databaseUrl: string | undefined;
let dropPg: (() => Promise<void>) | undefined;
let server: TestServer;
let browser: Browser;
let alice: SignedInAdmin;
let bob: SignedInAdmin;

const env = () => ({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "az-e2e-schedule-"));
  if (process.env.TEST_DATABASE_URL) {
    const pg = await createPostgresDatabase();
    databaseUrl = pg.url;
    dropPg = pg.drop;
  }
  server = await startServer(env());
  browser = await launchBrowser();
  alice = await signedInAdmin(server, "alice@az-toiture.test", "Alice Couvreur");
  bob = await signedInAdmin(server, "bob@az-toiture.test", "Bob Zingueur");
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dropPg?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function adminPage(
  admin: SignedInAdmin,
  options: { javaScriptEnabled?: boolean; width?: number } = {},
): Promise<TrackedPage> {
  const tracked = await openPage(browser, options);
  await addSessionCookie(tracked.context, server, admin.cookie);
  return tracked;
}

/** A post as the page's scripts send it (React Router's data request), with a session cookie. */
function post(pathname: string, admin: SignedInAdmin, fields: Record<string, string>) {
  return fetch(`${server.url}${pathname}.data`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, Cookie: admin.cookie },
    body: new URLSearchParams(fields),
  });
}

/** Screenshots for a person to look at, at both widths (only with SCREENSHOT_DIR). */
async function shots(page: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, "schedule", `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const articleByTitle = async (title: string) =>
  (await runSql(server, "select id, slug, published, publish_at, created_at from articles where title = ?", [title]))[0] as
    { id: string; slug: string; published: unknown; publish_at: unknown; created_at: unknown } | undefined;

const isTrue = (value: unknown) => value === true || value === 1;

/** 08:00 in Paris, `days` calendar days from today. */
function parisMorning(days: number): Date {
  const [y, m, d] = parisDay(new Date(Date.now() + days * DAY_MS))
    .split("-")
    .map(Number) as [number, number, number];
  return parisWallClock(y, m, d, 8, 0);
}

describe("scheduled publication", () => {
  const title = "Préparer sa toiture avant les tempêtes d'hiver";

  it("is set in the editor without JavaScript, refuses the past, shows in the list, and publishes by itself once its time has passed", async () => {
    const { page } = await adminPage(alice, { javaScriptEnabled: false });
    await page.goto(`${server.url}${WRITE}`);
    await page.getByLabel("Titre *").fill(title);
    await page.getByLabel("Contenu (Markdown) *").fill("## Les points à vérifier\n\nTuiles, faîtage, gouttières.");

    // a past time: refused under the field, nothing stored, everything typed kept
    await page.getByLabel(SCHEDULE_LABEL).fill("2020-01-01T10:00");
    await page.getByRole("button", { name: SCHEDULE_MESSAGES.schedule, exact: true }).click();
    const field = page.getByLabel(SCHEDULE_LABEL);
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`[id="${describedBy.split(" ")[0]}"]`).textContent()).toBe(
      "La date de publication doit être dans le futur",
    );
    expect(await page.getByLabel("Titre *").inputValue()).toBe(title);
    expect(await articleByTitle(title)).toBeUndefined();
    await shots(page, "editor-past-date");

    // garbage: refused too
    expect((await post(WRITE, alice, { title, content: "Texte.", intent: "schedule", publish_at: "demain matin" })).status).toBe(
      400,
    );
    expect(await articleByTitle(title)).toBeUndefined();

    // tomorrow at 08:00, Paris time
    const at = parisMorning(1);
    await page.getByLabel(SCHEDULE_LABEL).fill(toDateTimeLocalValue(at));
    await page.getByRole("button", { name: SCHEDULE_MESSAGES.schedule, exact: true }).click();
    await page.waitForURL(`${server.url}${LIST}`);
    const label = SCHEDULE_MESSAGES.scheduledOn(describeScheduledTime(at, new Date()));
    expect(label).toMatch(/^Programmé le \d{1,2} [a-zéû]+ (\d{4} )?à 08:00$/);
    await expect.poll(() => page.getByText(label).count()).toBe(1);
    expect(await page.getByRole("button", { name: SCHEDULE_MESSAGES.cancel }).count()).toBe(1);
    await shots(page, "list-scheduled");

    const row = (await articleByTitle(title))!;
    expect(isTrue(row.published)).toBe(false);
    expect(new Date(String(row.publish_at)).toISOString()).toBe(at.toISOString());
    expect(await (await fetch(`${server.url}/blog`)).text()).not.toContain(row.slug);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(row.slug);
    expect((await fetch(`${server.url}/blog/${row.slug}`)).status).toBe(404);

    // another administrator cannot cancel it
    expect((await post(LIST, bob, { intent: "unschedule", id: row.id })).status).toBe(404);

    // the clock passes 08:00 tomorrow; the restarted server's first tick publishes it, with nobody clicking
    await runSql(server, "update articles set publish_at = ? where id = ?", [
      new Date(Date.now() - 60_000).toISOString(),
      row.id,
    ]);
    await server.stop();
    server = await startServer(env());
    await eventually(async () => (await fetch(`${server.url}/blog`)).text()).toContain(`/blog/${row.slug}`);
    expect((await fetch(`${server.url}/blog/${row.slug}`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(`/blog/${row.slug}</loc>`);
    expect(await (await fetch(`${server.url}/blog/rss.xml`)).text()).toContain(`/blog/${row.slug}</link>`);
    const published = (await articleByTitle(title))!;
    expect(isTrue(published.published)).toBe(true);
    expect(published.publish_at).toBeNull();
    // dated from its publication, so it comes first on the blog
    expect(Date.now() - new Date(String(published.created_at)).getTime()).toBeLessThan(120_000);
  });

  it("can be cancelled from the list; the article stays a draft", async () => {
    const draft = "Zinguerie : choisir entre zinc naturel et prépatiné";
    const at = parisMorning(30);
    const saved = await post(WRITE, alice, {
      title: draft,
      content: "Deux finitions.",
      intent: "schedule",
      publish_at: toDateTimeLocalValue(at),
    });
    expect(saved.status).toBeLessThan(400);
    const row = (await articleByTitle(draft))!;
    expect(new Date(String(row.publish_at)).toISOString()).toBe(at.toISOString());

    const { page } = await adminPage(alice);
    await page.goto(`${server.url}${LIST}`);
    await waitForHydration(page);
    const card = page.getByRole("listitem").filter({ hasText: draft });
    await card.getByRole("button", { name: SCHEDULE_MESSAGES.cancel }).click();
    await eventually(() => page.getByText(SCHEDULE_MESSAGES.cancelled).count()).toBeGreaterThan(0);
    await eventually(() => card.getByText(/^Programmé le/).count()).toBe(0);
    const after = (await articleByTitle(draft))!;
    expect(after.publish_at).toBeNull();
    expect(isTrue(after.published)).toBe(false);
  });
});

describe("preview links", () => {
  const title = "Brouillon : la rénovation d'un chéneau en zinc";
  let articleId = "";

  async function openPreview(url: string) {
    const res = await fetch(url);
    return { res, html: await res.text() };
  }

  it("opens a draft exactly like the blog, never indexed nor cached, until it expires or is revoked; only its author makes one", async () => {
    await post(WRITE, alice, {
      title,
      content: "## Le chantier\n\nDépose, façonnage, pose.",
      category: "Zinguerie",
      intent: "draft",
    });
    articleId = (await articleByTitle(title))!.id;
    const edit = `/dashboard-management-panel/edit/${articleId}`;

    const { page } = await adminPage(alice);
    await page.goto(`${server.url}${edit}`);
    await waitForHydration(page);
    expect(await page.getByText(PREVIEW_LINK_MESSAGES.none).count()).toBe(1);
    await page.getByRole("button", { name: PREVIEW_LINK_MESSAGES.create }).click();
    const urlField = page.getByLabel("Adresse du lien d'aperçu");
    await eventually(() => urlField.count()).toBe(1);
    const url = await urlField.inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/apercu/[A-Za-z0-9_-]{43}$`));
    expect(await page.getByRole("button", { name: PREVIEW_LINK_MESSAGES.copy }).isEnabled()).toBe(true);
    await eventually(() => page.getByRole("list", { name: PREVIEW_LINK_MESSAGES.active }).getByRole("listitem").count()).toBe(1);
    await shots(page, "editor-preview-link");

    // the visitor's view: the public article view, with the banner, and nothing that lets it spread
    const { res, html } = await openPreview(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("referrer-policy")).toMatch(/(^|, )no-referrer$/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const escaped = (text: string) => text.replaceAll("'", "&#x27;");
    expect(html).toContain(escaped(PREVIEW_LINK_MESSAGES.banner));
    expect(html).toMatch(/<h1[^>]*>Brouillon : la rénovation d&#x27;un chéneau en zinc<\/h1>/);
    expect(html).toContain('class="article-prose"');
    expect(html).toContain("Le chantier");
    const visitor = await openPage(browser, { width: 390 });
    await visitor.page.goto(url);
    expect(await visitor.page.getByRole("status").textContent()).toContain(PREVIEW_LINK_MESSAGES.banner);
    await shots(visitor.page, "preview-page");
    expect(visitor.errors).toEqual([]);

    // another administrator neither makes nor revokes a link of Alice's article; a forged token opens nothing
    const linkCount = async () =>
      Number((await runSql(server, "select count(*) as n from article_preview_links where article_id = ?", [articleId]))[0]?.n);
    expect((await post(edit, bob, { intent: "preview-link-create" })).status).toBe(404);
    const [link] = await runSql(server, "select id from article_preview_links where article_id = ?", [articleId]);
    expect((await post(edit, bob, { intent: "preview-link-revoke", preview_link_id: String(link?.id) })).status).toBe(404);
    expect(await linkCount()).toBe(1);
    expect((await openPreview(url)).res.status).toBe(200);
    const forged = await openPreview(`${url.slice(0, -1)}${url.endsWith("A") ? "B" : "A"}`);
    expect(forged.res.status).toBe(404);
    expect(forged.html).toContain(escaped(PREVIEW_LINK_MESSAGES.gone));

    // seven days later (its expiry passed): gone, and no longer listed
    await runSql(server, "update article_preview_links set created_at = ?, expires_at = ? where id = ?", [
      new Date(Date.now() - 7 * DAY_MS - 1000).toISOString(),
      new Date(Date.now() - 1000).toISOString(),
      String(link?.id),
    ]);
    const expired = await openPreview(url);
    expect(expired.res.status).toBe(404);
    expect(expired.html).toContain(escaped(PREVIEW_LINK_MESSAGES.gone));
    expect(expired.res.headers.get("x-robots-tag")).toContain("noindex");
    await visitor.page.goto(url);
    await shots(visitor.page, "preview-gone");

    // a fresh link works, then 'Révoquer' ends it at once
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByText(PREVIEW_LINK_MESSAGES.none).count()).toBe(1);
    await page.getByRole("button", { name: PREVIEW_LINK_MESSAGES.create }).click();
    await eventually(() => page.getByLabel("Adresse du lien d'aperçu").count()).toBe(1);
    const fresh = await page.getByLabel("Adresse du lien d'aperçu").inputValue();
    expect(fresh).not.toBe(url);
    expect((await openPreview(fresh)).res.status).toBe(200);
    await page.getByRole("button", { name: new RegExp(`^${PREVIEW_LINK_MESSAGES.revoke}`) }).click();
    await eventually(() => page.getByText(PREVIEW_LINK_MESSAGES.none).count()).toBe(1);
    const revoked = await openPreview(fresh);
    expect(revoked.res.status).toBe(404);
    expect(revoked.html).toContain(escaped(PREVIEW_LINK_MESSAGES.gone));
  });
});
