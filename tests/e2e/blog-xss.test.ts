/**
 * XSS corpus in Chromium: every payload stored in an article's title, excerpt,
 * category, keywords and content (written straight into the database, so
 * even values the form would refuse are tried) is shown on /blog, on the
 * article page, in the admin list, in the edit form and in the editor's
 * preview; no script may run (no `window.__xss`, no dialog) and no live
 * markup (script, handler attribute, javascript: URL, frame) may reach the DOM.
 */
import { createHash } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { startServer, type TestServer } from "./helpers/server";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { addSessionCookie, signedInAdmin, type SignedInAdmin, waitForHydration } from "./helpers/admin";
import { openServerDatabase } from "./helpers/server-db";
import { eventually } from "./helpers/eventually";

let server: TestServer;
let browser: Browser;
let admin: SignedInAdmin;
const ids: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await signedInAdmin(server, "xss@az-toiture.test", "Testeur XSS");
  const database = openServerDatabase(server);
  try {
    const base = Date.parse("2026-06-01T08:00:00.000Z");
    await database.db
      .insertInto("articles")
      .values(
        XSS_PAYLOADS.map((payload, i) => {
          const at = new Date(base + i * 60_000).toISOString();
          ids.push(`xss-${i}`);
          return {
            id: `xss-${i}`,
            title: `T${i} ${payload}`,
            content: `# Titre ${i}\n\nAvant ${payload} après.\n\n${payload}\n\n- ${payload}\n\n| a |\n|---|\n| ${payload} |\n\n[lien](${payload})`,
            excerpt: `E${i} ${payload}`,
            category: payload,
            image_url: i % 4 === 0 ? "javascript:window.__xss=1" : null,
            keywords: JSON.stringify([payload, `k${i}`, `${payload} bis`, "quatre", "cinq"]),
            slug: `xss-${i}`,
            author_id: admin.id,
            published: true,
            created_at: at,
            updated_at: new Date(base + i * 60_000 + 5_000).toISOString(),
          };
        }),
      )
      .execute();
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Watched extends TrackedPage {
  dialogs: string[];
}

async function watchedPage(signedIn: boolean): Promise<Watched> {
  // Blocked resources (a refused javascript: image, CSP reports) may log; scripts must not run.
  const tracked = await openPage(browser, { allowConsoleErrors: [/Failed to load resource|Content Security Policy|Refused to/] });
  if (signedIn) await addSessionCookie(tracked.context, server, admin.cookie);
  const dialogs: string[] = [];
  tracked.page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await tracked.page.addInitScript(() => {
    // A payload that runs sets this (or opens a dialog, recorded above).
    (window as unknown as { __xss?: number }).__xss = undefined;
  });
  return { ...tracked, dialogs };
}

/**
 * Runs `check` once per payload index, the payloads shared out among a few watched pages that work
 * side by side (each page's own payloads in order); every page must end with no browser error.
 */
async function inSeveralPages(signedIn: boolean, check: (watched: Watched, index: number) => Promise<void>) {
  const PAGES = 3;
  const pages = await Promise.all(Array.from({ length: PAGES }, () => watchedPage(signedIn)));
  try {
    await Promise.all(
      pages.map(async (watched, p) => {
        for (let i = p; i < XSS_PAYLOADS.length; i += PAGES) await check(watched, i);
      }),
    );
    for (const { errors } of pages) expect(errors).toEqual([]);
  } finally {
    await Promise.all(pages.map(({ close }) => close()));
  }
}

/**
 * Nothing ran, and nothing live was injected in the page's content. `policy`: the page's CSP when it was
 * shared from the cache, whose own scripts are allowed by hash instead of a nonce.
 */
async function expectNoScript(page: Page, dialogs: string[], where: string, policy?: string) {
  await page.waitForFunction(() => document.readyState === "complete");
  // what a payload would run on comes by the next rendering steps (autofocus, a details' toggle, an SVG animation's begin)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), where).toBeUndefined();
  expect(dialogs, where).toEqual([]);
  const live = await page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    const found: string[] = [];
    for (const el of main.querySelectorAll("*")) {
      const tag = el.tagName.toLowerCase();
      if (["script", "iframe", "object", "embed", "frame", "base", "meta", "link", "style", "form"].includes(tag)) {
        found.push(`<${tag}>`);
      }
      for (const attr of el.attributes) {
        if (attr.name.startsWith("on")) found.push(`${tag}[${attr.name}]`);
        if (attr.name === "style" && el.closest(".article-prose")) found.push(`${tag}[style]`);
        if (
          ["href", "src", "action", "formaction", "srcdoc"].includes(attr.name) &&
          /^\s*(javascript|data|vbscript):/i.test(attr.value)
        ) {
          found.push(`${tag}[${attr.name}=${attr.value}]`);
        }
      }
    }
    // head: only our own scripts (with the page's nonce, or listed by hash) and JSON-LD
    for (const script of document.querySelectorAll("script")) {
      if (script.type !== "application/ld+json" && !script.nonce && script.src === "")
        found.push(`script:${script.textContent ?? ""}`);
      if (script.type === "application/ld+json") {
        try {
          JSON.parse(script.textContent ?? "");
        } catch {
          found.push("broken JSON-LD");
        }
      }
    }
    return found;
  });
  const listed = (text: string) => Boolean(policy?.includes(`'sha256-${createHash("sha256").update(text).digest("base64")}'`));
  // The form on the admin pages and React's own <form> are ours, not injected: only count those inside article content.
  const problems = live
    .filter((x) => x !== "<form>")
    .filter((x) => !(x.startsWith("script:") && listed(x.slice("script:".length))))
    .map((x) => (x.startsWith("script:") ? "script neither nonce'd nor listed by hash" : x));
  expect(problems, where).toEqual([]);
  await eventually(() => page.locator(".article-prose form, [data-testid=article-preview] form").count(), where).toBe(0);
}

describe("XSS corpus in Chromium", () => {
  it(`runs nothing on /blog (${XSS_PAYLOADS.length} payloads, every page)`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const { page, dialogs, errors, close } = await watchedPage(false);
    const pages = Math.ceil(XSS_PAYLOADS.length / 12);
    for (let p = 1; p <= pages; p += 1) {
      const res = await page.goto(`${server.url}/blog${p > 1 ? `?page=${p}` : ""}`);
      await waitForHydration(page);
      await eventually(() => page.getByRole("link", { name: /Lire la suite →/ }).count()).toBeGreaterThan(0);
      await expectNoScript(page, dialogs, `/blog page ${p}`, res?.headers()["content-security-policy"]);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("runs nothing on any article page (title, category, keywords, content, JSON-LD)", async () => {
    await inSeveralPages(false, async ({ page, dialogs }, i) => {
      const res = await page.goto(`${server.url}/blog/xss-${i}`);
      expect(res?.status()).toBe(200);
      await expectNoScript(page, dialogs, `/blog/xss-${i}`, res?.headers()["content-security-policy"]);
      // the payload is shown as text in the title
      await eventually(() => page.locator("h1").innerText()).toContain(`T${i} `);
      // hydrated over the payloads without an error
      await waitForHydration(page);
    });
  }, 120_000);

  it("runs nothing in the admin list and the edit form", async () => {
    const { page, dialogs, errors, close } = await watchedPage(true);
    await page.goto(`${server.url}/dashboard-management-panel/articles`);
    await waitForHydration(page);
    await eventually(() => page.getByRole("link", { name: "Modifier" }).count()).toBe(XSS_PAYLOADS.length);
    await expectNoScript(page, dialogs, "admin list");
    for (const i of [0, 3, 10, 26, 35, XSS_PAYLOADS.length - 1]) {
      await page.goto(`${server.url}/dashboard-management-panel/edit/xss-${i}`);
      await waitForHydration(page);
      await eventually(() => page.getByLabel("Catégorie").inputValue()).toBe(XSS_PAYLOADS[i]);
      await expectNoScript(page, dialogs, `edit xss-${i}`);
    }
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it("runs nothing in the editor's preview, payload after payload", async () => {
    const opened = new Set<Page>();
    await inSeveralPages(true, async ({ page, dialogs }, i) => {
      if (!opened.has(page)) {
        opened.add(page);
        await page.goto(`${server.url}/dashboard-management-panel/write`);
        await waitForHydration(page);
      }
      const payload = XSS_PAYLOADS[i]!;
      const preview = page.getByTestId("article-preview");
      await page.getByRole("button", { name: "Édition" }).click();
      await page.getByLabel("Titre *").fill(payload);
      await page.getByLabel("Contenu (Markdown) *").fill(`Marqueur ${i}\n\n${payload}\n\n- ${payload}\n\n[lien](${payload})`);
      await page.getByRole("button", { name: "Aperçu" }).click();
      await preview.getByText(`Marqueur ${i}`).waitFor();
      await expectNoScript(page, dialogs, `preview of payload ${i}`);
    });
  }, 240_000);
});
